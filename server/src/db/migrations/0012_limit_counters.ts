import type { Kysely, Migration } from 'kysely'

// Counters that protect something (failed tries, mails an hour, sign-in throttles) live in the
// database, so every server counts against the same number and a restart forgets nothing
// (docs/decisions/015-limits-in-the-database.md). Times are milliseconds since the epoch, so one
// statement can compare and move them on both databases. The last TOTP step used per account
// makes each authenticator code good for one sign-in.
export const limitCounters: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('limit_counters')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addColumn('window_ends', 'bigint', (column) => column.notNull())
      .addColumn('next_at', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('delay_ms', 'bigint', (column) => column.notNull().defaultTo(0))
      .execute()
    await db.schema
      .createIndex('limit_counters_window_ends')
      .on('limit_counters')
      .column('window_ends')
      .execute()
    await db.schema.alterTable('staff_accounts').addColumn('last_totp_step', 'bigint').execute()
  },
}
