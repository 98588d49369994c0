import { type Kysely, type Migration, sql } from 'kysely'

// The agency's work status (shared/application-status.ts) beside the payment status. Rows made
// before it existed are AWAITING_PAYMENT when unpaid and RECEIVED when paid.
export const applicationStatus: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('applications')
      .addColumn('application_status', 'text', (column) => column.notNull().defaultTo('AWAITING_PAYMENT'))
      .execute()
    await sql`update applications set application_status = 'RECEIVED' where payment_status = 'COMPLETED'`.execute(
      db,
    )
    await db.schema
      .createIndex('applications_application_status')
      .on('applications')
      .column('application_status')
      .execute()
  },
}
