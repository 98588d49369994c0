// The last unsaved changes, kept when the page goes away (ADR 003). A save to IndexedDB needs
// round trips that a page being reloaded, closed or frozen by the system may never get, so what
// the traveller typed in the last second is also written to localStorage, which is synchronous.
// The next start stores it as the draft's data when it is newer than the draft's last save, and
// forgets it; a save that did complete makes the journal entry go away too.
import type { DraftData } from './draft-data'
import { getDraft, saveDraftData } from './draft-store'

const PREFIX = 'evisa-unsaved-draft:'

export interface JournalEntry {
  /** When the page went away, ms since the epoch. */
  at: number
  data: DraftData
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Storage disabled by the browser: IndexedDB remains the only copy.
    return null
  }
}

/** Keeps `data` for `draftId` at once, synchronously. Best effort: a full storage keeps nothing. */
export function journalUnsaved(draftId: string, data: DraftData, at = Date.now()): void {
  try {
    storage()?.setItem(PREFIX + draftId, JSON.stringify({ at, data } satisfies JournalEntry))
  } catch {
    // Full or unavailable: the IndexedDB save still runs and reports its own trouble.
  }
}

export function forgetUnsaved(draftId: string): void {
  try {
    storage()?.removeItem(PREFIX + draftId)
  } catch {
    // Nothing to forget.
  }
}

export function readJournal(): { draftId: string; entry: JournalEntry }[] {
  const store = storage()
  if (!store) return []
  const entries: { draftId: string; entry: JournalEntry }[] = []
  const unreadable: string[] = []
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index)
    if (!key?.startsWith(PREFIX)) continue
    try {
      const entry = JSON.parse(store.getItem(key) ?? '') as JournalEntry
      if (typeof entry?.at === 'number' && entry.data && typeof entry.data === 'object') {
        entries.push({ draftId: key.slice(PREFIX.length), entry })
      } else unreadable.push(key)
    } catch {
      unreadable.push(key)
    }
  }
  for (const key of unreadable) store.removeItem(key)
  return entries
}

let replaying: Promise<void> | null = null

/**
 * Stores what an earlier page kept in the journal, where it is newer than the draft's last save,
 * then forgets it. Runs once per page; screens that read drafts wait for it first.
 */
export function replayJournal(): Promise<void> {
  replaying ??= (async () => {
    for (const { draftId, entry } of readJournal()) {
      try {
        const draft = await getDraft(draftId)
        if (!draft || entry.at > draft.updatedAt) await saveDraftData(draftId, entry.data)
        forgetUnsaved(draftId)
      } catch (error) {
        // Kept for the next start; storage trouble is reported by lib/idb.
        console.error(error)
      }
    }
  })()
  return replaying
}

/** Tests only: lets replayJournal run again. */
export function resetJournalReplay(): void {
  replaying = null
}
