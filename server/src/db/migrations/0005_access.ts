import { type Kysely, type Migration, sql } from 'kysely'
import { applicationReference, createIndex, generatedId } from './column-types'

// Access to an application (docs/reliability.md, "Who can see what"): the keys that prove a
// device may read and change it (only their SHA-256 is stored; one row per device that proved
// access), a hash of the body an Idempotency-Key was first used with, and the PayPal mode each
// order was made in. Idempotency keys stored before this change carry no body hash and could be
// replayed with any body: they are dropped (they would expire within 24 hours anyway).
export const access: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('application_keys')
      .addColumn('id', 'integer', generatedId(db, { autoIncrement: true }))
      .addColumn('sku_id', 'text', applicationReference)
      .addColumn('key_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute()
    await createIndex(db, 'application_keys', 'application_keys_sku_id', ['sku_id'])

    await sql`delete from idempotency_keys`.execute(db)
    await db.schema
      .alterTable('idempotency_keys')
      .addColumn('body_hash', 'text', (col) => col.notNull().defaultTo(''))
      .execute()
    await createIndex(db, 'idempotency_keys', 'idempotency_keys_created_at', ['created_at'])

    // Orders made before modes were recorded keep null: unknown.
    await db.schema
      .alterTable('payment_orders')
      .addColumn('mode', 'text', (col) => col.check(sql`mode in ('simulator', 'sandbox', 'live')`))
      .execute()
  },
}
