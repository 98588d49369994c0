// Drafts on this device: one per application being filled (docs/rules.md §5, ADR 003). Every change
// that the server must hear about is queued in the outbox in the same transaction, so a draft and
// its pending sync can never disagree after a crash.
import type { Application } from '../../../shared/application'
import { normalizeApplicationNumber } from '../../../shared/application-number'
import { GROUP_MAX_TRAVELLERS } from '../../../shared/groups'
import { putAccessKey } from '../lib/access-keys'
import { type DraftData, hasAnswers, pickDraftData, sameDraftData } from './draft-data'
import { emitDraftsChanged } from './draft-events'
import { type DraftEvent, isUnfinishedState, transition } from './draft-transition'
import { readTx, type StoreName, type WriteTx, writeTx } from './idb'
import type { DraftConflict, DraftEdits, DraftSyncState, StoredDraft, StoredFile } from './records'

export type Draft = StoredDraft
export type { DraftConflict, DraftData, DraftEdits, DraftSyncState, StoredFile as PassportFile }

export class DraftNotFoundError extends Error {
  constructor(id: string) {
    super(`No draft ${id} on this device.`)
    this.name = 'DraftNotFoundError'
  }
}

/** Drafts whose edits travel as draft saves; the others are submitted applications. */
export function isUnfinished(draft: Draft): boolean {
  return isUnfinishedState(draft.syncState)
}

function newDraft(data: DraftData, at: number): Draft {
  return {
    id: crypto.randomUUID(),
    data,
    createdAt: at,
    updatedAt: at,
    localVersion: 0,
    serverVersion: 0,
    syncState: 'local',
  }
}

/**
 * What the next traveller of a group starts with, copied from the traveller it is added from
 * (each editable): the travel details they share. Personal and passport details start empty.
 */
export const SHARED_TRAVEL_FIELDS = [
  'visaType',
  'purpose_of_visit',
  'intended_arrival_date',
  'address_in_srilanka',
  'email',
] as const

export class GroupFullError extends Error {
  constructor() {
    super(`A group has at most ${GROUP_MAX_TRAVELLERS} travellers.`)
    this.name = 'GroupFullError'
  }
}

/** The drafts of a group on this device, the first traveller first. */
export async function listGroupDrafts(groupId: string): Promise<Draft[]> {
  const drafts = await readTx(['drafts'], (tx) => tx.objectStore('drafts').getAll())
  return drafts.filter((draft) => draft.group?.id === groupId).sort((a, b) => a.createdAt - b.createdAt)
}

/**
 * "Add another traveller": a new draft in the group of `fromDraftId` (which becomes the first
 * traveller of a new group when it has none), filled with the shared travel details. At most
 * GROUP_MAX_TRAVELLERS drafts a group (GroupFullError).
 */
export async function addTraveller(fromDraftId: string): Promise<Draft> {
  const at = Date.now()
  const draft = await writeTx(DRAFT_STORES, async (tx) => {
    const drafts = tx.objectStore('drafts')
    const from = await drafts.get(fromDraftId)
    if (!from) throw new DraftNotFoundError(fromDraftId)
    const group = from.group ?? { id: crypto.randomUUID(), firstDraftId: from.id }
    if (!from.group) await drafts.put(transition(from, { type: 'grouped', group }))
    const members = (await drafts.getAll()).filter((each) => each.group?.id === group.id)
    if (members.length >= GROUP_MAX_TRAVELLERS) throw new GroupFullError()
    // A paid traveller's draft keeps no travel details: the others of the group may.
    const source = [from, ...members].find((each) => each.data.intended_arrival_date) ?? from
    const shared: Record<string, unknown> = {}
    for (const field of SHARED_TRAVEL_FIELDS) {
      if (source.data[field] !== undefined) shared[field] = source.data[field]
    }
    const next = transition(newDraft(pickDraftData(shared), at), { type: 'grouped', group })
    await drafts.add(next)
    return next
  })
  emitDraftsChanged({ draftId: draft.id })
  return draft
}

