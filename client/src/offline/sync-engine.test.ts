import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Application } from '../../../shared/application'
import { touristApplication } from '../../../shared/application-fixture'
import { cloneableBlob, freshDatabase, manualClock } from '../../test/support'
import { getAccessKey } from '../lib/access-keys'
import { ApiError, OFFLINE_MESSAGE } from '../lib/api'
import {
  createDraft,
  type Draft,
  deleteDraft,
  getDraft,
  getPassportFile,
  markSubmitted,
  queueSubmit,
  queueUpdate,
  resolveConflict,
  saveDraftData,
  savePassportFile,
} from './draft-store'
import { writeTx } from './idb'
import { listOutbox } from './outbox'
import { backoffDelay, retryAfterMs, type SyncApi, SyncEngine, type SyncEnvironment } from './sync-engine'

const offline = () => new ApiError(0, OFFLINE_MESSAGE)
const KEY = 'k3y-of-this-device-aaaaaaaaaaaaaaaaaaaaaa'
/** The tests' one application, with no passport copy uploaded yet. */
const application = touristApplication() as Application

function fakeApi(overrides: Partial<Record<keyof SyncApi, unknown>> = {}) {
  const api = {
    putDraft: vi.fn<SyncApi['putDraft']>(async (_id, _data, version) => ({ version })),
    deleteDraft: vi.fn<SyncApi['deleteDraft']>(async () => {}),
    uploadPassportCopy: vi.fn<SyncApi['uploadPassportCopy']>(async () => ({
      filename: 'Q1w2E3r4T5y6U7i8.png',
    })),
    createApplication: vi.fn<SyncApi['createApplication']>(async () => ({
      sku_id: 'SKU0000000000001',
      access_key: KEY,
    })),
    updateApplication: vi.fn<SyncApi['updateApplication']>(async () => ({ sku_id: 'SKU0000000000001' })),
    sendContactMessage: vi.fn<SyncApi['sendContactMessage']>(async () => 'Thanks'),
  }
  return { ...api, ...overrides } as typeof api
}

let clock: ReturnType<typeof manualClock>
let online: boolean
let win: EventTarget
let doc: EventTarget & { visibilityState: DocumentVisibilityState }
let env: SyncEnvironment

function engineWith(api: SyncApi, extra: Partial<SyncEnvironment> = {}) {
  return new SyncEngine({ api, clock, env: { ...env, ...extra }, backoffBaseMs: 2000, backoffMaxMs: 60_000 })
}

async function synced(draft: Draft, serverVersion: number) {
  await writeTx(['drafts'], (tx) =>
    tx.objectStore('drafts').put({ ...draft, serverVersion, syncState: 'synced' }),
  )
}

beforeEach(async () => {
  await freshDatabase()
  clock = manualClock()
  online = true
  win = new EventTarget()
  doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  env = { isOnline: () => online, window: win, document: doc as unknown as Document }
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** A new draft with one change waiting in the outbox to be sent. */
async function pendingDraft() {
  const draft = await createDraft()
  await saveDraftData(draft.id, { surname: 'DOE' })
  return draft
}

describe('backoff', () => {
  it('doubles from the base, stays under the cap, and jitters the upper half', () => {
    expect(backoffDelay(0, 0, 2000, 60_000)).toBe(1000)
    expect(backoffDelay(0, 0.999, 2000, 60_000)).toBe(1999)
    expect(backoffDelay(3, 0.5, 2000, 60_000)).toBe(12_000)
    expect(backoffDelay(20, 1, 2000, 60_000)).toBe(60_000)
  })

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs({ headers: new Headers({ 'retry-after': '30' }) }, 0)).toBe(30_000)
    expect(retryAfterMs({ retryAfter: 5 }, 0)).toBe(5000)
    expect(
      retryAfterMs({ headers: new Headers({ 'retry-after': 'Thu, 01 Jan 1970 00:01:00 GMT' }) }, 0),
    ).toBe(60_000)
    expect(retryAfterMs(new ApiError(429, 'slow down'), 0)).toBeUndefined()
  })
})

