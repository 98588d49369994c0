import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from '../../../shared/application-number'
import { FEE_CURRENCY } from '../../../shared/fees'
import { GROUP_ORDER_MESSAGES } from '../../../shared/groups'
import {
  CaptureOrderBodySchema,
  type CaptureOrderResponse,
  CreateOrderBodySchema,
  type CreateOrderResponse,
  type PaymentTokenResponse,
  type PayPalConfigResponse,
  SKU_ID_REQUIRED,
} from '../../../shared/payments'
import { serverSecret } from '../db/server-secrets'
import { HttpError } from '../plugins/errors'
import { VALIDATION_MESSAGE, validateBody } from '../plugins/validation'
import { createPaymentTokens } from './payment-token'
import { createPaymentService, PaymentFailure, type PaymentFailureReason } from './payments.service'
import { createPayPalClient, PAYPAL_API_BASE_URLS, type PayPalClient } from './paypal-client'
import { loopbackOrigin, PAYPAL_SDK_URLS, type PayPalSettings } from './paypal-config'
import { PayPalSimulator } from './paypal-simulator'
import { PAYPAL_SIMULATOR_PREFIX, paypalSimulatorRoutes, SIMULATOR_SDK_PATH } from './paypal-simulator.routes'

const TOKEN_MISSING_MESSAGE = 'A payment token is required. Please reload the page.'
const TOKEN_INVALID_MESSAGE = 'The payment token is not valid. Please reload the page.'
const TOKEN_EXPIRED_MESSAGE = 'The payment token has expired. Please reload the page.'
const CAPTURED_MESSAGE = 'Payment captured successfully'
const CREATE_UNAVAILABLE_MESSAGE = 'PayPal could not create the order. Please try again.'

// What the traveller reads for each failure, and the status that carries it. 402: PayPal refused
// or has not finished the payment; 422: PayPal's capture does not match the order; 502: PayPal
// unreachable or failing. The application stays unpaid in all of them.
const FAILURES: Record<PaymentFailureReason, [status: number, message: string]> = {
  'application-not-found': [404, 'Application not found.'],
  'already-paid': [409, 'This application has already been paid.'],
  'no-fee': [409, 'There is no fee to pay for this application.'],
  'order-not-found': [404, 'Payment order not found. Please start the payment again.'],
  'order-of-another-application': [409, 'This payment order belongs to another application.'],
  'fee-changed': [
    409,
    'The fee for this application has changed since the payment started. Nothing was taken; please start the payment again.',
  ],
  'paypal-declined': [
    402,
    'PayPal did not complete the payment. Please try again or choose another way to pay.',
  ],
  'paypal-pending': [
    402,
    'PayPal has not completed this payment yet. Your application stays unpaid until it does; please contact us.',
  ],
  unverified: [
    422,
    'The payment could not be verified and was not accepted. Please contact us before paying again.',
  ],
  'paypal-unavailable': [
    502,
    'PayPal could not complete the payment right now. No payment was recorded; please try again.',
  ],
  'listed-twice': [400, 'An application is listed twice.'],
  'not-one-group': [409, GROUP_ORDER_MESSAGES.notOneGroup],
}

/**
 * For an order of several applications, the message names the one at fault (the traveller's own
 * number, shown to whoever pays, as the numbers given were). An unknown number is a fault of the
 * list sent, hence 400.
 */
const GROUP_FAILURES: Partial<
  Record<PaymentFailureReason, [status: number, message: (skuId: string) => string]>
> = {
  'application-not-found': [400, GROUP_ORDER_MESSAGES.notFound],
  'listed-twice': [400, GROUP_ORDER_MESSAGES.listedTwice],
  'already-paid': [409, GROUP_ORDER_MESSAGES.alreadyPaid],
  'no-fee': [409, GROUP_ORDER_MESSAGES.noFee],
}

export interface PaymentRoutesOptions {
  paypal: PayPalSettings
}

/** The application number from a body, trimmed and upper-cased; anything else is simply unknown. */
function applicationNumber(input: string): string {
  const skuId = normalizeApplicationNumber(input)
  if (!APPLICATION_NUMBER_PATTERN.test(skuId)) throw new HttpError(404, FAILURES['application-not-found'][1])
  return skuId
}

/**
 * The numbers a body names: `sku_id` or `sku_ids`, never both, never neither. A number that cannot
 * be one is unknown: 404 alone, 400 in a list (named, as typed).
 */
function applicationNumbers(body: { sku_id?: string; sku_ids?: string[] }): string[] {
  if (body.sku_id !== undefined && body.sku_ids !== undefined) {
    throw new HttpError(400, VALIDATION_MESSAGE, [
      { field: 'sku_ids', message: GROUP_ORDER_MESSAGES.skuIdOrSkuIds },
    ])
  }
  if (body.sku_ids !== undefined) {
    return body.sku_ids.map((input) => {
      const skuId = normalizeApplicationNumber(input)
      if (!APPLICATION_NUMBER_PATTERN.test(skuId))
        throw new HttpError(400, GROUP_ORDER_MESSAGES.notFound(input))
      return skuId
    })
  }
  if (body.sku_id === undefined) {
    throw new HttpError(400, VALIDATION_MESSAGE, [{ field: 'sku_id', message: SKU_ID_REQUIRED }])
  }
  return [applicationNumber(body.sku_id)]
}

