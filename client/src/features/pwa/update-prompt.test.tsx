import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshDatabase } from '../../../test/support'
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

afterEach(() => {
  cleanup()
})

describe('UpdatePrompt', () => {
  it('shows nothing until a new version is waiting', () => {
    const { container } = render(<UpdatePrompt />)
    expect(container.textContent).toBe('')
    // The live region is there from the start, so what appears in it later is announced.
    expect(container.querySelector('[aria-live=polite]')).not.toBeNull()
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('offers the new version instead of reloading', async () => {
    const user = userEvent.setup()
    sw.needRefresh = true
    render(<UpdatePrompt />)
    const prompt = screen.getByRole('region', { name: 'App update' })
    expect(within(prompt).getByText('A new version is available.')).toBeDefined()
    expect(within(prompt).getByRole('button', { name: 'Update now' })).toBeDefined()
    await user.click(within(prompt).getByRole('button', { name: 'Later' }))
    expect(sw.setNeedRefresh).toHaveBeenCalledWith(false)
    expect(sw.updateServiceWorker).not.toHaveBeenCalled()
  })

  it('saves the open draft before the new version takes over', async () => {
    const user = userEvent.setup()
    sw.needRefresh = true
    const draft = await createDraft()
    const view = render(
      <>
        <Form draftId={draft.id} input={{}} />
        <UpdatePrompt />
      </>,
    )
    view.rerender(
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
    await user.click(screen.getByRole('button', { name: 'Update now' }))
    await waitFor(() => expect(savedFirst).toBeDefined())
    expect(sw.updateServiceWorker).toHaveBeenCalledWith(true)
    expect(savedFirst).toEqual({ surname: 'TYPED JUST NOW' })
    // No request may pass through the old service worker while the new one takes over.
    expect(syncStoppedFirst).toBe(true)
  })

  it('loads the new version once it takes over, even one workbox-window did not register', async () => {
    const user = userEvent.setup()
    sw.needRefresh = true
    const serviceWorker = new EventTarget()
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true })
    const reload = vi.fn()
    try {
      render(<UpdatePrompt reload={reload} />)
      await user.click(screen.getByRole('button', { name: 'Update now' }))
      // The update has been asked for and the page waits for the new version to take over.
      await waitFor(() => expect(sw.updateServiceWorker).toHaveBeenCalledWith(true))
      expect(reload).not.toHaveBeenCalled()
      act(() => {
        serviceWorker.dispatchEvent(new Event('controllerchange'))
        serviceWorker.dispatchEvent(new Event('controllerchange'))
      })
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
      render(<UpdatePrompt reload={reload} beforeUpdate={async () => {}} />)
      // A plain click: user-event and Testing Library's async helpers wait on setTimeout, which
      // this test holds still.
      fireEvent.click(screen.getByRole('button', { name: 'Update now' }))
      await act(() => vi.advanceTimersByTimeAsync(TAKEOVER_TIMEOUT_MS - 1))
      expect(reload).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(reload).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('stays on this version when the draft could not be saved', async () => {
    const user = userEvent.setup()
    sw.needRefresh = true
    const beforeUpdate = vi.fn(async () => {
      throw new Error('Your device is out of storage space.')
    })
    render(<UpdatePrompt beforeUpdate={beforeUpdate} />)
    await user.click(screen.getByRole('button', { name: 'Update now' }))
    expect((await screen.findByRole('alert')).textContent).toContain('could not be saved')
    expect(sw.updateServiceWorker).not.toHaveBeenCalled()
    expect((screen.getByRole('button', { name: 'Update now' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('says once that the app now works offline', async () => {
    const user = userEvent.setup()
    sw.offlineReady = true
    render(<UpdatePrompt />)
    const notice = screen.getByRole('region', { name: 'Offline use' })
    expect(within(notice).getByText('This app now works offline.')).toBeDefined()
    await user.click(within(notice).getByRole('button', { name: 'OK' }))
    expect(sw.setOfflineReady).toHaveBeenCalledWith(false)
  })
})
