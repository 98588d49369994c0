import { type Kysely, type Migration, sql } from 'kysely'
import { createIndex } from './column-types'

// The agency's work status (shared/application-status.ts) beside the payment status. Rows made
// before it existed are AWAITING_PAYMENT when unpaid and RECEIVED when paid. What the later
// statuses carry lives beside it: the authority's reference (SUBMITTED), the eVisa file in the
// uploads table (APPROVED), and the reason given to the traveller (NEEDS_CORRECTION, REJECTED).
export const applicationStatus: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('applications')
      .addColumn('application_status', 'text', (column) => column.notNull().defaultTo('AWAITING_PAYMENT'))
      .execute()
    await db.schema.alterTable('applications').addColumn('authority_reference', 'text').execute()
    await db.schema.alterTable('applications').addColumn('evisa_filename', 'text').execute()
    await db.schema.alterTable('applications').addColumn('status_reason', 'text').execute()
    await sql`update applications set application_status = 'RECEIVED' where payment_status = 'COMPLETED'`.execute(
      db,
    )
    await createIndex(db, 'applications', 'applications_application_status', ['application_status'])
  },
}