describe('saving drafts', () => {
  it('sends the draft as the next version and marks it synced', async () => {
    const api = fakeApi()
    const draft = await createDraft()
    await synced(draft, 3)
    await saveDraftData(draft.id, { surname: 'DOE' })
    const engine = engineWith(api)
    await engine.flush()
    expect(api.putDraft).toHaveBeenCalledExactlyOnceWith(draft.id, { surname: 'DOE' }, 4)
    expect(await getDraft(draft.id)).toMatchObject({ syncState: 'synced', serverVersion: 4 })
    expect(await listOutbox()).toEqual([])
    expect(engine.getSnapshot()).toMatchObject({ status: 'saved', pending: 0 })
  })

  it('sends only the newest data however many saves were queued', async () => {
    const api = fakeApi()
    const draft = await createDraft()
    for (const surname of ['D', 'DO', 'DOE']) await saveDraftData(draft.id, { surname })
    await engineWith(api).flush()
    expect(api.putDraft).toHaveBeenCalledExactlyOnceWith(draft.id, { surname: 'DOE' }, 1)
  })

  it('sends again when the draft changed while a save was in flight', async () => {
    const draft = await createDraft()
    let release!: () => void
    const api = fakeApi({
      putDraft: vi.fn(async (_id: string, _data: unknown, version: number) => {
        if (version === 1) await new Promise<void>((resolve) => (release = resolve))
        return { version }
      }),
    })
    await saveDraftData(draft.id, { surname: 'FIRST' })
    const flushing = engineWith(api).flush()
    await vi.waitFor(() => expect(api.putDraft).toHaveBeenCalledTimes(1))
    await saveDraftData(draft.id, { surname: 'SECOND' })
    release()
    await flushing
    expect(api.putDraft).toHaveBeenLastCalledWith(draft.id, { surname: 'SECOND' }, 2)
    expect(await getDraft(draft.id)).toMatchObject({ syncState: 'synced', serverVersion: 2 })
  })

  it('retries with backoff after network errors, then succeeds', async () => {
    const api = fakeApi()
    api.putDraft.mockRejectedValueOnce(offline()).mockRejectedValueOnce(offline())
    const draft = await pendingDraft()
    const engine = engineWith(api)

    await engine.flush()
    expect(api.putDraft).toHaveBeenCalledTimes(1)
    let [entry] = await listOutbox()
    expect(entry).toMatchObject({
      attempts: 1,
      nextAttemptAt: clock.now() + 1500,
      lastError: OFFLINE_MESSAGE,
    })
    expect(engine.getSnapshot()).toMatchObject({ status: 'pending', pending: 1 })

    await engine.flush() // too early: nothing is sent
    expect(api.putDraft).toHaveBeenCalledTimes(1)

    clock.advance(1500)
    await engine.flush()
    expect(api.putDraft).toHaveBeenCalledTimes(2)
    ;[entry] = await listOutbox()
    expect(entry).toMatchObject({ attempts: 2, nextAttemptAt: clock.now() + 3000 })

    clock.advance(3000)
    await engine.flush()
    expect(api.putDraft).toHaveBeenCalledTimes(3)
    expect(await listOutbox()).toEqual([])
    expect((await getDraft(draft.id))?.syncState).toBe('synced')
    expect(engine.getSnapshot().status).toBe('saved')
  })

  it('retries a 5xx later but still sends the other drafts', async () => {
    const a = await createDraft()
    const b = await createDraft()
    const api = fakeApi()
    api.putDraft.mockImplementation(async (id, _data, version) => {
      if (id === a.id) throw new ApiError(503, 'Service unavailable')
      return { version }
    })
    await saveDraftData(a.id, { surname: 'A' })
    await saveDraftData(b.id, { surname: 'B' })
    await engineWith(api).flush()
    expect(api.putDraft).toHaveBeenCalledTimes(2)
    expect((await getDraft(b.id))?.syncState).toBe('synced')
    expect(await listOutbox()).toEqual([expect.objectContaining({ draftId: a.id, attempts: 1 })])
  })

  it('waits as long as Retry-After says on a 429', async () => {
    const error = Object.assign(new ApiError(429, 'Too many requests'), {
      headers: new Headers({ 'retry-after': '120' }),
    })
    const api = fakeApi()
    api.putDraft.mockRejectedValueOnce(error)
    await pendingDraft()
    await engineWith(api).flush()
    expect((await listOutbox())[0]?.nextAttemptAt).toBe(clock.now() + 120_000)
  })

  it('keeps both copies on a 409 and sends this device’s copy once the traveller keeps it', async () => {
    const draft = await createDraft()
    await synced(draft, 2)
    await saveDraftData(draft.id, { surname: 'MINE' })
    const serverCopy = { data: { surname: 'THEIRS' }, version: 5, updatedAt: '2026-11-20T10:00:00.000Z' }
    const api = fakeApi()
    api.putDraft.mockRejectedValueOnce(
      new ApiError(409, 'The draft changed on another device.', {
        status: false,
        message: 'x',
        draft: serverCopy,
      }),
    )
    const engine = engineWith(api)
    await engine.flush()

    const stored = await getDraft(draft.id)
    expect(stored?.data).toEqual({ surname: 'MINE' })
    expect(stored?.conflict).toEqual({
      data: { surname: 'THEIRS' },
      version: 5,
      updatedAt: Date.parse(serverCopy.updatedAt),
    })
    expect(await listOutbox()).toEqual([])
    expect(engine.getSnapshot()).toMatchObject({ status: 'error', conflicts: 1 })

    await resolveConflict(draft.id, 'mine')
    await engine.flush()
    expect(api.putDraft).toHaveBeenLastCalledWith(draft.id, { surname: 'MINE' }, 6)
    expect(await getDraft(draft.id)).toMatchObject({ syncState: 'synced', serverVersion: 6 })
    expect(engine.getSnapshot().status).toBe('saved')
  })

  it('takes a 409 carrying exactly what was sent as the lost answer to an earlier attempt', async () => {
    const draft = await pendingDraft()
    const api = fakeApi()
    api.putDraft.mockRejectedValueOnce(
      new ApiError(409, 'Stale', {
        draft: { data: { surname: 'DOE' }, version: 1, updatedAt: '2026-11-20T10:00:00Z' },
      }),
    )
    await engineWith(api).flush()
    const stored = await getDraft(draft.id)
    expect(stored).toMatchObject({ syncState: 'synced', serverVersion: 1 })
    expect(stored?.conflict).toBeUndefined()
  })

  it('stops on any other 4xx and keeps the server’s message on the draft', async () => {
    const api = fakeApi()
    api.putDraft.mockRejectedValue(new ApiError(400, 'Draft data is too large.'))
    const draft = await pendingDraft()
    const engine = engineWith(api)
    await engine.flush()
    clock.advance(60 * 60_000)
    await engine.flush()
    expect(api.putDraft).toHaveBeenCalledTimes(1)
    expect((await getDraft(draft.id))?.lastError).toBe('Draft data is too large.')
    expect(await listOutbox()).toEqual([expect.objectContaining({ failed: true })])
    expect(engine.getSnapshot()).toMatchObject({
      status: 'error',
      failed: 1,
      lastError: 'Draft data is too large.',
    })

    // A later change gets a fresh chance.
    api.putDraft.mockImplementation(async (_id, _data, version) => ({ version }))
    await saveDraftData(draft.id, { surname: 'DOE', other_name: 'J' })
    await engine.flush()
    expect(await getDraft(draft.id)).toMatchObject({ syncState: 'synced', lastError: undefined })
  })
})

