import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applicationRow,
  businessApplication,
  countRows,
  expectAnswer,
  expectRefusal,
  logCapture,
  touristApplication,
  updateApplicationRow,
  withTestApp,
} from '../../test/test-support'
import { PAYMENT_TOKEN_TTL_SECONDS } from './payment-token'
import { manualClock, type SimulatorTestApp, startApp, startSimulatorApp } from './payments.test-support'
import { createPayPalClient } from './paypal-client'
import { PAYPAL_SDK_URLS } from './paypal-config'
import { PayPalSimulator } from './paypal-simulator'

const API = '/api/srilanka'
const clock = manualClock()
let test: SimulatorTestApp

const METRICS_TOKEN = 'payments-test-metrics-token'

beforeAll(async () => {
  test = await startSimulatorApp(new PayPalSimulator(), { now: clock.now, metricsToken: METRICS_TOKEN })
})

/** evisa_applications_paid_total as a scraper reads it. */
async function paidTotal(): Promise<number> {
  const response = await test.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  const line = response.body.split('\n').find((each) => each.startsWith('evisa_applications_paid_total '))
  return Number(line?.split(' ')[1])
}
afterAll(() => test.close())

async function newApplication(payload: Record<string, unknown> = touristApplication()): Promise<string> {
  const response = await test.app.inject({ method: 'POST', url: `${API}/create-application`, payload })
  expect(response.statusCode).toBe(201)
  keys.set(response.json().data.sku_id, response.json().data.access_key)
  return response.json().data.sku_id
}

/** The access key each application was created with (changing one needs it). */
const keys = new Map<string, string>()
const withKey = (skuId: string) => ({ 'x-application-key': keys.get(skuId) ?? '' })

async function paymentToken(): Promise<string> {
  const response = await test.app.inject({ method: 'GET', url: `${API}/getaccesstocken` })
  expect(response.statusCode).toBe(200)
  return response.json().accessToken
}

async function post(path: string, payload: object, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  return test.app.inject({ method: 'POST', url: `${API}/${path}`, payload, headers })
}

function update(skuId: string, payload: Record<string, unknown>) {
  return test.app.inject({
    method: 'PUT',
    url: `${API}/update-application/${skuId}`,
    headers: withKey(skuId),
    payload,
  })
}

async function createOrder(skuId: string, extra: object = {}) {
  return post(
    'create-Order',
    { amount: 85, currency: 'USD', description: 'eVisa', sku_id: skuId, ...extra },
    await paymentToken(),
  )
}

async function orderId(skuId: string): Promise<string> {
  const response = await createOrder(skuId)
  expect(response.statusCode).toBe(200)
  return response.json().id
}

async function capture(orderID: string, skuId: string) {
  return post('capture-order', { orderID, sku_id: skuId }, await paymentToken())
}

async function paymentStatus(skuId: string) {
  return (await applicationRow(test.app, skuId)).payment_status
}

function capturesOf(skuId: string) {
  return test.app.db
    .selectFrom('payment_captures')
    .innerJoin('payment_orders', 'payment_orders.paypal_order_id', 'payment_captures.paypal_order_id')
    .selectAll('payment_captures')
    .where('payment_orders.sku_id', '=', skuId)
    .execute()
}

function recordedOrder(paypalOrderId: string) {
  return test.app.db
    .selectFrom('payment_orders')
    .selectAll()
    .where('paypal_order_id', '=', paypalOrderId)
    .executeTakeFirstOrThrow()
}

/** What the simulator (PayPal) holds for an order, read with a PayPal client of our own. */
async function payPalOrder(id: string) {
  const paypal = createPayPalClient({
    baseUrl: test.simulatorApi,
    clientId: test.simulator.clientId,
    clientSecret: test.simulator.clientSecret,
  })
  return paypal.getOrder(id)
}

async function expectUnpaidWithoutCapture(skuId: string) {
  expect(await paymentStatus(skuId)).toBe('UNPAID')
  expect(await capturesOf(skuId)).toEqual([])
}

