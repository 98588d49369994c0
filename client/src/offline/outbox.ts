// The outbox as the sync engine sees it: what is due, and how each answer from the server changes
// the entry and its draft, each in one transaction.

import type { ContactMessage } from '../../../shared/contact'
import type { DraftData } from './draft-data'
import { sameDraftData } from './draft-data'
import { emitDraftsChanged } from './draft-events'
import { applySubmitted, DRAFT_STORES, type Draft, type DraftConflict } from './draft-store'
import { transition } from './draft-transition'
import { readTx, writeTx } from './idb'
import type { OutboxEntry, OutboxProblem } from './records'

export type { OutboxEntry, OutboxProblem }

/** Every entry, in the order it was queued. */
export function listOutbox(): Promise<OutboxEntry[]> {
  return readTx(['outbox'], (tx) => tx.objectStore('outbox').getAll())
}

/** Queues a contact-form message; answers its outbox entry's id. */
export async function queueContactMessage(message: ContactMessage, at = Date.now()): Promise<number> {
  const id = crypto.randomUUID()
  return writeTx(['outbox'], (tx) =>
    tx
      .objectStore('outbox')
      .add({ kind: 'contact', message, draftId: id, createdAt: at, attempts: 0, nextAttemptAt: 0 }),
  )
}

/** Takes an entry out of the outbox (a refused message the form shows again). */
export async function removeEntry(entryId: number): Promise<void> {
  await writeTx(['outbox'], (tx) => tx.objectStore('outbox').delete(entryId))
}

/** The newest submit or update queued for draft `draftId`, if one waits. */
export async function latestApplicationEntry(draftId: string): Promise<OutboxEntry | undefined> {
  const entries = await readTx(['outbox'], (tx) =>
    tx.objectStore('outbox').index('by-draftId').getAll(draftId),
  )
  return entries.filter((entry) => entry.kind === 'submit' || entry.kind === 'update').at(-1)
}

export interface OutboxSummary {
  /** Entries still to send. */
  pending: number
  /** Entries the server refused; they wait for the traveller. */
  failed: number
  /** Drafts waiting for the traveller to choose between two copies. */
  conflicts: number
  /** When the next pending entry is due, if any. */
  nextAttemptAt?: number
  lastError?: string
}

export async function summarizeOutbox(): Promise<OutboxSummary> {
  return readTx(['outbox', 'drafts'], async (tx) => {
    const entries = await tx.objectStore('outbox').getAll()
    const drafts = await tx.objectStore('drafts').getAll()
    const summary: OutboxSummary = { pending: 0, failed: 0, conflicts: 0 }
    for (const entry of entries) {
      if (entry.failed) {
        summary.failed++
        summary.lastError = entry.lastError
      } else {
        summary.pending++
        summary.nextAttemptAt = Math.min(summary.nextAttemptAt ?? Infinity, entry.nextAttemptAt)
      }
    }
    summary.conflicts = drafts.filter((draft) => draft.conflict).length
    return summary
  })
}

/**
 * Changes an entry and its draft together. `change` gets the entry as stored now, not the copy the
 * engine read before sending: an upload recorded since must survive a reschedule.
 */
async function changeEntry(
  entry: OutboxEntry,
  change: (current: OutboxEntry, draft: Draft | undefined) => { entry?: OutboxEntry | null; draft?: Draft },
) {
  const draftId = entry.draftId
  await writeTx(DRAFT_STORES, async (tx) => {
    const draft = await tx.objectStore('drafts').get(draftId)
    const current = await tx.objectStore('outbox').get(entry.id!)
    // Replaced or deleted meanwhile (a newer submit, the draft deleted): nothing left to record.
    if (!current) return
    const result = change(current, draft)
    if (result.entry === null) await tx.objectStore('outbox').delete(entry.id!)
    else if (result.entry) await tx.objectStore('outbox').put(result.entry)
    if (result.draft) await tx.objectStore('drafts').put(result.draft)
  })
  emitDraftsChanged({ draftId })
}

/** Puts the entry back for later (network trouble, a busy server). */
export function rescheduleEntry(
  entry: OutboxEntry,
  nextAttemptAt: number,
  lastError: string,
  lastProblem?: OutboxProblem,
) {
  return changeEntry(entry, (current) => ({
    entry: { ...current, attempts: current.attempts + 1, nextAttemptAt, lastError, lastProblem },
  }))
}

