import * as v from 'valibot'

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

/** POST /api/srilanka/create-Order. `amount`, `currency` and `description` are accepted for the
 * original client's sake and ignored: the server prices the order from the stored application. */
export const CreateOrderBodySchema = v.object({
  sku_id: v.pipe(v.string('sku_id is required.'), v.trim(), v.nonEmpty('sku_id is required.')),
  amount: v.optional(v.unknown()),
  currency: v.optional(v.unknown()),
  description: v.optional(v.unknown()),
})

export interface CreateOrderResponse {
  status: true
  /** PayPal's order id, for the SDK's createOrder callback. */
  id: string
  /** The fee PayPal will charge, as PayPal writes it: "85.00". */
  amount: string
  currency: 'USD'
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
  sku_id: v.pipe(v.string('sku_id is required.'), v.trim(), v.nonEmpty('sku_id is required.')),
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
  }
}