describe('deleting drafts', () => {
  it('sends DELETE for a draft the server has', async () => {
    const api = fakeApi()
    const draft = await createDraft()
    await synced(draft, 2)
    await deleteDraft(draft.id)
    await engineWith(api).flush()
    expect(api.deleteDraft).toHaveBeenCalledExactlyOnceWith(draft.id)
    expect(api.putDraft).not.toHaveBeenCalled()
    expect(await listOutbox()).toEqual([])
  })

  it('counts a 404 as deleted', async () => {
    const api = fakeApi()
    api.deleteDraft.mockRejectedValueOnce(new ApiError(404, 'Not found'))
    const draft = await createDraft()
    await synced(draft, 1)
    await deleteDraft(draft.id)
    await engineWith(api).flush()
    expect(await listOutbox()).toEqual([])
  })

  it('sends nothing for a draft that never left the device', async () => {
    const api = fakeApi()
    const draft = await createDraft()
    await deleteDraft(draft.id)
    await engineWith(api).flush()
    expect(api.deleteDraft).not.toHaveBeenCalled()
  })
})

describe('submitting', () => {
  it('uploads the passport copy first and puts its name into the application', async () => {
    const api = fakeApi()
    const draft = await createDraft()
    await savePassportFile(draft.id, cloneableBlob('png bytes'), 'my passport.png')
    await queueSubmit(draft.id, application)
    await engineWith(api).flush()

    expect(api.uploadPassportCopy).toHaveBeenCalledOnce()
    const [blob, options] = api.uploadPassportCopy.mock.calls[0]!
    expect(await blob.text()).toBe('png bytes')
    expect(options).toEqual({ fileName: 'my passport.png' })
    expect(api.uploadPassportCopy.mock.invocationCallOrder[0]).toBeLessThan(
      api.createApplication.mock.invocationCallOrder[0]!,
    )
    expect(api.createApplication).toHaveBeenCalledExactlyOnceWith(
      { ...application, passport_bio_page: 'Q1w2E3r4T5y6U7i8.png' },
      draft.id,
    )
    expect(await getDraft(draft.id)).toMatchObject({
      syncState: 'submitted',
      skuId: 'SKU0000000000001',
      data: { passport_bio_page: 'Q1w2E3r4T5y6U7i8.png' },
    })
    expect(await getPassportFile(draft.id)).toBeUndefined()
    expect(await listOutbox()).toEqual([])
  })

  it('is idempotent: a retry after a lost answer sends the same key and uploads nothing again', async () => {
    // The server keeps one application per Idempotency-Key, like the real one.
    const created = new Map<string, string>()
    const api = fakeApi({
      createApplication: vi.fn(async (_app: Application, key: string) => {
        if (!created.has(key)) created.set(key, `SKU${String(created.size + 1).padStart(13, '0')}`)
        return { sku_id: created.get(key)! }
      }),
    })
    // The first answer is lost on the way back: the server did create the application.
    const createOnServer = api.createApplication.getMockImplementation()!
    api.createApplication.mockImplementationOnce(async (app, key) => {
      await createOnServer(app, key)
      throw offline()
    })
    const draft = await createDraft()
    await savePassportFile(draft.id, cloneableBlob('x'), 'p.png')
    await queueSubmit(draft.id, application)
    const engine = engineWith(api)
    await engine.flush()
    expect((await getDraft(draft.id))?.syncState).toBe('queued')

    clock.advance(60_000)
    await engine.flush()
    expect(api.createApplication).toHaveBeenCalledTimes(2)
    expect(api.createApplication.mock.calls.map(([, key]) => key)).toEqual([draft.id, draft.id])
    expect(api.uploadPassportCopy).toHaveBeenCalledOnce()
    expect(api.createApplication.mock.calls[1]![0].passport_bio_page).toBe('Q1w2E3r4T5y6U7i8.png')
    expect(created.size).toBe(1)
    expect(await getDraft(draft.id)).toMatchObject({ syncState: 'submitted', skuId: 'SKU0000000000001' })
  })

  it('does not upload again when the application already names an uploaded copy', async () => {
    const api = fakeApi()
    const draft = await createDraft()
    await savePassportFile(draft.id, cloneableBlob('x'), 'p.png')
    await queueSubmit(draft.id, { ...application, passport_bio_page: 'Alreadyuploaded1.png' } as Application)
    await engineWith(api).flush()
    expect(api.uploadPassportCopy).not.toHaveBeenCalled()
  })

  it('stops on a 4xx, keeps the message, and lets the traveller correct and send again', async () => {
    const api = fakeApi()
    api.createApplication.mockRejectedValue(
      new ApiError(400, 'Validation failed.', {
        errors: [{ field: 'surname', message: 'Surname is required.' }],
      }),
    )
    const draft = await createDraft()
    await queueSubmit(draft.id, application)
    const engine = engineWith(api)
    await engine.flush()
    clock.advance(10 * 60_000)
    await engine.flush()
    expect(api.createApplication).toHaveBeenCalledTimes(1)
    expect(await getDraft(draft.id)).toMatchObject({
      syncState: 'local',
      lastError: 'Validation failed. Surname is required.',
    })
    expect(engine.getSnapshot().status).toBe('error')

    api.createApplication.mockResolvedValue({ sku_id: 'SKU0000000000009' })
    await queueSubmit(draft.id, application)
    await engine.flush()
    expect(await getDraft(draft.id)).toMatchObject({ syncState: 'submitted', skuId: 'SKU0000000000009' })
    expect(await listOutbox()).toEqual([])
  })

  it('stores the key of an application submitted offline when the outbox sends it', async () => {
    const api = fakeApi()
    const draft = await createDraft({ surname: 'DOE' })
    await queueSubmit(draft.id, application)
    expect(await getAccessKey('SKU0000000000001')).toBeUndefined()
    await engineWith(api).flush()
    expect(await getDraft(draft.id)).toMatchObject({ syncState: 'submitted', skuId: 'SKU0000000000001' })
    expect(await getAccessKey('SKU0000000000001')).toBe(KEY)
    // Beside the draft, never in it or in the queue.
    expect(JSON.stringify(await getDraft(draft.id))).not.toContain(KEY)
    expect(await listOutbox()).toEqual([])
  })

  it('sends queued edits of a submitted application as an update, with its key', async () => {
    const api = fakeApi()
    const draft = await createDraft()
    await markSubmitted(draft.id, 'SKU0000000000001', undefined, KEY)
    await queueUpdate(draft.id, 'SKU0000000000001', application)
    await engineWith(api).flush()
    expect(api.updateApplication).toHaveBeenCalledExactlyOnceWith('SKU0000000000001', application, KEY)
    expect(api.createApplication).not.toHaveBeenCalled()
    expect((await getDraft(draft.id))?.syncState).toBe('submitted')
  })

  it('waits for a pending submit before an update of the same draft', async () => {
    const api = fakeApi()
    api.createApplication.mockRejectedValueOnce(new ApiError(503, 'down'))
    const draft = await createDraft()
    await queueSubmit(draft.id, application)
    await writeTx(['outbox'], (tx) =>
      tx.objectStore('outbox').add({
        kind: 'update',
        skuId: 'SKU0000000000001',
        application,
        draftId: draft.id,
        createdAt: 0,
        attempts: 0,
        nextAttemptAt: 0,
      }),
    )
    await engineWith(api).flush()
    expect(api.updateApplication).not.toHaveBeenCalled()
  })
})

