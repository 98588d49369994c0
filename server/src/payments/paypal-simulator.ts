// An in-memory fake of the PayPal REST calls this server makes, answering with PayPal's own
// shapes, status codes and idempotency rules (PayPal-Request-Id), so the real client code runs
// against it unchanged. The buyer approves every order at once. paypal-simulator.routes.ts puts it
// on HTTP; tests can also make the next captures fail (failNextCapture).
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type {
  Capture,
  CaptureStatus,
  ErrorDetail,
  LinkDescription,
  Money,
  OAuthErrorBody,
  Order,
  Payer,
  PayPalErrorBody,
  PurchaseUnit,
  TokenResponse,
} from './paypal-types'

export interface SimulatorResponse {
  status: number
  body: unknown
}

/** What the next capture does instead of succeeding. */
export type CaptureFault =
  /** PayPal refuses: 422 with an issue (INSTRUMENT_DECLINED, ...), or a 5xx outage. */
  | { kind: 'error'; status: 422 | 500 | 503; issue?: string }
  /** PayPal answers 201, but the capture differs from the order: declined, pending, another
   * amount or currency, another custom_id. */
  | { kind: 'capture'; status?: CaptureStatus; amount?: Money; customId?: string }

export interface PayPalSimulatorOptions {
  clientId?: string
  /** Default: random per simulator, so nobody outside this process can use it. */
  clientSecret?: string
  /** Lifetime of the OAuth tokens it issues. PayPal's are about 9 hours. */
  tokenTtlSeconds?: number
  now?: () => number
}

