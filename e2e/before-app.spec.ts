// The served pages are painted from HTML and work before the app's code has run (ADR 004, 009,
// 013): every control there either works without JavaScript or says it is not ready yet, and
// what the traveller did with it meanwhile is kept when the app takes over. Each test acts in the
// first instant, with every script of the page held back, then lets the scripts through.
import type { Page } from '@playwright/test'
import { RESEND_EVISA_ANSWER } from '../shared/mail-requests'
import { expect, test } from './fixtures'
import { CONFIRM, label, TINY_PNG } from './journey-helpers'
import { countContactMessages, createApplicationViaApi } from './support'

const NOT_READY = 'This button works once the page has finished loading.'

/**
 * Holds every script of the site until `release` is called: the page stays its HTML alone. (A
 * module script held back also holds back DOMContentLoaded, so the test goes to the page with
 * waitUntil 'commit' and waits for the element it acts on.)
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return async () => {
    release()
    await expect(page.locator('html[data-app="running"]')).toBeAttached({ timeout: 30_000 })
  }
}

test.describe('before the app runs @phone-only', () => {
  test('the Menu opens from the HTML alone, and the app then closes it', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible()

    await release()
    await expect(menu, 'the app kept the menu open').toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    // From now on the app opens it (as a modal dialog), and a link chosen there closes it.
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toBeHidden()
  })

  test('the confirmation ticked on /Apply before the app ran stays ticked and enables Submit', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/Apply', { waitUntil: 'commit' })
    const confirm = page.getByLabel(CONFIRM)
    await confirm.check()
    const submit = page.getByRole('button', { name: 'Submit' })
    // Submit is not ready yet, and the page says why.
    await expect(submit).toBeDisabled()
    await expect(page.getByText('Submit works once the page has finished loading.')).toBeVisible()

    await release()
    await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/)
    await expect(confirm).toBeChecked()
    await expect(submit).toBeEnabled()
    await expect(page.getByText('Submit works once the page has finished loading.')).toBeHidden()
  })

  test('Add Child on /Apply says it is not ready until the app runs, then adds a row', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/Apply', { waitUntil: 'commit' })
    const add = page.getByRole('button', { name: 'Add Child' })
    await expect(add).toBeDisabled()
    await expect(add).toHaveAccessibleDescription(/works once the page has finished loading/)

    await release()
    await expect(add).toBeEnabled()
    await add.click()
    await expect(page.getByRole('group', { name: 'Child 1' })).toBeVisible()
  })

  test('a passport copy chosen on /Apply before the app ran is uploaded with the draft', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/Apply', { waitUntil: 'commit' })
    await label(page, 'Passport Copy').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    })

    await release()
    await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/)
    await expect(page.getByText('Attached: passport.png')).toBeVisible()
    // Kept with the draft: a reload shows it attached still.
    await page.reload()
    await expect(page.getByText(/^Attached: /)).toBeVisible()
  })

  test('a contact message typed before the app ran joins the one this device kept, and is sent', async ({
    page,
  }) => {
    // Kept from an earlier visit: the country and the question, not yet sent.
    const remarks = `Kept question ${crypto.randomUUID()}`
    await page.addInitScript(
      (kept) => {
        localStorage.setItem('evisa-unsent-contact-message', kept)
      },
      JSON.stringify({ Nationality: 'Netherlands', remarks }),
    )
    const release = await holdScripts(page)
    await page.goto('/contact', { waitUntil: 'commit' })
    await page.getByLabel('Name').fill('Jan de Vries')
    await page.getByLabel('Email').fill('jan@example.nl')
    await page.getByLabel('Contact Number').fill('+31 6 1234 5678')
    const submit = page.getByRole('button', { name: 'Submit' })
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAccessibleDescription(NOT_READY)
    // Enter does not send the form as a plain HTML submission (its fields in the address).
    await page.getByLabel('Contact Number').press('Enter')

    await release()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByText('We kept the message you had not sent yet.')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('Jan de Vries')
    await expect(page.getByLabel('Nationality')).toHaveValue('Netherlands')
    await expect(page.getByLabel('Remarks')).toHaveValue(remarks)
    await expect(page.getByText(NOT_READY)).toBeHidden()
    await submit.click()
    await expect(
      page.getByRole('status').filter({ hasText: /Thank you|submitted successfully/ }),
    ).toBeVisible()
    expect(countContactMessages(remarks)).toBe(1)
  })

  test('Lost eVisa: what was typed before the app ran is kept and sent once Submit works', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/Lost-eVisa', { waitUntil: 'commit' })
    await label(page, 'Application Number').fill('7K3M9Q2W8E4R6T1Y')
    await label(page, 'Passport Number').fill('N1234567')
    const submit = page.getByRole('button', { name: 'Send my eVisa again' })
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAccessibleDescription(NOT_READY)
    // Enter must not put the passport number in the page's address.
    await label(page, 'Passport Number').press('Enter')

    await release()
    await expect(page).toHaveURL(/\/Lost-eVisa$/)
    await expect(label(page, 'Passport Number')).toHaveValue('N1234567')
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/srilanka/resend-evisa'))
    await submit.click()
    expect((await sent).postDataJSON()).toMatchObject({
      sku_id: '7K3M9Q2W8E4R6T1Y',
      passport_number: 'N1234567',
    })
    await expect(page.getByRole('status').filter({ hasText: RESEND_EVISA_ANSWER })).toBeVisible()
  })

  test('an application number typed on /Visa-Fee before the app ran is looked up once Submit works', async ({
    page,
    request,
  }) => {
    const skuId = await createApplicationViaApi(request)
    const release = await holdScripts(page)
    await page.goto('/Visa-Fee', { waitUntil: 'commit' })
    await page.getByRole('main').getByLabel('Enter your Application Number').fill(skuId)
    const submit = page.getByRole('main').getByRole('button', { name: 'Submit' })
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAccessibleDescription(NOT_READY)
    await page.getByRole('main').getByLabel('Enter your Application Number').press('Enter')

    await release()
    await expect(page).toHaveURL(/\/Visa-Fee$/)
    await submit.click()
    // Unpaid: the look-up opens the application, to check it and pay.
    await expect(page).toHaveURL(new RegExp(`/Apply/${skuId}$`))
  })

  test('"Applied before?" opened on /Apply before the app ran shows its form once the app runs', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/Apply', { waitUntil: 'commit' })
    const returning = page.locator('details.returning-applicant')
    await returning.getByText('Applied before?').click()
    await expect(returning).toHaveAttribute('open', '')

    await release()
    await expect(returning.getByRole('button', { name: 'Send me a link' })).toBeVisible()
    await expect(label(returning, 'Passport Number')).toBeVisible()
  })
})
