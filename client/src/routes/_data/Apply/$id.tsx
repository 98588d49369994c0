import { createFileRoute } from '@tanstack/react-router'
import { AccessGate } from '../../../features/access/verify-access'
import { ApplicationLoading } from '../../../features/application-form/application-loading'
import { ApplyEditLoadError, ApplyEditPage } from '../../../features/application-form/apply-edit-page'
import { loadApplication } from '../../../features/preview/load-application'
import { loadMessages, m, withLanguage } from '../../../lib/i18n'

export const Route = createFileRoute('/_data/Apply/$id')({
  beforeLoad: () =>
    Promise.all([
      loadMessages('form', 'flow'),
      import('../../../lib/country-names').then((names) => names.loadCountryNames()),
    ]),
  // The loader goes with the screen's code: the route file itself sits in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent'], ['errorComponent']],
  loader: ({ params }) => loadApplication(params.id),
  pendingMs: 200,
  pendingComponent: ApplicationLoading,
  errorComponent: ApplyEditLoadError,
  component: withLanguage(ApplyEditRoute),
})

function ApplyEditRoute() {
  return (
    <AccessGate loaded={Route.useLoaderData()} title={m.apply_edit_title()}>
      {(loaded) => <ApplyEditPage key={loaded.record.sku_id} loaded={loaded} />}
    </AccessGate>
  )
}
