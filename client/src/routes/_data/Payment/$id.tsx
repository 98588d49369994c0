import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PaymentLoading } from '../../../features/payment/payment-loading'
import { PaymentLoadError, PaymentPage } from '../../../features/payment/payment-page'
import { applicationQueryOptions } from '../../../lib/applications'
import { queryClient } from '../../../lib/query-client'

/** ?group=true: pay for every unpaid traveller of the application's group at once. */
const paymentSearch = v.object({
  group: v.fallback(v.optional(v.boolean()), undefined),
})

export const Route = createFileRoute('/_data/Payment/$id')({
  validateSearch: paymentSearch,
  // The loader goes with the screen's code: the route file itself sits in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent'], ['errorComponent']],
  loader: ({ params }) => queryClient.ensureQueryData(applicationQueryOptions(params.id)),
  pendingMs: 200,
  pendingComponent: PaymentLoading,
  errorComponent: PaymentLoadError,
  component: PaymentRoute,
})

function PaymentRoute() {
  const { id } = Route.useParams()
  const { group } = Route.useSearch()
  return <PaymentPage id={id} group={group === true} />
}
