// The header's save status, only where it means something: on the screens where a draft is being
// edited (/Apply, /Apply/{id}). Elsewhere (home, contact, payment) "All changes saved" would speak
// of changes nobody made; a sync error or a storage problem still shows everywhere, since the
// traveller has to act on it, and so does being offline, which changes what every page can do
// (while the traveller works offline by choice, the banner beside it says so instead).
import { useRouterState } from '@tanstack/react-router'
import { storageProblemMessage } from '../../lib/idb'
import { useWorkingOffline } from '../../lib/use-online'
import { useStorageProblem, useSyncStatus } from '../drafts'
import { SyncStatus as DraftSyncStatus, type SyncStatusProps } from './sync-status-indicator'

/** The screens where a draft is edited. */
export const DRAFT_EDITING_PATHS = /^\/Apply(\/|$)/i

export function SyncStatus(props: SyncStatusProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { status } = useSyncStatus(props.engine)
  const storage = storageProblemMessage(useStorageProblem())
  const workingOffline = useWorkingOffline()
  const offline = status === 'offline' && !workingOffline
  if (!DRAFT_EDITING_PATHS.test(pathname) && status !== 'error' && !offline && !storage) return null
  return <DraftSyncStatus {...props} />
}
