import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SuccessPage } from '../../features/payment/success-page'
import { loadMessages } from '../../lib/i18n'

/** ?application={number}: the payment whose receipt this device keeps (a bad value is dropped). */
const successSearch = v.object({
  application: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[0-9A-Za-z -]{1,40}$/))), undefined),
})

export const Route = createFileRoute('/_data/Successfull')({
  validateSearch: successSearch,
  beforeLoad: () => loadMessages('flow'),
  component: SuccessRoute,
})

function SuccessRoute() {
  const { application } = Route.useSearch()
  return <SuccessPage applicationNumber={application} />
}