export async function createDraft(input: Record<string, unknown> = {}): Promise<Draft> {
  const draft = newDraft(pickDraftData(input), Date.now())
  await writeTx(['drafts'], (tx) => tx.objectStore('drafts').add(draft))
  emitDraftsChanged({ draftId: draft.id })
  return draft
}

export function getDraft(id: string): Promise<Draft | undefined> {
  return readTx(['drafts'], (tx) => tx.objectStore('drafts').get(id))
}

/** The draft that became application `skuId` on this device, if there is one. */
export function findDraftBySkuId(skuId: string): Promise<Draft | undefined> {
  return readTx(['drafts'], (tx) =>
    tx.objectStore('drafts').index('by-skuId').get(normalizeApplicationNumber(skuId)),
  )
}

/** This device's drafts, the most recently changed first. */
export async function listDrafts(): Promise<Draft[]> {
  const drafts = await readTx(['drafts'], (tx) => tx.objectStore('drafts').index('by-updatedAt').getAll())
  return drafts.reverse()
}

/** The draft /Apply resumes: the most recently changed one not yet submitted. */
export function latestUnfinishedDraft(): Promise<Draft | undefined> {
  return readTx(['drafts'], async (tx) => {
    let cursor = await tx.objectStore('drafts').index('by-updatedAt').openCursor(null, 'prev')
    while (cursor) {
      if (isUnfinished(cursor.value)) return cursor.value
      cursor = await cursor.continue()
    }
    return undefined
  })
}

/**
 * What /Apply edits: the draft named in the address, a fresh one when asked (`fresh`), else the
 * most recent unfinished one (`resumed: true`, so the screen can say so), else a new one.
 */
export async function openDraftForApply(
  options: { draftId?: string; fresh?: boolean } = {},
): Promise<{ draft: Draft; resumed: boolean }> {
  if (options.draftId) {
    const named = await getDraft(options.draftId)
    if (named) return { draft: named, resumed: true }
  }
  const latest = await latestUnfinishedDraft()
  if (!options.fresh && latest) return { draft: latest, resumed: true }
  // A fresh start takes up a draft nothing was put into yet, rather than leaving it behind unseen.
  if (
    latest &&
    !hasAnswers(latest.data) &&
    latest.serverVersion === 0 &&
    !(await getPassportFile(latest.id))
  ) {
    return { draft: latest, resumed: false }
  }
  return { draft: await createDraft(), resumed: false }
}

/**
 * Writes that touch a draft and its queue lock all four stores (the application's key arrives
 * with its number): simple, and still tiny.
 */
export type DraftTx = WriteTx<StoreName[]>

/** New entries are due at once; only the sync engine's clock decides when a retry is due. */
const DUE_NOW = 0
export const DRAFT_STORES: StoreName[] = ['drafts', 'outbox', 'files', 'access-keys']

async function entriesOf(tx: DraftTx, draftId: string) {
  return tx.objectStore('outbox').index('by-draftId').getAll(draftId)
}

/** Queues the draft's save. Only the newest save matters: it sends the data as it is when it runs. */
export async function enqueueSave(tx: DraftTx, draftId: string, at: number): Promise<void> {
  const outbox = tx.objectStore('outbox')
  const save = (await entriesOf(tx, draftId)).find((entry) => entry.kind === 'save-draft')
  if (save && !save.failed) return
  if (save) {
    // A refused save (too large, say) gets a fresh chance with the newer data.
    await outbox.put({ ...save, failed: false, lastError: undefined, attempts: 0, nextAttemptAt: DUE_NOW })
  } else {
    await outbox.add({ kind: 'save-draft', draftId, createdAt: at, attempts: 0, nextAttemptAt: DUE_NOW })
  }
}

async function enqueueServerDelete(tx: DraftTx, draftId: string, at: number) {
  const entries = await entriesOf(tx, draftId)
  if (entries.some((entry) => entry.kind === 'delete-draft' && !entry.failed)) return
  await tx
    .objectStore('outbox')
    .add({ kind: 'delete-draft', draftId, createdAt: at, attempts: 0, nextAttemptAt: DUE_NOW })
}

