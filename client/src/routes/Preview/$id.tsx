import { createFileRoute } from '@tanstack/react-router'
import { PreviewLoadError, PreviewLoading, PreviewPage } from '../../features/preview/preview-page'
import { applicationQueryOptions } from '../../lib/applications'
import { queryClient } from '../../lib/query-client'

export const Route = createFileRoute('/Preview/$id')({
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
