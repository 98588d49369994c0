import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database, PaymentCapturesTable, PaymentOrdersTable } from '../db/database'

export type PaymentOrderRow = Selectable<PaymentOrdersTable>
export type PaymentCaptureRow = Selectable<PaymentCapturesTable>

export async function insertPaymentOrder(
  db: Kysely<Database>,
  order: Insertable<PaymentOrdersTable>,
): Promise<void> {
  await db.insertInto('payment_orders').values(order).execute()
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

/** Records a verified capture and completes its order; call inside the transaction that marks the
 * application paid. */
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
}

/** The completed capture of application `skuId` (the newest, should there ever be two), if paid. */
export async function findCompletedCaptureOfApplication(
  db: Kysely<Database>,
  skuId: string,
): Promise<PaymentCaptureRow | undefined> {
  return db
    .selectFrom('payment_captures')
    .innerJoin('payment_orders', 'payment_orders.paypal_order_id', 'payment_captures.paypal_order_id')
    .selectAll('payment_captures')
    .where('payment_orders.sku_id', '=', skuId)
    .where('payment_orders.status', '=', 'COMPLETED')
    .orderBy('payment_captures.captured_at', 'desc')
    .executeTakeFirst()
}
