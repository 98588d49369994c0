import type { Migration } from 'kysely'
import { type Kysely, sql } from 'kysely'
import { createIndex } from './column-types'

// Retention (server/src/retention/): an application whose personal data has been purged keeps a
// minimal row for the accounts, marked by purged_at. The indexes serve the daily purge's queries.
export const retention: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('applications').addColumn('purged_at', 'text').execute()
    await db.schema.alterTable('applications').addColumn('fee_usd', 'integer').execute()
    await sql`create index applications_awaiting_purge on applications (intended_arrival_date)
      where purged_at is null`.execute(db)
    await sql`create index applications_passport_copy on applications (passport_copy_filename)
      where passport_copy_filename != ''`.execute(db)
    await createIndex(db, 'drafts', 'drafts_updated_at', ['updated_at'])
    await createIndex(db, 'uploads', 'uploads_created_at', ['created_at'])
  },
}
