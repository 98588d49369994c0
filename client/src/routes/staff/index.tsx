import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { QueuePage } from '../../features/staff/queue-page'
import { type QueueSearch, QueueSearchSchema } from '../../features/staff/queue-search'

export const Route = createFileRoute('/staff/')({
  // Route files travel in every page's first download, the traveller's home page included, and the
  // schema library does not need to: the address is checked by the queue's schema when the queue
  // renders (below, in the queue's own chunk), leniently, so a stale link still opens the queue.
  validateSearch: (search: Record<string, unknown>) => search as QueueSearch,
  component: QueueRoute,
})

function QueueRoute() {
  const search = v.parse(QueueSearchSchema, Route.useSearch())
  return <QueuePage search={search} />
}
