// The PayPal client against the simulator over real HTTP: the requests PayPal expects, the shapes
// PayPal answers, token caching and PayPal-Request-Id idempotency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock, type SimulatorTestApp, startSimulatorApp } from './payments.test-support'
import { createPayPalClient, type PayPalClient, PayPalError } from './paypal-client'
import { PayPalSimulator } from './paypal-simulator'

const SKU = 'ABCDEFGHJKMNPQRS'
const clock = manualClock()
let test: SimulatorTestApp

beforeAll(async () => {
  test = await startSimulatorApp(new PayPalSimulator({ tokenTtlSeconds: 3600, now: clock.now }))
})
afterAll(() => test.close())

function client(overrides: Partial<Parameters<typeof createPayPalClient>[0]> = {}): PayPalClient {
  return createPayPalClient({
    baseUrl: test.simulatorApi,
    clientId: test.simulator.clientId,
    clientSecret: test.simulator.clientSecret,
    now: clock.now,
    retryDelayMs: 1,
    ...overrides,
  })
}

function order(requestId: string, amount = '85.00') {
  return { amount, currency: 'USD', skuId: SKU, description: 'Sri Lanka eVisa fee', requestId }
}

async function caught(promise: Promise<unknown>): Promise<PayPalError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(PayPalError)
  return error as PayPalError
}

