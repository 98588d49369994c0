// The queue's filters, sort and page live in the URL (shareable, Back works). Unlike the API's own
// QueueQuerySchema, which refuses bad input, anything malformed here falls back to the default:
// an old or mistyped link still opens the queue. Read without valibot: the route's search rule is
// part of every page's first download (lib/search-params.ts).
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../../shared/application-status'
import { QUEUE_SORTS, type QueueSort } from '../../../../shared/queue-sorts'
import { freeTextParam, oneOfParam, pageParam } from '../../lib/search-params'

export type { QueueSort as QueueSortKey } from '../../../../shared/queue-sorts'
export const PAYMENT_FILTERS = ['COMPLETED', 'UNPAID'] as const
export const PAGE_SIZE = 50

export interface QueueSearch {
  page?: number
  sort?: QueueSort
  dir?: 'asc' | 'desc'
  status?: ApplicationStatus
  payment?: (typeof PAYMENT_FILTERS)[number]
  q?: string
}

export function QueueSearchSchema(
  search: Partial<Record<'page' | 'sort' | 'dir' | 'status' | 'payment' | 'q', unknown>>,
): QueueSearch {
  return {
    page: pageParam(search.page),
    sort: oneOfParam(search.sort, QUEUE_SORTS),
    dir: oneOfParam(search.dir, ['asc', 'desc']),
    status: oneOfParam(search.status, APPLICATION_STATUSES),
    payment: oneOfParam(search.payment, PAYMENT_FILTERS),
    q: freeTextParam(search.q, 100),
  }
}
