import { createFileRoute } from '@tanstack/react-router'
import { ApplicationDetailPage } from '../../../features/staff/application-detail-page'

export const Route = createFileRoute('/staff/applications/$number')({
  component: DetailRoute,
})

function DetailRoute() {
  const { number } = Route.useParams()
  return <ApplicationDetailPage key={number} number={number} />
}