describe('PayPal client, against the simulator over HTTP', () => {
  it('gets an OAuth token with client credentials and reuses it until shortly before it expires', async () => {
    const paypal = client()
    const before = test.simulator.calls.token
    const token = await paypal.getAccessToken()
    expect(token).toMatch(/^A21AA/)
    await paypal.createOrder(order(crypto.randomUUID()))
    await paypal.createOrder(order(crypto.randomUUID()))
    expect(await paypal.getAccessToken()).toBe(token)
    expect(test.simulator.calls.token - before).toBe(1)

    // An hour's token is renewed five minutes before its end, not after.
    clock.advance(54 * 60_000)
    expect(await paypal.getAccessToken()).toBe(token)
    clock.advance(2 * 60_000)
    const renewed = await paypal.getAccessToken()
    expect(renewed).not.toBe(token)
    expect(test.simulator.calls.token - before).toBe(2)
  })

  it('asks for one token when several calls start together', async () => {
    const paypal = client()
    const before = test.simulator.calls.token
    await Promise.all([1, 2, 3].map(() => paypal.createOrder(order(crypto.randomUUID()))))
    expect(test.simulator.calls.token - before).toBe(1)
  })

  it('reports refused credentials with the OAuth error', async () => {
    const error = await caught(client({ clientSecret: 'wrong' }).getAccessToken())
    expect(error.status).toBe(401)
    expect(error.body).toEqual({ name: 'invalid_client', message: 'Client Authentication failed' })
  })

  it('creates an order with intent CAPTURE, the amount as a string and the application in custom_id', async () => {
    const created = await client().createOrder(order(crypto.randomUUID()))
    expect(created).toMatchObject({
      id: expect.stringMatching(/^[0-9A-Z]{17}$/),
      intent: 'CAPTURE',
      // PayPal named as the payment source (no shipping) makes PayPal answer PAYER_ACTION_REQUIRED.
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [
        {
          reference_id: SKU,
          custom_id: SKU,
          description: 'Sri Lanka eVisa fee',
          amount: { currency_code: 'USD', value: '85.00' },
        },
      ],
    })
    expect(created.links).toEqual(
      expect.arrayContaining([
        { href: `${test.simulatorApi}/v2/checkout/orders/${created.id}`, rel: 'self', method: 'GET' },
        expect.objectContaining({ rel: 'payer-action', method: 'GET' }),
        {
          href: `${test.simulatorApi}/v2/checkout/orders/${created.id}/capture`,
          rel: 'capture',
          method: 'POST',
        },
      ]),
    )
  })

  it('gets the same order back for the same PayPal-Request-Id, and a new one for a new id', async () => {
    const paypal = client()
    const requestId = crypto.randomUUID()
    const before = test.simulator.calls.create
    const first = await paypal.createOrder(order(requestId))
    const repeat = await paypal.createOrder(order(requestId, '1.00'))
    const other = await paypal.createOrder(order(crypto.randomUUID()))
    expect(repeat.id).toBe(first.id)
    expect(repeat.purchase_units?.[0]?.amount).toEqual({ currency_code: 'USD', value: '85.00' })
    expect(other.id).not.toBe(first.id)
    expect(test.simulator.calls.create - before).toBe(3)
  })

  it('captures an approved order: COMPLETED, one final capture of the amount, with custom_id and times', async () => {
    const paypal = client()
    const { id } = await paypal.createOrder(order(crypto.randomUUID()))
    const captured = await paypal.captureOrder(id, `${id}-capture-0`)
    expect(captured).toMatchObject({
      id,
      status: 'COMPLETED',
      payer: { payer_id: expect.any(String), email_address: expect.stringContaining('@') },
      purchase_units: [
        {
          reference_id: SKU,
          payments: {
            captures: [
              {
                id: expect.stringMatching(/^[0-9A-Z]{17}$/),
                status: 'COMPLETED',
                amount: { currency_code: 'USD', value: '85.00' },
                custom_id: SKU,
                final_capture: true,
                seller_receivable_breakdown: {
                  gross_amount: { currency_code: 'USD', value: '85.00' },
                  paypal_fee: { currency_code: 'USD', value: '3.46' },
                  net_amount: { currency_code: 'USD', value: '81.54' },
                },
                create_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
                update_time: expect.any(String),
              },
            ],
          },
        },
      ],
    })
    const read = await paypal.getOrder(id)
    expect(read.status).toBe('COMPLETED')
    expect(read.purchase_units?.[0]?.payments?.captures?.[0]?.id).toBe(
      captured.purchase_units?.[0]?.payments?.captures?.[0]?.id,
    )
  })

  it('replays a capture for the same PayPal-Request-Id and refuses a second capture under another id', async () => {
    const paypal = client()
    const { id } = await paypal.createOrder(order(crypto.randomUUID()))
    const first = await paypal.captureOrder(id, 'capture-once')
    const replay = await paypal.captureOrder(id, 'capture-once')
    expect(replay).toEqual(first)

    const error = await caught(paypal.captureOrder(id, 'capture-twice'))
    expect(error.status).toBe(422)
    expect(error.issue).toBe('ORDER_ALREADY_CAPTURED')
    expect(error.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      message: expect.any(String),
      debug_id: expect.stringMatching(/^[0-9a-f]{13}$/),
      details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: expect.any(String) }],
    })
  })

  it('reports an unknown order as PayPal does: 404 RESOURCE_NOT_FOUND, INVALID_RESOURCE_ID', async () => {
    const error = await caught(client().captureOrder('0000000000000000X', 'capture-unknown'))
    expect(error.status).toBe(404)
    expect(error.body?.name).toBe('RESOURCE_NOT_FOUND')
    expect(error.issue).toBe('INVALID_RESOURCE_ID')
    expect((await caught(client().getOrder('0000000000000000X'))).status).toBe(404)
  })

  it('retries a capture after a 5xx with the same PayPal-Request-Id, so PayPal captures once', async () => {
    const paypal = client()
    const { id } = await paypal.createOrder(order(crypto.randomUUID()))
    test.simulator.failNextCapture({ kind: 'error', status: 503 })
    const before = test.simulator.calls.capture
    const captured = await paypal.captureOrder(id, `${id}-capture-0`)
    expect(captured.status).toBe('COMPLETED')
    expect(test.simulator.calls.capture - before).toBe(2)
  })

  it('gives up after its retries with the last 5xx answer', async () => {
    const paypal = client({ retries: 1 })
    const { id } = await paypal.createOrder(order(crypto.randomUUID()))
    test.simulator.failNextCapture({ kind: 'error', status: 500 }, 2)
    const error = await caught(paypal.captureOrder(id, `${id}-capture-0`))
    expect(error.status).toBe(500)
    expect(error.body?.name).toBe('INTERNAL_SERVER_ERROR')
  })

  it('passes on a refusal without retrying it', async () => {
    const paypal = client()
    const { id } = await paypal.createOrder(order(crypto.randomUUID()))
    test.simulator.failNextCapture({ kind: 'error', status: 422, issue: 'INSTRUMENT_DECLINED' })
    const before = test.simulator.calls.capture
    const error = await caught(paypal.captureOrder(id, `${id}-capture-0`))
    expect(error.issue).toBe('INSTRUMENT_DECLINED')
    expect(test.simulator.calls.capture - before).toBe(1)
  })

  it('gets a new token once when PayPal no longer honours the cached one', async () => {
    // The client's clock lags: it still trusts a token the simulator has let expire.
    const lagging = manualClock(clock.time)
    const paypal = client({ now: lagging.now })
    await paypal.getAccessToken()
    clock.advance(2 * 3600_000)
    const before = test.simulator.calls.token
    const created = await paypal.createOrder(order(crypto.randomUUID()))
    expect(created.id).toBeTruthy()
    expect(test.simulator.calls.token - before).toBe(1)
  })

  it('reports PayPal unreachable when nothing answers', async () => {
    const paypal = client({ baseUrl: 'http://127.0.0.1:9', retries: 0, timeoutMs: 2000 })
    const error = await caught(paypal.getAccessToken())
    expect(error.status).toBeUndefined()
    expect(error.message).toBe('PayPal could not be reached.')
  })

  it('refuses an order PayPal would refuse: a malformed amount is a 400 INVALID_REQUEST', async () => {
    const error = await caught(client().createOrder(order(crypto.randomUUID(), '85.000')))
    expect(error.status).toBe(400)
    expect(error.body?.name).toBe('INVALID_REQUEST')
    expect(error.body?.details?.[0]).toMatchObject({ issue: 'INVALID_PARAMETER_VALUE', location: 'body' })
  })
})
