import { useState } from 'react'

export interface UpdatePromptViewProps {
  needRefresh: boolean
  offlineReady: boolean
  /** Saves the open draft, then activates the new version (the page reloads). */
  onUpdate: () => Promise<void>
  onLater: () => void
  onDismissOfflineReady: () => void
}

export const UPDATE_AVAILABLE_TEXT = 'A new version is available.'

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
      setError(
        `The update was not started because your latest changes could not be saved. ${(failure as Error).message}`,
      )
      setBusy(false)
    }
  }

  return (
    <div className="update-prompt-area" aria-live="polite">
      {needRefresh ? (
        <section className="update-prompt" aria-label="App update">
          <p>{UPDATE_AVAILABLE_TEXT}</p>
          <p className="update-prompt-hint">Your draft is saved first; nothing you typed is lost.</p>
          <div className="update-prompt-actions">
            <button type="button" className="button button-primary" onClick={update} disabled={busy}>
              {busy ? 'Updating…' : 'Update now'}
            </button>
            <button type="button" className="button" onClick={onLater} disabled={busy}>
              Later
            </button>
          </div>
          {error && <p role="alert">{error}</p>}
        </section>
      ) : offlineReady ? (
        <section className="update-prompt" aria-label="Offline use">
          <p>This app now works offline.</p>
          <div className="update-prompt-actions">
            <button type="button" className="button" onClick={onDismissOfflineReady}>
              OK
            </button>
          </div>
        </section>
      ) : null}
    </div>
  )
}
