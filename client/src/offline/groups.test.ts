// Travellers added to one group on this device (docs/decisions/018-groups.md): the next traveller
// starts with the shared travel details, and is created on the server in the first one's group,
// proved with the first one's key, once that one has its number, offline or not.
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Application } from '../../../shared/application'
import { touristApplication } from '../../../shared/application-fixture'
import { GROUP_MAX_TRAVELLERS } from '../../../shared/groups'
import { freshDatabase, manualClock } from '../../test/support'
import { ApiError } from '../lib/api'
import {
  addTraveller,
  createDraft,
  GroupFullError,
  getDraft,
  listGroupDrafts,
  markSubmitted,
  queueSubmit,
} from './draft-store'
import { transition } from './draft-transition'
import { listOutbox } from './outbox'
import { type SyncApi, SyncEngine, WAITING_FOR_FIRST_TRAVELLER } from './sync-engine'

const application = touristApplication() as Application
const FIRST_KEY = 'first-travellers-key-aaaaaaaaaaaaaaaaaaaaa'

function fakeApi() {
  let next = 1
  return {
    putDraft: vi.fn<SyncApi['putDraft']>(async (_id, _data, version) => ({ version })),
    deleteDraft: vi.fn<SyncApi['deleteDraft']>(async () => {}),
    uploadPassportCopy: vi.fn<SyncApi['uploadPassportCopy']>(async () => ({ filename: 'x.png' })),
    createApplication: vi.fn<SyncApi['createApplication']>(async () => ({
      sku_id: `SKU000000000000${next++}`,
      access_key: FIRST_KEY,
    })),
    updateApplication: vi.fn<SyncApi['updateApplication']>(async () => ({})),
    sendContactMessage: vi.fn<SyncApi['sendContactMessage']>(async () => 'Thanks'),
  }
}

function engineWith(api: SyncApi, at?: number) {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  return new SyncEngine({
    api,
    clock: manualClock(at),
    env: { isOnline: () => true, window: new EventTarget(), document: doc as unknown as Document },
    backoffBaseMs: 2000,
    backoffMaxMs: 60_000,
  })
}

beforeEach(async () => {
  await freshDatabase()
})

describe('the grouped event', () => {
  it('puts a draft in a group once, and never moves it to another', () => {
    const draft = {
      id: 'd',
      data: {},
      createdAt: 0,
      updatedAt: 0,
      localVersion: 0,
      serverVersion: 0,
      syncState: 'local' as const,
    }
    const grouped = transition(draft, { type: 'grouped', group: { id: 'g1', firstDraftId: 'd' } })
    expect(grouped.group).toEqual({ id: 'g1', firstDraftId: 'd' })
    expect(transition(grouped, { type: 'grouped', group: { id: 'g2', firstDraftId: 'x' } }).group?.id).toBe(
      'g1',
    )
  })
})

describe('adding a traveller', () => {
  it('copies the shared travel details, not the personal ones, and groups both drafts', async () => {
    const first = await createDraft(application)
    const second = await addTraveller(first.id)
    expect(second.data).toEqual({
      visaType: application.visaType,
      purpose_of_visit: application.purpose_of_visit,
      intended_arrival_date: application.intended_arrival_date,
      address_in_srilanka: application.address_in_srilanka,
      email: application.email,
    })
    const group = { id: expect.any(String), firstDraftId: first.id }
    expect((await getDraft(first.id))?.group).toEqual(group)
    expect(second.group).toEqual({ ...group, id: (await getDraft(first.id))?.group?.id })
    expect((await listGroupDrafts(second.group!.id)).map((draft) => draft.id)).toEqual([first.id, second.id])
  })

  it(`stops at ${GROUP_MAX_TRAVELLERS} travellers`, async () => {
    const first = await createDraft(application)
    for (let count = 1; count < GROUP_MAX_TRAVELLERS; count++) await addTraveller(first.id)
    await expect(addTraveller(first.id)).rejects.toBeInstanceOf(GroupFullError)
  })
})

describe('sending a group made offline', () => {
  it("creates the first traveller, then the next one in its group with the first one's key", async () => {
    const api = fakeApi()
    const first = await createDraft(application)
    const second = await addTraveller(first.id)
    await queueSubmit(first.id, application)
    await queueSubmit(second.id, { ...application, surname: 'RAVI' })
    await engineWith(api).flush()

    expect(api.createApplication).toHaveBeenCalledTimes(2)
    expect(api.createApplication.mock.calls[0]).toEqual([application, first.id])
    expect(api.createApplication.mock.calls[1]).toEqual([
      { ...application, surname: 'RAVI' },
      second.id,
      { skuId: 'SKU0000000000001', key: FIRST_KEY },
    ])
    expect(await listOutbox()).toEqual([])
  })

  it('waits while the first traveller is still on its way, and is created once it has its number', async () => {
    const api = fakeApi()
    const first = await createDraft(application)
    const second = await addTraveller(first.id)
    await queueSubmit(first.id, application)
    await queueSubmit(second.id, application)
    // The server is busy for the first one's create; the second must not go alone meanwhile.
    api.createApplication.mockRejectedValueOnce(new ApiError(503, 'Busy'))
    await engineWith(api).flush()
    expect(api.createApplication).toHaveBeenCalledTimes(1)
    expect((await getDraft(second.id))?.skuId).toBeUndefined()
    expect((await listOutbox()).find((entry) => entry.draftId === second.id)?.lastError).toBe(
      WAITING_FOR_FIRST_TRAVELLER,
    )

    // Later the first one is created (by this engine, or another tab's): the second follows it.
    await markSubmitted(first.id, 'SKU000000000000F', undefined, FIRST_KEY)
    await engineWith(api, 1_700_000_000_000 + 3_600_000).flush()
    expect(api.createApplication).toHaveBeenLastCalledWith(application, second.id, {
      skuId: 'SKU000000000000F',
      key: FIRST_KEY,
    })
  })
})
