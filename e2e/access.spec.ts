// Who may open an application in the browser: the device that made it holds its key and
// opens it unasked; any other browser is asked the passport number and date of birth on /Apply/{id}
// and /Preview/{id}, sees nothing of the passport until both match, and then keeps a key of its
// own. Real server, real Chromium; separate browser contexts are separate devices.
import { randomUUID } from 'node:crypto'
import { anotherDevice, seedDrafts, submittedDraft } from './device'
import { collectDialogs, expect, expectAccessible, test } from './fixtures'
import { answerPassportQuestions, label, openAnsweringQuestions } from './journey-helpers'
import { createApplicationViaApi, createApplicationWithKey } from './support'

const STEP = 'Confirm it is your application'
const NO_MATCH = 'The details do not match this application.'

test.describe('opening an application on a device', () => {
  test('the device that made it opens it unasked; another is asked, refused on a wrong answer, and let in on the right one', async ({
    page,
    browser,
    request,
  }) => {
    // Three devices and axe on three screens: long on a shared 2-core machine.
    test.slow()
    // The creating device holds the key its submit was answered with, beside its draft (the form
    // keeping that key is application-journey.spec.ts's first test; here it is put there directly).
    const { skuId, accessKey } = await createApplicationWithKey(request)
    await page.goto('/Partial-Filled')
    await seedDrafts(page, [submittedDraft(randomUUID(), skuId, accessKey)])
    await page.goto(`/Preview/${skuId}`)
    await expect(page.getByRole('heading', { name: 'Preview Your Application' })).toBeVisible()
    // The creating device: no question, the whole application.
    await expect(page.getByRole('heading', { name: STEP })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText(
      'GB1234567',
    )
    await page.goto(`/Apply/${skuId}`)
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await expect(page.getByRole('heading', { name: STEP })).toHaveCount(0)

    // Another device, on the preview: asked first, and nothing of the passport shown.
    const other = await anotherDevice(browser)
    const dialogs = collectDialogs(other)
    await other.goto(`/Preview/${skuId}`)
    await expect(other.getByRole('heading', { name: 'Preview Your Application' })).toBeVisible()
    await expect(other.getByRole('heading', { name: STEP })).toBeVisible()
    await expect(other.getByText(skuId, { exact: true })).toBeVisible()
    await expect(other.getByLabel('Passport Number', { exact: true })).toBeVisible()
    await expect(other.getByLabel('Date of Birth', { exact: true })).toBeVisible()
    await expectAccessible(other)
    await expect(other.locator('main')).not.toContainText('PERERA')

    // A wrong answer: the server's one message, still nothing shown.
    await answerPassportQuestions(other, { passportNumber: 'GB7654321' })
    await expect(other.getByText(NO_MATCH)).toBeVisible()
    await expect(other.getByLabel('Passport Number', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(other)
    await expect(other.locator('main')).not.toContainText('PERERA')

    // The right one (typed in lower case): the application loads.
    await other.getByLabel('Passport Number', { exact: true }).fill('gb1234567')
    await other.getByRole('button', { name: 'Continue' }).click()
    const personal = other.getByRole('region', { name: 'Personal and Passport Information' })
    await expect(personal).toContainText('GB1234567')
    await expect(personal).toContainText('PERERA')
    // It keeps its own key: the edit screen opens unasked, after a reload too.
    await other.goto(`/Apply/${skuId}`)
    await expect(label(other, 'Surname')).toHaveValue('PERERA')
    await other.reload()
    await expect(label(other, 'Surname')).toHaveValue('PERERA')
    await expect(other.getByRole('heading', { name: STEP })).toHaveCount(0)
    expect(dialogs).toEqual([])
    await other.context().close()

    // A third device, straight to the edit screen: asked there too, then the form.
    const third = await anotherDevice(browser)
    await third.goto(`/Apply/${skuId}`)
    await expect(third.getByRole('heading', { name: 'Edit your application' })).toBeVisible()
    await answerPassportQuestions(third)
    await expect(label(third, 'Surname')).toHaveValue('PERERA')
    await expect(label(third, 'Passport Number')).toHaveValue('GB1234567')
    await third.context().close()
  })

  test('a look-up of an unpaid application on another device leads to the questions, and the payment screen shows only initials and the fee', async ({
    browser,
    request,
  }) => {
    const skuId = await createApplicationViaApi(request)
    const other = await anotherDevice(browser)
    await other.goto(`/Payment/${skuId}`)
    await expect(other.getByRole('heading', { name: 'Srilanka eVisa Fee' })).toBeVisible()
    await expect(other.getByText('A. P.', { exact: true })).toBeVisible()
    await expect(other.getByText('USD 85.00')).toBeVisible()
    await expect(other.locator('main')).not.toContainText('PERERA')

    await other.goto('/Visa-Fee')
    const lookUp = other.getByRole('main')
    await lookUp.getByLabel('Enter your Application Number').fill(skuId)
    await lookUp.getByRole('button', { name: 'Submit' }).click()
    await expect(other).toHaveURL(new RegExp(`/Apply/${skuId}$`))
    await expect(other.getByRole('heading', { name: STEP })).toBeVisible()
    await answerPassportQuestions(other)
    await expect(label(other, 'Surname')).toHaveValue('PERERA')
    await other.context().close()
  })

  test('too many tries: the step says to try again later', async ({ page, request }) => {
    const skuId = await createApplicationViaApi(request)
    // Stub of a failure: the server's answer after too many wrong tries (provoking the real one
    // would lock this test address out of every other test for an hour).
    await page.route('**/api/srilanka/verify-application', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '3600' },
        json: { status: false, message: 'Too many requests.' },
      }),
    )
    await openAnsweringQuestions(page, `/Preview/${skuId}`)
    await expect(page.getByText(/^Too many tries for this application\..*try again later\.$/)).toBeVisible()
    await expect(page.locator('main')).not.toContainText('PERERA')
  })
})
