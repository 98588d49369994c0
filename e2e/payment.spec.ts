// Payments end to end (docs/rules.md §4, docs/site.md §2 "Payment" and §8): the real
// @paypal/react-paypal-js component in Chromium, against the production build and the real server
// in simulator mode. The server's payment endpoints are never stubbed to succeed; the only
// page.route calls below provoke failures (or delay a script), and each says so.
import type { APIRequestContext, Page, Route } from '@playwright/test'
import { draftSyncState, seedDrafts, submittedDraft } from './device'
import { collectDialogs, expect, expectAccessible, holdRequests, test } from './fixtures'
import { openMadeElsewhere } from './journey-helpers'
import {
  expectPaymentReady,
  LOADING,
  nextPayment,
  openPayment,
  payAndSucceed,
  payButton,
  paymentStatus,
  paymentToken,
  payViaApi,
  TEST_MODE,
} from './payment-helpers'
import { createApplicationViaApi, createApplicationWithKey, validApplication } from './support'

const CONFIG_FAILED = 'Failed to fetch payment configuration. Please try again.'
const ORDER_FAILED = 'Failed to create order. Please try again.'
const CANCELLED = 'Payment was cancelled. You have not been charged.'
const OFFLINE =
  'Payment needs an internet connection. Your application is saved; come back to pay when you are online.'
const UNDER_REVIEW = 'We have successfully received your application and it is now under review'

/** A new application's payment screen, ready to pay, with what window.alert says collected. */
async function onPaymentScreen(
  page: Page,
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
) {
  const dialogs = collectDialogs(page)
  const applicationNumber = await createApplicationViaApi(request, overrides)
  await openPayment(page, applicationNumber)
  return { dialogs, applicationNumber }
}

