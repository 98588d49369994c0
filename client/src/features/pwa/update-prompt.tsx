// Offers a new version instead of reloading under a half-filled form (registerType 'prompt').
import { useRegisterSW } from 'virtual:pwa-register/react'
import { getConnectivity } from '../../offline'
import { UpdatePromptView } from './update-prompt-view'

/**
 * Every open draft form saved, then no request left passing through the old service worker. The
 * drafts' code is loaded here, when the traveller chose to update, not with the prompt: the
 * prompt is on every page, and on a page that edits no draft the code would be there for nothing.
 */
export async function prepareForUpdate(): Promise<void> {
  const { flushAllDraftSaves, quiesceSync } = await import('../../offline')
  await flushAllDraftSaves()
  await quiesceSync()
}

/** How long the new version may take to take over before the page reloads anyway. */
export const TAKEOVER_TIMEOUT_MS = 10_000

export interface UpdatePromptProps {
  /** Runs before the new version takes over; defaults to saving every open draft form. */
  beforeUpdate?: () => Promise<void> | void
  /** How often an open page asks for a new version. */
  checkEveryMs?: number
  /** Tests only: what reloading the page means. */
  reload?: () => void
}

export function UpdatePrompt({
  beforeUpdate = prepareForUpdate,
  checkEveryMs = 60 * 60 * 1000,
  reload = () => window.location.reload(),
}: UpdatePromptProps) {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // A traveller may keep the app open for days; look for a new version now and then.
      if (registration && checkEveryMs > 0) {
        setInterval(() => {
          if (getConnectivity().isOnline() && !registration.installing)
            void registration.update().catch(() => {})
        }, checkEveryMs)
      }
    },
    onRegisterError(error) {
      console.error('Service worker registration failed', error)
    },
  })

  return (
    <UpdatePromptView
      needRefresh={needRefresh}
      offlineReady={offlineReady}
      onUpdate={async () => {
        await beforeUpdate()
        // workbox-window reloads by itself only for a version it saw this page register; a version
        // found later by the same page (a first visit left open, then the hourly check) would take
        // over without the reload. Any new controller means the new version: load it.
        navigator.serviceWorker?.addEventListener('controllerchange', () => reload(), { once: true })
        await updateServiceWorker(true)
        // Should it never take over, the reload still happens: everything is saved, and the page
        // that loads offers the new version again rather than leaving the traveller stuck.
        setTimeout(reload, TAKEOVER_TIMEOUT_MS)
      }}
      onLater={() => setNeedRefresh(false)}
      onDismissOfflineReady={() => setOfflineReady(false)}
    />
  )
}
