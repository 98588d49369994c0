// The parts of PayPal's REST API this server uses, as PayPal writes them on the wire: OAuth 2.0
// client credentials (POST /v1/oauth2/token) and Orders v2 (create, capture, show). Field names
// follow PayPal's Orders v2 OpenAPI description, which @paypal/paypal-js ships as
// types/apis/openapi/checkout_orders_v2.d.ts. The client and the simulator both use these types,
// so the simulator cannot drift from what the client reads.

/** Money as PayPal writes it: a currency code and a decimal string ("85.00"), never a float. */
export interface Money {
  currency_code: string
  value: string
}

export interface LinkDescription {
  href: string
  rel: string
  method?: 'GET' | 'POST' | 'PATCH'
}

/** POST /v1/oauth2/token with grant_type=client_credentials. */
export interface TokenResponse {
  scope: string
  access_token: string
  token_type: 'Bearer'
  app_id: string
  /** Seconds. */
  expires_in: number
  nonce: string
}

/** The OAuth endpoint's error shape, which differs from the Orders API's. */
export interface OAuthErrorBody {
  error: string
  error_description: string
}

export interface ErrorDetail {
  field?: string
  value?: string
  location?: 'body' | 'path' | 'query'
  issue: string
  description?: string
}

/** The Orders API's error shape: 400, 401, 404, 422, 500 all answer with it. */
export interface PayPalErrorBody {
  name: string
  message: string
  debug_id?: string
  details?: ErrorDetail[]
  links?: LinkDescription[]
}

export type OrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED'

export type CaptureStatus =
  | 'COMPLETED'
  | 'DECLINED'
  | 'PARTIALLY_REFUNDED'
  | 'PENDING'
  | 'REFUNDED'
  | 'FAILED'

export interface PurchaseUnitRequest {
  reference_id: string
  custom_id: string
  description: string
  amount: Money
}

export interface CreateOrderRequest {
  intent: 'CAPTURE'
  purchase_units: PurchaseUnitRequest[]
  payment_source?: {
    paypal: {
      experience_context: {
        brand_name?: string
        shipping_preference?: 'GET_FROM_FILE' | 'NO_SHIPPING' | 'SET_PROVIDED_ADDRESS'
        user_action?: 'CONTINUE' | 'PAY_NOW'
      }
    }
  }
}

export interface Capture {
  id: string
  status: CaptureStatus
  status_details?: { reason: string }
  amount: Money
  custom_id?: string
  final_capture?: boolean
  seller_protection?: { status: string; dispute_categories?: string[] }
  seller_receivable_breakdown?: { gross_amount: Money; paypal_fee?: Money; net_amount?: Money }
  create_time?: string
  update_time?: string
  links?: LinkDescription[]
}

export interface PurchaseUnit {
  reference_id?: string
  amount?: Money
  payee?: { email_address?: string; merchant_id?: string }
  description?: string
  custom_id?: string
  payments?: { captures?: Capture[] }
}

export interface Payer {
  name?: { given_name?: string; surname?: string }
  email_address?: string
  payer_id?: string
  address?: { country_code?: string }
}

export interface Order {
  id: string
  status: OrderStatus
  intent?: 'CAPTURE' | 'AUTHORIZE'
  payment_source?: {
    paypal?: {
      email_address?: string
      account_id?: string
      account_status?: string
      name?: { given_name?: string; surname?: string }
      address?: { country_code?: string }
    }
  }
  purchase_units?: PurchaseUnit[]
  payer?: Payer
  create_time?: string
  update_time?: string
  links?: LinkDescription[]
}