describe('GET /api/srilanka/paypal-config', () => {
  it('tells the payment screen the mode, client id, SDK address and currency, uncached', async () => {
    const response = await test.app.inject({ method: 'GET', url: `${API}/paypal-config` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({
      status: true,
      mode: 'simulator',
      clientId: 'simulator',
      sdkBaseUrl: '/api/paypal-simulator/sdk/js',
      currency: 'USD',
      intent: 'capture',
    })
  })
})

describe('GET /api/srilanka/getaccesstocken', () => {
  it("answers a short-lived token of this server's own, never PayPal's", async () => {
    const response = await test.app.inject({ method: 'GET', url: `${API}/getaccesstocken` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const body = response.json()
    expect(body).toEqual({
      status: true,
      accessToken: expect.any(String),
      expiresIn: PAYMENT_TOKEN_TTL_SECONDS,
    })
    expect(body.accessToken).not.toMatch(/^A21AA/)
    expect(await paymentToken()).not.toBe(body.accessToken)
  })
})

describe('the payment token', () => {
  const tampered = async () => {
    const token = await paymentToken()
    const [expiry, nonce, signature] = token.split('.')
    return `${(Number.parseInt(expiry!, 36) + 3600_000).toString(36)}.${nonce}.${signature}`
  }

  it.each([
    [
      'no Authorization header',
      async () => undefined,
      'A payment token is required. Please reload the page.',
    ],
    ['a made-up token', async () => 'not-a-token', 'The payment token is not valid. Please reload the page.'],
    ['a token with its expiry moved', tampered, 'The payment token is not valid. Please reload the page.'],
  ])('is required: %s gets 401 and changes nothing', async (_case, token, message) => {
    const skuId = await newApplication()
    const ordersBefore = await countRows(test.app, 'payment_orders')
    for (const path of ['create-Order', 'capture-order']) {
      const response = await post(path, { sku_id: skuId, orderID: 'X', amount: 85 }, await token())
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ status: false, message })
    }
    expect(await countRows(test.app, 'payment_orders')).toBe(ordersBefore)
    await expectUnpaidWithoutCapture(skuId)
  })

  it('expires after its lifetime', async () => {
    const skuId = await newApplication()
    const token = await paymentToken()
    clock.advance(PAYMENT_TOKEN_TTL_SECONDS * 1000 + 1)
    const response = await post('create-Order', { sku_id: skuId }, token)
    expect(response.statusCode).toBe(401)
    expect(response.json().message).toBe('The payment token has expired. Please reload the page.')
  })

  it('is checked before the body', async () => {
    const response = await post('create-Order', {})
    expect(response.statusCode).toBe(401)
  })
})

describe('POST /api/srilanka/create-Order', () => {
  it.each([
    ['a tourist visa', touristApplication(), '85.00'],
    ['a business visa', businessApplication(), '95.00'],
    ['an Indian national, whatever the visa', businessApplication({ nationality: 'INDIA' }), '10.00'],
  ])('prices %s from the stored application', async (_case, application, amount) => {
    const skuId = await newApplication(application)
    const response = await createOrder(skuId)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: true,
      id: expect.stringMatching(/^[0-9A-Z]{17}$/),
      amount,
      currency: 'USD',
      items: [{ sku_id: skuId, amount }],
    })
  })

  it("ignores the client's amount and currency: an order sent for 1 is recorded and sent to PayPal at 85.00", async () => {
    const skuId = await newApplication()
    const response = await createOrder(skuId, { amount: 1, currency: 'EUR', description: 'cheap' })
    expect(response.statusCode).toBe(200)
    const { id, amount } = response.json()
    expect(amount).toBe('85.00')
    expect(await recordedOrder(id)).toMatchObject({
      sku_id: skuId,
      amount: '85.00',
      currency: 'USD',
      status: 'CREATED',
    })
    const atPayPal = await payPalOrder(id)
    expect(atPayPal.purchase_units?.[0]).toMatchObject({
      amount: { currency_code: 'USD', value: '85.00' },
      custom_id: skuId,
      reference_id: skuId,
    })
  })

  it('records each order with its own PayPal-Request-Id', async () => {
    const skuId = await newApplication()
    const first = await recordedOrder(await orderId(skuId))
    const second = await recordedOrder(await orderId(skuId))
    expect(first.request_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.request_id).not.toBe(first.request_id)
  })

  it('finds the application by its number however it is typed', async () => {
    const skuId = await newApplication()
    const response = await createOrder(`  ${skuId.toLowerCase()} `)
    expect(response.statusCode).toBe(200)
    expect((await recordedOrder(response.json().id)).sku_id).toBe(skuId)
  })

  it.each([
    ['an unknown application', '0123456789ABCDEF'],
    ['something that is no application number', 'hello'],
  ])('answers 404 for %s', async (_case, skuId) => {
    const response = await createOrder(skuId)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ status: false, message: 'Application not found.' })
  })

  it('answers 404 for an application whose personal data was purged', async () => {
    const skuId = await newApplication()
    await updateApplicationRow(test.app, skuId, { purged_at: new Date().toISOString() })
    const response = await createOrder(skuId)
    expect(response.statusCode).toBe(404)
  })

  it('answers 400 without sku_id', async () => {
    const response = await post('create-Order', { amount: 85, currency: 'USD' }, await paymentToken())
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ status: false, errors: [{ field: 'sku_id' }] })
  })

  it('refuses a paid application with 409', async () => {
    const skuId = await newApplication()
    expect((await capture(await orderId(skuId), skuId)).statusCode).toBe(200)
    const response = await createOrder(skuId)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ status: false, message: 'This application has already been paid.' })
  })
})

