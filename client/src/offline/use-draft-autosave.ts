// Saves what the form holds to IndexedDB as the traveller types: at most a second after a change,
// and at once when the page is hidden or the form goes away (docs/rules.md §5). When the page goes
// away, what is not yet saved is also journaled synchronously (draft-journal.ts): an IndexedDB
// save begun while a page unloads may never finish. /Apply/{id} uses it too, for changes to a
// submitted application (kept apart from what was sent until they are submitted).
import { useCallback, useEffect, useRef, useState } from 'react'
import { type DraftData, pickDraftData } from './draft-data'
import { forgetUnsaved, type JournalKind, journalUnsaved } from './draft-journal'
import { saveApplicationEdits, saveDraftData } from './draft-store'
import { requestPersistentStorage } from './idb'

export interface AutosaveOptions {
  /** Quiet time after the last change before saving. */
  delayMs?: number
  /** Longest a change waits while the traveller keeps typing. */
  maxWaitMs?: number
  /**
   * Saves changes to the submitted application numbered by the hook's key, not a draft's data;
   * `base` is the application as loaded (this device's copy of it, should it have none yet).
   */
  edits?: { base: Readonly<Record<string, unknown>> }
}

export interface AutosaveState {
  status: 'idle' | 'saving' | 'saved' | 'error'
  savedAt?: number
  /** A StorageFullError when the device is full; the traveller must be told. */
  error?: Error
}

// Every mounted autosave, so an app update can save them all before the page reloads.
const openAutosaves = new Set<() => Promise<void>>()

let persistenceRequested = false

/**
 * Drafts are the traveller's only copy until synced: ask the browser not to evict them. Asked
 * after the first thing typed is saved, not on arrival, since some browsers ask the user.
 */
function requestPersistenceOnce() {
  if (persistenceRequested) return
  persistenceRequested = true
  void requestPersistentStorage()
}

/** Writes every form's unsaved changes to IndexedDB. UpdatePrompt calls it before reloading. */
export async function flushAllDraftSaves(): Promise<void> {
  await Promise.all([...openAutosaves].map((flush) => flush()))
}

/**
 * Saves `input` under `draftId` (a draft's id, or with `edits` an application number) as it
 * changes. The first input seen for a key is what was loaded: it is not saved again.
 */
export function useDraftAutosave(
  draftId: string | undefined,
  input: Readonly<Record<string, unknown>>,
  { delayMs = 300, maxWaitMs = 1000, edits }: AutosaveOptions = {},
): AutosaveState & { flush: (latest?: Readonly<Record<string, unknown>>) => Promise<void> } {
  const kind: JournalKind = edits ? 'edits' : 'draft'
  const target = useRef({ kind, base: edits?.base })
  target.current = { kind, base: edits?.base }
  const [state, setState] = useState<AutosaveState>({ status: 'idle' })
  const pending = useRef<{ draftId: string; input: Readonly<Record<string, unknown>>; json: string } | null>(
    null,
  )
  const savedJson = useRef<string | null>(null)
  const quietTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const maxTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const chain = useRef<Promise<void>>(Promise.resolve())
  const mounted = useRef(true)
  // The save under way, until IndexedDB confirms it; and what the journal holds, if anything.
  const inFlight = useRef<{ draftId: string; json: string } | null>(null)
  const journaled = useRef<string | null>(null)
  // The newest input handed to a save (saves land in order, so it is what will be stored).
  const handedJson = useRef<string | null>(null)
  const key = useRef(draftId)
  key.current = draftId

  /**
   * Saves what is not saved yet, now. With `latest` (the form's input at this moment, which this
   * hook may not have been rendered with yet), that input is what is saved: a submit right after
   * a keystroke then leaves nothing for a timer to write after it.
   */
  const flush = useCallback((latest?: Readonly<Record<string, unknown>>): Promise<void> => {
    if (latest && key.current) {
      const json = JSON.stringify(pickDraftData(latest))
      if (json !== (handedJson.current ?? savedJson.current) || pending.current)
        pending.current = { draftId: key.current, input: latest, json }
    }
    clearTimeout(quietTimer.current)
    clearTimeout(maxTimer.current)
    quietTimer.current = undefined
    maxTimer.current = undefined
    const next = pending.current
    pending.current = null
    if (!next) return chain.current
    handedJson.current = next.json
    // Saves run one after another, so an older copy never lands after a newer one.
    chain.current = chain.current.then(async () => {
      if (mounted.current) setState((previous) => ({ ...previous, status: 'saving' }))
      inFlight.current = next
      try {
        const { kind, base } = target.current
        if (kind === 'edits') await saveApplicationEdits(next.draftId, next.input, base)
        else await saveDraftData(next.draftId, next.input)
        savedJson.current = next.json
        if (journaled.current === next.json) {
          forgetUnsaved(next.draftId, kind)
          journaled.current = null
        }
        requestPersistenceOnce()
        if (mounted.current) setState({ status: 'saved', savedAt: Date.now() })
      } catch (error) {
        if (mounted.current) setState({ status: 'error', error: error as Error })
        // Kept, so the next change or the next flush tries again.
        if (!pending.current) pending.current = next
        savedJson.current = null
        if (handedJson.current === next.json) handedJson.current = null
      } finally {
        if (inFlight.current === next) inFlight.current = null
      }
    })
    return chain.current
  }, [])

  /** Journals, synchronously, the newest input not yet confirmed saved. */
  const keepUnsaved = useCallback(() => {
    const unsaved = pending.current ?? inFlight.current
    if (!unsaved || unsaved.json === journaled.current) return
    journalUnsaved(unsaved.draftId, JSON.parse(unsaved.json) as DraftData, { kind: target.current.kind })
    journaled.current = unsaved.json
  }, [])

  // The first input seen for a draft is what was loaded into the form: nothing to save.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new draft resets the baseline.
  useEffect(() => {
    savedJson.current = draftId ? JSON.stringify(pickDraftData(input)) : null
    handedJson.current = null
    return () => {
      void flush()
    }
  }, [draftId, flush])

  useEffect(() => {
    if (!draftId) return
    const json = JSON.stringify(pickDraftData(input))
    // Saved, or being saved: a render that catches up with a flushed input writes nothing more.
    if (json === (handedJson.current ?? savedJson.current) && !pending.current) return
    if (json === pending.current?.json) return
    pending.current = { draftId, input, json }
    clearTimeout(quietTimer.current)
    quietTimer.current = setTimeout(() => void flush(), delayMs)
    maxTimer.current ??= setTimeout(() => void flush(), maxWaitMs)
  })

  useEffect(() => {
    mounted.current = true
    const onHidden = () => {
      if (document.visibilityState !== 'hidden') return
      keepUnsaved()
      void flush()
    }
    const onPageHide = () => {
      keepUnsaved()
      void flush()
    }
    window.addEventListener('pagehide', onPageHide)
    document.addEventListener('visibilitychange', onHidden)
    openAutosaves.add(flush)
    return () => {
      mounted.current = false
      window.removeEventListener('pagehide', onPageHide)
      document.removeEventListener('visibilitychange', onHidden)
      openAutosaves.delete(flush)
    }
  }, [flush, keepUnsaved])

  return { ...state, flush }
}
