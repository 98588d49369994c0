// The queue's filters, sort and page live in the URL (shareable, Back works), checked by the
// queue's one schema in shared/staff.ts, leniently: an old or mistyped link still opens the queue.
import type { PaymentStatus } from '../../../../shared/options'

export {
  type QueueSearch,
  QueueSearchSchema,
  type QueueSort as QueueSortKey,
} from '../../../../shared/staff'
/** The payment filter's choices, in the order the screen offers them: paid first. */
export const PAYMENT_FILTERS: readonly PaymentStatus[] = ['COMPLETED', 'UNPAID']
export const PAGE_SIZE = 50