interface SimulatedOrder {
  id: string
  /** The status create answered; the buyer approves at once, so later reads say APPROVED. */
  createdStatus: 'CREATED' | 'PAYER_ACTION_REQUIRED'
  unit: Required<Pick<PurchaseUnit, 'reference_id' | 'amount' | 'description'>> & { custom_id?: string }
  createTime: string
  updateTime: string
  capture?: Capture
  captureRequestIds: Set<string>
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const PAYER: Required<Pick<Payer, 'name' | 'email_address' | 'payer_id' | 'address'>> = {
  name: { given_name: 'Test', surname: 'Buyer' },
  email_address: 'sb-buyer@personal.example.com',
  payer_id: 'SIMULATEDBUYER',
  address: { country_code: 'US' },
}
const MERCHANT = { email_address: 'sb-merchant@business.example.com', merchant_id: 'SIMULATEDMERCH' }
const MONEY_VALUE = /^\d{1,15}(\.\d{1,2})?$/
const CURRENCY_CODE = /^[A-Z]{3}$/

function randomId(length: number, alphabet = ALPHANUMERIC): string {
  let id = ''
  for (let i = 0; i < length; i++) id += alphabet[randomInt(alphabet.length)]
  return id
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** PayPal's fee for a domestic PayPal checkout, for a realistic seller_receivable_breakdown. */
function paypalFee(amount: Money): Money {
  const cents = Math.round(Number(amount.value) * 100)
  const fee = Math.round(cents * 0.0349) + 49
  return { currency_code: amount.currency_code, value: (fee / 100).toFixed(2) }
}

function minus(a: Money, b: Money): Money {
  const cents = Math.round(Number(a.value) * 100) - Math.round(Number(b.value) * 100)
  return { currency_code: a.currency_code, value: (cents / 100).toFixed(2) }
}

function ordersError(
  status: number,
  name: string,
  message: string,
  details?: ErrorDetail[],
): SimulatorResponse {
  const issue = details?.[0]?.issue
  const body: PayPalErrorBody = {
    name,
    message,
    debug_id: randomId(13, '0123456789abcdef'),
    ...(details ? { details } : {}),
    links: [
      {
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue ?? name}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  }
  return { status, body }
}

const AUTHENTICATION_FAILURE = () =>
  ordersError(
    401,
    'AUTHENTICATION_FAILURE',
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  )

const UNPROCESSABLE_MESSAGE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.'

function notFound(orderId: string): SimulatorResponse {
  return ordersError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
    {
      field: 'order_id',
      value: orderId,
      location: 'path',
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ])
}

function invalidRequest(field: string, issue: string, description: string): SimulatorResponse {
  return ordersError(
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    [{ field, location: 'body', issue, description }],
  )
}

/** The first thing wrong with a create-order body, as PayPal would report it. */
function createOrderProblem(body: unknown): SimulatorResponse | undefined {
  const order = (body ?? {}) as Record<string, unknown>
  if (order.intent !== 'CAPTURE' && order.intent !== 'AUTHORIZE') {
    return invalidRequest('/intent', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.')
  }
  if (order.intent === 'AUTHORIZE') {
    return ordersError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE_MESSAGE, [
      { field: '/intent', issue: 'UNSUPPORTED_INTENT', description: 'The simulator captures only.' },
    ])
  }
  const units = order.purchase_units
  if (!Array.isArray(units) || units.length === 0) {
    return invalidRequest('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'A required field is missing.')
  }
  const unit = (units[0] ?? {}) as Record<string, unknown>
  const amount = (unit.amount ?? {}) as Record<string, unknown>
  if (typeof amount.currency_code !== 'string' || !CURRENCY_CODE.test(amount.currency_code)) {
    return invalidRequest(
      '/purchase_units/@reference_id=default/amount/currency_code',
      'INVALID_PARAMETER_VALUE',
      'The value of a field is invalid.',
    )
  }
  if (typeof amount.value !== 'string' || !MONEY_VALUE.test(amount.value) || Number(amount.value) <= 0) {
    return invalidRequest(
      '/purchase_units/@reference_id=default/amount/value',
      'INVALID_PARAMETER_VALUE',
      'The value of a field is invalid.',
    )
  }
  for (const [field, max] of [
    ['reference_id', 256],
    ['custom_id', 127],
    ['description', 127],
  ] as const) {
    const value = unit[field]
    if (value !== undefined && (typeof value !== 'string' || value.length > max)) {
      return invalidRequest(
        `/purchase_units/@reference_id=default/${field}`,
        'INVALID_STRING_LENGTH',
        'The value of a field is either too short or too long.',
      )
    }
  }
  return undefined
}

export class PayPalSimulator {
  readonly clientId: string
  readonly clientSecret: string
  /** Requests received per call, so tests can see caching and idempotency from outside. */
  readonly calls = { token: 0, create: 0, capture: 0, get: 0 }
  private readonly tokenTtlSeconds: number
  private readonly now: () => number
  private readonly tokens = new Map<string, number>()
  private readonly orders = new Map<string, SimulatedOrder>()
  private readonly ordersByRequestId = new Map<string, string>()
  private readonly faults: CaptureFault[] = []

  constructor(options: PayPalSimulatorOptions = {}) {
    this.clientId = options.clientId ?? 'simulator'
    this.clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url')
    this.tokenTtlSeconds = options.tokenTtlSeconds ?? 32_400
    this.now = options.now ?? Date.now
  }

  /** The next `times` captures (not replays of an earlier one) do `fault` instead of succeeding. */
  failNextCapture(fault: CaptureFault, times = 1): void {
    for (let i = 0; i < times; i++) this.faults.push(fault)
  }

  /** POST /v1/oauth2/token: Basic auth with the client id and secret, grant_type=client_credentials. */
  issueToken(authorization: string | undefined, form: Record<string, string> | undefined): SimulatorResponse {
    this.calls.token++
    const [scheme, encoded] = (authorization ?? '').split(' ')
    const [id, ...secretParts] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':')
    const valid =
      scheme === 'Basic' &&
      sameSecret(id ?? '', this.clientId) &&
      sameSecret(secretParts.join(':'), this.clientSecret)
    if (!valid) {
      const body: OAuthErrorBody = {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      }
      return { status: 401, body }
    }
    if (form?.grant_type !== 'client_credentials') {
      const body: OAuthErrorBody = {
        error: 'unsupported_grant_type',
        error_description: 'Grant Type is NULL',
      }
      return { status: 400, body }
    }
    const token = `A21AA${randomBytes(48).toString('base64url')}`
    this.tokens.set(token, this.now() + this.tokenTtlSeconds * 1000)
    const body: TokenResponse = {
      scope:
        'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SIMULATOR',
      expires_in: this.tokenTtlSeconds,
      nonce: `${new Date(this.now()).toISOString().slice(0, 19)}Z${randomBytes(16).toString('base64url')}`,
    }
    return { status: 200, body }
  }

  private authorized(authorization: string | undefined): boolean {
    const [scheme, token] = (authorization ?? '').split(' ')
    if (scheme !== 'Bearer' || !token) return false
    const expiresAt = this.tokens.get(token)
    return expiresAt !== undefined && this.now() < expiresAt
  }

  /** POST /v2/checkout/orders. The same PayPal-Request-Id answers the same order. */
  createOrder(
    authorization: string | undefined,
    requestId: string | undefined,
    body: unknown,
    apiBase: string,
    representation: boolean,
  ): SimulatorResponse {
    this.calls.create++
    if (!this.authorized(authorization)) return AUTHENTICATION_FAILURE()
    const earlier = requestId && this.ordersByRequestId.get(requestId)
    if (earlier) {
      const order = this.orders.get(earlier)!
      return { status: 200, body: this.createAnswer(order, apiBase, representation) }
    }
    const problem = createOrderProblem(body)
    if (problem) return problem

    const request = body as {
      purchase_units: { reference_id?: string; custom_id?: string; description?: string; amount: Money }[]
      payment_source?: { paypal?: unknown }
    }
    const unit = request.purchase_units[0]!
    const time = this.isoNow()
    const order: SimulatedOrder = {
      id: randomId(17),
      // PayPal answers PAYER_ACTION_REQUIRED when the request names PayPal as the payment source.
      createdStatus: request.payment_source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      unit: {
        reference_id: unit.reference_id ?? 'default',
        amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
        description: unit.description ?? '',
        ...(unit.custom_id !== undefined ? { custom_id: unit.custom_id } : {}),
      },
      createTime: time,
      updateTime: time,
      captureRequestIds: new Set(),
    }
    this.orders.set(order.id, order)
    if (requestId) this.ordersByRequestId.set(requestId, order.id)
    return { status: 201, body: this.createAnswer(order, apiBase, representation) }
  }

  /**
   * POST /v2/checkout/orders/{id}/capture. A repeat with the PayPal-Request-Id of the capture
   * answers that capture again; any other second capture is ORDER_ALREADY_CAPTURED.
   */
  captureOrder(
    authorization: string | undefined,
    requestId: string | undefined,
    orderId: string,
    apiBase: string,
  ): SimulatorResponse {
    this.calls.capture++
    if (!this.authorized(authorization)) return AUTHENTICATION_FAILURE()
    const order = this.orders.get(orderId)
    if (!order) return notFound(orderId)
    if (order.capture) {
      if (requestId && order.captureRequestIds.has(requestId)) {
        return { status: 200, body: this.representation(order, apiBase) }
      }
      return ordersError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE_MESSAGE, [
        {
          issue: 'ORDER_ALREADY_CAPTURED',
          description: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
        },
      ])
    }

    const fault = this.faults.shift()
    if (fault?.kind === 'error') {
      if (fault.status === 422) {
        const issue = fault.issue ?? 'INSTRUMENT_DECLINED'
        return ordersError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE_MESSAGE, [
          { issue, description: 'The instrument presented was either declined by the processor or bank.' },
        ])
      }
      return ordersError(fault.status, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.')
    }

    const time = this.isoNow()
    const captureFault = fault?.kind === 'capture' ? fault : undefined
    const amount = captureFault?.amount ?? order.unit.amount
    const status = captureFault?.status ?? 'COMPLETED'
    const customId = captureFault?.customId ?? order.unit.custom_id
    const captureId = randomId(17)
    const fee = paypalFee(amount)
    order.capture = {
      id: captureId,
      status,
      ...(status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
      amount,
      ...(customId !== undefined ? { custom_id: customId } : {}),
      final_capture: true,
      seller_protection: {
        status: 'ELIGIBLE',
        dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
      },
      ...(status === 'COMPLETED'
        ? {
            seller_receivable_breakdown: {
              gross_amount: amount,
              paypal_fee: fee,
              net_amount: minus(amount, fee),
            },
          }
        : {}),
      create_time: time,
      update_time: time,
      links: [
        { href: `${apiBase}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
        { href: `${apiBase}/v2/payments/captures/${captureId}/refund`, rel: 'refund', method: 'POST' },
        { href: `${apiBase}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
    }
    order.updateTime = time
    if (requestId) order.captureRequestIds.add(requestId)
    return { status: 201, body: this.representation(order, apiBase) }
  }

  /** GET /v2/checkout/orders/{id}. */
  getOrder(authorization: string | undefined, orderId: string, apiBase: string): SimulatorResponse {
    this.calls.get++
    if (!this.authorized(authorization)) return AUTHENTICATION_FAILURE()
    const order = this.orders.get(orderId)
    if (!order) return notFound(orderId)
    return { status: 200, body: this.representation(order, apiBase) }
  }

  private isoNow(): string {
    // PayPal writes times to the second: 2026-11-26T10:00:00Z.
    return `${new Date(this.now()).toISOString().slice(0, 19)}Z`
  }

  private links(order: SimulatedOrder, apiBase: string): LinkDescription[] {
    const self = `${apiBase}/v2/checkout/orders/${order.id}`
    if (order.capture) return [{ href: self, rel: 'self', method: 'GET' }]
    const approve = `${apiBase}/checkoutnow?token=${order.id}`
    return [
      { href: self, rel: 'self', method: 'GET' },
      order.createdStatus === 'PAYER_ACTION_REQUIRED'
        ? { href: approve, rel: 'payer-action', method: 'GET' }
        : { href: approve, rel: 'approve', method: 'GET' },
      { href: self, rel: 'update', method: 'PATCH' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    ]
  }

  /** Create's answer: PayPal's minimal one (id, status, links) unless Prefer: return=representation. */
  private createAnswer(order: SimulatedOrder, apiBase: string, representation: boolean): Order {
    const created = { ...this.representation(order, apiBase), status: order.createdStatus }
    if (representation) return created
    return {
      id: order.id,
      status: order.createdStatus,
      ...(order.createdStatus === 'PAYER_ACTION_REQUIRED' ? { payment_source: { paypal: {} } } : {}),
      links: created.links,
    }
  }

  private representation(order: SimulatedOrder, apiBase: string): Order {
    const captured = order.capture !== undefined
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: captured ? 'COMPLETED' : 'APPROVED',
      payment_source: {
        paypal: {
          email_address: PAYER.email_address,
          account_id: PAYER.payer_id,
          account_status: 'VERIFIED',
          name: PAYER.name,
          address: PAYER.address,
        },
      },
      purchase_units: [
        {
          reference_id: order.unit.reference_id,
          amount: order.unit.amount,
          payee: MERCHANT,
          description: order.unit.description,
          ...(order.unit.custom_id !== undefined ? { custom_id: order.unit.custom_id } : {}),
          ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
        },
      ],
      payer: PAYER,
      create_time: order.createTime,
      update_time: order.updateTime,
      links: this.links(order, apiBase),
    }
  }
}
