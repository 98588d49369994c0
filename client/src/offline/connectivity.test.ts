import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshDatabase } from '../../test/support'
import { ApiError, apiRequest, WORKING_OFFLINE_MESSAGE } from '../lib/api'
import {
  Connectivity,
  type ConnectivityEnv,
  getConnectivity,
  setConnectivityForTests,
  WORK_OFFLINE_SETTING,
} from './connectivity'
import { getDb } from './idb'

/** A gate over a browser and a store the test controls. */
function gateWith(options: { stored?: boolean; mirror?: boolean; browserOnline?: boolean } = {}) {
  let browserOnline = options.browserOnline ?? true
  let stored = options.stored ?? false
  let releaseRead = () => {}
  const read = new Promise<void>((resolve) => {
    releaseRead = resolve
  })
  const win = new EventTarget()
  const told: boolean[] = []
  const env: ConnectivityEnv = {
    browserOnline: () => browserOnline,
    window: win,
    readSwitch: async () => {
      await read
      return stored
    },
    writeSwitch: async (on) => {
      stored = on
    },
    readMirror: () => options.mirror,
    tellServiceWorker: (on) => told.push(on),
  }
  const gate = new Connectivity(env)
  const events: string[] = []
  for (const type of ['online', 'offline', 'change']) gate.addEventListener(type, () => events.push(type))
  return {
    gate,
    events,
    told,
    stored: () => stored,
    releaseRead,
    setBrowser(online: boolean) {
      browserOnline = online
      win.dispatchEvent(new Event(online ? 'online' : 'offline'))
    },
  }
}

describe('the connectivity gate', () => {
  it('lets no request leave before the stored switch is read, nor after it says "work offline"', async () => {
    const { gate, releaseRead } = gateWith({ stored: true })
    let answered: boolean | undefined
    void gate.mayRequest().then((may) => {
      answered = may
    })
    await Promise.resolve()
    expect(answered).toBeUndefined()
    releaseRead()
    await gate.ready
    expect(await gate.mayRequest()).toBe(false)
    expect(answered).toBe(false)
    expect(gate.isOnline()).toBe(false)
  })

  it('is online when the browser is and the traveller allows it', async () => {
    const { gate, releaseRead, setBrowser } = gateWith()
    releaseRead()
    await gate.ready
    expect(gate.isOnline()).toBe(true)
    setBrowser(false)
    expect(gate.isOnline()).toBe(false)
    // The browser's own idea of being offline can be wrong: the request is still tried.
    expect(await gate.mayRequest()).toBe(true)
  })

  it('keeps the switch, tells the service worker, and fires offline then online around it', async () => {
    const { gate, events, told, stored, releaseRead } = gateWith()
    releaseRead()
    await gate.ready
    events.length = 0
    await gate.setWorkOffline(true)
    expect(stored()).toBe(true)
    expect(gate.isWorkingOffline()).toBe(true)
    expect(await gate.mayRequest()).toBe(false)
    expect(told.at(-1)).toBe(true)
    await gate.setWorkOffline(false)
    expect(told.at(-1)).toBe(false)
    expect(events).toEqual(['change', 'offline', 'change', 'online'])
  })

  it('does not fire online when the switch goes off while the browser has no connection', async () => {
    const { gate, events, releaseRead, setBrowser } = gateWith({ stored: true })
    releaseRead()
    await gate.ready
    setBrowser(false)
    events.length = 0
    await gate.setWorkOffline(false)
    expect(events).toEqual(['change'])
    setBrowser(true)
    expect(events).toEqual(['change', 'change', 'online'])
  })

  it('starts from the mirror, and the stored switch decides once read', async () => {
    const { gate, releaseRead } = gateWith({ mirror: true, stored: false })
    expect(gate.isWorkingOffline()).toBe(true)
    releaseRead()
    await gate.ready
    expect(gate.isWorkingOffline()).toBe(false)
  })

  it('keeps a switch turned while the stored value was being read', async () => {
    const { gate, releaseRead } = gateWith({ stored: false })
    await gate.setWorkOffline(true)
    releaseRead()
    await gate.ready
    expect(gate.isWorkingOffline()).toBe(true)
  })
})

describe("the page's gate", () => {
  beforeEach(async () => {
    await freshDatabase()
    localStorage.clear()
    setConnectivityForTests(null)
  })

  afterEach(() => {
    setConnectivityForTests(null)
  })

  it('keeps "Work offline" in IndexedDB, where the next start (and the service worker) reads it', async () => {
    await getConnectivity().ready
    await getConnectivity().setWorkOffline(true)
    const db = await getDb()
    expect(await db.get('settings', WORK_OFFLINE_SETTING)).toEqual({ key: WORK_OFFLINE_SETTING, value: true })
    // A reload: a new page's gate, its mirror gone too, still works offline.
    localStorage.clear()
    setConnectivityForTests(null)
    const next = getConnectivity()
    await next.ready
    expect(next.isWorkingOffline()).toBe(true)
  })
})

describe('the fetch helpers behind the gate', () => {
  beforeEach(async () => {
    await freshDatabase()
  })

  afterEach(() => {
    setConnectivityForTests(null)
    vi.unstubAllGlobals()
  })

  it('fail as without a connection, without calling fetch, while working offline', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    const { gate, releaseRead } = gateWith({ stored: true })
    releaseRead()
    setConnectivityForTests(gate)
    const failure = await apiRequest('/api/health').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 0, message: WORKING_OFFLINE_MESSAGE })
    expect((failure as ApiError).isNetworkError).toBe(true)
    expect(fetch).not.toHaveBeenCalled()

    await gate.setWorkOffline(false)
    await apiRequest('/api/health')
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
