// The traveller's journey says one thing at a time, and nothing typed is lost on the way to paying:
// an edit made just before "Pay now" reaches the agency, the look-up gives one outcome per status,
// every screen is reachable from the menu under one name, the app offers to be installed where it
// makes sense, texts say what is true, a returning applicant's link opens their draft again, the
// preview shows the fee, and a receipt whose answer was lost comes from the server.
// Real server, real Chromium, on a phone-sized touch screen (and the desktop project too).
import { randomInt, randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { STATUS_IN_WORDS } from '../shared/application-status'
import { readDeviceStore, seedDrafts, submittedDraft, visitOnce } from './device'
import { expect, expectAccessible, test } from './fixtures'
import { CONFIRM, draftItem, label, openFreshDraft, openSeededDraft } from './journey-helpers'
import { waitForMail } from './mail-inbox'
import { expectPaymentReady, openPayment, payAndSucceed, payViaApi } from './payment-helpers'
import {
  approveWithEvisa,
  createApplicationViaApi,
  createApplicationWithKey,
  validApplication,
  viewWithKey,
} from './support'

const NOT_SUBMITTED = 'Changes not submitted yet'
const UNDER_REVIEW = 'We have successfully received your application and it is now under review'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** The header's save status (the sync status line under the header). */
function headerStatus(page: Page) {
  return page.getByRole('banner').locator('.sync-status-text')
}

/** This device holds the key of an application made through the API, as the device that made it. */
async function onThisDevice(page: Page, skuId: string, accessKey: string) {
  await visitOnce(page, '/Partial-Filled')
  await seedDrafts(page, [submittedDraft(randomUUID(), skuId, accessKey)])
}

async function lookUp(page: Page, number: string) {
  await page.goto('/Visa-Fee')
  await page.getByRole('main').getByLabel('Enter your Application Number').fill(number)
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click()
}

interface SeenToast {
  text: string
  kind: string | null
  /** The controls outside the toast that its box overlapped as it appeared. */
  covers: string[]
}

/**
 * Records every toast as it appears, with the controls it lies over at that moment: a toast lives
 * 5 seconds, which a loaded machine can spend before a test looks.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: SeenToast[] = []
    const known = new WeakSet<Element>()
    ;(window as unknown as { toastsSeen: SeenToast[] }).toastsSeen = seen
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.toast')) {
        if (known.has(toast)) continue
        known.add(toast)
        const box = toast.getBoundingClientRect()
        const covers = [...document.querySelectorAll('a, button, input, select, textarea')]
          .filter((control) => !toast.contains(control))
          .filter((control) => {
            const r = control.getBoundingClientRect()
            return (
              r.width > 0 &&
              r.left < box.right &&
              r.right > box.left &&
              r.top < box.bottom &&
              r.bottom > box.top
            )
          })
          .map(
            (control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName,
          )
        seen.push({ text: toast.textContent ?? '', kind: toast.getAttribute('role'), covers })
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

async function toastsSeen(page: Page): Promise<SeenToast[]> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { toastsSeen: unknown[] }).toastsSeen.length))
    .toBeGreaterThan(0)
  return page.evaluate(() => (window as unknown as { toastsSeen: SeenToast[] }).toastsSeen)
}

/** Chromium offers installation (the event a real install offer starts with). */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => ({ outcome: 'dismissed' }),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    })
    window.dispatchEvent(offer)
  })
}

