// A small client of PayPal's REST API: an OAuth token (client credentials) and Orders v2 create,
// capture and show. The same code talks to PayPal's sandbox or live hosts, or to the simulator
// over HTTP; only the base URL and the credentials differ.
import * as v from 'valibot'
import type { CreateOrderRequest, Order, PayPalErrorBody } from './paypal-types'

export const PAYPAL_API_BASE_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const

/** A token is renewed this long before PayPal says it expires (or at half its life if shorter). */
const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000

export interface PayPalClientOptions {
  /** PayPal's API host, or the simulator. A function when it is only known later: the simulator
   * lives at this server's own address, known once it listens. */
  baseUrl: string | (() => string)
  clientId: string
  clientSecret: string
  fetch?: typeof fetch
  now?: () => number
  /** Per request. Default 20 s. */
  timeoutMs?: number
  /** Further tries after a network failure, a 429 or a 5xx. Safe for POSTs because each carries
   * a PayPal-Request-Id, so PayPal answers a repeat with the first result. Default 2. */
  retries?: number
  /** Wait before the nth retry: n times this. Default 250 ms. */
  retryDelayMs?: number
}

export interface CreateOrderInput {
  /** PayPal's decimal string: "85.00". */
  amount: string
  currency: string
  /** The application number, sent as the purchase unit's reference_id and custom_id. */
  skuId: string
  description: string
  /** PayPal-Request-Id: a repeat with the same id returns the same order. */
  requestId: string
}

export interface PayPalClient {
  getAccessToken(): Promise<string>
  createOrder(input: CreateOrderInput): Promise<Order>
  /** `requestId` is the PayPal-Request-Id: a repeat with the same id never captures twice. */
  captureOrder(orderId: string, requestId: string): Promise<Order>
  getOrder(orderId: string): Promise<Order>
}

/**
 * PayPal refused, failed or could not be reached. `status` is PayPal's HTTP status (none when no
 * answer came); `body` its error answer, whose `details[0].issue` says why (ORDER_ALREADY_CAPTURED,
 * INSTRUMENT_DECLINED, ...).
 */
export class PayPalError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: PayPalErrorBody,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'PayPalError'
  }

  get issue(): string | undefined {
    return this.body?.details?.[0]?.issue
  }

  get debugId(): string | undefined {
    return this.body?.debug_id
  }
}

const TokenResponseSchema = v.looseObject({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  token_type: v.string(),
  expires_in: v.pipe(v.number(), v.minValue(1)),
})

const MoneySchema = v.looseObject({ currency_code: v.string(), value: v.string() })

// Only what this server reads is checked; the rest passes through as PayPal sent it.
const OrderSchema = v.looseObject({
  id: v.pipe(v.string(), v.nonEmpty()),
  status: v.string(),
  purchase_units: v.optional(
    v.array(
      v.looseObject({
        custom_id: v.optional(v.string()),
        amount: v.optional(MoneySchema),
        payments: v.optional(
          v.looseObject({
            captures: v.optional(
              v.array(
                v.looseObject({
                  id: v.string(),
                  status: v.string(),
                  amount: MoneySchema,
                  custom_id: v.optional(v.string()),
                }),
              ),
            ),
          }),
        ),
      }),
    ),
  ),
})

/** PayPal's Orders errors are { name, message, details }; its OAuth errors { error, error_description }. */
function errorBodyOf(json: unknown): PayPalErrorBody | undefined {
  if (!json || typeof json !== 'object') return undefined
  const body = json as Record<string, unknown>
  if (typeof body.name === 'string') return body as unknown as PayPalErrorBody
  if (typeof body.error === 'string') {
    return { name: body.error, message: String(body.error_description ?? '') }
  }
  return undefined
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500
}

interface Call {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  requestId?: string
}

