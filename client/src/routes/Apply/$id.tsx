import { createFileRoute } from '@tanstack/react-router'
import { ApplicationLoading } from '../../features/application-form/application-loading'
import { ApplyEditLoadError, ApplyEditPage } from '../../features/application-form/apply-edit-page'
import { loadApplication } from '../../features/preview/load-application'

export const Route = createFileRoute('/Apply/$id')({
  // The loader goes with the screen's code: the route file itself sits in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent'], ['errorComponent']],
  // The server's copy, or offline this device's copy of an application submitted here.
  loader: ({ params }) => loadApplication(params.id),
  pendingMs: 200,
  pendingComponent: ApplicationLoading,
  errorComponent: ApplyEditLoadError,
  component: ApplyEditRoute,
})

function ApplyEditRoute() {
  const loaded = Route.useLoaderData()
  return <ApplyEditPage key={loaded.record.sku_id} loaded={loaded} />
}