test.describe('the traveller journey, one thing at a time', () => {
  // Several screens, a payment and reloads each, on a shared 2-core machine.
  test.slow()

  test('an edit typed on the application is submitted by Pay now and kept after paying @phone', async ({
    page,
    request,
  }) => {
    const { skuId, accessKey } = await createApplicationWithKey(request)
    await onThisDevice(page, skuId, accessKey)
    await page.goto(`/Apply/${skuId}`)
    await expect(label(page, 'Occupation')).toHaveValue('TEACHER')
    // Untouched: nothing claims that changes were saved.
    await expect(headerStatus(page)).not.toHaveText(/All changes saved/)

    await label(page, 'Occupation').fill('engineer')
    // Kept on the device only: the status line says the agency does not have it.
    await expect(headerStatus(page)).toHaveText(NOT_SUBMITTED)
    await expect(page.getByText(/These changes are submitted first/)).toBeVisible()

    await page.getByRole('button', { name: 'Pay now' }).click()
    await expectPaymentReady(page, skuId)
    // Sent before the payment screen opened: the agency has it already.
    expect((await viewWithKey(request, skuId, accessKey)).Occupation).toBe('ENGINEER')
    await payAndSucceed(page)
    const record = await viewWithKey(request, skuId, accessKey)
    expect(record.payment_status).toBe('COMPLETED')
    expect(record.Occupation).toBe('ENGINEER')
  })

  test('Pay now stops at a change that cannot be submitted, and says why @phone', async ({
    page,
    request,
  }) => {
    const { skuId, accessKey } = await createApplicationWithKey(request)
    await onThisDevice(page, skuId, accessKey)
    await page.goto(`/Apply/${skuId}`)
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await label(page, 'Surname').fill('')
    await page.getByRole('button', { name: 'Pay now' }).click()
    await expect(page.getByText('Surname is required.').first()).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/Apply/${skuId}$`))
    expect((await viewWithKey(request, skuId, accessKey)).surname).toBe('PERERA')
  })

  test('the look-up gives one outcome for an approved application, and says how long a number is @phone', async ({
    page,
    request,
  }) => {
    const skuId = await createApplicationViaApi(request)
    await approveWithEvisa(request, skuId)
    await lookUp(page, skuId)
    await expect(page.getByText(`Status: ${STATUS_IN_WORDS.APPROVED}`)).toBeVisible()
    await expect(page.getByText(/under review/)).toHaveCount(0)
    await expectAccessible(page)

    // 14 characters: a number typed short, not an unknown one.
    await lookUp(page, skuId.slice(0, 14))
    await expect(page.getByText('An application number has 16 characters; this one has 14.')).toBeVisible()
    await expect(page.getByText('Application not found or an error occurred.')).toHaveCount(0)
  })

  test('a paid application still says it is under review, with its status @phone', async ({
    page,
    request,
  }) => {
    const skuId = await createApplicationViaApi(request)
    await payViaApi(request, skuId)
    await lookUp(page, skuId)
    await expect(page.getByText(`Status: ${STATUS_IN_WORDS.RECEIVED}`)).toBeVisible()
    await expect(page.getByText(UNDER_REVIEW)).toBeVisible()
  })

  test('the menu leads to Apply, My applications and Pay or check status, which list submitted ones with their status @phone', async ({
    page,
    request,
  }) => {
    const { skuId, accessKey } = await createApplicationWithKey(request)
    await payViaApi(request, skuId)
    await onThisDevice(page, skuId, accessKey)
    await page.goto('/')
    const phone = test.info().project.name === 'phone'
    let menu = page.getByRole('complementary').getByRole('navigation', { name: 'Site' })
    if (phone) {
      await page.getByRole('button', { name: 'Menu' }).click()
      menu = page.getByRole('dialog', { name: 'Menu' })
    }
    for (const name of ['Apply for E-Visa', 'My applications', 'Pay or check status']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Pay or check status', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pay or check status' })).toBeVisible()

    if (phone) {
      await page.getByRole('button', { name: 'Menu' }).click()
      menu = page.getByRole('dialog', { name: 'Menu' })
    }
    await menu.getByRole('link', { name: 'My applications', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible()
    const item = draftItem(page, 'PERERA ANNA MARIA')
    await expect(item).toContainText(skuId)
    // From the server: paid, so received by the agency.
    await expect(item).toContainText(STATUS_IN_WORDS.RECEIVED)
    await expect(item.getByRole('button', { name: /^View/ })).toBeVisible()
    await expect(item.getByRole('button', { name: /^Resume/ })).toHaveCount(0)
    await expectAccessible(page)
  })

  test('the app offers to be installed on My applications and after submitting @phone', async ({ page }) => {
    await page.goto('/Partial-Filled')
    await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible()
    await offerInstall(page)
    const offer = page.getByRole('region', { name: 'Install the app' })
    await expect(offer.getByRole('button', { name: 'Install the app' })).toBeVisible()

    await openSeededDraft(page, validApplication())
    await page.getByLabel(CONFIRM).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/Preview\/[0-9A-Z]{16}$/, { timeout: 60_000 })
    await offerInstall(page)
    await expect(
      page.getByRole('region', { name: 'Install the app' }).getByRole('button', { name: 'Install the app' }),
    ).toBeVisible()
  })

  test('on an iPhone, where Safari has no install prompt, the Add to Home Screen steps are shown @phone', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      userAgent: IPHONE_SAFARI,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto('/Partial-Filled')
    const offer = page.getByRole('region', { name: 'Install the app' })
    await expect(offer).toContainText('Share')
    await expect(offer).toContainText('Add to Home Screen')
    await context.close()
  })

  test('texts say what is true: optional copy, the 14-day question, no copy to send, no changes to save @phone', async ({
    page,
    context,
  }) => {
    await openFreshDraft(page)
    await expect(page.getByRole('heading', { name: 'Passport copy (optional)' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Required Document' })).toHaveCount(0)
    await expect(headerStatus(page)).toHaveText('')

    await page.getByLabel(CONFIRM).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    const summary = page.locator('.error-summary')
    await expect(
      summary.getByRole('link', { name: 'Where you have been during the last 14 days is required.' }),
    ).toBeVisible()
    await expect(page.getByText('Days before travel is required.')).toHaveCount(0)

    // Submitted offline without a passport copy: nothing speaks of one.
    await openSeededDraft(page, validApplication())
    await context.setOffline(true)
    await page.getByLabel(CONFIRM).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    const state = page.getByRole('region', { name: 'Submitted on this device' })
    await expect(state).toContainText('as soon as there is a connection')
    await expect(state).not.toContainText('passport copy')
    await context.setOffline(false)
  })

  test('the identity check and the payment panel say nothing untrue @phone', async ({ page, request }) => {
    const skuId = await createApplicationViaApi(request)
    await page.goto(`/Apply/${skuId}`)
    await expect(page.getByRole('heading', { name: 'Confirm it is your application' })).toBeVisible()
    await expect(headerStatus(page)).toHaveText('')
    await page.getByLabel('Passport Number', { exact: true }).fill('GB1234567')
    await page.getByLabel('Date of Birth', { exact: true }).fill('1988-04-12')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(
      page.getByText('To change something, edit the form below and press Update and Next.'),
    ).toBeVisible()
  })

  test('a mailed link opened twice opens its draft again; toasts leave the Menu button free @phone', async ({
    page,
    request,
  }) => {
    const n = randomInt(1_000_000, 9_999_999)
    const email = `returning${n}@example.com`
    const passport = `RT${n}`
    await createApplicationViaApi(request, { email, passport_number: passport, surname: 'SILVA' })
    const answer = await request.post('/api/srilanka/returning-applicant', {
      data: { passport_number: passport, email },
    })
    expect(answer.status()).toBe(202)
    const mail = await waitForMail(email, 'Your link to apply again')
    const link = /https?:\/\/\S+\/Apply\?reuse=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] as string
    const path = new URL(link).pathname + new URL(link).search

    await recordToasts(page)
    await page.goto(path)
    await expect(label(page, 'Surname')).toHaveValue('SILVA')
    const draftUrl = page.url()
    const first = await toastsSeen(page)
    expect(first.map((toast) => toast.text)).toEqual([
      expect.stringContaining('We started a new application'),
    ])
    // As it appeared, the toast lay over no control of the header (Menu) or of the page.
    expect(first[0]?.covers).toEqual([])

    await page.goto(path)
    await expect(label(page, 'Surname')).toHaveValue('SILVA')
    expect(page.url()).toBe(draftUrl)
    const second = await toastsSeen(page)
    expect(second.map((toast) => toast.text)).toEqual([
      expect.stringContaining('already opened on this device'),
    ])
    expect(second[0]?.kind).toBe('status')
  })

  test('opening the form lists no untitled draft; the first typed value does @phone', async ({ page }) => {
    await openFreshDraft(page)
    await page.goto('/Partial-Filled')
    await expect(page.getByText('There are no applications on this device yet.')).toBeVisible()
    await expect(page.getByText('Untitled draft')).toHaveCount(0)

    await page.goto('/Apply')
    await label(page, 'Surname').fill('fernando')
    await expect(headerStatus(page)).toHaveText('All changes saved', { timeout: 30_000 })
    await page.goto('/Partial-Filled')
    await expect(draftItem(page, 'FERNANDO')).toBeVisible()
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1)
  })

  test('the preview shows the fee before Next To Pay, and says when a change was sent @phone', async ({
    page,
    request,
  }) => {
    const child = {
      child_surnane: 'PERERA',
      child_givenName: 'NIMAL',
      child_date_of_birth: '2018-05-01',
      child_gender: 'Male',
      child_relationship: 'Child',
    }
    const { skuId, accessKey } = await createApplicationWithKey(request, { children: [child, child] })
    await onThisDevice(page, skuId, accessKey)
    await page.goto(`/Preview/${skuId}`)
    const fee = page.getByText(/^Fee to pay: USD 85\.00/)
    await expect(fee).toBeVisible()
    await expect(fee).toContainText('2 children')
    const feeBox = await fee.boundingBox()
    const payBox = await page.getByRole('link', { name: 'Next To Pay' }).boundingBox()
    expect(feeBox && payBox && feeBox.y < payBox.y).toBe(true)

    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await label(page, 'Occupation').fill('engineer')
    await page.getByLabel(CONFIRM).check()
    await page.getByRole('button', { name: 'Update and Next' }).click()
    await expect(page).toHaveURL(new RegExp(`/Preview/${skuId}$`), { timeout: 60_000 })
    await expect(page.getByRole('status').filter({ hasText: 'Your changes were sent' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText(
      'ENGINEER',
    )
  })

  test('a payment whose answer was lost still shows its receipt, and deleting it deletes the receipt @phone', async ({
    page,
    request,
  }) => {
    const { skuId, accessKey } = await createApplicationWithKey(request)
    await onThisDevice(page, skuId, accessKey)
    await openPayment(page, skuId)
    // The capture goes through on the server; its answer never reaches the page.
    await page.route('**/api/srilanka/capture-order', async (route) => {
      await route.fetch()
      await route.abort('connectionreset')
    })
    await payAndSucceed(page)
    const receipt = page.getByRole('region', { name: 'Receipt' })
    await expect(receipt).toContainText(skuId)
    await expect(receipt).toContainText('USD 85.00')
    await expect(receipt).toContainText('anna.perera@example.com')
    await expect(page.getByText('This device holds no receipt')).toHaveCount(0)
    await expect.poll(() => readDeviceStore<unknown[]>(page, 'receipts').then((all) => all.length)).toBe(1)

    await page.goto('/Partial-Filled')
    await draftItem(page, 'PERERA ANNA MARIA').getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete draft' }).click()
    await expect(page.getByText('There are no applications on this device yet.')).toBeVisible()
    expect(await readDeviceStore<unknown[]>(page, 'receipts')).toEqual([])
  })
})