describe('when it runs', () => {
  it('sends nothing while offline and everything when the connection returns', async () => {
    online = false
    const api = fakeApi()
    await pendingDraft()
    const engine = engineWith(api)
    const stop = engine.start()
    await engine.flush()
    expect(api.putDraft).not.toHaveBeenCalled()
    expect(engine.getSnapshot()).toMatchObject({ status: 'offline', pending: 1 })

    online = true
    win.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(api.putDraft).toHaveBeenCalledOnce())
    await vi.waitFor(() => expect(engine.getSnapshot().status).toBe('saved'))
    stop()
  })

  it('makes entries waiting out a backoff due at once when the connection returns', async () => {
    const api = fakeApi()
    api.putDraft.mockRejectedValueOnce(offline())
    await pendingDraft()
    const engine = engineWith(api)
    await engine.flush()
    engine.start()
    win.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(api.putDraft).toHaveBeenCalledTimes(2))
    engine.stop()
  })

  it.each([
    { when: 'what is pending at start', queuedBeforeStart: true },
    { when: 'as soon as something is queued', queuedBeforeStart: false },
  ])('sends $when', async ({ queuedBeforeStart }) => {
    const api = fakeApi()
    if (queuedBeforeStart) await pendingDraft()
    const engine = engineWith(api)
    engine.start()
    if (!queuedBeforeStart) await pendingDraft()
    await vi.waitFor(() => expect(api.putDraft).toHaveBeenCalledOnce())
    engine.stop()
  })

  it('looks again when the page becomes visible', async () => {
    const api = fakeApi()
    const engine = engineWith(api)
    engine.start()
    await vi.waitFor(() => expect(engine.getSnapshot().status).toBe('saved'))
    // Queued without this tab hearing of it (another tab, while this one slept).
    const draft = await createDraft({ surname: 'C' })
    await writeTx(['outbox'], (tx) =>
      tx
        .objectStore('outbox')
        .add({ kind: 'save-draft', draftId: draft.id, createdAt: 0, attempts: 0, nextAttemptAt: 0 }),
    )
    // The listener decides synchronously, so once dispatchEvent returns it has or has not looked.
    const flush = vi.spyOn(engine, 'flush')
    doc.visibilityState = 'hidden'
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(flush).not.toHaveBeenCalled()
    doc.visibilityState = 'visible'
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(flush).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(api.putDraft).toHaveBeenCalledOnce())
    engine.stop()
  })

  it('sets a timer while anything is pending, never longer than the interval, and none when all is sent', async () => {
    const api = fakeApi()
    api.putDraft.mockRejectedValueOnce(new ApiError(500, 'oops'))
    await pendingDraft()
    const engine = engineWith(api)
    engine.start()
    await vi.waitFor(() => expect(api.putDraft).toHaveBeenCalledOnce())
    await vi.waitFor(() => expect(clock.pendingTimers()).toEqual([1500]))
    clock.runNextTimer()
    await vi.waitFor(() => expect(api.putDraft).toHaveBeenCalledTimes(2))
    await vi.waitFor(() => expect(engine.getSnapshot().status).toBe('saved'))
    expect(clock.pendingTimers()).toEqual([])
    engine.stop()
  })

  it('does not spin while offline: it looks again after the interval or when the connection returns', async () => {
    online = false
    const api = fakeApi()
    await pendingDraft()
    const engine = engineWith(api)
    engine.start()
    await vi.waitFor(() => expect(engine.getSnapshot()).toMatchObject({ status: 'offline', pending: 1 }))
    await vi.waitFor(() => expect(clock.pendingTimers()).toEqual([15_000]))
    clock.runNextTimer()
    await vi.waitFor(() => expect(clock.pendingTimers()).toEqual([15_000]))
    expect(api.putDraft).not.toHaveBeenCalled()
    engine.stop()
  })

  it('flushes inside a Web Lock so two tabs never send at once', async () => {
    // A minimal lock manager shared by two "tabs".
    let held: Promise<unknown> = Promise.resolve()
    const names: string[] = []
    const locks = {
      request: vi.fn((name: string, callback: () => Promise<unknown>) => {
        names.push(name)
        const run = held.then(callback)
        held = run.catch(() => {})
        return run
      }),
    } as unknown as LockManager
    let inFlight = 0
    let most = 0
    const api = fakeApi({
      putDraft: vi.fn(async (_id: string, _data: unknown, version: number) => {
        most = Math.max(most, ++inFlight)
        await new Promise((resolve) => setTimeout(resolve, 5))
        inFlight--
        return { version }
      }),
    })
    await pendingDraft()
    const tabA = engineWith(api, { locks })
    const tabB = engineWith(api, { locks })
    await Promise.all([tabA.flush(), tabB.flush()])
    expect(names).toEqual(['evisa-outbox', 'evisa-outbox'])
    expect(most).toBe(1)
    // The second tab found the save already done.
    expect(api.putDraft).toHaveBeenCalledOnce()
  })
})