async function removeEntries(tx: DraftTx, draftId: string, kinds: readonly string[]) {
  const outbox = tx.objectStore('outbox')
  for (const entry of await entriesOf(tx, draftId)) {
    if (kinds.includes(entry.kind)) await outbox.delete(entry.id!)
  }
}

/**
 * Stores what the form holds now (extra keys such as the confirmation checkbox are dropped) and
 * queues its sync. Unchanged data writes nothing. A draft deleted meanwhile, in another tab say,
 * is written again: losing what the traveller is typing would be worse.
 */
export async function saveDraftData(id: string, input: Record<string, unknown>): Promise<Draft> {
  const data = pickDraftData(input)
  const at = Date.now()
  let changed = false
  const draft = await writeTx(DRAFT_STORES, async (tx) => {
    const drafts = tx.objectStore('drafts')
    const existing = await drafts.get(id)
    if (existing && sameDraftData(existing.data, data)) return existing
    changed = true
    const next = transition(existing ?? { ...newDraft(data, at), id }, { type: 'edited', data, at })
    if (next.syncState === 'local' && !next.conflict) await enqueueSave(tx, id, at)
    await drafts.put(next)
    return next
  })
  if (changed) emitDraftsChanged({ draftId: id, outbox: true })
  return draft
}

/**
 * Removes the draft, its passport copy and everything still queued for it from this device, and
 * asks the server to forget its copy when it may have one (even a first save still in flight).
 */
export async function deleteDraft(id: string): Promise<void> {
  // A paid application's receipt goes with it: deleting it from this device leaves nothing behind.
  await writeTx([...DRAFT_STORES, 'receipts'], async (tx) => {
    const draft = await tx.objectStore('drafts').get(id)
    const entries = await entriesOf(tx, id)
    const mayBeOnServer =
      (draft?.serverVersion ?? 0) > 0 || entries.some((entry) => entry.kind === 'save-draft')
    await removeEntries(tx, id, ['save-draft', 'submit', 'update'])
    await tx.objectStore('files').delete(id)
    await tx.objectStore('drafts').delete(id)
    if (draft?.skuId) await tx.objectStore('receipts').delete(draft.skuId)
    if (mayBeOnServer) await enqueueServerDelete(tx, id, Date.now())
  })
  emitDraftsChanged({ draftId: id, outbox: true })
}

/**
 * Keeps the passport copy until it is uploaded. The form must clear `passport_bio_page` when it
 * stores a new copy: a draft with that name set is submitted with the file already uploaded.
 */
export async function savePassportFile(draftId: string, blob: Blob, name: string): Promise<void> {
  const file: StoredFile = { draftId, blob, name, type: blob.type, size: blob.size, savedAt: Date.now() }
  await writeTx(['files'], (tx) => tx.objectStore('files').put(file))
  emitDraftsChanged({ draftId })
}

export function getPassportFile(draftId: string): Promise<StoredFile | undefined> {
  return readTx(['files'], (tx) => tx.objectStore('files').get(draftId))
}

export async function deletePassportFile(draftId: string): Promise<void> {
  await writeTx(['files'], (tx) => tx.objectStore('files').delete(draftId))
  emitDraftsChanged({ draftId })
}

/**
 * Records the application the server created for this draft, and the key that lets this device
 * open it, together. Draft saves stop, the passport copy (now on the server) leaves the device,
 * and the server's draft copy is deleted: it holds passport data nobody needs any more.
 */
export async function applySubmitted(
  tx: DraftTx,
  id: string,
  skuId: string,
  at: number,
  application?: Application,
  accessKey?: string,
) {
  const drafts = tx.objectStore('drafts')
  // Stored even when the draft was deleted meanwhile: the application exists and is this device's.
  if (accessKey) await putAccessKey(tx, skuId, accessKey, at)
  const draft = await drafts.get(id)
  await removeEntries(tx, id, ['save-draft', 'submit'])
  await tx.objectStore('files').delete(id)
  if (!draft) return undefined
  if (draft.serverVersion > 0) await enqueueServerDelete(tx, id, at)
  const next = transition(draft, { type: 'submitted', skuId, at, application })
  await drafts.put(next)
  return next
}

