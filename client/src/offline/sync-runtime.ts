// The page's one sync engine, wired to the real API and browser. main.tsx starts it once, at
// start-up (startSync); everything else only reads it (getSyncEngine), so rendering a screen
// never starts or restarts sending.
import { createApplication, updateApplication, uploadPassportCopy } from '../lib/applications'
import { postContactMessage } from '../lib/contact'
import { getConnectivity } from './connectivity'
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
        sendContactMessage: postContactMessage,
      },
      // The connectivity gate, not the browser alone: while the traveller works offline the engine
      // sends nothing, and turning it off fires the gate's `online`, which sends at once.
      env: {
        isOnline: () => getConnectivity().isOnline(),
        window: getConnectivity(),
        document,
        locks: navigator.locks,
      },
    })
  }
  return engine
}

let started = false

/** Starts sending the outbox; called once at start-up. Later calls do nothing. */
export function startSync(): SyncEngine {
  const current = getSyncEngine()
  if (started) return current
  started = true
  current.start()
  // What an earlier page could not save as it closed becomes the draft's data, and is synced.
  void replayJournal()
  return current
}

/**
 * Stops sending and waits for what is being sent, before a new version takes over: Chromium can
 * leave the new service worker waiting for ever when requests pass through the old one as it
 * is told to take over. The reload that follows starts a new engine.
 */
export async function quiesceSync(): Promise<void> {
  if (!engine) return
  engine.stop()
  await engine.idle()
}
