// The payment screen's steps against the PayPal simulator (docs/site.md §2 "Payment"), shared by
// the journeys that pay (payment, application-journey, friction, staff).
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

export const TEST_MODE = 'Test mode: no real payment is taken'
export const LOADING = 'Loading PayPal Buttons...'

/** The SDK stand-in's button ("Pay with PayPal (test mode)"), not this screen's own buttons. */
export function payButton(page: Page) {
  return page.getByRole('button', { name: /^Pay with PayPal/ })
}

/** The payment screen of `applicationNumber`, with PayPal's (simulated) button ready. */
export async function openPayment(page: Page, applicationNumber: string) {
  await page.goto(`/Payment/${applicationNumber}`)
  await expectPaymentReady(page, applicationNumber)
}

export async function expectPaymentReady(page: Page, applicationNumber: string) {
  await expect(page.getByRole('heading', { name: 'Srilanka eVisa Fee' })).toBeVisible()
  await expect(page.getByText(applicationNumber, { exact: true })).toBeVisible()
  await expect(page.getByText(TEST_MODE)).toBeVisible()
  await expect(payButton(page)).toBeVisible()
  await expect(page.getByText(LOADING)).toHaveCount(0)
}

/** Pays on the open payment screen and lands on the success page. */
export async function payAndSucceed(page: Page) {
  await payButton(page).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expect(page).toHaveURL(/\/Successfull\?application=[0-9A-Z]+$/)
}

/** What the simulated buyer does on the next click (a test hook of the SDK stand-in). */
export async function nextPayment(page: Page, outcome: 'approve' | 'cancel' | 'error') {
  await page.evaluate((next) => {
    const paypal = (window as unknown as { paypal: { simulator: { nextPayment(o: string): void } } }).paypal
    paypal.simulator.nextPayment(next)
  }, outcome)
}

export async function paymentStatus(request: APIRequestContext, applicationNumber: string): Promise<string> {
  const response = await request.get(`/api/srilanka/View-application/${applicationNumber}`)
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { data: { payment_status: string } }
  return body.data.payment_status
}

export async function paymentToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/srilanka/getaccesstocken')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { accessToken: string }).accessToken
}

/** Pays `applicationNumber` through the API, as another device would (the simulator approves at once). */
export async function payViaApi(request: APIRequestContext, applicationNumber: string) {
  const headers = { authorization: `Bearer ${await paymentToken(request)}` }
  const order = await request.post('/api/srilanka/create-Order', {
    headers,
    data: { sku_id: applicationNumber },
  })
  expect(order.status()).toBe(200)
  const { id } = (await order.json()) as { id: string }
  const capture = await request.post('/api/srilanka/capture-order', {
    headers,
    data: { orderID: id, sku_id: applicationNumber },
  })
  expect(capture.status()).toBe(200)
}
