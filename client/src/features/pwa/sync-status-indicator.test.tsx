import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api'
import { freshDatabase, manualClock } from '../../lib/testing'
import { cleanup, renderInRouter, settle } from '../../lib/testing-react'
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

function status(container: HTMLElement) {
  return container.querySelector('[role=status]')
}

beforeEach(async () => {
  online = true
  await freshDatabase()
})

afterEach(async () => {
  vi.restoreAllMocks()
  await cleanup()
})

describe('SyncStatus', () => {
  it('is a polite live region that says all is saved', async () => {
    const { container } = await renderInRouter(() => <SyncStatus engine={engine()} />, '/somewhere')
    expect(status(container)?.getAttribute('aria-live')).toBe('polite')
    expect(status(container)?.textContent).toBe('All changes saved')
    expect(status(container)?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('says changes stay on the device while offline', async () => {
    online = false
    const { container } = await renderInRouter(() => <SyncStatus engine={engine()} />, '/somewhere')
    expect(status(container)?.textContent).toBe('Offline — changes are saved on this device')
  })

  it('says it is waiting for a connection when a send failed for lack of one', async () => {
    const sync = engine({
      putDraft: async () => {
        throw new ApiError(0, 'offline')
      },
    })
    const { container } = await renderInRouter(() => <SyncStatus engine={sync} />, '/somewhere')
    const draft = await createDraft()
    await saveDraftData(draft.id, { surname: 'DOE' })
    await sync.flush()
    await settle(700)
    expect(status(container)?.textContent).toBe('Waiting for connection')
  })

  it('says when something needs the traveller, with a way to the drafts', async () => {
    const sync = engine({
      putDraft: async () => {
        throw new ApiError(400, 'Draft data is too large.')
      },
    })
    const view = await renderInRouter(() => <SyncStatus engine={sync} />, '/somewhere')
    const draft = await createDraft()
    await saveDraftData(draft.id, { surname: 'DOE' })
    await sync.flush()
    await settle(20)
    expect(status(view.container)?.textContent).toBe('Some changes need your attention See your drafts')
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('/Partial-Filled')
  })

  it('leads to the sync panel from outside its live region', async () => {
    const view = await renderInRouter(() => <SyncStatus engine={engine()} />, '/somewhere')
    const link = [...view.container.querySelectorAll('a')].find((a) => a.textContent === 'Sync and offline')
    expect(link?.getAttribute('href')).toBe('/Sync')
    expect(status(view.container)?.contains(link!)).toBe(false)
  })

  it('alerts the traveller when the device is out of storage', async () => {
    const { container } = await renderInRouter(() => <SyncStatus engine={engine()} />, '/somewhere')
    const draft = await createDraft()
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    await expect(saveDraftData(draft.id, { surname: 'DOE' })).rejects.toThrow(STORAGE_FULL_MESSAGE)
    await settle()
    expect(container.querySelector('[role=alert]')?.textContent).toBe(STORAGE_FULL_MESSAGE)
  })
})