describe('POST /api/srilanka/capture-order', () => {
  it('counts a payment once for the operators, not its repeated capture', async () => {
    const before = await paidTotal()
    const skuId = await newApplication()
    const id = await orderId(skuId)
    expect((await capture(id, skuId)).statusCode).toBe(200)
    expect([200, 409]).toContain((await capture(id, skuId)).statusCode)
    expect(await paidTotal()).toBe(before + 1)
  })

  it('captures with PayPal, records the capture and marks the application COMPLETED', async () => {
    const skuId = await newApplication()
    const id = await orderId(skuId)
    const response = await capture(id, skuId)
    // What the traveller's receipt shows: PayPal's reference, the amount taken and when.
    const body = expectAnswer(response, 200, {
      status: true,
      message: 'Payment captured successfully',
      data: {
        sku_id: skuId,
        payment_status: 'COMPLETED',
        captureId: expect.stringMatching(/^[0-9A-Z]{17}$/),
        amount: '85.00',
        currency: 'USD',
        paid_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        items: [{ sku_id: skuId, amount: '85.00' }],
      },
    })
    expect(JSON.stringify(body)).not.toMatch(/@|passport/i)
    expect(await paymentStatus(skuId)).toBe('COMPLETED')
    expect(await recordedOrder(id)).toMatchObject({ status: 'COMPLETED' })
    expect(await capturesOf(skuId)).toEqual([
      {
        capture_id: body.data.captureId,
        paypal_order_id: id,
        amount: '85.00',
        currency: 'USD',
        status: 'COMPLETED',
        captured_at: expect.stringMatching(/Z$/),
        created_at: expect.any(String),
      },
    ])
    expect(body.data.paid_at).toBe((await capturesOf(skuId))[0]?.captured_at)
    const view = await test.app.inject({ method: 'GET', url: `${API}/View-application/${skuId}` })
    expect(view.json().data.payment_status).toBe('COMPLETED')
    // Paying hands the application to the agency in the same transaction.
    expect(view.json().data.application_status).toBe('RECEIVED')
  })

  it('leaves a paid application unchangeable: update-application answers 409', async () => {
    const skuId = await newApplication()
    expect((await capture(await orderId(skuId), skuId)).statusCode).toBe(200)
    const response = await update(skuId, touristApplication({ surname: 'Changed' }))
    expect(response.statusCode).toBe(409)
    expect((await applicationRow(test.app, skuId)).surname).toBe('FERNANDO')
  })

  it('refuses to capture an order for another application, and changes nothing', async () => {
    const owner = await newApplication()
    const other = await newApplication()
    const id = await orderId(owner)
    const capturesBefore = test.simulator.calls.capture
    const response = await capture(id, other)
    expectRefusal(response, 409, 'This payment order belongs to another application.')
    expect(test.simulator.calls.capture).toBe(capturesBefore)
    await expectUnpaidWithoutCapture(owner)
    await expectUnpaidWithoutCapture(other)
    expect((await payPalOrder(id)).status).toBe('APPROVED')
  })

  it('answers 404 for an order this server never made', async () => {
    const skuId = await newApplication()
    const response = await capture('5O190127TN364715T', skuId)
    expect(response.statusCode).toBe(404)
    await expectUnpaidWithoutCapture(skuId)
  })

  it('is harmless when repeated: the same answer, one capture, one charge', async () => {
    const skuId = await newApplication()
    const id = await orderId(skuId)
    const first = await capture(id, skuId)
    const capturesAtPayPal = test.simulator.calls.capture
    const second = await capture(id, skuId)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    expect(test.simulator.calls.capture).toBe(capturesAtPayPal)
    expect(await capturesOf(skuId)).toHaveLength(1)
    expect(await paymentStatus(skuId)).toBe('COMPLETED')
  })

  it('is harmless when sent twice at once', async () => {
    const skuId = await newApplication()
    const id = await orderId(skuId)
    const [a, b] = await Promise.all([capture(id, skuId), capture(id, skuId)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().data.captureId).toBe(b.json().data.captureId)
    expect(await capturesOf(skuId)).toHaveLength(1)
  })

  it('never charges twice through two orders: once paid, the other order is not captured', async () => {
    const skuId = await newApplication()
    const first = await orderId(skuId)
    const second = await orderId(skuId)
    const [a, b] = await Promise.all([capture(first, skuId), capture(second, skuId)])
    // Either may take the application's capture lock first (on PostgreSQL the lock is taken on
    // a connection of its own, so arrival order is not lock order): one pays, the other is refused.
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const [refused, refusedOrder] = a.statusCode === 409 ? [a, first] : [b, second]
    expect(refused.json().message).toBe('This application has already been paid.')
    expect((await payPalOrder(refusedOrder)).status).toBe('APPROVED')
    expect(await capturesOf(skuId)).toHaveLength(1)
  })

  it('leaves the application UNPAID when PayPal declines, and a later try can succeed', async () => {
    const skuId = await newApplication()
    const id = await orderId(skuId)
    test.simulator.failNextCapture({ kind: 'error', status: 422, issue: 'INSTRUMENT_DECLINED' })
    const declined = await capture(id, skuId)
    expect(declined.statusCode).toBe(402)
    expect(declined.json()).toEqual({
      status: false,
      message: 'PayPal did not complete the payment. Please try again or choose another way to pay.',
    })
    await expectUnpaidWithoutCapture(skuId)
    expect(await recordedOrder(id)).toMatchObject({ status: 'CREATED', capture_attempt: 1 })

    const retried = await capture(id, skuId)
    expect(retried.statusCode).toBe(200)
    expect(await paymentStatus(skuId)).toBe('COMPLETED')
  })

  it('leaves the application UNPAID when PayPal keeps failing', async () => {
    const skuId = await newApplication()
    const id = await orderId(skuId)
    test.simulator.failNextCapture({ kind: 'error', status: 503 }, 3)
    const response = await capture(id, skuId)
    expect(response.statusCode).toBe(502)
    expect(response.json().message).toBe(
      'PayPal could not complete the payment right now. No payment was recorded; please try again.',
    )
    await expectUnpaidWithoutCapture(skuId)
    // The retry reuses the request id: PayPal captures once and the payment is then recorded.
    expect((await recordedOrder(id)).capture_attempt).toBe(0)
    expect((await capture(id, skuId)).statusCode).toBe(200)
  })

  it.each([
    ['another amount', { amount: { currency_code: 'USD', value: '1.00' } }],
    ['another currency', { amount: { currency_code: 'EUR', value: '85.00' } }],
    ['another application in custom_id', { customId: '0123456789ABCDEF' }],
  ])(
    'refuses a capture of %s: 422, UNPAID, no capture recorded, the order set aside',
    async (_case, fault) => {
      const skuId = await newApplication()
      const id = await orderId(skuId)
      test.simulator.failNextCapture({ kind: 'capture', ...fault })
      const response = await capture(id, skuId)
      expect(response.statusCode).toBe(422)
      expect(response.json().message).toBe(
        'The payment could not be verified and was not accepted. Please contact us before paying again.',
      )
      await expectUnpaidWithoutCapture(skuId)
      expect(await recordedOrder(id)).toMatchObject({
        status: 'REJECTED',
        rejection_reason: expect.any(String),
      })
      expect((await capture(id, skuId)).statusCode).toBe(422)
      await expectUnpaidWithoutCapture(skuId)
    },
  )

  it.each([
    ['PENDING', 'PayPal has not completed this payment yet.'],
    ['DECLINED', 'PayPal did not complete the payment.'],
  ] as const)('leaves the application UNPAID when the capture is %s', async (status, message) => {
    const skuId = await newApplication()
    const id = await orderId(skuId)
    test.simulator.failNextCapture({ kind: 'capture', status })
    const response = await capture(id, skuId)
    expect(response.statusCode).toBe(402)
    expect(response.json().message).toContain(message)
    await expectUnpaidWithoutCapture(skuId)
  })

  it('answers 400 for a body without orderID', async () => {
    const skuId = await newApplication()
    const response = await post('capture-order', { sku_id: skuId }, await paymentToken())
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ status: false, errors: [{ field: 'orderID' }] })
  })
})