/** The server refused it (a 4xx): keep the reason on the draft and stop trying. */
export function failEntry(entry: OutboxEntry, message: string, lastProblem?: OutboxProblem) {
  return changeEntry(entry, (current, draft) => {
    const next = draft && transition(draft, { type: 'refused', entry: entry.kind, message })
    return {
      entry: { ...current, failed: true, lastError: message, lastProblem, attempts: current.attempts + 1 },
      draft: next,
    }
  })
}

/** Drops an entry that no longer has anything to send (its draft is gone or already settled). */
export function dropEntry(entry: OutboxEntry) {
  return changeEntry(entry, () => ({ entry: null }))
}

/**
 * A draft save reached the server as `version`. If the traveller changed the draft while it was
 * in flight the entry stays, so the newer data follows. Answers true when it stays.
 */
export async function completeSave(entry: OutboxEntry, sentLocalVersion: number, version: number) {
  let again = false
  await changeEntry(entry, (current, draft) => {
    if (!draft) return { entry: null }
    again = draft.localVersion !== sentLocalVersion && !draft.conflict && draft.syncState === 'local'
    return {
      entry: again
        ? { ...current, attempts: 0, nextAttemptAt: 0, lastError: undefined, lastProblem: undefined }
        : null,
      draft: transition(draft, { type: 'save-acknowledged', version, again }),
    }
  })
  return again
}

/**
 * A 409: the server holds another copy. Both are kept; the traveller chooses (resolveConflict).
 * When the server's copy is exactly what was sent (the answer to an earlier attempt was lost), it
 * is simply a success at the server's version.
 */
export async function recordConflict(
  entry: OutboxEntry,
  sent: { data: DraftData; localVersion: number },
  server: DraftConflict,
) {
  if (sameDraftData(sent.data, server.data)) return completeSave(entry, sent.localVersion, server.version)
  await changeEntry(entry, (_current, draft) => {
    if (!draft) return { entry: null }
    return { entry: null, draft: transition(draft, { type: 'conflict', server }) }
  })
  return false
}

/** The server forgot its copy of the draft. */
export function completeServerDelete(entry: OutboxEntry) {
  return changeEntry(entry, (_current, draft) => ({
    entry: null,
    draft: draft && transition(draft, { type: 'server-copy-deleted' }),
  }))
}

/**
 * The passport copy is on the server as `filename`: remembered in the entry and the draft, so a
 * retry after a lost answer does not upload it again.
 */
export function recordUpload(entry: OutboxEntry & { kind: 'submit' | 'update' }, filename: string) {
  return changeEntry(entry, (current, draft) => ({
    entry:
      current.kind === 'submit' || current.kind === 'update'
        ? { ...current, application: { ...current.application, passport_bio_page: filename } }
        : current,
    draft: draft && transition(draft, { type: 'passport-uploaded', filename }),
  }))
}

/** The application exists on the server as `skuId`; `accessKey` lets this device open it. */
export async function completeSubmit(entry: OutboxEntry, skuId: string, accessKey?: string) {
  await writeTx(DRAFT_STORES, async (tx) => {
    await tx.objectStore('outbox').delete(entry.id!)
    await applySubmitted(tx, entry.draftId, skuId, Date.now(), undefined, accessKey)
  })
  emitDraftsChanged({ draftId: entry.draftId, outbox: true })
}

/** The queued changes reached the submitted application. */
export function completeUpdate(entry: OutboxEntry) {
  return changeEntry(entry, (_current, draft) => ({
    entry: null,
    draft: draft && transition(draft, { type: 'update-sent' }),
  }))
}

/** Back online: whatever waited for a connection is due now, not after its backoff. */
export async function makeAllDue(): Promise<void> {
  await writeTx(['outbox'], async (tx) => {
    const outbox = tx.objectStore('outbox')
    for (const entry of await outbox.getAll()) {
      if (!entry.failed && entry.nextAttemptAt > 0) await outbox.put({ ...entry, nextAttemptAt: 0 })
    }
  })
}
