// The queue's filters, sort and page live in the URL (shareable, Back works). Anything malformed
// falls back to the default rather than failing the page.
import * as v from 'valibot'
import { APPLICATION_STATUSES } from '../../../../shared/application-status'

export const QUEUE_SORT_KEYS = [
  'urgency',
  'number',
  'name',
  'nationality',
  'visa',
  'arrival',
  'payment',
  'status',
  'updated',
] as const
export type QueueSortKey = (typeof QUEUE_SORT_KEYS)[number]
export const PAYMENT_FILTERS = ['COMPLETED', 'UNPAID'] as const
export const PAGE_SIZE = 50

export const QueueSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  sort: v.fallback(v.optional(v.picklist(QUEUE_SORT_KEYS)), undefined),
  dir: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  status: v.fallback(v.optional(v.picklist(APPLICATION_STATUSES)), undefined),
  payment: v.fallback(v.optional(v.picklist(PAYMENT_FILTERS)), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
})
export type QueueSearch = v.InferOutput<typeof QueueSearchSchema>
