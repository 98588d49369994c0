// The one connectivity gate (docs/decisions/014-connectivity-gate.md). Whether the app may talk to
// the API is decided here and nowhere else: the fetch helpers (lib/api.ts, the upload and the eVisa
// download in lib/applications.ts) ask `mayRequest` before anything leaves, React Query's online
// manager (lib/query-client.ts), the sync engine (sync-runtime.ts) and the screens
// (use-online.ts) read `isOnline` and its events, and the service worker
// (client/public/sw-connectivity.js) is told the traveller's "Work offline" switch by message and
// reads it from IndexedDB when it starts.
//
// The app is online when the browser says so and the traveller has not switched "Work offline"
// on. The switch is kept in IndexedDB (the service worker reads it there) and mirrored in
// localStorage, which a first render can read synchronously; IndexedDB decides once it is read.
import { getDb } from './idb'

/** The settings record (idb.ts) that holds the switch; the service worker reads the same one. */
export const WORK_OFFLINE_SETTING = 'work-offline'
/** What the service worker is told when the switch changes (client/public/sw-connectivity.js). */
export const WORK_OFFLINE_MESSAGE = 'evisa:work-offline'
/** What the service worker answers with its own view of the switch (diagnostics). */
export const WORK_OFFLINE_QUERY = 'evisa:work-offline?'

const MIRROR_KEY = 'evisa-work-offline'
const CHANNEL_NAME = 'evisa-connectivity'

export interface ConnectivityEnv {
  /** navigator.onLine. */
  browserOnline(): boolean
  /** Fires the browser's `online` and `offline`. */
  window?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  /** The switch as stored (false when never set). */
  readSwitch(): Promise<boolean>
  writeSwitch(on: boolean): Promise<void>
  /** A synchronous guess for the first render, and where it is kept for the next one. */
  readMirror?(): boolean | undefined
  writeMirror?(on: boolean): void
  /** Tells the service worker(s) of this page. */
  tellServiceWorker?(on: boolean): void
  /** The other tabs of this app. */
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>
}

/**
 * Fires `change` whenever the switch or the browser's state changes, `online` when the app
 * becomes online (the browser reconnected, or the traveller turned "Work offline" off) and
 * `offline` when it stops being online: the same events as `window`, so the sync engine listens
 * to the gate instead of the browser.
 */
export class Connectivity extends EventTarget {
  private readonly env: ConnectivityEnv
  private workOffline: boolean
  private browserOnline: boolean
  /** Resolves once the stored switch has been read: no request may leave before it. */
  readonly ready: Promise<void>
  private changedSinceStart = false

  constructor(env: ConnectivityEnv) {
    super()
    this.env = env
    this.workOffline = env.readMirror?.() ?? false
    this.browserOnline = env.browserOnline()
    const onBrowser = () => this.update(() => (this.browserOnline = env.browserOnline()))
    env.window?.addEventListener('online', onBrowser)
    env.window?.addEventListener('offline', onBrowser)
    env.channel?.addEventListener('message', (event) => {
      const on = (event as MessageEvent).data?.workOffline
      if (typeof on === 'boolean') this.update(() => (this.workOffline = on))
    })
    this.ready = env.readSwitch().then(
      (stored) => {
        // A switch turned while the stored value was being read is the newer one.
        if (this.changedSinceStart) return
        this.update(() => (this.workOffline = stored))
        env.writeMirror?.(stored)
        env.tellServiceWorker?.(stored)
      },
      (error: unknown) => {
        // Storage unreadable: the mirror's guess stands (off when there is none).
        console.error(error)
      },
    )
  }

  /** Whether the traveller has switched "Work offline" on. */
  isWorkingOffline(): boolean {
    return this.workOffline
  }

  /** Whether the app treats itself as connected: the browser is, and the traveller allows it. */
  isOnline(): boolean {
    return this.browserOnline && !this.workOffline
  }

  /**
   * Whether a request may leave for the API now. Waits for the stored switch, so a request made
   * as the app starts cannot slip out before the switch is known. The browser's own idea of being
   * offline does not stop a request: it can be wrong, and the request then fails on its own.
   */
  async mayRequest(): Promise<boolean> {
    await this.ready
    return !this.workOffline
  }

  /** Turns "Work offline" on or off: stored first, then every part of the app is told. */
  async setWorkOffline(on: boolean): Promise<void> {
    this.changedSinceStart = true
    await this.env.writeSwitch(on)
    this.env.writeMirror?.(on)
    this.update(() => (this.workOffline = on))
    this.env.tellServiceWorker?.(on)
    this.env.channel?.postMessage({ workOffline: on })
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    this.addEventListener('change', listener)
    return () => this.removeEventListener('change', listener)
  }

  private update(change: () => void) {
    const wasOnline = this.isOnline()
    const wasWorkingOffline = this.workOffline
    const wasBrowserOnline = this.browserOnline
    change()
    if (wasWorkingOffline === this.workOffline && wasBrowserOnline === this.browserOnline) return
    this.dispatchEvent(new Event('change'))
    if (wasOnline !== this.isOnline()) this.dispatchEvent(new Event(this.isOnline() ? 'online' : 'offline'))
  }
}

// ---------------------------------------------------------------------------------------------
// The page's one gate

async function readStoredSwitch(): Promise<boolean> {
  const db = await getDb()
  return (await db.get('settings', WORK_OFFLINE_SETTING))?.value === true
}

async function writeStoredSwitch(on: boolean): Promise<void> {
  const db = await getDb()
  await db.put('settings', { key: WORK_OFFLINE_SETTING, value: on })
}

function tellServiceWorkers(on: boolean) {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!container) return
  const message = { type: WORK_OFFLINE_MESSAGE, workOffline: on }
  container.controller?.postMessage(message)
  // A worker that is installing or waiting takes over later, with what it was last told.
  void container.getRegistration().then(
    (registration) => {
      for (const worker of [registration?.installing, registration?.waiting, registration?.active]) {
        if (worker && worker !== container.controller) worker.postMessage(message)
      }
    },
    () => {},
  )
}

function browserEnv(): ConnectivityEnv {
  return {
    browserOnline: () => navigator.onLine,
    window,
    readSwitch: readStoredSwitch,
    writeSwitch: writeStoredSwitch,
    readMirror: () => {
      try {
        const kept = localStorage.getItem(MIRROR_KEY)
        return kept === null ? undefined : kept === 'on'
      } catch {
        return undefined
      }
    },
    writeMirror: (on) => {
      try {
        localStorage.setItem(MIRROR_KEY, on ? 'on' : 'off')
      } catch {
        // Storage full or disabled: IndexedDB still holds the switch.
      }
    },
    tellServiceWorker: tellServiceWorkers,
    channel: typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL_NAME),
  }
}

let gate: Connectivity | null = null

/** The page's gate, made on first use (it reads the stored switch then). */
export function getConnectivity(): Connectivity {
  gate ??= new Connectivity(browserEnv())
  return gate
}

/** Tests replace the page's gate with one of their own (or reset it with null). */
export function setConnectivityForTests(next: Connectivity | null): void {
  gate = next
}
