import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Application } from '../../../shared/application'
import { cloneableBlob, freshDatabase } from '../../test/support'
import { getAccessKey } from '../lib/access-keys'
import { draftDisplayName, pickDraftData, UNTITLED_DRAFT } from './draft-data'
import { subscribeDraftsChanged } from './draft-events'
import {
  createDraft,
  deleteDraft,
  discardApplicationEdits,
  findDraftBySkuId,
  getDraft,
  getPassportFile,
  latestUnfinishedDraft,
  listDrafts,
  markPaid,
  markSubmitted,
  openDraftForApply,
  queueSubmit,
  queueUpdate,
  recordUpdateSent,
  resolveConflict,
  saveApplicationEdits,
  saveDraftData,
  savePassportFile,
} from './draft-store'
import { readTx, writeTx } from './idb'
import { listOutbox } from './outbox'

let now = 1_700_000_000_000
function tick(ms = 1000) {
  now += ms
  vi.setSystemTime(now)
}

beforeEach(async () => {
  await freshDatabase()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
})

afterEach(() => {
  vi.useRealTimers()
})

const application = { surname: 'DOE', other_name: 'JOHN', passport_bio_page: '' } as unknown as Application

async function outboxKinds() {
  return (await listOutbox()).map((entry) => `${entry.kind}:${entry.draftId.slice(0, 4)}`)
}

describe('draft data', () => {
  it('keeps application fields and drops the confirmation checkbox and anything else', () => {
    const data = pickDraftData({
      surname: 'DOE',
      confirm: true,
      isConfirmed: true,
      ip_address: '1.2.3.4',
      children: [],
    })
    expect(data).toEqual({ surname: 'DOE', children: [] })
  })

  it('names a draft by surname and other names, or Untitled draft', () => {
    expect(draftDisplayName({ surname: 'DOE', other_name: 'JOHN' })).toBe('DOE JOHN')
    expect(draftDisplayName({ surname: '  ', other_name: null })).toBe(UNTITLED_DRAFT)
  })
})

