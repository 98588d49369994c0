import type { Kysely, Migration } from 'kysely'
import { createIndex } from './column-types'

// The back-office queue sorts by nationality and by visa type too (shared/staff.ts QUEUE_SORTS).
// Without an index each page of those sorts read and sorted every application (at 20,000 rows
// 25 ms a page on the build machine, growing with the table; docs/performance.md). An index on
// (column, id) is the sort's own order, ties broken by id as the queue does, so a page stops
// after its rows. Nothing filters on these columns, so no other query's plan changes
// (scripts/bench/queue-plans.ts). Payment has no index of its own on purpose: one led by
// payment_status takes over the urgent walk and the searches (migration 0006_staff's note).
export const queueSortIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await createIndex(db, 'applications', 'applications_queue_nationality', ['nationality', 'id'])
    await createIndex(db, 'applications', 'applications_queue_visa', ['visa_type', 'id'])
  },
}
