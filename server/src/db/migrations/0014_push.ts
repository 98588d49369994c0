import type { Kysely, Migration } from 'kysely'
import { applicationReference, createIndex, generatedId } from './column-types'

// Web Push (push/, docs/decisions/012-web-push.md). A device's push subscription for one
// application (the same endpoint twice is one row), and the outbox of messages to send: one row
// per subscription and status change, written in the transaction of the change. A subscription's
// messages go with it (a 404/410 from the push service, the traveller turning notifications off,
// the retention purge).
export const push: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('id', 'integer', generatedId(db, { autoIncrement: true }))
      .addColumn('sku_id', 'text', applicationReference)
      .addColumn('endpoint', 'text', (column) => column.notNull())
      .addColumn('p256dh', 'text', (column) => column.notNull())
      .addColumn('auth', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('push_subscriptions_sku_endpoint', ['sku_id', 'endpoint'])
      .execute()

    await db.schema
      .createTable('push_outbox')
      .addColumn('id', 'integer', generatedId(db, { autoIncrement: true }))
      .addColumn('event_key', 'text', (column) => column.notNull().unique())
      .addColumn('subscription_id', 'integer', (column) =>
        column.notNull().references('push_subscriptions.id').onDelete('cascade'),
      )
      .addColumn('sku_id', 'text', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('sent_at', 'text')
      .execute()
    await createIndex(db, 'push_outbox', 'push_outbox_due', ['state', 'next_attempt_at'])
    await createIndex(db, 'push_outbox', 'push_outbox_subscription', ['subscription_id'])
    await createIndex(db, 'push_outbox', 'push_outbox_sku_id', ['sku_id'])
  },
}
