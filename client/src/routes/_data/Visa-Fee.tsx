import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { VisaFeePage } from '../../features/lookup'
import { loadMessages } from '../../lib/i18n'

/** ?application={number}: looked up at once (a status notification opens it); a bad value is dropped. */
const visaFeeSearch = v.object({
  application: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[0-9A-Za-z -]{1,40}$/))), undefined),
})

export const Route = createFileRoute('/_data/Visa-Fee')({
  validateSearch: visaFeeSearch,
  beforeLoad: () => loadMessages('flow'),
  component: VisaFeeRoute,
})

function VisaFeeRoute() {
  const { application } = Route.useSearch()
  return <VisaFeePage applicationNumber={application} />
}