describe('the fee at capture', () => {
  it('freezes nationality and visa type while an order is open: INDIA tourist cannot become UK business', async () => {
    const skuId = await newApplication(touristApplication({ nationality: 'INDIA' }))
    await orderId(skuId)
    const response = await update(skuId, businessApplication())
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ status: false, message: expect.stringContaining('cannot change now') })
    const row = await applicationRow(test.app, skuId)
    expect(row).toMatchObject({ nationality: 'INDIA', visa_type: 'TOURIST VISA' })
    // Other fields may still change.
    expect(
      (await update(skuId, touristApplication({ nationality: 'INDIA', Occupation: 'Chef' }))).statusCode,
    ).toBe(200)
  })

  it('refuses with 409, and never asks PayPal, to capture an order priced before the fee changed', async () => {
    const skuId = await newApplication(touristApplication({ nationality: 'INDIA' }))
    const id = await orderId(skuId)
    // Past the order's open window the fields may change; the old order must not buy the new visa.
    clock.advance(3 * 3600 * 1000 + 1000)
    expect((await update(skuId, businessApplication())).statusCode).toBe(200)
    const capturesBefore = test.simulator.calls.capture
    const response = await capture(id, skuId)
    expectRefusal(response, 409, expect.stringContaining('fee for this application has changed'))
    expect(test.simulator.calls.capture).toBe(capturesBefore)
    expect(await paymentStatus(skuId)).toBe('UNPAID')
    // A new order at the new fee goes through.
    const again = await createOrder(skuId)
    expect(again.json().amount).toBe('95.00')
    expect((await capture(again.json().id, skuId)).statusCode).toBe(200)
  })

  it('records the mode each order was made in', async () => {
    const skuId = await newApplication()
    const id = await orderId(skuId)
    const order = await test.app.db
      .selectFrom('payment_orders')
      .select('mode')
      .where('paypal_order_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(order.mode).toBe('simulator')
  })
})

