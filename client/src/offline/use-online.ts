import { useSyncExternalStore } from 'react'
import { getConnectivity } from './connectivity'

function subscribe(onChange: () => void) {
  return getConnectivity().subscribe(onChange)
}

/**
 * Whether the app treats itself as connected (connectivity.ts): the browser says it is
 * (navigator.onLine) and the traveller has not switched "Work offline" on. Kept current by the
 * gate's events.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getConnectivity().isOnline(),
    () => true,
  )
}

/** Whether the traveller has switched "Work offline" on. */
export function useWorkingOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getConnectivity().isWorkingOffline(),
    () => false,
  )
}
