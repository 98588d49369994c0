// The header's save status, only where it means something: on the screens where a draft is being
// edited (/Apply, /Apply/{id}). Elsewhere (home, contact, payment) "All changes saved" would speak
// of changes nobody made; a sync error or a storage problem still shows everywhere, since the
// traveller has to act on it, and so does being offline, which changes what every page can do
// (while the traveller works offline by choice, the banner beside it says so instead). On the
// editing screens it speaks of the draft on screen: nothing while nothing was typed into it (an
// untouched form, the identity check), and "Changes not submitted yet" while this device holds
// changes to a submitted application that the agency has not (the sync engine has nothing to send
// then, so it would say "All changes saved").
import { useRouterState } from '@tanstack/react-router'
import {
  hasAnswers,
  storageProblemMessage,
  useDraft,
  useDraftOfApplication,
  useStorageProblem,
  useSyncStatus,
  useWorkingOffline,
} from '../../offline'
import { SyncStatus as DraftSyncStatus, type SyncStatusProps } from './sync-status-indicator'

/** The screens where a draft is edited. */
export const DRAFT_EDITING_PATHS = /^\/Apply(\/|$)/i

export const NOT_SUBMITTED_TEXT = 'Changes not submitted yet'

export function SyncStatus(props: SyncStatusProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const draftId = useRouterState({
    select: (state) => (state.location.search as { draft?: unknown }).draft,
  })
  const { status } = useSyncStatus(props.engine)
  const storage = storageProblemMessage(useStorageProblem())
  const workingOffline = useWorkingOffline()
  const offline = status === 'offline' && !workingOffline
  const editing = DRAFT_EDITING_PATHS.test(pathname)
  if (!editing && status !== 'error' && !offline && !storage) return null
  if (!editing || status === 'error' || storage) return <DraftSyncStatus {...props} />
  const skuId = /^\/Apply\/([^/]+)/i.exec(pathname)?.[1]
  if (skuId) return <ApplicationStatusLine {...props} skuId={decodeURIComponent(skuId)} />
  return <DraftStatusLine {...props} draftId={typeof draftId === 'string' ? draftId : undefined} />
}

/** /Apply/{id}: changes kept on this device and not submitted, else what is being sent, if anything. */
function ApplicationStatusLine({ skuId, ...props }: SyncStatusProps & { skuId: string }) {
  const draft = useDraftOfApplication(skuId)
  const { status } = useSyncStatus(props.engine)
  if (draft?.edits) return <DraftSyncStatus {...props} unsubmitted={NOT_SUBMITTED_TEXT} />
  return <DraftSyncStatus {...props} quiet={status === 'saved'} />
}

/** /Apply: "All changes saved" once something was put into the draft; offline or errors always. */
function DraftStatusLine({ draftId, ...props }: SyncStatusProps & { draftId: string | undefined }) {
  const { draft } = useDraft(draftId)
  const { status } = useSyncStatus(props.engine)
  const touched = Boolean(draft && (hasAnswers(draft.data) || draft.syncState !== 'local'))
  return <DraftSyncStatus {...props} quiet={!touched && status === 'saved'} />
}
