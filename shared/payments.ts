import * as v from 'valibot'
import { GROUP_MAX_TRAVELLERS, GROUP_ORDER_MESSAGES, GROUP_ORDER_MIN } from './groups'

// The payment calls between the payment screen and this server (docs/rules.md §4). PayPal's own
// REST shapes stay on the server (server/src/payments/paypal-types.ts).

export type PayPalMode = 'simulator' | 'sandbox' | 'live'

/** GET /api/srilanka/paypal-config: everything the payment screen needs to load PayPal's script. */
export interface PayPalConfigResponse {
  status: true
  mode: PayPalMode
  /** PayPal's public client id (a fixed placeholder for the simulator). Never a secret. */
  clientId: string
  /** For PayPalScriptProvider's `sdkBaseUrl`: PayPal's script, or the simulator's stand-in. */
  sdkBaseUrl: string
  currency: 'USD'
  intent: 'capture'
}

/** GET /api/srilanka/getaccesstocken: a token of this server, never PayPal's. */
export interface PaymentTokenResponse {
  status: true
  accessToken: string
  /** Seconds the token stays valid. */
  expiresIn: number
}

export const SKU_ID_REQUIRED = 'sku_id is required.'

const skuIdField = v.pipe(v.string(SKU_ID_REQUIRED), v.trim(), v.nonEmpty(SKU_ID_REQUIRED))

/** Several application numbers: 2 to 10 for an order, the order's own for its capture. */
function skuIdsField(min: number) {
  return v.pipe(
    v.array(v.pipe(v.string(GROUP_ORDER_MESSAGES.count), v.trim()), GROUP_ORDER_MESSAGES.count),
    v.minLength(min, GROUP_ORDER_MESSAGES.count),
    v.maxLength(GROUP_MAX_TRAVELLERS, GROUP_ORDER_MESSAGES.count),
  )
}

/**
 * POST /api/srilanka/create-Order: `sku_id` (one application) or `sku_ids` (2 to 10 unpaid
 * applications of one group, paid at once). `amount`, `currency` and `description` are accepted for
 * the original client's sake and ignored: the server prices the order from the stored applications.
 */
export const CreateOrderBodySchema = v.object({
  sku_id: v.optional(skuIdField),
  sku_ids: v.optional(skuIdsField(GROUP_ORDER_MIN)),
  amount: v.optional(v.unknown()),
  currency: v.optional(v.unknown()),
  description: v.optional(v.unknown()),
})

/** One application an order pays, and its fee ("85.00"). */
export interface OrderItem {
  sku_id: string
  amount: string
}

export interface CreateOrderResponse {
  status: true
  /** PayPal's order id, for the SDK's createOrder callback. */
  id: string
  /** What PayPal will charge, as PayPal writes it: "85.00"; for several applications, the sum. */
  amount: string
  currency: 'USD'
  /** Each application the order pays, as listed, with its fee. */
  items: OrderItem[]
}

/**
 * GET /api/srilanka/receipt/{number} with the application's key: the receipt of its payment, as
 * the device that paid keeps it, for a device whose capture answer was lost on the way back.
 */
export interface ReceiptResponse {
  status: true
  data: {
    sku_id: string
    visaType: string
    captureId: string
    amount: string
    currency: string
    paid_at: string
    /** Where the eVisa will be sent. */
    email: string
    /** Every application the payment covered (several when a group paid at once), with its fee. */
    items: OrderItem[]
  }
}

export const RECEIPT_MESSAGES = {
  applicationNotFound: 'Application not found.',
  keyMissing: 'The receipt can be shown only on a device that has proved access to the application.',
  keyWrong: 'The access key does not open this application.',
  notPaid: 'This application has not been paid.',
} as const

/** POST /api/srilanka/capture-order. */
export const CaptureOrderBodySchema = v.object({
  orderID: v.pipe(
    v.string('orderID is required.'),
    v.trim(),
    v.regex(/^[A-Za-z0-9-]{1,64}$/, 'orderID is not a PayPal order id.'),
  ),
  /** The application paid, or one of those the order pays. */
  sku_id: v.optional(skuIdField),
  /** Applications the order pays (all of them, or some). */
  sku_ids: v.optional(skuIdsField(1)),
})

export interface CaptureOrderResponse {
  status: true
  message: string
  data: {
    sku_id: string
    payment_status: 'COMPLETED'
    /** PayPal's reference of the payment: the traveller's proof. */
    captureId: string
    /** What PayPal took, as PayPal writes it: "85.00" and "USD". */
    amount: string
    currency: string
    /** When PayPal captured the payment (ISO 8601). A repeated capture answers the same. */
    paid_at: string
    /** Every application the capture paid, with its fee; the amounts add up to `amount`. */
    items: OrderItem[]
  }
}