describe('with PayPal credentials', () => {
  it('talks to the PayPal API at the configured address with the same code, and points the SDK at PayPal', async () => {
    // A "sandbox" server whose PayPal host is another server's simulator, over HTTP.
    const sandbox = await startApp({
      mode: 'sandbox',
      clientId: test.simulator.clientId,
      clientSecret: test.simulator.clientSecret,
      apiBaseUrl: test.simulatorApi,
    })
    try {
      const config = await sandbox.app.inject({ method: 'GET', url: `${API}/paypal-config` })
      expect(config.json()).toMatchObject({ mode: 'sandbox', sdkBaseUrl: PAYPAL_SDK_URLS.sandbox })
      const sdk = await sandbox.app.inject({ method: 'GET', url: '/api/paypal-simulator/sdk/js' })
      expect(sdk.statusCode).toBe(404)

      const created = await sandbox.app.inject({
        method: 'POST',
        url: `${API}/create-application`,
        payload: touristApplication(),
      })
      const skuId = created.json().data.sku_id
      const token = (await sandbox.app.inject({ method: 'GET', url: `${API}/getaccesstocken` })).json()
        .accessToken
      const headers = { authorization: `Bearer ${token}` }
      const order = await sandbox.app.inject({
        method: 'POST',
        url: `${API}/create-Order`,
        headers,
        payload: { sku_id: skuId },
      })
      expect(order.json().amount).toBe('85.00')
      const captured = await sandbox.app.inject({
        method: 'POST',
        url: `${API}/capture-order`,
        headers,
        payload: { orderID: order.json().id, sku_id: skuId },
      })
      expect(captured.statusCode).toBe(200)
      expect((await payPalOrder(order.json().id)).status).toBe('COMPLETED')
    } finally {
      await sandbox.close()
    }
  })

  it("does not accept another server's payment token", async () => {
    const other = await startSimulatorApp()
    try {
      const token = (await other.app.inject({ method: 'GET', url: `${API}/getaccesstocken` })).json()
        .accessToken
      const skuId = await newApplication()
      const response = await post('create-Order', { sku_id: skuId }, token)
      expect(response.statusCode).toBe(401)
    } finally {
      await other.close()
    }
  })
})

