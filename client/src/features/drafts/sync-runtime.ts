// The page's one sync engine, wired to the real API and browser, started on first use.
import { createApplication, updateApplication, uploadPassportCopy } from '../../lib/applications'
import { replayJournal } from './draft-journal'
import { deleteServerDraft, putDraft } from './drafts-api'
import { SyncEngine } from './sync-engine'

let engine: SyncEngine | null = null

export function getSyncEngine(): SyncEngine {
  if (!engine) {
    engine = new SyncEngine({
      api: {
        putDraft,
        deleteDraft: deleteServerDraft,
        uploadPassportCopy: (file, options) => uploadPassportCopy(file, options),
        createApplication,
        updateApplication,
      },
      env: {
        isOnline: () => navigator.onLine,
        window,
        document,
        locks: navigator.locks,
      },
    })
    engine.start()
    // What an earlier page could not save as it closed becomes the draft's data, and is synced.
    void replayJournal()
  }
  return engine
}