// The whole journey, typed in the form and paid, is application-journey.spec.ts's first test.
test.describe('payment journey', () => {
  test('the server prices the order (India: 10.00) and refuses a second order once paid', async ({
    page,
    request,
  }) => {
    const { applicationNumber } = await onPaymentScreen(page, request, { nationality: 'INDIA' })
    await expect(page.getByText('USD 10.00')).toBeVisible()

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/srilanka/create-Order') && response.status() === 200,
    )
    const captured = page.waitForResponse(
      (response) => response.url().endsWith('/api/srilanka/capture-order') && response.status() === 200,
    )
    await payButton(page).click()
    const order = (await (await created).json()) as { id: string; amount: string; currency: string }
    expect(order).toMatchObject({ status: true, amount: '10.00', currency: 'USD' })
    const capture = (await (await captured).json()) as { data: Record<string, string> }
    expect(capture.data).toMatchObject({ sku_id: applicationNumber, payment_status: 'COMPLETED' })
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()

    expect(await paymentStatus(request, applicationNumber)).toBe('COMPLETED')
    const again = await request.post('/api/srilanka/create-Order', {
      headers: { authorization: `Bearer ${await paymentToken(request)}` },
      // A browser may send any amount; the server reads none of it.
      data: { sku_id: applicationNumber, amount: '1.00', currency: 'USD', description: 'again' },
    })
    expect(again.status()).toBe(409)
    expect(await again.json()).toMatchObject({ status: false })
  })

  test('the draft of the paid application on this device is marked paid', async ({ page, request }) => {
    const { applicationNumber } = await onPaymentScreen(page, request)
    await seedDrafts(page, [submittedDraft('payment-spec-draft', applicationNumber)])
    await payAndSucceed(page)
    await expect.poll(() => draftSyncState(page, 'payment-spec-draft')).toBe('paid')
  })

  test('after paying, the Visa-Fee look-up says the application is under review', async ({
    page,
    request,
  }) => {
    const { applicationNumber } = await onPaymentScreen(page, request)
    await payAndSucceed(page)

    await page.goto('/Visa-Fee')
    await page.getByRole('main').getByLabel('Enter your Application Number').fill(applicationNumber)
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText(UNDER_REVIEW)).toBeVisible()
  })

  test('a paid application cannot be edited, and its payment screen offers no second payment', async ({
    page,
    request,
  }) => {
    const { skuId: applicationNumber, accessKey } = await createApplicationWithKey(request)
    await openPayment(page, applicationNumber)
    await payAndSucceed(page)

    // Even with the application's key.
    const update = await request.put(`/api/srilanka/update-application/${applicationNumber}`, {
      data: validApplication({ Occupation: 'ENGINEER' }),
      headers: { 'X-Application-Key': accessKey },
    })
    expect(update.status()).toBe(409)

    await page.goto(`/Payment/${applicationNumber}`)
    await expect(page.getByText('This application has been paid.')).toBeVisible()
    await expect(payButton(page)).toHaveCount(0)
    await page.getByRole('main').getByRole('link', { name: 'Go to Homepage' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('paid meanwhile elsewhere: the order is refused and the screen then says it has been paid', async ({
    page,
    request,
  }) => {
    const { dialogs, applicationNumber } = await onPaymentScreen(page, request)
    // Another device pays it through the same API (the simulator's buyer approves at once).
    await payViaApi(request, applicationNumber)

    await payButton(page).click()
    await expect.poll(() => dialogs).toEqual([ORDER_FAILED])
    await expect(page.getByText('This application has been paid.')).toBeVisible()
    await expect(payButton(page)).toHaveCount(0)
  })

  test('shows "Loading PayPal Buttons..." until the buttons have rendered', async ({ page, request }) => {
    const applicationNumber = await createApplicationViaApi(request)
    // Delays PayPal's script (the simulator's stand-in) without changing it.
    const script = await holdRequests(page, '**/api/paypal-simulator/sdk/js**')
    await page.goto(`/Payment/${applicationNumber}`)
    await expect(page.getByText(TEST_MODE)).toBeVisible()
    await expect(page.getByRole('status').getByText(LOADING)).toBeVisible()
    await expect(payButton(page)).toHaveCount(0)
    script.release()
    await expect(payButton(page)).toBeVisible()
    await expect(page.getByText(LOADING)).toHaveCount(0)
  })
})

test.describe('the buyer cancels or PayPal fails', () => {
  test('a cancelled payment says calmly that nothing was charged, and can be paid afterwards', async ({
    page,
    request,
  }) => {
    const { dialogs, applicationNumber } = await onPaymentScreen(page, request)
    await nextPayment(page, 'cancel')
    await payButton(page).click()
    await expect(page.getByRole('status').getByText(CANCELLED)).toBeVisible()
    expect(dialogs).toEqual([])
    expect(await paymentStatus(request, applicationNumber)).toBe('UNPAID')
    await expectAccessible(page)

    await payAndSucceed(page)
    expect(await paymentStatus(request, applicationNumber)).toBe('COMPLETED')
  })

  test('an error from PayPal alerts "Payment capture failed. Please try again." and leaves it unpaid', async ({
    page,
    request,
  }) => {
    const { dialogs, applicationNumber } = await onPaymentScreen(page, request)
    await nextPayment(page, 'error')
    await payButton(page).click()
    await expect.poll(() => dialogs).toEqual(['Payment capture failed. Please try again.'])
    const problem = page.getByRole('alert').filter({ hasText: 'Payment capture failed. Please try again.' })
    await expect(problem).toBeVisible()
    await expect(problem).toBeFocused()
    expect(await paymentStatus(request, applicationNumber)).toBe('UNPAID')
    await expectAccessible(page)

    await payAndSucceed(page)
    expect(dialogs).toHaveLength(1)
  })
})

// docs/site.md §8's texts for token, order and capture failures. The failures are provoked with
// page.route: these are stubs of FAILING answers only; every success goes to the real server.
test.describe('docs/site.md §8 failure texts', () => {
  const CAPTURE_MESSAGE =
    'PayPal could not complete the payment right now. No payment was recorded; please try again.'
  const failures: {
    what: string
    url: string
    /** The stub of the failing answer. */
    fail: (route: Route) => Promise<void>
    /** 'load': the screen cannot offer the buttons; 'pay': the click on PayPal's button fails. */
    when: 'load' | 'pay'
    says: string
  }[] = [
    {
      what: 'the payment configuration cannot be read',
      url: '**/api/srilanka/paypal-config',
      fail: (route) =>
        route.fulfill({ status: 503, json: { status: false, message: 'Service unavailable' } }),
      when: 'load',
      says: CONFIG_FAILED,
    },
    {
      what: 'the access token cannot be had',
      url: '**/api/srilanka/getaccesstocken',
      fail: (route) => route.fulfill({ status: 500, json: { status: false, message: 'Internal error' } }),
      when: 'load',
      says: CONFIG_FAILED,
    },
    {
      what: 'the order cannot be created',
      url: '**/api/srilanka/create-Order',
      fail: (route) =>
        route.fulfill({
          status: 502,
          json: { status: false, message: 'PayPal could not create the order.' },
        }),
      when: 'pay',
      says: ORDER_FAILED,
    },
    {
      what: 'the capture fails with a server message',
      url: '**/api/srilanka/capture-order',
      fail: (route) => route.fulfill({ status: 502, json: { status: false, message: CAPTURE_MESSAGE } }),
      when: 'pay',
      says: `Payment capture failed. ${CAPTURE_MESSAGE}`,
    },
    {
      what: 'the capture loses its connection',
      url: '**/api/srilanka/capture-order',
      fail: (route) => route.abort('connectionreset'),
      when: 'pay',
      says: 'Payment capture failed. You appear to be offline. Check your connection and try again.',
    },
    {
      what: 'the capture fails with an empty 500',
      url: '**/api/srilanka/capture-order',
      fail: (route) => route.fulfill({ status: 500, body: '' }),
      when: 'pay',
      says: 'Payment capture failed. Please try again.',
    },
  ]

  for (const { what, url, fail, when, says } of failures) {
    test(`${what}: "${says}", once, and paying works afterwards`, async ({ page, request }) => {
      const dialogs = collectDialogs(page)
      const applicationNumber = await createApplicationViaApi(request)
      if (when === 'pay') await openPayment(page, applicationNumber)
      // Stub of a failure.
      await page.route(url, fail)
      if (when === 'load') await page.goto(`/Payment/${applicationNumber}`)
      else await payButton(page).click()

      await expect.poll(() => dialogs).toEqual([says])
      const problem = page.getByRole('alert').filter({ hasText: says })
      await expect(problem).toBeFocused()
      if (when === 'load') {
        await expect(payButton(page)).toHaveCount(0)
        await expect(page.getByText(LOADING)).toHaveCount(0)
      } else {
        // PayPal's onError follows a failed createOrder or capture; it must not alert a second time.
        // The SDK stand-in clears aria-busy only after onError has returned, and alert() blocks until
        // the dialog is handled, so by then a second alert would have been recorded.
        await expect(payButton(page)).toHaveAttribute('aria-busy', 'false')
        await expect(page).toHaveURL(new RegExp(`/Payment/${applicationNumber}$`))
      }
      expect(dialogs).toEqual([says])
      expect(await paymentStatus(request, applicationNumber)).toBe('UNPAID')

      await page.unroute(url)
      if (when === 'load') {
        await problem.getByRole('button', { name: 'Try again' }).click()
        await expectPaymentReady(page, applicationNumber)
        await expect(problem).toHaveCount(0)
      }
      await payAndSucceed(page)
      expect(dialogs).toEqual([says])
      expect(await paymentStatus(request, applicationNumber)).toBe('COMPLETED')
    })
  }

  test('an expired token (401) is renewed once and the payment goes through', async ({ page, request }) => {
    const { dialogs, applicationNumber } = await onPaymentScreen(page, request)
    let tokens = 0
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/srilanka/getaccesstocken')) tokens++
    })
    // Stub of a failure: the first create-Order is refused as the server refuses an expired token.
    let refused = false
    await page.route('**/api/srilanka/create-Order', async (route) => {
      if (refused) return route.continue()
      refused = true
      return route.fulfill({
        status: 401,
        json: { status: false, message: 'The payment token has expired. Please reload the page.' },
      })
    })
    await payAndSucceed(page)
    expect(tokens).toBe(1)
    expect(dialogs).toEqual([])
    expect(await paymentStatus(request, applicationNumber)).toBe('COMPLETED')
  })

  test('a capture whose answer is lost still ends on the success page when the server recorded it', async ({
    page,
    request,
  }) => {
    const { dialogs, applicationNumber } = await onPaymentScreen(page, request)
    // Stub of a failure: the capture reaches the real server, but its answer never reaches the page.
    await page.route('**/api/srilanka/capture-order', async (route) => {
      const answer = await route.fetch()
      expect(answer.status()).toBe(200)
      await route.abort('connectionreset')
    })
    await payAndSucceed(page)
    expect(dialogs).toEqual([])
    expect(await paymentStatus(request, applicationNumber)).toBe('COMPLETED')
  })

  test("PayPal's script cannot load: it says so and Try again loads it", async ({ page, request }) => {
    const applicationNumber = await createApplicationViaApi(request)
    // Stub of a failure: PayPal's script (here the simulator's stand-in) does not arrive.
    await page.route('**/api/paypal-simulator/sdk/js**', (route) => route.abort('connectionrefused'))
    await page.goto(`/Payment/${applicationNumber}`)
    const problem = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
    await expect(problem).toBeVisible()
    await expect(problem).toBeFocused()
    await expect(page.getByText(LOADING)).toHaveCount(0)
    await expect(payButton(page)).toHaveCount(0)

    await page.unroute('**/api/paypal-simulator/sdk/js**')
    await problem.getByRole('button', { name: 'Try loading PayPal again' }).click()
    await expectPaymentReady(page, applicationNumber)
    await payAndSucceed(page)
  })
})

