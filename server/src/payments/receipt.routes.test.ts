// The receipt of a paid application from the server: for the device holding the application's key
// (its capture answer may have been lost on the way back), and for no one else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECEIPT_MESSAGES, type ReceiptResponse } from '../../../shared/payments'
import { touristApplication } from '../../test/test-support'
import { type SimulatorTestApp, startSimulatorApp } from './payments.test-support'
import { PayPalSimulator } from './paypal-simulator'

const API = '/api/srilanka'
let test: SimulatorTestApp

// Mail is not the subject here: none is sent, so closing the app never waits for one to render.
beforeAll(async () => {
  test = await startSimulatorApp(new PayPalSimulator(), { mail: { sending: false } })
}, 60_000)
afterAll(() => test.close(), 60_000)

async function created() {
  const response = await test.app.inject({
    method: 'POST',
    url: `${API}/create-application`,
    payload: touristApplication({ email: 'receipt.reader@example.com' }),
  })
  expect(response.statusCode).toBe(201)
  return response.json().data as { sku_id: string; access_key: string }
}

async function pay(skuId: string) {
  const token = (await test.app.inject({ method: 'GET', url: `${API}/getaccesstocken` })).json().accessToken
  const headers = { authorization: `Bearer ${token}` }
  const order = await test.app.inject({
    method: 'POST',
    url: `${API}/create-Order`,
    headers,
    payload: { sku_id: skuId },
  })
  expect(order.statusCode).toBe(200)
  const capture = await test.app.inject({
    method: 'POST',
    url: `${API}/capture-order`,
    headers,
    payload: { orderID: order.json().id, sku_id: skuId },
  })
  expect(capture.statusCode).toBe(200)
  return capture.json().data as { captureId: string; amount: string; currency: string; paid_at: string }
}

function receipt(skuId: string, key?: string) {
  return test.app.inject({
    method: 'GET',
    url: `${API}/receipt/${skuId}`,
    headers: key === undefined ? {} : { 'x-application-key': key },
  })
}

describe('GET /receipt/{number}', () => {
  it('answers the key holder what the capture answered, with the visa type and the e-mail address', async () => {
    const { sku_id, access_key } = await created()
    const captured = await pay(sku_id)
    const response = await receipt(sku_id.toLowerCase(), access_key)
    expect(response.statusCode).toBe(200)
    expect(response.json<ReceiptResponse>()).toEqual({
      status: true,
      data: {
        sku_id,
        visaType: 'TOURIST VISA',
        captureId: captured.captureId,
        amount: captured.amount,
        currency: captured.currency,
        paid_at: captured.paid_at,
        email: 'receipt.reader@example.com',
        items: [{ sku_id, amount: captured.amount }],
      },
    })
  })

  it('tells nobody else: no key 401, another key 403, an unknown number 404', async () => {
    const { sku_id } = await created()
    await pay(sku_id)
    const other = await created()
    expect((await receipt(sku_id)).statusCode).toBe(401)
    expect((await receipt(sku_id)).json().message).toBe(RECEIPT_MESSAGES.keyMissing)
    const wrong = await receipt(sku_id, other.access_key)
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().message).toBe(RECEIPT_MESSAGES.keyWrong)
    expect((await receipt('0000000000000000', other.access_key)).statusCode).toBe(404)
    expect((await receipt('not a number', other.access_key)).statusCode).toBe(404)
  })

  it('has no receipt for an application not paid yet', async () => {
    const { sku_id, access_key } = await created()
    const response = await receipt(sku_id, access_key)
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe(RECEIPT_MESSAGES.notPaid)
  })
})
