// Paying for an application: pricing from the stored application, PayPal's order and capture, and
// the checks that make the agency able to trust every payment recorded (docs/rules.md §4). Spans the
// applications and payments repositories and PayPal, hence a service.
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { FEE_CURRENCY, feeForApplication, formatFee } from '../../../shared/fees'
import type { PayPalMode } from '../../../shared/payments'
import { findApplicationBySkuId, findApplicationForUpdate, setPaymentStatus } from '../applications'
import type { Database } from '../db/database'
import { withImmediateTransaction, withLocksAcrossServers } from '../db/transaction'
import { queueReceiptMails } from '../mail'
import { queuePushForStatusChange } from '../push'
import {
  findCaptureOfOrder,
  findOrderItems,
  findPaymentOrder,
  insertPaymentOrder,
  nextCaptureAttempt,
  type OrderItem,
  type PaymentOrderRow,
  recordCapture,
  rejectPaymentOrder,
} from './payments.repository'
import { type PayPalClient, PayPalError } from './paypal-client'
import type { Capture, Order } from './paypal-types'

export type PaymentFailureReason =
  | 'application-not-found'
  | 'already-paid'
  | 'no-fee'
  | 'order-not-found'
  | 'order-of-another-application'
  /** The stored application's fee is no longer the order's amount (nationality or visa changed). */
  | 'fee-changed'
  /** PayPal definitively refused (declined funding, order not approved, unknown to PayPal). */
  | 'paypal-declined'
  /** PayPal accepted the capture but has not completed it (e.g. PENDING review). */
  | 'paypal-pending'
  /** PayPal's capture does not match the order: never accepted. */
  | 'unverified'
  /** PayPal could not be reached, failed, or answered something unreadable. */
  | 'paypal-unavailable'
  /** An order of several applications names one of them twice. */
  | 'listed-twice'
  /** An order of several applications names applications of different groups, or of none. */
  | 'not-one-group'

export class PaymentFailure extends Error {
  constructor(
    readonly reason: PaymentFailureReason,
    options?: { cause?: unknown; skuId?: string },
  ) {
    super(reason, options)
    this.name = 'PaymentFailure'
    this.skuId = options?.skuId
  }

  /** The application the failure is about, when an order names several. */
  readonly skuId: string | undefined
}

export interface PaymentServiceDeps {
  /** Recorded on every order: where its money went (or did not). */
  mode: PayPalMode
  db: Kysely<Database>
  paypal: PayPalClient
  now: () => number
  log: FastifyBaseLogger
  /** Told once per payment recorded (after its commit), never for a repeated capture. */
  onPaid?: () => void
}

export interface CreatedOrder {
  id: string
  /** The total: the sum of the items. */
  amount: string
  currency: typeof FEE_CURRENCY
  /** Each application the order pays, and its fee. */
  items: OrderItem[]
}

/** What a completed capture proves, as the capture-order answer and the traveller's receipt carry it. */
export interface CaptureReceipt {
  captureId: string
  /** As PayPal captured it: "85.00". */
  amount: string
  currency: string
  /** When PayPal captured the payment (ISO 8601). */
  paidAt: string
  /** Each application the capture paid, and its fee. */
  items: OrderItem[]
}

function receiptOf(
  row: { capture_id: string; amount: string; currency: string; captured_at: string },
  items: OrderItem[],
): CaptureReceipt {
  return {
    captureId: row.capture_id,
    amount: row.amount,
    currency: row.currency,
    paidAt: row.captured_at,
    items,
  }
}

/** Runs tasks with the same key one after another (one process serves the site). */
function createKeyedLock() {
  const tails = new Map<string, Promise<unknown>>()
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve()
    const current = previous.catch(() => undefined).then(task)
    tails.set(key, current)
    try {
      return await current
    } finally {
      if (tails.get(key) === current) tails.delete(key)
    }
  }
}

/**
 * What to log of a failed PayPal call. Not the error's body: PayPal echoes field values there,
 * custom_id (the application number) among them, and logs never carry application numbers.
 */
