// "Install app", only where the browser offers installation (Chromium's beforeinstallprompt).
import { useSyncExternalStore } from 'react'

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let offer: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next
  for (const listener of listeners) listener()
}

// Listening from the moment this module loads: the browser may offer before React has mounted.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    setOffer(event as BeforeInstallPromptEvent)
  })
  window.addEventListener('appinstalled', () => setOffer(null))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export interface InstallButtonProps {
  className?: string
}

export function InstallButton({ className = 'button' }: InstallButtonProps) {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  )
  if (!current) return null
  async function install() {
    const event = offer
    if (!event) return
    // An offer can be used once.
    setOffer(null)
    await event.prompt()
    await event.userChoice.catch(() => undefined)
  }
  return (
    <button type="button" className={className} onClick={install}>
      Install app
    </button>
  )
}
