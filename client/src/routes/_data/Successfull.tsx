import { createFileRoute } from '@tanstack/react-router'
import { SuccessPage } from '../../features/payment/success-page'
import { loadMessages, withLanguage } from '../../lib/i18n'
import { APPLICATION_PARAM, textParam } from '../../lib/search-params'

/** ?application={number}: the payment whose receipt this device keeps (a bad value is dropped). */
const successSearch = (search: Partial<Record<'application', unknown>>): { application?: string } => ({
  application: textParam(search.application, APPLICATION_PARAM),
})

export const Route = createFileRoute('/_data/Successfull')({
  validateSearch: successSearch,
  beforeLoad: () => loadMessages('flow', 'form'),
  component: withLanguage(SuccessRoute),
})

function SuccessRoute() {
  const { application } = Route.useSearch()
  return <SuccessPage applicationNumber={application} />
}
