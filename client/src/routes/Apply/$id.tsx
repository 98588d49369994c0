import { createFileRoute } from '@tanstack/react-router'
import { ApplicationLoading } from '../../features/application-form/application-loading'
import { ApplyEditLoadError, ApplyEditPage } from '../../features/application-form/apply-edit-page'
import { applicationQueryOptions } from '../../lib/applications'
import { queryClient } from '../../lib/query-client'

export const Route = createFileRoute('/Apply/$id')({
  // The loader goes with the screen's code: the route file itself sits in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent'], ['errorComponent']],
  loader: ({ params }) => queryClient.ensureQueryData(applicationQueryOptions(params.id)),
  pendingMs: 200,
  pendingComponent: ApplicationLoading,
  errorComponent: ApplyEditLoadError,
  component: ApplyEditRoute,
})

function ApplyEditRoute() {
  const { id } = Route.useParams()
  return <ApplyEditPage id={id} />
}
