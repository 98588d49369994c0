import { useSyncExternalStore } from 'react'
import { getStorageProblem, type StorageProblem, subscribeStorageProblem } from './idb'
import type { SyncEngine, SyncSnapshot } from './sync-engine'
import { getSyncEngine } from './sync-runtime'

/** The sync engine's status for the indicator (the page's engine unless a test passes one). */
export function useSyncStatus(engine?: SyncEngine): SyncSnapshot {
  const current = engine ?? getSyncEngine()
  return useSyncExternalStore(current.subscribe, current.getSnapshot, current.getSnapshot)
}

/** A full disk, or another tab holding another version of the database. */
export function useStorageProblem(): StorageProblem {
  return useSyncExternalStore(subscribeStorageProblem, getStorageProblem, getStorageProblem)
}
