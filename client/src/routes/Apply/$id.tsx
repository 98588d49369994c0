import { createFileRoute } from '@tanstack/react-router'
import {
  ApplicationLoading,
  ApplyEditLoadError,
  ApplyEditPage,
} from '../../features/application-form/apply-edit-page'
import { applicationQueryOptions } from '../../lib/applications'
import { queryClient } from '../../lib/query-client'

export const Route = createFileRoute('/Apply/$id')({
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
