// "Install the app": the button where the browser offers installation (Chromium's
// beforeinstallprompt), and the offer shown at the moments it makes sense (after submitting, on
// My applications). Safari on iPhone and iPad has no install prompt; there the offer gives the
// Share → Add to Home Screen steps instead. An app already installed (opened standalone) is
// offered nothing.
import { useId, useState, useSyncExternalStore } from 'react'
import { m } from '../../lib/i18n'

export const INSTALL_LABEL = {
  get text() {
    return m.pwa_install()
  },
}

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
      {INSTALL_LABEL.text}
    </button>
  )
}

/** Opened from the home screen (installed), where there is nothing left to offer. */
function runsInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/**
 * iPhone, iPod and iPad, including an iPad that says it is a Mac (Safari's default there): every
 * browser on them installs through the Share menu, none through a prompt.
 */
export function isAppleMobile(userAgent: string, platform: string, touchPoints: number): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (platform === 'MacIntel' && touchPoints > 1)
}

function offersHomeScreenSteps(): boolean {
  return isAppleMobile(navigator.userAgent, navigator.platform, navigator.maxTouchPoints) && !runsInstalled()
}

export function InstallOffer() {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  )
  const [homeScreenSteps] = useState(offersHomeScreenSteps)
  const titleId = useId()
  if (!current && !homeScreenSteps) return null
  return (
    <section className="install-offer card" aria-labelledby={titleId}>
      <h2 id={titleId}>{INSTALL_LABEL.text}</h2>
      <p>{m.pwa_install_text()}</p>
      {current ? (
        <InstallButton className="button button-primary" />
      ) : (
        <ol className="install-steps">
          <li>
            {m.pwa_install_share_before()}{' '}
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24">
              <path
                d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>{' '}
            {m.pwa_install_share_after()}
          </li>
          <li>{m.pwa_install_add()}</li>
        </ol>
      )}
    </section>
  )
}
