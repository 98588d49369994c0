import { createFileRoute } from '@tanstack/react-router'
import { VerifyAccess } from '../../../features/access/verify-access'
import { loadApplication } from '../../../features/preview/load-application'
import { PreviewLoading } from '../../../features/preview/preview-loading'
import { PreviewLoadError, PreviewPage } from '../../../features/preview/preview-page'

export const Route = createFileRoute('/_data/Preview/$id')({
  // The loader goes with the screen's code: the route file itself sits in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent'], ['errorComponent']],
  // The server's copy, or offline this device's copy of an application submitted here; a device
  // without the application's key is asked the passport questions first.
  loader: ({ params }) => loadApplication(params.id),
  pendingMs: 200,
  pendingComponent: PreviewLoading,
  errorComponent: PreviewLoadError,
  component: PreviewRoute,
})

function PreviewRoute() {
  const loaded = Route.useLoaderData()
  if (loaded.locked) {
    return (
      <VerifyAccess
        key={loaded.skuId}
        skuId={loaded.skuId}
        title="Preview Your Application"
        offline={loaded.offline}
      />
    )
  }
  return <PreviewPage key={loaded.record.sku_id} loaded={loaded} />
}
