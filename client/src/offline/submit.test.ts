// The one submit path: always queued first, then sent at once when it can be; the page gets sent,
// queued or refused, and a refusal leaves nothing behind in the outbox.
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Application } from '../../../shared/application'
import { touristApplication } from '../../../shared/application-fixture'
import { contactMessage } from '../../../shared/contact-fixture'
import { freshDatabase } from '../../test/support'
import { ApiError, OFFLINE_MESSAGE } from '../lib/api'
import { createDraft, getDraft, markSubmitted, saveApplicationEdits } from './draft-store'
import { listOutbox } from './outbox'
import { submitApplication, submitChanges, submitContactMessage } from './submit'
import { type SyncApi, SyncEngine } from './sync-engine'

const SKU = 'SKU0000000000001'
const application = touristApplication() as Application

let online: boolean

function engineWith(api: Partial<SyncApi>) {
  const full: SyncApi = {
    putDraft: async (_id, _data, version) => ({ version }),
    deleteDraft: async () => {},
    uploadPassportCopy: async () => ({ filename: 'f.png' }),
    createApplication: async () => ({ sku_id: SKU, access_key: 'k' }),
    updateApplication: async () => ({}),
    sendContactMessage: async () => 'Thanks',
    ...api,
  }
  return new SyncEngine({ api: full, env: { isOnline: () => online } })
}

beforeEach(async () => {
  await freshDatabase()
  online = true
})

describe('submitApplication', () => {
  it('online: sends it and answers its number; the draft is the submitted application', async () => {
    const createApplication = vi.fn<SyncApi['createApplication']>(async () => ({ sku_id: SKU }))
    const draft = await createDraft({ surname: 'doe' })
    const result = await submitApplication(draft.id, application, {
      engine: engineWith({ createApplication }),
    })
    expect(result).toMatchObject({ kind: 'sent', skuId: SKU })
    expect(createApplication).toHaveBeenCalledWith(application, draft.id)
    expect(await getDraft(draft.id)).toMatchObject({ syncState: 'submitted', skuId: SKU })
    expect(await listOutbox()).toEqual([])
  })

  it('offline: queued at once, nothing sent, and the outbox holds it', async () => {
    online = false
    const createApplication = vi.fn<SyncApi['createApplication']>()
    const draft = await createDraft({ surname: 'doe' })
    const result = await submitApplication(draft.id, application, {
      engine: engineWith({ createApplication }),
    })
    expect(result).toMatchObject({ kind: 'queued', draft: { syncState: 'queued' } })
    expect(createApplication).not.toHaveBeenCalled()
    expect((await listOutbox()).map((entry) => entry.kind)).toEqual(['submit'])
  })

  it('a connection lost on the way: queued, to be sent later', async () => {
    const draft = await createDraft({ surname: 'doe' })
    const engine = engineWith({
      createApplication: async () => {
        throw new ApiError(0, OFFLINE_MESSAGE)
      },
    })
    expect((await submitApplication(draft.id, application, { engine })).kind).toBe('queued')
    expect((await listOutbox()).map((entry) => entry.kind)).toEqual(['submit'])
  })

  it('no answer within the time limit: queued; the answer, when it comes, submits the draft', async () => {
    let answer!: (value: { sku_id: string }) => void
    const held = new Promise<{ sku_id: string }>((resolve) => {
      answer = resolve
    })
    const engine = engineWith({ createApplication: () => held })
    const draft = await createDraft({ surname: 'doe' })
    const result = await submitApplication(draft.id, application, { engine, timeLimitMs: 0 })
    expect(result.kind).toBe('queued')
    answer({ sku_id: SKU })
    await engine.idle()
    expect(await getDraft(draft.id)).toMatchObject({ syncState: 'submitted', skuId: SKU })
  })

  it('refused: answers the server error and takes it out of the outbox; the draft is as before', async () => {
    const refusal = new ApiError(400, 'Some details are not valid.')
    const engine = engineWith({
      createApplication: async () => {
        throw refusal
      },
    })
    const draft = await createDraft({ surname: 'doe' })
    const result = await submitApplication(draft.id, application, { engine })
    expect(result).toMatchObject({ kind: 'refused', error: refusal })
    expect(await listOutbox()).toEqual([])
    expect(await getDraft(draft.id)).toMatchObject({ syncState: 'local', data: { surname: 'doe' } })
    expect((await getDraft(draft.id))?.lastError).toBeUndefined()
  })
})

describe('submitChanges', () => {
  it('sent: the device copy becomes the changes and the typed edits are done with', async () => {
    const draft = await createDraft({ surname: 'doe' })
    await markSubmitted(draft.id, SKU)
    await saveApplicationEdits(SKU, { surname: 'ROE' })
    const updateApplication = vi.fn<SyncApi['updateApplication']>(async () => ({}))
    const changed = { ...application, surname: 'ROE' } as Application
    const result = await submitChanges(SKU, changed, { engine: engineWith({ updateApplication }) })
    expect(result.kind).toBe('sent')
    expect(updateApplication).toHaveBeenCalledWith(SKU, changed, undefined)
    const after = await getDraft(draft.id)
    expect(after).toMatchObject({ syncState: 'submitted', data: { surname: 'ROE' } })
    expect(after?.edits).toBeUndefined()
  })

  it('refused: the typed edits are back, nothing stays queued', async () => {
    const draft = await createDraft({ surname: 'doe' })
    await markSubmitted(draft.id, SKU)
    await saveApplicationEdits(SKU, { surname: 'ROE' })
    const engine = engineWith({
      updateApplication: async () => {
        throw new ApiError(409, 'This application has been paid and can no longer be changed.')
      },
    })
    const result = await submitChanges(SKU, { ...application, surname: 'ROE' } as Application, { engine })
    expect(result.kind).toBe('refused')
    expect(await listOutbox()).toEqual([])
    const after = await getDraft(draft.id)
    expect(after).toMatchObject({ syncState: 'submitted', data: { surname: 'doe' } })
    expect(after?.edits?.data).toEqual({ surname: 'ROE' })
  })
})

describe('submitContactMessage', () => {
  const message = contactMessage()

  it('offline: queued, then sent once when the connection returns, with its own Idempotency-Key', async () => {
    online = false
    const sendContactMessage = vi.fn<SyncApi['sendContactMessage']>(async () => 'Thanks')
    const engine = engineWith({ sendContactMessage })
    expect(await submitContactMessage(message, { engine })).toEqual({ kind: 'queued' })
    expect(sendContactMessage).not.toHaveBeenCalled()
    const [entry] = await listOutbox()
    online = true
    await engine.flush()
    await engine.flush()
    expect(sendContactMessage).toHaveBeenCalledTimes(1)
    expect(sendContactMessage).toHaveBeenCalledWith(message, entry?.draftId)
    expect(await listOutbox()).toEqual([])
  })

  it('online: sent at once; refused: the server error, and nothing left queued', async () => {
    expect(await submitContactMessage(message, { engine: engineWith({}) })).toEqual({ kind: 'sent' })
    const refusal = new ApiError(200, 'Our mailbox is full, please write again later.')
    const engine = engineWith({
      sendContactMessage: async () => {
        throw refusal
      },
    })
    expect(await submitContactMessage(message, { engine })).toEqual({ kind: 'refused', error: refusal })
    expect(await listOutbox()).toEqual([])
  })
})