/**
 * For the online submit: the form created the application itself. With `application`, the draft
 * keeps what was sent; `accessKey` is the key create-application answered.
 */
export async function markSubmitted(
  id: string,
  skuId: string,
  application?: Application,
  accessKey?: string,
): Promise<Draft | undefined> {
  const draft = await writeTx(DRAFT_STORES, (tx) =>
    applySubmitted(tx, id, skuId, Date.now(), application, accessKey),
  )
  emitDraftsChanged({ draftId: id, outbox: true })
  return draft
}

/**
 * After a payment: accepts the application number or the draft id. A paid application can no
 * longer change, so this device forgets its personal data (passport number, dates, addresses,
 * the passport copy, anything queued): a shared or lost device then holds no passport. It keeps
 * the number, the name, the visa type and the state for Partial-Filled, and the access key, so
 * that it can still show where the application stands (the server holds the rest).
 */
export async function markPaid(skuIdOrDraftId: string): Promise<Draft | undefined> {
  const draft = await writeTx(DRAFT_STORES, async (tx) => {
    const drafts = tx.objectStore('drafts')
    const found =
      (await drafts.get(skuIdOrDraftId)) ??
      (await drafts.index('by-skuId').get(normalizeApplicationNumber(skuIdOrDraftId)))
    if (!found) return undefined
    const next = transition(found, { type: 'paid' })
    await removeEntries(tx, found.id, ['save-draft', 'submit', 'update'])
    await tx.objectStore('files').delete(found.id)
    await drafts.put(next)
    return next
  })
  if (draft) emitDraftsChanged({ draftId: draft.id, outbox: true })
  return draft
}

/**
 * Submits without waiting for a connection: the application (the form's validated output) is sent
 * when one exists, with the draft id as Idempotency-Key, so it is created exactly once.
 * Submitting again before it left replaces the queued application. The draft keeps it as its data.
 */
export async function queueSubmit(id: string, application: Application): Promise<Draft> {
  const at = Date.now()
  const draft = await writeTx(DRAFT_STORES, async (tx) => {
    const drafts = tx.objectStore('drafts')
    const draft = await drafts.get(id)
    if (!draft) throw new DraftNotFoundError(id)
    if (draft.skuId) throw new Error(`Draft ${id} is already application ${draft.skuId}; queue an update.`)
    await removeEntries(tx, id, ['save-draft', 'submit'])
    await tx
      .objectStore('outbox')
      .add({ kind: 'submit', application, draftId: id, createdAt: at, attempts: 0, nextAttemptAt: DUE_NOW })
    const next = transition(draft, { type: 'submit-queued', application, at })
    await drafts.put(next)
    return next
  })
  emitDraftsChanged({ draftId: id, outbox: true })
  return draft
}

/**
 * Queues changes to a submitted, unpaid application; the newest replaces any still waiting. The
 * draft keeps them as its data, so this device shows the application as it will be.
 */
export async function queueUpdate(id: string, skuId: string, application: Application): Promise<Draft> {
  const at = Date.now()
  const draft = await writeTx(DRAFT_STORES, async (tx) => {
    const drafts = tx.objectStore('drafts')
    const draft = await drafts.get(id)
    if (!draft) throw new DraftNotFoundError(id)
    await removeEntries(tx, id, ['update'])
    await tx.objectStore('outbox').add({
      kind: 'update',
      skuId,
      application,
      draftId: id,
      createdAt: at,
      attempts: 0,
      nextAttemptAt: DUE_NOW,
    })
    const next = transition(draft, { type: 'update-queued', skuId, application, at })
    await drafts.put(next)
    return next
  })
  emitDraftsChanged({ draftId: id, outbox: true })
  return draft
}

/**
 * Takes a refused submit or update back out of the outbox: the form that sent it shows why, and
 * the draft returns to what it was before (`before`) unless it changed since it was queued.
 */
