import { createFileRoute } from '@tanstack/react-router'
import { AccessGate } from '../../../features/access/verify-access'
import { loadApplication } from '../../../features/preview/load-application'
import { PreviewLoading } from '../../../features/preview/preview-loading'
import { PreviewLoadError, PreviewPage } from '../../../features/preview/preview-page'

export const Route = createFileRoute('/_data/Preview/$id')({
  // The loader goes with the screen's code: the route file itself sits in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent'], ['errorComponent']],
  loader: ({ params }) => loadApplication(params.id),
  pendingMs: 200,
  pendingComponent: PreviewLoading,
  errorComponent: PreviewLoadError,
  component: PreviewRoute,
})

function PreviewRoute() {
  return (
    <AccessGate loaded={Route.useLoaderData()} title="Preview Your Application">
      {(loaded) => <PreviewPage key={loaded.record.sku_id} loaded={loaded} />}
    </AccessGate>
  )
}
