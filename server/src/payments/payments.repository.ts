import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database, PaymentCapturesTable, PaymentOrdersTable } from '../db/database'
import { withImmediateTransaction } from '../db/transaction'

export type PaymentOrderRow = Selectable<PaymentOrdersTable>
export type PaymentCaptureRow = Selectable<PaymentCapturesTable>

/** An application an order pays, and its fee in that order ("85.00"). */
export interface OrderItem {
  sku_id: string
  amount: string
}

/** Records an order and the applications it pays, together. */
export async function insertPaymentOrder(
  db: Kysely<Database>,
  order: Insertable<PaymentOrdersTable>,
  items: readonly OrderItem[],
): Promise<void> {
  await withImmediateTransaction(db, async (trx) => {
    await trx.insertInto('payment_orders').values(order).execute()
    await trx
      .insertInto('payment_order_items')
      .values(items.map((item, position) => ({ paypal_order_id: order.paypal_order_id, ...item, position })))
      .execute()
  })
}

/** The applications an order pays, in the order they were listed when it was made. */
export async function findOrderItems(db: Kysely<Database>, paypalOrderId: string): Promise<OrderItem[]> {
  const rows = await db
    .selectFrom('payment_order_items')
    .select(['sku_id', 'amount'])
    .where('paypal_order_id', '=', paypalOrderId)
    .orderBy('position')
    .execute()
  return rows.map(({ sku_id, amount }) => ({ sku_id, amount }))
}

export function findPaymentOrder(
  db: Kysely<Database>,
  paypalOrderId: string,
): Promise<PaymentOrderRow | undefined> {
  return rowOfOrder(db, 'payment_orders', paypalOrderId)
}

export function findCaptureOfOrder(
  db: Kysely<Database>,
  paypalOrderId: string,
): Promise<PaymentCaptureRow | undefined> {
  return rowOfOrder(db, 'payment_captures', paypalOrderId)
}

/** The one row of `table` for a PayPal order: both tables are keyed by `paypal_order_id`. */
function rowOfOrder<T extends 'payment_orders' | 'payment_captures'>(
  db: Kysely<Database>,
  table: T,
  paypalOrderId: string,
): Promise<Selectable<Database[T]> | undefined> {
  return db
    .selectFrom(table as 'payment_orders')
    .selectAll()
    .where('paypal_order_id', '=', paypalOrderId)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>
}

/** After PayPal refused a capture: the next try must be a new request, not a replay of this one. */
export async function nextCaptureAttempt(db: Kysely<Database>, paypalOrderId: string, at: string) {
  await db
    .updateTable('payment_orders')
    .set((eb) => ({ capture_attempt: eb('capture_attempt', '+', 1), updated_at: at }))
    .where('paypal_order_id', '=', paypalOrderId)
    .execute()
}

/** PayPal captured something that does not match the order: never accepted, kept for a person. */
export async function rejectPaymentOrder(
  db: Kysely<Database>,
  paypalOrderId: string,
  reason: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('payment_orders')
    .set({ status: 'REJECTED', rejection_reason: reason, updated_at: at })
    .where('paypal_order_id', '=', paypalOrderId)
    .execute()
}

/**
 * Records a verified capture, completes its order and marks every application it pays as paid by
 * it; call inside the transaction that marks the applications paid. An application already paid
 * by another order fails the items' unique index, and the whole transaction with it.
 */
export async function recordCapture(
  db: Kysely<Database>,
  capture: Insertable<PaymentCapturesTable>,
): Promise<void> {
  await db.insertInto('payment_captures').values(capture).execute()
  await db
    .updateTable('payment_orders')
    .set({ status: 'COMPLETED', updated_at: capture.created_at })
    .where('paypal_order_id', '=', capture.paypal_order_id)
    .execute()
  await db
    .updateTable('payment_order_items')
    .set({ paid: 1 })
    .where('paypal_order_id', '=', capture.paypal_order_id)
    .execute()
}

/** The completed capture that paid application `skuId`, alone or in a group, if paid. */
export async function findCompletedCaptureOfApplication(
  db: Kysely<Database>,
  skuId: string,
): Promise<PaymentCaptureRow | undefined> {
  return db
    .selectFrom('payment_captures')
    .innerJoin(
      'payment_order_items',
      'payment_order_items.paypal_order_id',
      'payment_captures.paypal_order_id',
    )
    .selectAll('payment_captures')
    .where('payment_order_items.sku_id', '=', skuId)
    .where('payment_order_items.paid', '=', 1)
    .executeTakeFirst()
}
