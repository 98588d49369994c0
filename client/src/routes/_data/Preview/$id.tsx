import { createFileRoute } from '@tanstack/react-router'
import { AccessGate } from '../../../features/access/verify-access'
import { loadApplication } from '../../../features/preview/load-application'
import { PreviewLoading } from '../../../features/preview/preview-loading'
import { PreviewLoadError, PreviewPage } from '../../../features/preview/preview-page'
// By file, not the feature's index: the index also brings the update prompt, whose
// virtual:pwa-register module exists only in the browser build, not in the prerender.
import { InstallOffer } from '../../../features/pwa/install-button'
import { loadMessages, m, withLanguage } from '../../../lib/i18n'

export const Route = createFileRoute('/_data/Preview/$id')({
  beforeLoad: () =>
    Promise.all([
      loadMessages('form', 'flow', 'device'),
      import('../../../lib/country-names').then((names) => names.loadCountryNames()),
    ]),
  // The loader goes with the screen's code: the route file itself sits in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent'], ['errorComponent']],
  loader: ({ params }) => loadApplication(params.id),
  pendingMs: 200,
  pendingComponent: PreviewLoading,
  errorComponent: PreviewLoadError,
  component: withLanguage(PreviewRoute),
})

function PreviewRoute() {
  return (
    <AccessGate loaded={Route.useLoaderData()} title={m.preview_title()}>
      {/* Right after submitting is when keeping the app on the home screen is worth offering. */}
      {(loaded) => <PreviewPage key={loaded.record.sku_id} loaded={loaded} after={<InstallOffer />} />}
    </AccessGate>
  )
}
