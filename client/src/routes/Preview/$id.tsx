import { createFileRoute } from '@tanstack/react-router'
import { PreviewLoading } from '../../features/preview/preview-loading'
import { PreviewLoadError, PreviewPage } from '../../features/preview/preview-page'
import { applicationQueryOptions } from '../../lib/applications'
import { queryClient } from '../../lib/query-client'

export const Route = createFileRoute('/Preview/$id')({
  // The loader goes with the screen's code: the route file itself sits in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent'], ['errorComponent']],
  loader: ({ params }) => queryClient.ensureQueryData(applicationQueryOptions(params.id)),
  pendingMs: 200,
  pendingComponent: PreviewLoading,
  errorComponent: PreviewLoadError,
  component: PreviewRoute,
})

function PreviewRoute() {
  const { id } = Route.useParams()
  return <PreviewPage id={id} />
}
