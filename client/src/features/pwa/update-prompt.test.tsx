import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshDatabase } from '../../lib/testing'
import { buttonByName, cleanup, click, render, settle } from '../../lib/testing-react'
import { createDraft, getDraft, useDraftAutosave } from '../../offline'
import { TAKEOVER_TIMEOUT_MS, UpdatePrompt } from './update-prompt'

const sw = vi.hoisted(() => ({
  needRefresh: false,
  offlineReady: false,
  setNeedRefresh: vi.fn(),
  setOfflineReady: vi.fn(),
  updateServiceWorker: vi.fn(async (_reload?: boolean) => {}),
}))

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [sw.needRefresh, sw.setNeedRefresh],
    offlineReady: [sw.offlineReady, sw.setOfflineReady],
    updateServiceWorker: sw.updateServiceWorker,
  }),
}))

function Form({ draftId, input }: { draftId: string; input: Record<string, unknown> }) {
  useDraftAutosave(draftId, input, { delayMs: 60_000, maxWaitMs: 60_000 })
  return null
}

// The page's real sync engine would talk to a server that is not there.
const quiesceSync = vi.hoisted(() => vi.fn(async () => {}))
vi.mock('../../offline/sync-runtime', () => ({ getSyncEngine: vi.fn(), quiesceSync }))

beforeEach(async () => {
  await freshDatabase()
  sw.needRefresh = false
  sw.offlineReady = false
  vi.clearAllMocks()
})

afterEach(async () => {
  await cleanup()
})

describe('UpdatePrompt', () => {
  it('shows nothing until a new version is waiting', async () => {
    const { container } = await render(<UpdatePrompt />)
    expect(container.textContent).toBe('')
    expect(container.querySelector('[aria-live=polite]')).not.toBeNull()
  })

  it('offers the new version instead of reloading', async () => {
    sw.needRefresh = true
    const { container } = await render(<UpdatePrompt />)
    expect(container.textContent).toContain('A new version is available.')
    expect(buttonByName(container, 'Update now')).toBeDefined()
    await click(buttonByName(container, 'Later'))
    expect(sw.setNeedRefresh).toHaveBeenCalledWith(false)
    expect(sw.updateServiceWorker).not.toHaveBeenCalled()
  })

  it('saves the open draft before the new version takes over', async () => {
    sw.needRefresh = true
    const draft = await createDraft()
    const view = await render(
      <>
        <Form draftId={draft.id} input={{}} />
        <UpdatePrompt />
      </>,
    )
    await view.rerender(
      <>
        <Form draftId={draft.id} input={{ surname: 'TYPED JUST NOW' }} />
        <UpdatePrompt />
      </>,
    )
    let savedFirst: unknown
    let syncStoppedFirst = false
    sw.updateServiceWorker.mockImplementationOnce(async () => {
      savedFirst = (await getDraft(draft.id))?.data
      syncStoppedFirst = quiesceSync.mock.calls.length === 1
    })
    await click(buttonByName(view.container, 'Update now'))
    await vi.waitFor(() => expect(savedFirst).toBeDefined())
    expect(sw.updateServiceWorker).toHaveBeenCalledWith(true)
    expect(savedFirst).toEqual({ surname: 'TYPED JUST NOW' })
    // No request may pass through the old service worker while the new one takes over.
    expect(syncStoppedFirst).toBe(true)
  })

  it('loads the new version once it takes over, even one workbox-window did not register', async () => {
    sw.needRefresh = true
    const serviceWorker = new EventTarget()
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true })
    const reload = vi.fn()
    try {
      const { container } = await render(<UpdatePrompt reload={reload} />)
      await click(buttonByName(container, 'Update now'))
      await settle(20)
      expect(reload).not.toHaveBeenCalled()
      serviceWorker.dispatchEvent(new Event('controllerchange'))
      serviceWorker.dispatchEvent(new Event('controllerchange'))
      expect(reload).toHaveBeenCalledOnce()
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })

  it('reloads anyway when the new version does not take over in time', async () => {
    sw.needRefresh = true
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const reload = vi.fn()
    try {
      const { container } = await render(<UpdatePrompt reload={reload} beforeUpdate={async () => {}} />)
      await click(buttonByName(container, 'Update now'))
      await vi.advanceTimersByTimeAsync(TAKEOVER_TIMEOUT_MS - 1)
      expect(reload).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(reload).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('stays on this version when the draft could not be saved', async () => {
    sw.needRefresh = true
    const beforeUpdate = vi.fn(async () => {
      throw new Error('Your device is out of storage space.')
    })
    const { container } = await render(<UpdatePrompt beforeUpdate={beforeUpdate} />)
    await click(buttonByName(container, 'Update now'))
    await settle()
    expect(sw.updateServiceWorker).not.toHaveBeenCalled()
    expect(container.querySelector('[role=alert]')?.textContent).toContain('could not be saved')
    expect(buttonByName(container, 'Update now')?.disabled).toBe(false)
  })

  it('says once that the app now works offline', async () => {
    sw.offlineReady = true
    const { container } = await render(<UpdatePrompt />)
    expect(container.textContent).toContain('This app now works offline.')
    await click(buttonByName(container, 'OK'))
    expect(sw.setOfflineReady).toHaveBeenCalledWith(false)
  })
})
