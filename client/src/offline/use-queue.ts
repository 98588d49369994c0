import { useEffect, useState } from 'react'
import { subscribeDraftsChanged } from './draft-events'
import { listQueue, type QueueItem } from './sync-queue'
import { useSyncStatus } from './use-sync-status'

/**
 * What this device still has to send (sync-queue.ts), read again whenever a draft or the outbox
 * changes, in any tab, or the sync engine's status does. Undefined while the first read runs.
 */
export function useQueue(): QueueItem[] | undefined {
  const [items, setItems] = useState<QueueItem[]>()
  const snapshot = useSyncStatus()
  const [changes, setChanges] = useState(0)
  useEffect(() => subscribeDraftsChanged(() => setChanges((count) => count + 1)), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot and the changes say when to read again.
  useEffect(() => {
    let current = true
    listQueue().then(
      (next) => current && setItems(next),
      () => current && setItems([]),
    )
    return () => {
      current = false
    }
  }, [snapshot, changes])
  return items
}