function logFieldsOf(error: unknown) {
  if (!(error instanceof PayPalError)) return { err: error }
  return { paypalStatus: error.status, issue: error.issue, debugId: error.debugId, reason: error.message }
}

/** Cents as PayPal writes money: 17000 is "170.00". */
function moneyOf(cents: number): string {
  return (cents / 100).toFixed(2)
}

/** "85.00" and "85" are the same money; anything unreadable matches nothing. */
function cents(value: string): number {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return Number.NaN
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Why a capture answer does not prove that `order` was paid in full, or undefined when it does. */
function mismatchOf(paid: Order, order: PaymentOrderRow, capture: Capture): string | undefined {
  const unit = paid.purchase_units?.[0]
  if (paid.id !== order.paypal_order_id) return `PayPal answered for order ${paid.id}`
  if (capture.amount.currency_code !== order.currency) {
    return `captured currency ${capture.amount.currency_code}, expected ${order.currency}`
  }
  if (cents(capture.amount.value) !== cents(order.amount)) {
    return `captured ${capture.amount.value}, expected ${order.amount}`
  }
  const customId = capture.custom_id ?? unit?.custom_id
  if (customId !== order.sku_id) return 'custom_id is not this application'
  return undefined
}

/** The fee of the application as stored now, as PayPal writes amounts. */
function currentFee(application: { nationality: string; visa_type: string }): string {
  return formatFee(
    feeForApplication({ nationality: application.nationality, visaType: application.visa_type }),
  )
}

export function createPaymentService({ mode, db, paypal, now, log, onPaid }: PaymentServiceDeps) {
  const isoNow = () => new Date(now()).toISOString()
  // Two captures for one application at once (two tabs, two orders) would both pass the "unpaid"
  // check and both charge the traveller; one at a time, the second sees the application paid.
  const withApplicationLock = createKeyedLock()

  // Several keys (an order of a group): taken in sorted order, so two orders sharing a traveller
  // queue at their first common key instead of each holding what the other waits for.
  const withApplicationLocks = <T>(skuIds: readonly string[], task: () => Promise<T>): Promise<T> =>
    [...new Set(skuIds)]
      .sort()
      .reduceRight<() => Promise<T>>((inner, skuId) => () => withApplicationLock(skuId, inner), task)()

  async function unpaidApplication(skuId: string) {
    const application = await findApplicationBySkuId(db, skuId)
    // A purged application (retention/) has lost the data its fee depends on: it is gone.
    if (!application || application.purged_at !== null) {
      throw new PaymentFailure('application-not-found', { skuId })
    }
    if (application.payment_status === 'COMPLETED') throw new PaymentFailure('already-paid', { skuId })
    return application
  }

  /** PayPal's capture of `order`, or what PayPal already holds when it was captured before. */
  async function capturedOrder(order: PaymentOrderRow): Promise<Order> {
    // Deterministic per order and attempt: a retry after a lost answer replays the first capture
    // instead of charging again. Only a definite refusal moves to a new attempt.
    const requestId = `${order.paypal_order_id}-capture-${order.capture_attempt}`
    try {
      return await paypal.captureOrder(order.paypal_order_id, requestId)
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error
      // Captured earlier under a request id PayPal has forgotten (it keeps them for hours): read it.
      if (error.issue === 'ORDER_ALREADY_CAPTURED') {
        try {
          return await paypal.getOrder(order.paypal_order_id)
        } catch (readError) {
          throw new PaymentFailure('paypal-unavailable', { cause: readError })
        }
      }
      const status = error.status
      if (status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 429) {
        log.warn({ paypalOrderId: order.paypal_order_id, ...logFieldsOf(error) }, 'PayPal refused a capture')
        await nextCaptureAttempt(db, order.paypal_order_id, isoNow())
        throw new PaymentFailure('paypal-declined', { cause: error })
      }
      log.error({ paypalOrderId: order.paypal_order_id, ...logFieldsOf(error) }, 'PayPal capture failed')
      throw new PaymentFailure('paypal-unavailable', { cause: error })
    }
  }

  /** The completed capture in PayPal's answer, after checking it against the order we priced. */
  async function verifiedCapture(paid: Order, order: PaymentOrderRow): Promise<Capture> {
    const capture = paid.purchase_units?.[0]?.payments?.captures?.[0]
    if (!capture) {
      log.error({ paypalOrderId: order.paypal_order_id }, 'PayPal answered a capture without a capture')
      throw new PaymentFailure('paypal-unavailable')
    }
    const mismatch = mismatchOf(paid, order, capture)
    if (mismatch) {
      // Money may have moved, but not the money we asked for: a person must refund or settle it.
      await rejectPaymentOrder(db, order.paypal_order_id, mismatch, isoNow())
      log.error(
        { paypalOrderId: order.paypal_order_id, captureId: capture.id, mismatch },
        'PayPal capture does not match the order; not accepted',
      )
      throw new PaymentFailure('unverified')
    }
    if (capture.status === 'PENDING') {
      log.warn({ paypalOrderId: order.paypal_order_id, captureId: capture.id }, 'PayPal capture pending')
      throw new PaymentFailure('paypal-pending')
    }
    if (capture.status !== 'COMPLETED') {
      log.warn(
        { paypalOrderId: order.paypal_order_id, captureId: capture.id, status: capture.status },
        'PayPal capture not completed',
      )
      throw new PaymentFailure('paypal-declined')
    }
    return capture
  }

  return {
    /**
     * Creates a PayPal order for the fees of unpaid applications, priced from what is stored: one
     * application, or 2 to 10 of one group. The first listed names the order (PayPal's custom_id).
     */
    async createOrder(skuIds: readonly string[]): Promise<CreatedOrder> {
      const seen = new Set<string>()
      for (const skuId of skuIds) {
        if (seen.has(skuId)) throw new PaymentFailure('listed-twice', { skuId })
        seen.add(skuId)
      }
      const applications = []
      for (const skuId of skuIds) applications.push(await unpaidApplication(skuId))
      const [first] = applications
      if (!first) throw new PaymentFailure('application-not-found')
      if (applications.length > 1) {
        const groupId = first.group_id
        if (groupId === null || applications.some((application) => application.group_id !== groupId)) {
          throw new PaymentFailure('not-one-group')
        }
      }
      const items = applications.map((application) => ({
        sku_id: application.sku_id,
        amount: currentFee(application),
      }))
      for (const item of items) {
        if (cents(item.amount) <= 0) throw new PaymentFailure('no-fee', { skuId: item.sku_id })
      }
      const amount = moneyOf(items.reduce((sum, item) => sum + cents(item.amount), 0))
      const requestId = randomUUID()
      let order: Order
      try {
        order = await paypal.createOrder({
          amount,
          currency: FEE_CURRENCY,
          skuId: first.sku_id,
          description:
            items.length > 1
              ? `Sri Lanka eVisa fees (${items.length} travellers)`
              : `Sri Lanka eVisa fee (${first.visa_type.toLowerCase()})`,
          requestId,
        })
      } catch (error) {
        log.error(logFieldsOf(error), 'PayPal order creation failed')
        throw new PaymentFailure('paypal-unavailable', { cause: error })
      }
      const at = isoNow()
      await insertPaymentOrder(
        db,
        {
          paypal_order_id: order.id,
          sku_id: first.sku_id,
          amount,
          currency: FEE_CURRENCY,
          status: 'CREATED',
          mode,
          request_id: requestId,
          created_at: at,
          updated_at: at,
        },
        items,
      )
      return { id: order.id, amount, currency: FEE_CURRENCY, items }
    },

    /**
     * Captures an order made for these applications (every number given must be one the order
     * pays), checks PayPal's capture and marks every application of the order paid in one
     * transaction. A repeat of a completed capture answers the same capture and records nothing.
     */
    async captureOrder(paypalOrderId: string, skuIds: readonly string[]): Promise<CaptureReceipt> {
      const made = await findPaymentOrder(db, paypalOrderId)
      if (!made) throw new PaymentFailure('order-not-found')
      // What an order pays is fixed when it is made, so it can be read before the locks.
      const items = await findOrderItems(db, paypalOrderId)
      const members = items.map((item) => item.sku_id)
      if (skuIds.some((skuId) => !members.includes(skuId))) {
        throw new PaymentFailure('order-of-another-application')
      }
      // One capture per application at a time: in this process, and on PostgreSQL across every
      // server, so two orders sharing an application (two tabs, two servers, a group and one of
      // its members) never both reach PayPal; the second finds the application paid.
      return withApplicationLocks(members, () =>
        withLocksAcrossServers(
          db,
          members.map((skuId) => `capture:${skuId}`),
          async () => {
            const order = await findPaymentOrder(db, paypalOrderId)
            if (!order) throw new PaymentFailure('order-not-found')
            if (order.status === 'COMPLETED') {
              const recorded = await findCaptureOfOrder(db, paypalOrderId)
              if (recorded) return receiptOf(recorded, items)
            }
            if (order.status === 'REJECTED') throw new PaymentFailure('unverified')
            // Paid through another order: capturing this one would charge the traveller twice.
            // Priced again from the rows as they are now: an order made before a nationality or
            // visa type changed must not buy the application at the old fee. PayPal is not called.
            let total = 0
            for (const item of items) {
              const application = await unpaidApplication(item.sku_id)
              const fee = currentFee(application)
              if (cents(item.amount) !== cents(fee)) {
                log.warn(
                  { paypalOrderId: order.paypal_order_id },
                  'fee changed since the order; not captured',
                )
                throw new PaymentFailure('fee-changed', { skuId: item.sku_id })
              }
              total += cents(fee)
            }
            if (order.currency !== FEE_CURRENCY || cents(order.amount) !== total) {
              log.warn({ paypalOrderId: order.paypal_order_id }, 'fee changed since the order; not captured')
              throw new PaymentFailure('fee-changed')
            }

            const capture = await verifiedCapture(await capturedOrder(order), order)
            const at = isoNow()
            let recordedNow = false
            const receipt = await withImmediateTransaction(db, async (trx) => {
              recordedNow = false
              // The applications' rows first, as every write that changes an application takes
              // them (in one order, so two writers never hold what the other waits for): a
              // traveller's update or a staff change on another server waits, then sees it paid.
              for (const skuId of [...members].sort()) {
                if (!(await findApplicationForUpdate(trx, skuId))) {
                  throw new PaymentFailure('application-not-found', { skuId })
                }
              }
              const recorded = await findCaptureOfOrder(trx, paypalOrderId)
              if (recorded) return receiptOf(recorded, items)
              const row = {
                capture_id: capture.id,
                paypal_order_id: paypalOrderId,
                amount: capture.amount.value,
                currency: capture.amount.currency_code,
                status: capture.status,
                captured_at: capture.create_time ?? at,
                created_at: at,
              }
              await recordCapture(trx, row)
              for (const skuId of members) {
                if (!(await setPaymentStatus(trx, skuId, 'COMPLETED', at))) {
                  throw new PaymentFailure('application-not-found', { skuId })
                }
              }
              await queueReceiptMails(
                trx,
                {
                  captureId: capture.id,
                  amount: capture.amount.value,
                  currency: capture.amount.currency_code,
                  capturedAt: capture.create_time ?? at,
                  items: items.map((item) => ({ skuId: item.sku_id, amount: item.amount })),
                },
                at,
              )
              for (const skuId of members)
                await queuePushForStatusChange(trx, { skuId, status: 'RECEIVED', at })
              log.info(
                { paypalOrderId, captureId: capture.id, applications: members.length },
                'payment captured',
              )
              recordedNow = true
              return receiptOf(row, items)
            })
            if (recordedNow) for (const _ of members) onPaid?.()
            return receipt
          },
        ),
      )
    },
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>
