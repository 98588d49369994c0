import { type Kysely, type Migration, sql } from 'kysely'
import { createIndex, generatedId } from './column-types'

// The back-office (server/src/staff/): staff accounts, their one-time setup links and sessions,
// and the audit trail, plus the indexes that keep the work queue fast. Only the schema builder,
// so the same migration runs on PostgreSQL later. Tokens are stored as SHA-256 hashes: a copy of
// the database does not hand out sessions or setup links.
export const staff: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_accounts')
      .addColumn('id', 'integer', generatedId(db, { autoIncrement: true }))
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text')
      // Encrypted with the staff secret (staff-secret.ts), never stored in the clear.
      .addColumn('totp_secret', 'text')
      .addColumn('failed_sign_ins', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .addColumn('disabled_at', 'text')
      .addColumn('last_sign_in_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()

    await db.schema
      .createTable('staff_setup_tokens')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('staff_id', 'integer', (column) => column.notNull().references('staff_accounts.id'))
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      // Chosen during setup, kept here until the authenticator code confirms them.
      .addColumn('password_hash', 'text')
      .addColumn('totp_secret', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
    await createIndex(db, 'staff_setup_tokens', 'staff_setup_tokens_staff', ['staff_id'])

    await db.schema
      .createTable('staff_sessions')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('staff_id', 'integer', (column) => column.notNull().references('staff_accounts.id'))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_seen_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute()
    await createIndex(db, 'staff_sessions', 'staff_sessions_staff', ['staff_id'])

    // Appended to only: no code path updates or deletes a row.
    await db.schema
      .createTable('staff_audit')
      .addColumn('id', 'integer', generatedId(db, { autoIncrement: true }))
      .addColumn('at', 'text', (column) => column.notNull())
      .addColumn('actor', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('application_number', 'text')
      .addColumn('detail', 'text', (column) => column.notNull().defaultTo(''))
      .execute()
    await createIndex(db, 'staff_audit', 'staff_audit_application', ['application_number', 'id'])

    // The queue at 100,000 rows (scripts/bench, "staff"). Each index carries the columns its
    // query filters on, so counts and the urgent/arrival walk read the index, not the wide rows:
    // - arrival order with what makes a row urgent (the default sort, queue.repository.ts);
    // - counts per status, and the status and payment filters (an index led by payment_status
    //   would tempt SQLite away from the arrival walk for the urgent rows, and costs more);
    // - the searches (surname prefix, passport number, e-mail) and the Updated sort.
    for (const [name, columns] of [
      [
        'applications_queue_arrival',
        ['intended_arrival_date', 'payment_status', 'application_status', 'purged_at'],
      ],
      ['applications_queue_status', ['application_status', 'payment_status', 'purged_at']],
      ['applications_surname', ['surname', 'given_names']],
      ['applications_passport_number', ['passport_number']],
      ['applications_updated', ['updated_at']],
    ] as const) {
      await createIndex(db, 'applications', name, columns)
    }
    await db.schema
      .createIndex('applications_email_lower')
      .on('applications')
      .expression(sql`lower(email)`)
      .execute()
  },
}
