// A first visitor's device gets the drafts engine, the service worker and the prompts at the
// traveller's first interaction; a device that already uses the app gets them at idle time, so a
// queued application is sent from any page (lib/when-needed.ts, ADR 013).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('./when-idle', () => ({
  // Idle time at once: what is checked then is what decides.
  whenIdle: (callback: () => void) => {
    queueMicrotask(callback)
    return () => {}
  },
}))

let databases: ReturnType<typeof vi.fn>
beforeEach(() => {
  vi.resetModules()
  databases = vi.fn(async () => [] as { name: string }[])
  vi.stubGlobal('indexedDB', { databases })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** Whether the promise has settled once every queued microtask and the database list have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
  await databases.mock.results.at(-1)?.value
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
  return done
}

describe('whenDeviceFeaturesNeeded', () => {
  it('waits for the first interaction on a device that keeps nothing of the app', async () => {
    const { whenDeviceFeaturesNeeded } = await import('./when-needed')
    const needed = whenDeviceFeaturesNeeded()
    expect(await settled(needed)).toBe(false)
    expect(databases).toHaveBeenCalled()
    window.dispatchEvent(new Event('pointerdown'))
    expect(await settled(needed)).toBe(true)
  })

  it('comes at idle time on a device that keeps drafts', async () => {
    databases.mockResolvedValue([{ name: 'evisa' }])
    const { whenDeviceFeaturesNeeded } = await import('./when-needed')
    expect(await settled(whenDeviceFeaturesNeeded())).toBe(true)
  })

  it('comes at idle time where the browser cannot list its databases', async () => {
    vi.stubGlobal('indexedDB', {})
    const { whenDeviceFeaturesNeeded } = await import('./when-needed')
    expect(await settled(whenDeviceFeaturesNeeded())).toBe(true)
  })

  it('takes a typed key or a focused field as an interaction too', async () => {
    const { whenDeviceFeaturesNeeded } = await import('./when-needed')
    const needed = whenDeviceFeaturesNeeded()
    expect(await settled(needed)).toBe(false)
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(await settled(needed)).toBe(true)
  })
})

describe('markDeviceFeaturesNeeded', () => {
  it('lets a page that opens the drafts database have them at once, on a first visit too', async () => {
    const { markDeviceFeaturesNeeded, whenDeviceFeaturesNeeded } = await import('./when-needed')
    const needed = whenDeviceFeaturesNeeded()
    expect(await settled(needed)).toBe(false)
    markDeviceFeaturesNeeded()
    expect(await settled(needed)).toBe(true)
  })
})

describe('whenInstallFeaturesNeeded', () => {
  it('does not come with the drafts database on a first visit, but at the first interaction', async () => {
    const { markDeviceFeaturesNeeded, whenDeviceFeaturesNeeded, whenInstallFeaturesNeeded } = await import(
      './when-needed'
    )
    const install = whenInstallFeaturesNeeded()
    markDeviceFeaturesNeeded()
    expect(await settled(whenDeviceFeaturesNeeded())).toBe(true)
    expect(await settled(install)).toBe(false)
    window.dispatchEvent(new Event('keydown'))
    expect(await settled(install)).toBe(true)
  })

  it('comes at idle time on a device that keeps drafts', async () => {
    databases.mockResolvedValue([{ name: 'evisa' }])
    const { whenInstallFeaturesNeeded } = await import('./when-needed')
    expect(await settled(whenInstallFeaturesNeeded())).toBe(true)
  })
})

describe('a lost connection', () => {
  it('brings the device features at once, so the page can say it is offline', async () => {
    const { whenDeviceFeaturesNeeded } = await import('./when-needed')
    const needed = whenDeviceFeaturesNeeded()
    expect(await settled(needed)).toBe(false)
    window.dispatchEvent(new Event('offline'))
    expect(await settled(needed)).toBe(true)
  })
})
