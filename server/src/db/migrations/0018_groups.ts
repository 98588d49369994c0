import { type Kysely, type Migration, sql } from 'kysely'
import { applicationReference, createIndex } from './column-types'

// Travellers who apply together and pay once (server/src/groups/, docs/decisions/018-groups.md).
// An application may belong to one group: a random id every member carries, null for a traveller
// alone. An order pays one or several applications: each one it pays is an item with its own fee,
// and an item is marked paid with the capture, in the capture's transaction. "An application is
// paid once" was an index on payment_orders.sku_id, which names one application; it now holds on
// the items, whatever order paid the application. Orders made before groups get their one item.
export const groups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('applications').addColumn('group_id', 'text').execute()
    await createIndex(db, 'applications', 'applications_group_id', ['group_id'])

    await db.schema
      .createTable('payment_order_items')
      .addColumn('paypal_order_id', 'text', (col) =>
        col.notNull().references('payment_orders.paypal_order_id').onDelete('cascade'),
      )
      .addColumn('sku_id', 'text', applicationReference)
      .addColumn('amount', 'text', (col) => col.notNull())
      // Where it was listed in the order (0 first): receipts list the travellers in that order.
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('paid', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('payment_order_items_pkey', ['paypal_order_id', 'sku_id'])
      .execute()
    await createIndex(db, 'payment_order_items', 'payment_order_items_sku_id', ['sku_id'])
    await db.schema
      .createIndex('payment_order_items_paid_once')
      .on('payment_order_items')
      .column('sku_id')
      .unique()
      .where(sql.ref('paid'), '=', 1)
      .execute()
    await sql`insert into payment_order_items (paypal_order_id, sku_id, amount, paid)
      select paypal_order_id, sku_id, amount, case when status = 'COMPLETED' then 1 else 0 end
      from payment_orders`.execute(db)
  },
}