describe('what the sync panel shows', () => {
  it('records why each attempt failed: no connection, a busy server, a refused passport copy', async () => {
    const draft = await pendingDraft()
    const api = fakeApi()
    api.putDraft
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(new ApiError(503, 'Service unavailable'))
    const engine = engineWith(api)
    await engine.flush()
    expect((await listOutbox())[0]).toMatchObject({ attempts: 1, lastProblem: { reason: 'network' } })
    clock.advance(60_000)
    await engine.flush()
    expect((await listOutbox())[0]).toMatchObject({
      attempts: 2,
      lastProblem: { reason: 'busy', status: 503 },
      nextAttemptAt: clock.now() + 3000,
    })

    const submitted = await createDraft()
    await savePassportFile(submitted.id, cloneableBlob('not a picture'), 'passport.txt')
    await queueSubmit(submitted.id, application)
    api.uploadPassportCopy.mockRejectedValueOnce(
      new ApiError(415, 'The passport copy must be a JPEG, PNG or PDF file.'),
    )
    clock.advance(60_000)
    await engine.flush()
    const refused = (await listOutbox()).find((entry) => entry.draftId === submitted.id)
    expect(refused).toMatchObject({
      failed: true,
      attempts: 1,
      lastError: 'The passport copy must be a JPEG, PNG or PDF file.',
      lastProblem: { reason: 'refused', status: 415, step: 'passport-copy' },
    })
    expect(api.createApplication).not.toHaveBeenCalled()
    expect((await getDraft(draft.id))?.syncState).toBe('synced')
  })

  it('remembers when something last reached the server, across a restart', async () => {
    await pendingDraft()
    const engine = engineWith(fakeApi())
    expect(engine.getSnapshot().lastSyncAt).toBeUndefined()
    await engine.flush()
    expect(engine.getSnapshot().lastSyncAt).toBe(clock.now())
    const sentAt = clock.now()

    clock.advance(5000)
    const next = engineWith(fakeApi())
    const stop = next.start()
    await vi.waitFor(() => expect(next.getSnapshot().lastSyncAt).toBe(sentAt))
    stop()
  })

  it('sends nothing while the gate says offline, and what waits once it fires online, once', async () => {
    const api = fakeApi()
    online = false
    await pendingDraft()
    const engine = engineWith(api)
    const stop = engine.start()
    await engine.idle()
    await engine.flush()
    expect(api.putDraft).not.toHaveBeenCalled()

    online = true
    win.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(api.putDraft).toHaveBeenCalledTimes(1))
    await engine.idle()
    expect(await listOutbox()).toEqual([])
    expect(api.putDraft).toHaveBeenCalledTimes(1)
    stop()
  })

  it('Sync now sends at once what waits for its backoff, and keeps it when it fails again', async () => {
    const api = fakeApi()
    api.putDraft.mockRejectedValueOnce(offline()).mockRejectedValueOnce(offline())
    await pendingDraft()
    const engine = engineWith(api)
    await engine.flush()
    await engine.flush() // still backing off: not tried
    expect(api.putDraft).toHaveBeenCalledTimes(1)
    await engine.syncNow()
    expect(api.putDraft).toHaveBeenCalledTimes(2)
    expect((await listOutbox())[0]).toMatchObject({ attempts: 2, lastProblem: { reason: 'network' } })
    await engine.syncNow()
    expect(api.putDraft).toHaveBeenCalledTimes(3)
    expect(await listOutbox()).toEqual([])
  })

  it('tells the page when a queued application reaches the server and no submit waits for it', async () => {
    const api = fakeApi()
    api.createApplication.mockRejectedValueOnce(offline())
    const draft = await createDraft()
    await queueSubmit(draft.id, { ...application, passport_bio_page: 'Q1w2E3r4T5y6U7i8.png' })
    const engine = engineWith(api)
    const sent: unknown[] = []
    engine.onApplicationSent((item) => sent.push(item))

    // The submit command waits for this attempt: it shows the outcome itself.
    const [entry] = await listOutbox()
    const watched: unknown[] = []
    engine.onNextAttempt(entry!.id!, (result) => watched.push(result))
    await engine.flush()
    expect(watched).toHaveLength(1)
    expect(sent).toEqual([])

    // Later, with nobody waiting: the page is told, once.
    await engine.syncNow()
    expect(sent).toEqual([{ draftId: draft.id, skuId: 'SKU0000000000001' }])
    await engine.syncNow()
    expect(sent).toHaveLength(1)
  })

  it('keeps a sent application for the first listener when none listened yet', async () => {
    const draft = await createDraft()
    await queueSubmit(draft.id, { ...application, passport_bio_page: 'Q1w2E3r4T5y6U7i8.png' })
    const engine = engineWith(fakeApi())
    await engine.flush()
    const sent: unknown[] = []
    engine.onApplicationSent((item) => sent.push(item))
    expect(sent).toEqual([{ draftId: draft.id, skuId: 'SKU0000000000001' }])
  })
})