describe('in simulator mode before the server listens', () => {
  it('answers create-Order with 502 rather than failing, since the simulator is reached over HTTP', async () => {
    await withTestApp({}, async (idle) => {
      const created = await idle.app.inject({
        method: 'POST',
        url: `${API}/create-application`,
        payload: touristApplication(),
      })
      const token = (await idle.app.inject({ method: 'GET', url: `${API}/getaccesstocken` })).json()
        .accessToken
      const response = await idle.app.inject({
        method: 'POST',
        url: `${API}/create-Order`,
        headers: { authorization: `Bearer ${token}` },
        payload: { sku_id: created.json().data.sku_id },
      })
      expectRefusal(response, 502, 'PayPal could not create the order. Please try again.')
    })
  })
})

describe('payment logs', () => {
  it('name PayPal orders and captures but never the application number', async () => {
    const { stream, text } = logCapture()
    const simulator = new PayPalSimulator()
    const logged = await startSimulatorApp(simulator, { logger: { level: 'trace', stream } })
    try {
      const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
        logged.app.inject({
          method,
          url,
          payload,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      const skuId = (await call('POST', `${API}/create-application`, touristApplication())).json().data.sku_id
      const token = (await call('GET', `${API}/getaccesstocken`)).json().accessToken
      const pay = async (fault?: Parameters<PayPalSimulator['failNextCapture']>[0]) => {
        const { id } = (await call('POST', `${API}/create-Order`, { sku_id: skuId }, token)).json()
        if (fault) simulator.failNextCapture(fault)
        return (await call('POST', `${API}/capture-order`, { orderID: id, sku_id: skuId }, token)).statusCode
      }
      expect(await pay({ kind: 'error', status: 422, issue: 'INSTRUMENT_DECLINED' })).toBe(402)
      expect(await pay({ kind: 'capture', customId: 'X' })).toBe(422)
      expect(await pay()).toBe(200)
      const log = text()
      expect(log).toContain('payment captured')
      expect(log).toContain('PayPal refused a capture')
      expect(log).toContain('not accepted')
      expect(log).not.toContain(skuId)
    } finally {
      await logged.close()
    }
  })
})

describe('the payment rate limit', () => {
  it('answers 429 with Retry-After once a client address has made its payment calls for the minute', async () => {
    const limited = await startSimulatorApp(new PayPalSimulator(), { paymentRateLimit: 3 })
    try {
      const from = (remoteAddress: string) => ({ remoteAddress })
      const token = await limited.app.inject({
        method: 'GET',
        url: `${API}/getaccesstocken`,
        ...from('198.51.100.7'),
      })
      expect(token.statusCode).toBe(200)
      const accessToken = token.json().accessToken
      const order = () =>
        limited.app.inject({
          method: 'POST',
          url: `${API}/create-Order`,
          payload: { amount: 85, currency: 'USD', description: 'eVisa', sku_id: 'NOSUCHAPPLICATION1' },
          headers: { authorization: `Bearer ${accessToken}` },
          ...from('198.51.100.7'),
        })
      // The second and third calls of the minute still reach the route (the application is unknown).
      expect((await order()).statusCode).toBe(404)
      expect((await order()).statusCode).toBe(404)
      const refused = await order()
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json()).toEqual({
        status: false,
        message: 'Too many payment attempts. Please wait a minute and try again.',
      })
      // Another traveller is not held up by this one.
      const other = await limited.app.inject({
        method: 'GET',
        url: `${API}/getaccesstocken`,
        ...from('198.51.100.8'),
      })
      expect(other.statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })

  it('allows 60 payment calls a minute by default', async () => {
    await withTestApp({}, async (defaults) => {
      const codes: number[] = []
      for (let call = 0; call < 61; call++) {
        codes.push((await defaults.app.inject({ method: 'GET', url: `${API}/getaccesstocken` })).statusCode)
      }
      expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true)
      expect(codes[60]).toBe(429)
    })
  })
})