export async function withdrawQueued(before: Draft, queuedLocalVersion: number): Promise<void> {
  const id = before.id
  await writeTx(DRAFT_STORES, async (tx) => {
    await removeEntries(tx, id, ['submit', 'update'])
    const drafts = tx.objectStore('drafts')
    const draft = await drafts.get(id)
    if (draft) await drafts.put(transition(draft, { type: 'withdrawn', before, queuedLocalVersion }))
  })
  emitDraftsChanged({ draftId: id, outbox: true })
}

/**
 * Keeps what is typed into /Apply/{skuId} until it is submitted, so a reload, a closed tab or an
 * update loses none of it; the application's data stays as sent. A device that has no copy of the
 * application yet gets one (`base`, the application as loaded) only once something is typed.
 */
export async function saveApplicationEdits(
  skuId: string,
  input: Record<string, unknown>,
  base?: Record<string, unknown>,
): Promise<Draft | undefined> {
  const data = pickDraftData(input)
  const at = Date.now()
  let unchanged: Draft | undefined
  const written = await changeDraftOfApplication(skuId, (existing) => {
    // Paid meanwhile (in another tab, say): it can no longer change.
    if (existing?.syncState === 'paid' || (existing?.edits && sameDraftData(existing.edits.data, data))) {
      unchanged = existing
      return undefined
    }
    const event: DraftEvent = { type: 'edits-saved', data, at }
    return transition(
      existing ?? {
        ...newDraft(pickDraftData(base ?? input), at),
        skuId: normalizeApplicationNumber(skuId),
        syncState: 'submitted',
      },
      event,
    )
  })
  return written ?? unchanged
}

/** Forgets the changes typed into /Apply/{skuId} ("Discard changes"). */
export async function discardApplicationEdits(skuId: string): Promise<void> {
  await changeDraftOfApplication(skuId, (existing) =>
    existing?.edits ? transition(existing, { type: 'edits-discarded' }) : undefined,
  )
}

/**
 * The server accepted changes sent from /Apply/{skuId}: this device's copy becomes them, and the
 * typed changes are done with.
 */
export async function recordUpdateSent(skuId: string, application: Application): Promise<void> {
  const at = Date.now()
  await changeDraftOfApplication(skuId, (existing) =>
    existing ? transition(existing, { type: 'update-recorded', application, at }) : undefined,
  )
}

/**
 * Changes this device's draft of application `skuId` in one transaction: `change` gets the draft
 * (undefined when there is none) and returns what to store, or undefined to store nothing. The
 * screens hear of what was stored.
 */
async function changeDraftOfApplication(
  skuId: string,
  change: (existing: Draft | undefined) => Draft | undefined,
): Promise<Draft | undefined> {
  const written = await writeTx(['drafts'], async (tx) => {
    const drafts = tx.objectStore('drafts')
    const next = change(await drafts.index('by-skuId').get(normalizeApplicationNumber(skuId)))
    if (next) await drafts.put(next)
    return next
  })
  if (written) emitDraftsChanged({ draftId: written.id })
  return written
}

/**
 * Settles a 409. 'mine' sends this device's copy over the server's; 'theirs' replaces this
 * device's copy with the server's. The other copy is gone afterwards, so the UI asks first.
 */
export async function resolveConflict(id: string, keep: 'mine' | 'theirs'): Promise<Draft> {
  const at = Date.now()
  const draft = await writeTx(DRAFT_STORES, async (tx) => {
    const drafts = tx.objectStore('drafts')
    const draft = await drafts.get(id)
    if (!draft) throw new DraftNotFoundError(id)
    if (!draft.conflict) return draft
    if (keep === 'mine') await enqueueSave(tx, id, at)
    else await removeEntries(tx, id, ['save-draft'])
    const next = transition(draft, { type: 'conflict-resolved', keep, at })
    await drafts.put(next)
    return next
  })
  emitDraftsChanged({ draftId: id, outbox: true })
  return draft
}
