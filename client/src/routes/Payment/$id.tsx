import { createFileRoute } from '@tanstack/react-router'
import { PaymentLoadError, PaymentLoading, PaymentPage } from '../../features/payment/payment-page'
import { applicationQueryOptions } from '../../lib/applications'
import { queryClient } from '../../lib/query-client'

export const Route = createFileRoute('/Payment/$id')({
  loader: ({ params }) => queryClient.ensureQueryData(applicationQueryOptions(params.id)),
  pendingMs: 200,
  pendingComponent: PaymentLoading,
  errorComponent: PaymentLoadError,
  component: PaymentRoute,
})

function PaymentRoute() {
  const { id } = Route.useParams()
  return <PaymentPage id={id} />
}
