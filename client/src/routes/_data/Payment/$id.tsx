import { createFileRoute } from '@tanstack/react-router'
import { PaymentLoading } from '../../../features/payment/payment-loading'
import { PaymentLoadError, PaymentPage } from '../../../features/payment/payment-page'
import { applicationQueryOptions } from '../../../lib/applications'
import { loadMessages, withLanguage } from '../../../lib/i18n'
import { queryClient } from '../../../lib/query-client'

/** ?group=true: pay for every unpaid traveller of the application's group at once. */
const paymentSearch = (search: Partial<Record<'group', unknown>>): { group?: true } => ({
  // The router reads ?group=true as the boolean; anything else is no group.
  group: search.group === true ? true : undefined,
})

export const Route = createFileRoute('/_data/Payment/$id')({
  validateSearch: paymentSearch,
  beforeLoad: () => loadMessages('flow', 'form'),
  // The loader goes with the screen's code: the route file itself sits in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent'], ['errorComponent']],
  loader: ({ params }) => queryClient.ensureQueryData(applicationQueryOptions(params.id)),
  pendingMs: 200,
  pendingComponent: PaymentLoading,
  errorComponent: PaymentLoadError,
  component: withLanguage(PaymentRoute),
})

function PaymentRoute() {
  const { id } = Route.useParams()
  const { group } = Route.useSearch()
  return <PaymentPage id={id} group={group === true} />
}
