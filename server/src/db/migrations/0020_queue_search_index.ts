import type { Kysely, Migration } from 'kysely'
import { createIndex } from './column-types'

// A staff search by surname prefix matches a whole family of rows (1 in 40 of the staff bench's
// 100,000: 2,500). The surname index held only the name, so each match's table row was read (a
// random read of a wide row) to check it is not purged, to filter and count it, and to rank it by
// urgency, twice a request. This one carries those columns too, so a search reads its matches
// from the index alone and the table only for the page's rows (queue.repository.ts,
// searchMatches; docs/decisions/021-queue-search-from-indexes.md). It still starts with
// (surname, given_names), so it serves the Name sort as the one it replaces did.
export const queueSearchIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('applications_surname').execute()
    await createIndex(db, 'applications', 'applications_surname', [
      'surname',
      'given_names',
      'purged_at',
      'application_status',
      'payment_status',
      'intended_arrival_date',
    ])
  },
}
