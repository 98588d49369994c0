// The queue's filters, sort and page live in the URL (shareable, Back works). Unlike the API's own
// QueueQuerySchema, which refuses bad input, anything malformed here falls back to the default:
// an old or mistyped link still opens the queue.
import * as v from 'valibot'
import { APPLICATION_STATUSES } from '../../../../shared/application-status'
import { QUEUE_SORTS } from '../../../../shared/staff'

export type { QueueSort as QueueSortKey } from '../../../../shared/staff'
export const PAYMENT_FILTERS = ['COMPLETED', 'UNPAID'] as const
export const PAGE_SIZE = 50

export const QueueSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  sort: v.fallback(v.optional(v.picklist(QUEUE_SORTS)), undefined),
  dir: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  status: v.fallback(v.optional(v.picklist(APPLICATION_STATUSES)), undefined),
  payment: v.fallback(v.optional(v.picklist(PAYMENT_FILTERS)), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
})
export type QueueSearch = v.InferOutput<typeof QueueSearchSchema>
