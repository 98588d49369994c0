import type { Kysely, Migration } from 'kysely'

// Secrets every server on one database must share (the payment token's signing key). One row a
// secret, made at random by the first server that needs it (db/server-secrets.ts).
export const serverSecrets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
  },
}
