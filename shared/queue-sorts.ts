// How the back-office's queue can be sorted: the API's schema (staff.ts) and the back-office's
// address both read this list.
export const QUEUE_SORTS = [
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
export type QueueSort = (typeof QUEUE_SORTS)[number]
