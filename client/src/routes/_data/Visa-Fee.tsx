import { createFileRoute } from '@tanstack/react-router'
import { VisaFeePage } from '../../features/lookup'
import { loadMessages, withLanguage } from '../../lib/i18n'
import { APPLICATION_PARAM, textParam } from '../../lib/search-params'

/** ?application={number}: looked up at once (a status notification opens it); a bad value is dropped. */
const visaFeeSearch = (search: Partial<Record<'application', unknown>>): { application?: string } => ({
  application: textParam(search.application, APPLICATION_PARAM),
})

export const Route = createFileRoute('/_data/Visa-Fee')({
  validateSearch: visaFeeSearch,
  beforeLoad: () => loadMessages('flow'),
  component: withLanguage(VisaFeeRoute),
})

function VisaFeeRoute() {
  const { application } = Route.useSearch()
  return <VisaFeePage applicationNumber={application} />
}