describe('the draft store', () => {
  it('creates a draft with a UUID that nothing was sent for yet', async () => {
    const draft = await createDraft()
    expect(draft.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(draft).toMatchObject({ serverVersion: 0, localVersion: 0, syncState: 'local', data: {} })
    expect(await getDraft(draft.id)).toEqual(draft)
    expect(await listOutbox()).toEqual([])
  })

  it('lists drafts with the most recently changed first', async () => {
    const a = await createDraft()
    tick()
    const b = await createDraft()
    tick()
    const c = await createDraft()
    tick()
    await saveDraftData(a.id, { surname: 'A' })
    expect((await listDrafts()).map((draft) => draft.id)).toEqual([a.id, c.id, b.id])
  })

  it('saves data, bumps the time and local version, and queues one save however often it changes', async () => {
    const draft = await createDraft()
    tick()
    const saved = await saveDraftData(draft.id, { surname: 'DOE', confirm: true })
    expect(saved).toMatchObject({
      data: { surname: 'DOE' },
      updatedAt: now,
      localVersion: 1,
      syncState: 'local',
    })
    tick()
    await saveDraftData(draft.id, { surname: 'DOE', other_name: 'JOHN' })
    expect(await outboxKinds()).toEqual([`save-draft:${draft.id.slice(0, 4)}`])
    expect((await getDraft(draft.id))?.localVersion).toBe(2)
  })

  it('writes nothing when the data did not change', async () => {
    const draft = await createDraft({ surname: 'DOE' })
    tick()
    await saveDraftData(draft.id, { surname: 'DOE', confirm: false })
    expect(await getDraft(draft.id)).toEqual(draft)
    expect(await listOutbox()).toEqual([])
  })

  it('marks a synced draft as not yet synced again when it changes', async () => {
    const draft = await createDraft()
    await writeTx(['drafts'], (tx) =>
      tx.objectStore('drafts').put({ ...draft, syncState: 'synced', serverVersion: 3 }),
    )
    expect((await saveDraftData(draft.id, { surname: 'X' })).syncState).toBe('local')
  })

  it('writes a draft deleted meanwhile again rather than lose what is typed', async () => {
    const draft = await createDraft()
    await deleteDraft(draft.id)
    await saveDraftData(draft.id, { surname: 'STILL HERE' })
    expect((await getDraft(draft.id))?.data).toEqual({ surname: 'STILL HERE' })
  })

  it('tells listeners which draft changed and whether something was queued', async () => {
    const changes: unknown[] = []
    const unsubscribe = subscribeDraftsChanged((change) => changes.push(change))
    const draft = await createDraft()
    await saveDraftData(draft.id, { surname: 'DOE' })
    unsubscribe()
    expect(changes).toEqual([{ draftId: draft.id }, { draftId: draft.id, outbox: true }])
  })

  it('finds the most recent unfinished draft for /Apply', async () => {
    expect(await latestUnfinishedDraft()).toBeUndefined()
    const older = await createDraft()
    tick()
    const submitted = await createDraft()
    await markSubmitted(submitted.id, 'SKU0000000000001')
    expect((await latestUnfinishedDraft())?.id).toBe(older.id)
    expect(await openDraftForApply()).toMatchObject({ draft: { id: older.id }, resumed: true })
    // Nothing was typed into it: a fresh start takes it up rather than leaving an unseen one behind.
    const fresh = await openDraftForApply({ fresh: true })
    expect(fresh).toMatchObject({ draft: { id: older.id }, resumed: false })
    await saveDraftData(older.id, { surname: 'TYPED' })
    const another = await openDraftForApply({ fresh: true })
    expect(another.resumed).toBe(false)
    expect(another.draft.id).not.toBe(older.id)
    expect((await openDraftForApply({ draftId: submitted.id })).draft.id).toBe(submitted.id)
  })

  it('keeps the passport copy as a Blob until it is uploaded', async () => {
    const draft = await createDraft()
    await savePassportFile(draft.id, cloneableBlob('png bytes'), 'passport.png')
    const file = await getPassportFile(draft.id)
    expect(file).toMatchObject({ draftId: draft.id, name: 'passport.png', type: 'image/png', size: 9 })
    expect(await file?.blob.text()).toBe('png bytes')
  })

  describe('deleting', () => {
    it("takes a paid application's receipt with it", async () => {
      const paid = await createDraft({ surname: 'PAID' })
      await markSubmitted(paid.id, 'SKU0000000000002')
      await markPaid('SKU0000000000002')
      const receipt = (skuId: string) => ({
        skuId,
        visaType: 'TOURIST VISA',
        captureId: 'CAPTURE1',
        amount: '85.00',
        currency: 'USD',
        paidAt: '2026-11-27T10:00:00Z',
        email: '',
      })
      await writeTx(['receipts'], async (tx) => {
        await tx.objectStore('receipts').put(receipt('SKU0000000000002'))
        await tx.objectStore('receipts').put(receipt('SKU0000000000003'))
      })
      await deleteDraft(paid.id)
      const left = await readTx(['receipts'], (tx) => tx.objectStore('receipts').getAll())
      expect(left.map((kept) => kept.skuId)).toEqual(['SKU0000000000003'])
    })

    it('removes a local-only draft, its file and its queue, and tells the server nothing', async () => {
      const draft = await createDraft()
      await savePassportFile(draft.id, cloneableBlob('x'), 'p.png')
      await writeTx(['outbox'], (tx) =>
        tx.objectStore('outbox').add({
          kind: 'submit',
          application,
          draftId: draft.id,
          createdAt: now,
          attempts: 0,
          nextAttemptAt: now,
        }),
      )
      await deleteDraft(draft.id)
      expect(await getDraft(draft.id)).toBeUndefined()
      expect(await getPassportFile(draft.id)).toBeUndefined()
      expect(await listOutbox()).toEqual([])
    })

    it('queues a server delete for a synced draft', async () => {
      const draft = await createDraft()
      await writeTx(['drafts'], (tx) =>
        tx.objectStore('drafts').put({ ...draft, serverVersion: 2, syncState: 'synced' }),
      )
      await deleteDraft(draft.id)
      expect(await outboxKinds()).toEqual([`delete-draft:${draft.id.slice(0, 4)}`])
    })

    it('queues a server delete when a first save may already be on its way', async () => {
      const draft = await createDraft()
      await saveDraftData(draft.id, { surname: 'DOE' })
      await deleteDraft(draft.id)
      expect(await outboxKinds()).toEqual([`delete-draft:${draft.id.slice(0, 4)}`])
    })
  })

  describe('submitting', () => {
    it('queues the application, replacing the draft save and any earlier submit', async () => {
      const draft = await createDraft()
      await saveDraftData(draft.id, { surname: 'DOE' })
      await queueSubmit(draft.id, application)
      const queued = await queueSubmit(draft.id, { ...application, surname: 'DOE2' } as Application)
      expect(queued.syncState).toBe('queued')
      const entries = await listOutbox()
      expect(entries).toHaveLength(1)
      expect(entries[0]).toMatchObject({ kind: 'submit', application: { surname: 'DOE2' } })
    })

    it('records the application number, stops draft saves and deletes the server copy', async () => {
      const draft = await createDraft()
      await writeTx(['drafts'], (tx) =>
        tx.objectStore('drafts').put({ ...draft, serverVersion: 1, syncState: 'synced' }),
      )
      await saveDraftData(draft.id, { surname: 'DOE' })
      await savePassportFile(draft.id, cloneableBlob('x'), 'p.png')
      const submitted = await markSubmitted(draft.id, 'SKU0000000000001')
      expect(submitted).toMatchObject({ syncState: 'submitted', skuId: 'SKU0000000000001', submittedAt: now })
      expect(await outboxKinds()).toEqual([`delete-draft:${draft.id.slice(0, 4)}`])
      expect(await getPassportFile(draft.id)).toBeUndefined()
      // Edits of a submitted application are not draft saves.
      await saveDraftData(draft.id, { surname: 'DOE', other_name: 'JOHN' })
      expect(await outboxKinds()).toEqual([`delete-draft:${draft.id.slice(0, 4)}`])
    })

    it('queues edits of a submitted application, newest only', async () => {
      const draft = await createDraft()
      await markSubmitted(draft.id, 'SKU0000000000001')
      await queueUpdate(draft.id, 'SKU0000000000001', application)
      const queued = await queueUpdate(draft.id, 'SKU0000000000001', {
        ...application,
        surname: 'NEW',
      } as Application)
      expect(queued).toMatchObject({ syncState: 'queued', skuId: 'SKU0000000000001' })
      const entries = await listOutbox()
      expect(entries).toHaveLength(1)
      expect(entries[0]).toMatchObject({
        kind: 'update',
        skuId: 'SKU0000000000001',
        application: { surname: 'NEW' },
      })
    })

    it('keeps what was sent as the draft data, queued or sent online', async () => {
      const queued = await createDraft()
      await saveDraftData(queued.id, { surname: 'doe ', confirm: true })
      const afterQueue = await queueSubmit(queued.id, application)
      expect(afterQueue.data).toEqual({ surname: 'DOE', other_name: 'JOHN', passport_bio_page: '' })
      expect((await getDraft(queued.id))?.data).toEqual(afterQueue.data)

      const online = await createDraft()
      await saveDraftData(online.id, { surname: 'doe' })
      const sent = await markSubmitted(online.id, 'SKU0000000000003', application)
      expect(sent?.data).toEqual({ surname: 'DOE', other_name: 'JOHN', passport_bio_page: '' })

      const edited = await queueUpdate(online.id, 'SKU0000000000003', {
        ...application,
        Occupation: 'PILOT',
      } as Application)
      expect(edited.data).toMatchObject({ surname: 'DOE', Occupation: 'PILOT' })
      // Keeping the data queued nothing but the update.
      expect(await outboxKinds()).toEqual([
        `submit:${queued.id.slice(0, 4)}`,
        `update:${online.id.slice(0, 4)}`,
      ])
    })

    it('finds the draft of an application by its number, in any case', async () => {
      const draft = await createDraft()
      await markSubmitted(draft.id, 'SKU0000000000001')
      expect((await findDraftBySkuId(' sku0000000000001 '))?.id).toBe(draft.id)
      expect(await findDraftBySkuId('SKU0000000000009')).toBeUndefined()
    })

    it('refuses to submit a draft twice', async () => {
      const draft = await createDraft()
      await markSubmitted(draft.id, 'SKU0000000000001')
      await expect(queueSubmit(draft.id, application)).rejects.toThrow(/already application/)
    })

    it('marks a draft paid by application number or draft id', async () => {
      const a = await createDraft()
      const b = await createDraft()
      await markSubmitted(a.id, 'SKU0000000000001')
      await markSubmitted(b.id, 'SKU0000000000002')
      expect((await markPaid('sku0000000000001'))?.id).toBe(a.id)
      expect((await markPaid(b.id))?.syncState).toBe('paid')
      expect(await markPaid('NOPE')).toBeUndefined()
    })

    it("forgets a paid application's personal data, keeping its number, name, visa type and key", async () => {
      const full = {
        ...application,
        visaType: 'TOURIST VISA',
        passport_number: 'N1234567',
        date_of_birth: '1990-01-02',
        email: 'john@example.com',
      } as Application
      const draft = await createDraft(full)
      await savePassportFile(draft.id, cloneableBlob('passport'), 'p.png')
      await markSubmitted(draft.id, 'SKU0000000000001', full, 'key-1')
      await queueUpdate(draft.id, 'SKU0000000000001', { ...full, email: 'new@example.com' } as Application)
      await saveApplicationEdits('SKU0000000000001', { ...full, city: 'KANDY' })

      await markPaid('SKU0000000000001')

      const paid = await getDraft(draft.id)
      expect(paid).toMatchObject({ skuId: 'SKU0000000000001', syncState: 'paid' })
      expect(paid?.data).toEqual({ surname: 'DOE', other_name: 'JOHN', visaType: 'TOURIST VISA' })
      expect(paid?.edits).toBeUndefined()
      expect(JSON.stringify(paid)).not.toMatch(/N1234567|1990-01-02|example\.com/)
      expect(await getPassportFile(draft.id)).toBeUndefined()
      expect(
        (await listOutbox()).filter((entry) => entry.draftId === draft.id && entry.kind !== 'delete-draft'),
      ).toEqual([])
      expect(await getAccessKey('SKU0000000000001')).toBe('key-1')
      expect((await listDrafts()).map((listed) => listed.id)).toContain(draft.id)
    })
  })

  describe('conflicts', () => {
    async function conflicted() {
      const draft = await createDraft({ surname: 'MINE' })
      const conflict = { data: { surname: 'THEIRS' }, version: 4, updatedAt: now - 5000 }
      await writeTx(['drafts'], (tx) =>
        tx.objectStore('drafts').put({ ...draft, serverVersion: 2, conflict }),
      )
      return draft
    }

    it('sends nothing while the traveller has not chosen', async () => {
      const draft = await conflicted()
      await saveDraftData(draft.id, { surname: 'MINE AGAIN' })
      expect(await listOutbox()).toEqual([])
    })

    it('keeps this device’s copy and sends it over the server’s version', async () => {
      const draft = await conflicted()
      const resolved = await resolveConflict(draft.id, 'mine')
      expect(resolved).toMatchObject({ data: { surname: 'MINE' }, serverVersion: 4, syncState: 'local' })
      expect(resolved.conflict).toBeUndefined()
      expect(await outboxKinds()).toEqual([`save-draft:${draft.id.slice(0, 4)}`])
    })

    it('takes the other copy and sends nothing', async () => {
      const draft = await conflicted()
      const resolved = await resolveConflict(draft.id, 'theirs')
      expect(resolved).toMatchObject({ data: { surname: 'THEIRS' }, serverVersion: 4, syncState: 'synced' })
      expect(resolved.conflict).toBeUndefined()
      expect(await listOutbox()).toEqual([])
    })
  })
})

describe('changes typed into /Apply/{id}', () => {
  const SKU = 'SKU0000000000007'
  const sent = { surname: 'DOE', other_name: 'JOHN', passport_bio_page: '' }

  async function submitted() {
    const draft = await createDraft()
    await markSubmitted(draft.id, SKU, application)
    return draft
  }

  it('are kept apart from what was sent, and queue nothing for the server', async () => {
    const draft = await submitted()
    tick()
    await saveApplicationEdits(SKU.toLowerCase(), { surname: 'DOE', other_name: 'JANE', confirm: true })
    const kept = await getDraft(draft.id)
    expect(kept?.data).toEqual(sent)
    expect(kept?.edits).toEqual({ data: { surname: 'DOE', other_name: 'JANE' }, savedAt: now })
    expect(kept?.syncState).toBe('submitted')
    expect(await outboxKinds()).not.toContain(`update:${draft.id.slice(0, 4)}`)
  })

  it('give a device that never had the application its copy, as loaded, once something is typed', async () => {
    const saved = await saveApplicationEdits(SKU, { surname: 'TYPED' }, { surname: 'LOADED' })
    expect(saved).toMatchObject({ skuId: SKU, syncState: 'submitted', data: { surname: 'LOADED' } })
    expect(saved?.edits?.data).toEqual({ surname: 'TYPED' })
    // Not a draft /Apply would resume, and nothing for the server.
    expect(await latestUnfinishedDraft()).toBeUndefined()
    expect(await listOutbox()).toEqual([])
  })

  it('are done with once queued, once sent, or once discarded', async () => {
    const draft = await submitted()
    await saveApplicationEdits(SKU, { surname: 'QUEUED' })
    await queueUpdate(draft.id, SKU, { ...application, surname: 'QUEUED' } as Application)
    expect((await getDraft(draft.id))?.edits).toBeUndefined()

    await saveApplicationEdits(SKU, { surname: 'SENT' })
    await recordUpdateSent(SKU, { ...application, surname: 'SENT' } as Application)
    const afterSend = await getDraft(draft.id)
    expect(afterSend?.edits).toBeUndefined()
    expect(afterSend?.data).toMatchObject({ surname: 'SENT' })

    await saveApplicationEdits(SKU, { surname: 'DROPPED' })
    await discardApplicationEdits(SKU)
    const afterDiscard = await getDraft(draft.id)
    expect(afterDiscard?.edits).toBeUndefined()
    expect(afterDiscard?.data).toMatchObject({ surname: 'SENT' })
  })

  it('cannot be kept for a paid application', async () => {
    const draft = await submitted()
    await saveApplicationEdits(SKU, { surname: 'BEFORE PAYING' })
    await markPaid(SKU)
    expect((await getDraft(draft.id))?.edits).toBeUndefined()
    await saveApplicationEdits(SKU, { surname: 'AFTER PAYING' })
    expect((await getDraft(draft.id))?.edits).toBeUndefined()
  })
})
