import type { Migration } from 'kysely'
import { type Kysely, sql } from 'kysely'
import { applicationReference, createIndex } from './column-types'

// PayPal orders this server created and the captures PayPal confirmed (docs/rules.md §4). Amounts
// are PayPal's decimal strings ("85.00"), never floats. Payment rows go with their application
// when it is deleted, like its children and idempotency keys.

export const payments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_orders')
      .addColumn('paypal_order_id', 'text', (col) => col.primaryKey())
      .addColumn('sku_id', 'text', applicationReference)
      .addColumn('amount', 'text', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      // REJECTED: PayPal reported a capture that did not match the order; a person must look.
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status in ('CREATED', 'COMPLETED', 'REJECTED')`),
      )
      .addColumn('request_id', 'text', (col) => col.notNull().unique())
      .addColumn('capture_attempt', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('rejection_reason', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute()
    await createIndex(db, 'payment_orders', 'payment_orders_sku_id', ['sku_id'])
    // An application is paid once: a second completed order for it cannot be recorded.
    await db.schema
      .createIndex('payment_orders_one_completed_per_application')
      .on('payment_orders')
      .column('sku_id')
      .unique()
      .where(sql.ref('status'), '=', 'COMPLETED')
      .execute()

    await db.schema
      .createTable('payment_captures')
      .addColumn('capture_id', 'text', (col) => col.primaryKey())
      // Unique: an order with intent CAPTURE has one capture, so a repeat cannot record a second.
      .addColumn('paypal_order_id', 'text', (col) =>
        col.notNull().unique().references('payment_orders.paypal_order_id').onDelete('cascade'),
      )
      .addColumn('amount', 'text', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      // When PayPal made the capture (its create_time).
      .addColumn('captured_at', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute()
  },
}
