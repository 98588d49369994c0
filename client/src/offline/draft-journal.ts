// The last unsaved changes, kept when the page goes away (ADR 003). A save to IndexedDB needs
// round trips that a page being reloaded, closed or frozen by the system may never get, so what
// the traveller typed in the last second is also written to localStorage, which is synchronous.
// The next start stores it as the draft's data when it is newer than the draft's last save, and
// forgets it; a save that did complete makes the journal entry go away too. Changes typed into
// /Apply/{id} for a submitted application are journaled the same way, under its number.
import type { DraftData } from './draft-data'
import { findDraftBySkuId, getDraft, saveApplicationEdits, saveDraftData } from './draft-store'

/** 'draft': a draft's data, by draft id; 'edits': changes to a submitted application, by its number. */
export type JournalKind = 'draft' | 'edits'

const PREFIXES: Record<JournalKind, string> = {
  draft: 'evisa-unsaved-draft:',
  edits: 'evisa-unsent-edits:',
}

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

/** Keeps `data` under `key` at once, synchronously. Best effort: a full storage keeps nothing. */
export function journalUnsaved(
  key: string,
  data: DraftData,
  { at = Date.now(), kind = 'draft' }: { at?: number; kind?: JournalKind } = {},
): void {
  try {
    storage()?.setItem(PREFIXES[kind] + key, JSON.stringify({ at, data } satisfies JournalEntry))
  } catch {
    // Full or unavailable: the IndexedDB save still runs and reports its own trouble.
  }
}

export function forgetUnsaved(key: string, kind: JournalKind = 'draft'): void {
  try {
    storage()?.removeItem(PREFIXES[kind] + key)
  } catch {
    // Nothing to forget.
  }
}

function kindOf(storageKey: string): JournalKind | undefined {
  return (Object.keys(PREFIXES) as JournalKind[]).find((kind) => storageKey.startsWith(PREFIXES[kind]))
}

export function readJournal(): { kind: JournalKind; key: string; entry: JournalEntry }[] {
  const store = storage()
  if (!store) return []
  const entries: { kind: JournalKind; key: string; entry: JournalEntry }[] = []
  const unreadable: string[] = []
  for (let index = 0; index < store.length; index++) {
    const storageKey = store.key(index)
    const kind = storageKey ? kindOf(storageKey) : undefined
    if (!storageKey || !kind) continue
    try {
      const entry = JSON.parse(store.getItem(storageKey) ?? '') as JournalEntry
      if (typeof entry?.at === 'number' && entry.data && typeof entry.data === 'object') {
        entries.push({ kind, key: storageKey.slice(PREFIXES[kind].length), entry })
      } else unreadable.push(storageKey)
    } catch {
      unreadable.push(storageKey)
    }
  }
  for (const storageKey of unreadable) store.removeItem(storageKey)
  return entries
}

/** Stores one entry where it is newer than what IndexedDB holds. */
async function replayEntry(kind: JournalKind, key: string, entry: JournalEntry): Promise<void> {
  if (kind === 'draft') {
    const draft = await getDraft(key)
    if (!draft || entry.at > draft.updatedAt) await saveDraftData(key, entry.data)
    return
  }
  const draft = await findDraftBySkuId(key)
  if (!draft?.edits || entry.at > draft.edits.savedAt) await saveApplicationEdits(key, entry.data)
}

let replaying: Promise<void> | null = null

/**
 * Stores what an earlier page kept in the journal, where it is newer than the last save, then
 * forgets it. Runs once per page; screens that read drafts wait for it first.
 */
export function replayJournal(): Promise<void> {
  replaying ??= (async () => {
    for (const { kind, key, entry } of readJournal()) {
      try {
        await replayEntry(kind, key, entry)
        forgetUnsaved(key, kind)
      } catch (error) {
        // Kept for the next start; storage trouble is reported by idb.ts.
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
