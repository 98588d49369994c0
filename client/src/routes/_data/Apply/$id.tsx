import { createFileRoute } from '@tanstack/react-router'
import { VerifyAccess } from '../../../features/access/verify-access'
import { ApplicationLoading } from '../../../features/application-form/application-loading'
import { ApplyEditLoadError, ApplyEditPage } from '../../../features/application-form/apply-edit-page'
import { loadApplication } from '../../../features/preview/load-application'

export const Route = createFileRoute('/_data/Apply/$id')({
  // The loader goes with the screen's code: the route file itself sits in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent'], ['errorComponent']],
  // The server's copy, or offline this device's copy of an application submitted here; a device
  // without the application's key is asked the passport questions first.
  loader: ({ params }) => loadApplication(params.id),
  pendingMs: 200,
  pendingComponent: ApplicationLoading,
  errorComponent: ApplyEditLoadError,
  component: ApplyEditRoute,
})

function ApplyEditRoute() {
  const loaded = Route.useLoaderData()
  if (loaded.locked) {
    return (
      <VerifyAccess
        key={loaded.skuId}
        skuId={loaded.skuId}
        title="Edit your application"
        offline={loaded.offline}
      />
    )
  }
  return <ApplyEditPage key={loaded.record.sku_id} loaded={loaded} />
}
