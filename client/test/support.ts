// Test support for the client's tests: a fresh database per test and controllable time.
import { Blob as NodeBlob } from 'node:buffer'
import { IDBFactory } from 'fake-indexeddb'
import { closeDb } from '../src/offline/idb'

/** A new, empty IndexedDB for the next test. */
export async function freshDatabase() {
  await closeDb()
  globalThis.indexedDB = new IDBFactory()
}

/**
 * A Blob that survives IndexedDB in Node: fake-indexeddb copies values with the platform's
 * structuredClone, which knows Node's Blob but not happy-dom's.
 */
export function cloneableBlob(text: string, type = 'image/png'): Blob {
  return new NodeBlob([text], { type }) as unknown as Blob
}

/** A clock whose time moves only when the test says so; timers are recorded, not run. */
export function manualClock(start = 1_700_000_000_000) {
  let time = start
  const timers = new Map<number, { at: number; callback: () => void }>()
  let nextHandle = 1
  return {
    now: () => time,
    random: () => 0.5,
    setTimeout(callback: () => void, ms: number) {
      const handle = nextHandle++
      timers.set(handle, { at: time + ms, callback })
      return handle
    },
    clearTimeout(handle: unknown) {
      timers.delete(handle as number)
    },
    advance(ms: number) {
      time += ms
    },
    /** The delay of the one pending timer, if any. */
    pendingTimers() {
      return [...timers.values()].map((timer) => timer.at - time)
    },
    /** Moves time to the next timer and runs it. */
    runNextTimer() {
      const [handle, timer] = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? []
      if (!timer) throw new Error('no timer pending')
      timers.delete(handle!)
      time = Math.max(time, timer.at)
      timer.callback()
    },
  }
}