export function createPayPalClient(options: PayPalClientOptions): PayPalClient {
  const doFetch = options.fetch ?? globalThis.fetch
  const now = options.now ?? Date.now
  const timeoutMs = options.timeoutMs ?? 20_000
  const retries = options.retries ?? 2
  const retryDelayMs = options.retryDelayMs ?? 250
  const baseUrl = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl)

  let cached: { token: string; renewAt: number } | undefined
  let pending: Promise<string> | undefined

  /** fetch with a time limit and retries; answers PayPal's status and parsed body. */
  async function send(url: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
        const json = await readJson(response)
        if (isRetryable(response.status) && attempt < retries) {
          await delay(retryDelayMs * (attempt + 1))
          continue
        }
        return { status: response.status, json }
      } catch (error) {
        if (attempt < retries) {
          await delay(retryDelayMs * (attempt + 1))
          continue
        }
        throw new PayPalError('PayPal could not be reached.', undefined, undefined, { cause: error })
      }
    }
  }

  async function fetchToken(): Promise<string> {
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')
    const { status, json } = await send(`${baseUrl()}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    })
    if (status !== 200) {
      throw new PayPalError(`PayPal refused the credentials (HTTP ${status}).`, status, errorBodyOf(json))
    }
    const parsed = v.safeParse(TokenResponseSchema, json)
    if (!parsed.success) throw new PayPalError('PayPal sent a token answer this server cannot read.', status)
    const lifetimeMs = parsed.output.expires_in * 1000
    const margin = Math.min(TOKEN_REFRESH_MARGIN_MS, lifetimeMs / 2)
    cached = { token: parsed.output.access_token, renewAt: now() + lifetimeMs - margin }
    return cached.token
  }

  function getAccessToken(): Promise<string> {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token)
    // Requests arriving together share one token request.
    pending ??= fetchToken().finally(() => {
      pending = undefined
    })
    return pending
  }

  async function callOrders({ method, path, body, requestId }: Call): Promise<Order> {
    for (let renewedToken = false; ; renewedToken = true) {
      const token = await getAccessToken()
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        // The whole order, with purchase_units and captures, rather than only id, status and links.
        prefer: 'return=representation',
      }
      // As PayPal's own samples do, also on a capture, whose body is empty.
      if (method === 'POST') headers['content-type'] = 'application/json'
      if (requestId) headers['paypal-request-id'] = requestId
      const { status, json } = await send(`${baseUrl()}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      // A token PayPal no longer honours (revoked, or the simulator restarted): get a new one, once.
      if (status === 401 && !renewedToken) {
        cached = undefined
        continue
      }
      if (status < 200 || status > 299) {
        const error = errorBodyOf(json)
        const reason = error?.details?.[0]?.issue ?? error?.name ?? 'no details'
        throw new PayPalError(
          `PayPal answered ${method} ${path} with HTTP ${status} (${reason}).`,
          status,
          error,
        )
      }
      const parsed = v.safeParse(OrderSchema, json)
      if (!parsed.success) throw new PayPalError(`PayPal sent an order this server cannot read.`, status)
      return parsed.output as unknown as Order
    }
  }

  const orderPath = (orderId: string) => `/v2/checkout/orders/${encodeURIComponent(orderId)}`

  return {
    getAccessToken,

    createOrder({ amount, currency, skuId, description, requestId }) {
      const body: CreateOrderRequest = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: skuId,
            custom_id: skuId,
            description,
            amount: { currency_code: currency, value: amount },
          },
        ],
        payment_source: {
          paypal: {
            // A visa fee ships nothing: PayPal must not ask the buyer for a shipping address.
            experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' },
          },
        },
      }
      return callOrders({ method: 'POST', path: '/v2/checkout/orders', body, requestId })
    },

    captureOrder(orderId, requestId) {
      // PayPal's capture takes an empty body: the buyer's approval carries the payment source.
      return callOrders({ method: 'POST', path: `${orderPath(orderId)}/capture`, requestId })
    },

    getOrder(orderId) {
      return callOrders({ method: 'GET', path: orderPath(orderId) })
    },
  }
}
