import { createFileRoute } from '@tanstack/react-router'
import { QueuePage } from '../../features/staff/queue-page'
import { QueueSearchSchema } from '../../features/staff/queue-search'

export const Route = createFileRoute('/staff/')({
  validateSearch: QueueSearchSchema,
  component: QueueRoute,
})

function QueueRoute() {
  const search = Route.useSearch()
  return <QueuePage search={search} />
}