function httpErrorOf(error: unknown, createMessage?: string, several = false): unknown {
  if (!(error instanceof PaymentFailure)) return error
  const named = several && error.skuId !== undefined ? GROUP_FAILURES[error.reason] : undefined
  if (named && error.skuId !== undefined) return new HttpError(named[0], named[1](error.skuId))
  const [status, message] = FAILURES[error.reason]
  return new HttpError(
    status,
    error.reason === 'paypal-unavailable' && createMessage ? createMessage : message,
  )
}

/**
 * Payments (docs/rules.md §4): the simulator when no credentials are set, and the three calls of
 * docs/site.md §7 plus paypal-config under /api/srilanka. Registered without a prefix of its own.
 */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, { paypal: settings }) => {
  let paypal: PayPalClient
  let clientId: string
  let sdkBaseUrl: string
  if (settings.mode === 'simulator') {
    const simulator = settings.simulator ?? new PayPalSimulator()
    await app.register(paypalSimulatorRoutes, { prefix: PAYPAL_SIMULATOR_PREFIX, simulator })
    // The real client, over real HTTP, to this very server once it listens: the same code path as
    // with PayPal, only the address differs.
    paypal = createPayPalClient({
      baseUrl: () => `${loopbackOrigin(app.server.address())}${PAYPAL_SIMULATOR_PREFIX}`,
      clientId: simulator.clientId,
      clientSecret: simulator.clientSecret,
    })
    clientId = simulator.clientId
    sdkBaseUrl = SIMULATOR_SDK_PATH
    app.log.warn({ paypalMode: 'simulator' }, 'PayPal simulator in use: no real payment is taken')
  } else {
    paypal = createPayPalClient({
      baseUrl: settings.apiBaseUrl ?? PAYPAL_API_BASE_URLS[settings.mode],
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
    })
    clientId = settings.clientId
    sdkBaseUrl = PAYPAL_SDK_URLS[settings.mode]
    app.log.info({ paypalMode: settings.mode }, 'PayPal in use')
  }

  await app.register(
    async (api) => {
      // Signed with a secret kept in the database, so a token from one server is good on every
      // server on that database, and across restarts.
      const tokens = createPaymentTokens(api.now, { secret: await serverSecret(api.db, 'payment-token') })
      const payments = createPaymentService({
        mode: settings.mode,
        db: api.db,
        paypal,
        now: api.now,
        log: api.log,
        onPaid: () => api.counters.applicationsPaid.inc(),
      })

      async function requirePaymentToken(request: FastifyRequest) {
        const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
        if (!match?.[1]) throw new HttpError(401, TOKEN_MISSING_MESSAGE)
        const check = tokens.check(match[1])
        if (check === 'expired') throw new HttpError(401, TOKEN_EXPIRED_MESSAGE)
        if (check !== 'valid') throw new HttpError(401, TOKEN_INVALID_MESSAGE)
      }

      const config = { successFlag: 'status' } as const

      api.get('/paypal-config', { config }, async (_request, reply) => {
        const answer: PayPalConfigResponse = {
          status: true,
          mode: settings.mode,
          clientId,
          sdkBaseUrl,
          currency: FEE_CURRENCY,
          intent: 'capture',
        }
        return reply.header('cache-control', 'no-store').send(answer)
      })

      // Each of these reaches PayPal (or could be used to reach it): bounded per client address.
      const limited = api.paymentRateLimit

      api.get('/getaccesstocken', { config, onRequest: limited }, async (_request, reply) => {
        const { token, expiresIn } = tokens.issue()
        const answer: PaymentTokenResponse = { status: true, accessToken: token, expiresIn }
        return reply.header('cache-control', 'no-store').send(answer)
      })

      api.post('/create-Order', { config, onRequest: [limited, requirePaymentToken] }, async (request) => {
        // amount, currency and description are read by nobody: the price comes from the application.
        const body = validateBody(CreateOrderBodySchema, request.body)
        const skuIds = applicationNumbers(body)
        try {
          const order = await payments.createOrder(skuIds)
          return { status: true, ...order } satisfies CreateOrderResponse
        } catch (error) {
          throw httpErrorOf(error, CREATE_UNAVAILABLE_MESSAGE, skuIds.length > 1)
        }
      })

      api.post('/capture-order', { config, onRequest: [limited, requirePaymentToken] }, async (request) => {
        const body = validateBody(CaptureOrderBodySchema, request.body)
        const skuIds = applicationNumbers(body)
        try {
          const { captureId, amount, currency, paidAt, items } = await payments.captureOrder(
            body.orderID,
            skuIds,
          )
          api.mail.wake()
          api.push.wake()
          // Nothing personal: whoever paid may read what PayPal took, not whose application it is.
          return {
            status: true,
            message: CAPTURED_MESSAGE,
            data: {
              sku_id: skuIds[0] ?? '',
              payment_status: 'COMPLETED',
              captureId,
              amount,
              currency,
              paid_at: paidAt,
              items,
            },
          } satisfies CaptureOrderResponse
        } catch (error) {
          throw httpErrorOf(error, undefined, skuIds.length > 1)
        }
      })
    },
    { prefix: '/api/srilanka' },
  )
}
