import { useState } from 'react'
import { m } from '../../lib/i18n'

export interface UpdatePromptViewProps {
  needRefresh: boolean
  offlineReady: boolean
  /** Saves the open draft, then activates the new version (the page reloads). */
  onUpdate: () => Promise<void>
  onLater: () => void
  onDismissOfflineReady: () => void
}

export const UPDATE_AVAILABLE_TEXT = {
  get text() {
    return m.pwa_update_available()
  },
}

/** What UpdatePrompt shows; apart from it so it renders without a service worker. */
export function UpdatePromptView({
  needRefresh,
  offlineReady,
  onUpdate,
  onLater,
  onDismissOfflineReady,
}: UpdatePromptViewProps) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function update() {
    setBusy(true)
    setError(undefined)
    try {
      await onUpdate()
    } catch (failure) {
      // The reload would lose what could not be saved: stay on this version.
      setError(m.pwa_update_not_started({ reason: (failure as Error).message }))
      setBusy(false)
    }
  }

  return (
    <div className="update-prompt-area" aria-live="polite">
      {needRefresh ? (
        <section className="update-prompt" aria-label={m.pwa_update_label()}>
          <p>{UPDATE_AVAILABLE_TEXT.text}</p>
          <p className="update-prompt-hint">{m.pwa_update_hint()}</p>
          <div className="update-prompt-actions">
            <button type="button" className="button button-primary" onClick={update} disabled={busy}>
              {busy ? m.pwa_updating() : m.pwa_update_now()}
            </button>
            <button type="button" className="button" onClick={onLater} disabled={busy}>
              {m.pwa_later()}
            </button>
          </div>
          {error && <p role="alert">{error}</p>}
        </section>
      ) : offlineReady ? (
        <section className="update-prompt" aria-label={m.pwa_offline_label()}>
          <p>{m.pwa_offline_ready()}</p>
          <div className="update-prompt-actions">
            <button type="button" className="button" onClick={onDismissOfflineReady}>
              {m.pwa_ok()}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  )
}
