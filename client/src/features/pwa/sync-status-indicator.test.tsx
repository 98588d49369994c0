import 'fake-indexeddb/auto'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInRouter } from '../../../test/render'
import { freshDatabase, manualClock } from '../../../test/support'
import { ApiError } from '../../lib/api'
import { createDraft, saveDraftData } from '../../offline/draft-store'
import { STORAGE_FULL_MESSAGE } from '../../offline/idb'
import { type SyncApi, SyncEngine } from '../../offline/sync-engine'
import { SyncStatus } from './sync-status-indicator'

let online = true

function engine(api: Partial<SyncApi> = {}) {
  return new SyncEngine({
    api: {
      putDraft: async (_id, _data, version) => ({ version }),
      deleteDraft: async () => {},
      uploadPassportCopy: async () => ({ filename: 'x.png' }),
      createApplication: async () => ({ sku_id: 'SKU0000000000001' }),
      updateApplication: async () => ({}),
      sendContactMessage: async () => ({}),
      ...api,
    },
    clock: manualClock(),
    env: { isOnline: () => online },
  })
}

const status = () => screen.getByRole('status')

beforeEach(async () => {
  online = true
  await freshDatabase()
})

afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
})

describe('SyncStatus', () => {
  it('is a polite live region that says all is saved', async () => {
    await renderInRouter(() => <SyncStatus engine={engine()} />, '/somewhere')
    expect(status().getAttribute('aria-live')).toBe('polite')
    expect(status().textContent).toBe('All changes saved')
    expect(status().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('says changes stay on the device while offline', async () => {
    online = false
    await renderInRouter(() => <SyncStatus engine={engine()} />, '/somewhere')
    expect(status().textContent).toBe('Offline — changes are saved on this device')
  })

  it('says it is waiting for a connection when a send failed for lack of one', async () => {
    const sync = engine({
      putDraft: async () => {
        throw new ApiError(0, 'offline')
      },
    })
    await renderInRouter(() => <SyncStatus engine={sync} />, '/somewhere')
    const draft = await createDraft()
    await saveDraftData(draft.id, { surname: 'DOE' })
    await sync.flush()
    // The status holds each change for SETTLE_MS before it shows it: wait well past that.
    await waitFor(() => expect(status().textContent).toBe('Waiting for connection'), { timeout: 5000 })
  })

  it('says when something needs the traveller, with a way to the drafts', async () => {
    const sync = engine({
      putDraft: async () => {
        throw new ApiError(400, 'Draft data is too large.')
      },
    })
    await renderInRouter(() => <SyncStatus engine={sync} />, '/somewhere')
    const draft = await createDraft()
    await saveDraftData(draft.id, { surname: 'DOE' })
    await sync.flush()
    await waitFor(
      () => expect(status().textContent).toBe('Some changes need your attention See your drafts'),
      {
        timeout: 5000,
      },
    )
    expect(within(status()).getByRole('link', { name: 'See your drafts' }).getAttribute('href')).toBe(
      '/Partial-Filled',
    )
  })

  it('leads to the sync panel from outside its live region', async () => {
    await renderInRouter(() => <SyncStatus engine={engine()} />, '/somewhere')
    const link = screen.getByRole('link', { name: 'Sync and offline' })
    expect(link.getAttribute('href')).toBe('/Sync')
    expect(status().contains(link)).toBe(false)
  })

  it('alerts the traveller when the device is out of storage', async () => {
    await renderInRouter(() => <SyncStatus engine={engine()} />, '/somewhere')
    const draft = await createDraft()
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    await expect(saveDraftData(draft.id, { surname: 'DOE' })).rejects.toThrow(STORAGE_FULL_MESSAGE)
    expect((await screen.findByRole('alert')).textContent).toBe(STORAGE_FULL_MESSAGE)
  })
})
