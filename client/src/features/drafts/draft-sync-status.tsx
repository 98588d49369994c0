// The header's save status, only where it means something: on the screens where a draft is being
// edited (/Apply, /Apply/{id}). Elsewhere (home, contact, payment) "All changes saved" would speak
// of changes nobody made; a sync error or a storage problem still shows everywhere, since the
// traveller has to act on it.
import { useRouterState } from '@tanstack/react-router'
import { storageProblemMessage } from '../../lib/idb'
import { SyncStatus as DraftSyncStatus, type SyncStatusProps } from './sync-status-indicator'
import { useStorageProblem, useSyncStatus } from './use-sync-status'

/** The screens where a draft is edited. */
export const DRAFT_EDITING_PATHS = /^\/Apply(\/|$)/i

export function SyncStatus(props: SyncStatusProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { status } = useSyncStatus(props.engine)
  const storage = storageProblemMessage(useStorageProblem())
  if (!DRAFT_EDITING_PATHS.test(pathname) && status !== 'error' && !storage) return null
  return <DraftSyncStatus {...props} />
}
