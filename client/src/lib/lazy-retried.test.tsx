// A part of the page whose code cannot be fetched (offline on a first visit, a dropped request)
// waits and tries again instead of failing the whole page (lib/lazy-retried.ts).
import { act, cleanup, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lazyOptional, lazyRetried, ONLINE_ATTEMPTS, retriedImport } from './lazy-retried'

let online = true
beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const fetchFailed = () => new TypeError('Failed to fetch dynamically imported module')

/** A load that fails `failures` times, then gives `value`. */
function flakyLoad<T>(failures: number, value: T) {
  return vi.fn(async () => {
    if (failures-- > 0) throw fetchFailed()
    return value
  })
}

function goOnline() {
  online = true
  window.dispatchEvent(new Event('online'))
}

describe('retriedImport', () => {
  it('waits, offline, until the browser is back online, however long that takes', async () => {
    online = false
    const load = flakyLoad(1, 'module')
    const imported = retriedImport(load)
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(load).toHaveBeenCalledTimes(1)
    goOnline()
    await expect(imported).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('tries again online after growing pauses, and succeeds when the fetch does', async () => {
    const load = flakyLoad(ONLINE_ATTEMPTS - 1, 'module')
    const imported = retriedImport(load)
    await vi.advanceTimersByTimeAsync(999)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(load).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(4000)
    await expect(imported).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(ONLINE_ATTEMPTS)
  })

  it('gives up after its attempts online, with the fetch error', async () => {
    const load = flakyLoad(ONLINE_ATTEMPTS, 'module')
    const imported = retriedImport(load)
    const outcome = imported.then(
      () => 'loaded',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await outcome).toBeInstanceOf(TypeError)
    expect(load).toHaveBeenCalledTimes(ONLINE_ATTEMPTS)
  })
})

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>Something went wrong</p> : this.props.children
  }
}

function page(part: ReactNode) {
  return (
    <Boundary>
      <Suspense fallback={null}>{part}</Suspense>
      <p>The payment screen</p>
    </Boundary>
  )
}

describe('lazily loaded parts of a page', () => {
  it('appear once the connection is back, and the page never fails meanwhile', async () => {
    online = false
    const Status = lazyRetried(flakyLoad(1, { default: () => <p>All changes saved</p> }))
    render(page(<Status />))
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(screen.getByText('The payment screen')).toBeTruthy()
    expect(screen.queryByText('Something went wrong')).toBeNull()
    expect(screen.queryByText('All changes saved')).toBeNull()

    await act(async () => goOnline())
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('All changes saved')).toBeTruthy()
  })

  it('a part the page can do without is left out when its code never arrives', async () => {
    const Prompt = lazyOptional(flakyLoad(ONLINE_ATTEMPTS, { default: () => <p>Install the app</p> }))
    render(page(<Prompt />))
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(screen.getByText('The payment screen')).toBeTruthy()
    expect(screen.queryByText('Something went wrong')).toBeNull()
    expect(screen.queryByText('Install the app')).toBeNull()
  })

  it('a part the page needs fails the page, as any error, when its code never arrives online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Checkout = lazyRetried(flakyLoad(ONLINE_ATTEMPTS, { default: () => <p>PayPal</p> }))
    render(page(<Checkout />))
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(screen.getByText('Something went wrong')).toBeTruthy()
  })
})