test.describe('the payment screen', () => {
  test('refuses Back with "You cannot navigate back from this page." while the buttons are shown', async ({
    page,
    request,
  }) => {
    const applicationNumber = await openMadeElsewhere(page, request, 'Preview')
    await page.getByRole('link', { name: 'Next To Pay' }).click()
    await expectPaymentReady(page, applicationNumber)
    const dialogs = collectDialogs(page)
    await page.goBack()
    await expect.poll(() => dialogs).toEqual(['You cannot navigate back from this page.'])
    await expect(page).toHaveURL(new RegExp(`/Payment/${applicationNumber}$`))
    await expect(payButton(page)).toBeVisible()
    // Still refused the second time, and paying still works.
    await page.goBack()
    await expect.poll(() => dialogs).toHaveLength(2)
    await payAndSucceed(page)
  })

  test('says plainly that payment needs a connection, and hides the buttons, while offline', async ({
    page,
    context,
    request,
  }) => {
    const { dialogs } = await onPaymentScreen(page, request)
    await context.setOffline(true)
    await expect(page.getByRole('status').getByText(OFFLINE)).toBeVisible()
    await expect(payButton(page)).toBeHidden()
    await expectAccessible(page)

    await context.setOffline(false)
    await expect(page.getByText(OFFLINE)).toHaveCount(0)
    await expect(payButton(page)).toBeVisible()
    await payAndSucceed(page)
    expect(dialogs).toEqual([])
  })

  test('is accessible with the buttons rendered, and so is the success page', async ({ page, request }) => {
    await onPaymentScreen(page, request)
    await expectAccessible(page)
    await payAndSucceed(page)
    await expectAccessible(page)
  })

  test('fits 320, 768 and 1400 px wide screens', async ({ page, request }) => {
    const applicationNumber = await createApplicationViaApi(request)
    for (const width of [320, 768, 1400]) {
      await page.setViewportSize({ width, height: 900 })
      await openPayment(page, applicationNumber)
      // Nothing reaches past the right edge: no sideways scrolling, header included.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${width} px`,
      ).toBeLessThanOrEqual(width)
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      )
      expect(overflowing, `${width} px`).toEqual([])
      const box = await payButton(page).boundingBox()
      expect(box?.width, `${width} px`).toBeGreaterThan(200)
      expect((box?.x ?? 0) + (box?.width ?? 0), `${width} px`).toBeLessThanOrEqual(width)
    }
  })
})
