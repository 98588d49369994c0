// The application form's checks (docs/site.md §5, docs/rules.md §2 and §3) and its failures (docs/site.md §8).
import type { Locator, Page } from '@playwright/test'
import { addMonths } from '../shared/dates'
import { MAX_CHILDREN, MAX_UPLOAD_BYTES } from '../shared/limits'
import { collectDialogs, expect, expectAccessible, test } from './fixtures'
import { CONFIRM, label, openAnsweringQuestions, openApplyWithApp, openSeededDraft } from './journey-helpers'
import { createApplicationViaApi, isoDaysFromToday } from './support'

const REQUIRED_MESSAGES = [
  'Visa Type is required.',
  'Surname is required.',
  'Other Name is required.',
  'Title is required.',
  'Date of Birth is required.',
  'Gender is required.',
  'Country of Birth is required.',
  'Nationality is required.',
  'Passport Number is required.',
  'Passport Issued Date is required.',
  'Passport Expiry Date is required.',
  'Where you have been during the last 14 days is required.',
  'Intended Arrival Date is required.',
  'Valid Residence Visa selection is required.',
  'Currently in Sri Lanka selection is required.',
  'Multiple Entry Visa selection is required.',
  // docs/rules.md §2: the e-mail gets the check the original lacked.
  'Email is required.',
]

/** Still on the new-application form, which names its draft in the address so a reload reopens it. */
const ON_THE_FORM = /\/Apply\?draft=[0-9a-f-]{36}$/

/** The error shown under a control, found through the control's aria-describedby. */
async function errorOf(page: Page, control: Locator): Promise<Locator> {
  const ids = (await control.getAttribute('aria-describedby')) ?? ''
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'))
  if (!errorId) return page.locator('#no-error-shown')
  return page.locator(`#${errorId}`)
}

async function submitConfirmed(page: Page) {
  await page.getByLabel(CONFIRM).check()
  await page.getByRole('button', { name: 'Submit' }).click()
}

test.describe('application form checks', () => {
  test('an empty submit lists every required field and shows each message at its field @phone', async ({
    page,
  }) => {
    const dialogs = collectDialogs(page)
    await page.goto('/Apply')
    await submitConfirmed(page)

    const summary = page.locator('.error-summary')
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    await expect(summary).toBeFocused()
    for (const message of REQUIRED_MESSAGES) {
      await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible()
      await expect(page.locator('.field-error').filter({ hasText: message })).toBeVisible()
    }
    // Tied to its control: aria-invalid and aria-describedby.
    const surname = label(page, 'Surname')
    await expect(surname).toHaveAttribute('aria-invalid', 'true')
    await expect(await errorOf(page, surname)).toHaveText(/Surname is required\./)
    // A summary link moves to its field.
    await summary.getByRole('link', { name: 'Nationality is required.' }).click()
    await expect(label(page, 'Nationality')).toBeFocused()
    await expect(page).toHaveURL(ON_THE_FORM)
    await expectAccessible(page)
    expect(dialogs).toEqual([])
  })

  test('a field shows its message once touched and left, and clears it as it is corrected', async ({
    page,
  }) => {
    await page.goto('/Apply')
    const surname = label(page, 'Surname')
    await surname.focus()
    await expect(page.getByText('Surname is required.')).toHaveCount(0)
    await surname.press('Tab')
    await expect(await errorOf(page, surname)).toHaveText(/Surname is required\./)
    await expect(surname).toHaveAttribute('aria-invalid', 'true')
    // Fields not yet reached stay quiet.
    await expect(page.getByText('Other Name is required.')).toHaveCount(0)
    await surname.fill('silva')
    await expect(surname).toHaveValue('SILVA')
    await expect(page.getByText('Surname is required.')).toHaveCount(0)
    await expect(surname).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('upper case as typed keeps the caret where it was', async ({ page }) => {
    await page.goto('/Apply')
    const city = label(page, 'City')
    await city.pressSequentially('colmbo')
    await city.press('ArrowLeft')
    await city.press('ArrowLeft')
    await city.press('ArrowLeft')
    await city.pressSequentially('o')
    await expect(city).toHaveValue('COLOMBO')
    // The e-mail keeps its case.
    await label(page, 'Email').fill('Anna@Example.com')
    await expect(label(page, 'Email')).toHaveValue('Anna@Example.com')
  })

  test('dates follow the rules of docs/rules.md', async ({ page }) => {
    await page.goto('/Apply')
    const arrival = label(page, 'Intended Arrival Date')
    await arrival.fill(isoDaysFromToday(-1))
    await arrival.blur()
    await expect(await errorOf(page, arrival)).toHaveText(/Intended Arrival Date cannot be in the past\./)

    // One arrival date for the six-month checks below, not a count of days from each moment's today.
    const inTenDays = isoDaysFromToday(10)
    await arrival.fill(inTenDays)
    await expect(page.getByText('Intended Arrival Date cannot be in the past.')).toHaveCount(0)
    const expiry = label(page, 'Passport Expiry Date')
    await expiry.fill(addMonths(inTenDays, 3))
    await expiry.blur()
    await expect(await errorOf(page, expiry)).toHaveText(
      /Passport must be valid for at least 6 months from the date of entry\./,
    )
    await expiry.fill(addMonths(inTenDays, 7))
    await expect(
      page.getByText('Passport must be valid for at least 6 months from the date of entry.'),
    ).toHaveCount(0)

    const birth = label(page, 'Date of Birth')
    await birth.fill(isoDaysFromToday(1))
    await birth.blur()
    await expect(await errorOf(page, birth)).toHaveText(/Date of Birth must be in the past\./)

    const issued = label(page, 'Passport Issued Date')
    await issued.fill(isoDaysFromToday(5))
    await issued.blur()
    await expect(await errorOf(page, issued)).toHaveText(/Passport Issued Date must be in the past\./)
  })

  test('switching between tourist and business swaps the blocks and the purposes', async ({ page }) => {
    await page.goto('/Apply')
    const visaType = label(page, 'Visa Type')
    const purpose = label(page, 'Purpose of Visit')

    await visaType.selectOption('TOURIST VISA')
    await expect(label(page, 'Address Line 1')).toBeVisible()
    await expect(label(page, 'Visa Required Days')).toHaveValue('Tourist Visa 30 Days')
    await expect(page.getByRole('group', { name: "Applicant's Company" })).toHaveCount(0)
    await expect(purpose.getByRole('option', { name: 'Sightseeing or holidaying' })).toBeAttached()
    await purpose.selectOption('Sightseeing or holidaying')

    await visaType.selectOption('BUSINESS VISA')
    await expect(page.getByRole('group', { name: "Applicant's Company" })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Sri Lankan Company' })).toBeVisible()
    await expect(label(page, 'Purpose Description')).toBeVisible()
    await expect(label(page, 'Address Line 1')).toHaveCount(0)
    await expect(label(page, 'Visa Required Days')).toHaveCount(0)
    await expect(purpose.getByRole('option', { name: 'Sightseeing or holidaying' })).toHaveCount(0)
    await expect(purpose.getByRole('option', { name: 'Short term training programs' })).toBeAttached()
    // A tourist purpose is not carried over into a business application.
    await expect(purpose).toHaveValue('')
    // The purpose description keeps its case.
    await label(page, 'Purpose Description').fill('Supplier visit')
    await expect(label(page, 'Purpose Description')).toHaveValue('Supplier visit')

    await visaType.selectOption('TOURIST VISA')
    await expect(label(page, 'Address Line 1')).toBeVisible()
    await expect(page.getByRole('group', { name: "Applicant's Company" })).toHaveCount(0)
  })

  test('children rows are added and removed, and removing the middle one keeps the others', async ({
    page,
  }) => {
    await page.goto('/Apply')
    const add = page.getByRole('button', { name: 'Add Child' })
    for (const [index, name] of ['Asha', 'Bimal', 'Chamari'].entries()) {
      await add.click()
      const row = page.getByRole('group', { name: `Child ${index + 1}` })
      await expect(row).toBeFocused()
      await row.getByLabel('Child Surname').fill(name)
      await row.getByLabel('Child Given Name').fill(`${name} given`)
    }
    await page.getByRole('button', { name: 'Remove child 2' }).click()
    await expect(page.getByRole('group', { name: /^Child \d/ })).toHaveCount(2)
    await expect(page.getByRole('group', { name: 'Child 1' }).getByLabel('Child Surname')).toHaveValue('Asha')
    await expect(page.getByRole('group', { name: 'Child 2' }).getByLabel('Child Surname')).toHaveValue(
      'Chamari',
    )
    await expect(page.getByRole('group', { name: 'Child 2' }).getByLabel('Child Given Name')).toHaveValue(
      'Chamari given',
    )
    await expect(page.getByRole('button', { name: 'Remove child 3' })).toHaveCount(0)
    await expect(add).toBeFocused()
  })

  test(`at most ${MAX_CHILDREN} children can be added`, async ({ page }) => {
    await page.goto('/Apply')
    const add = page.getByRole('button', { name: 'Add Child' })
    for (let count = 0; count < MAX_CHILDREN; count++) await add.click()
    await expect(page.getByRole('group', { name: /^Child \d/ })).toHaveCount(MAX_CHILDREN)
    await expect(add).toBeDisabled()
  })

  test('a child row left empty is reported with its number', async ({ page }) => {
    // A complete application kept on this device: the form opens filled in, and fails only where told.
    await openSeededDraft(page)
    await page.getByRole('button', { name: 'Add Child' }).click()
    await submitConfirmed(page)
    const summary = page.locator('.error-summary')
    await expect(summary.getByRole('link', { name: 'Child 1: Child Surname is required.' })).toBeVisible()
    await expect(summary.getByRole('link', { name: 'Child 1: Child Gender is required.' })).toBeVisible()
  })

  test('the confirmation checkbox gates the submit button', async ({ page }) => {
    await page.goto('/Apply')
    const submit = page.getByRole('button', { name: 'Submit' })
    const confirm = page.getByLabel(CONFIRM)
    await expect(page.getByText('Please consider information you entered before confirm')).toBeVisible()
    await expect(confirm).not.toBeChecked()
    await expect(submit).toBeDisabled()
    await confirm.check()
    await expect(submit).toBeEnabled()
    await confirm.uncheck()
    await expect(submit).toBeDisabled()
  })
})

test.describe('passport copy', () => {
  test('a file over the limit or of the wrong type is refused before upload', async ({ page }) => {
    await page.goto('/Apply')
    let uploads = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/upload')) uploads++
    })
    const input = label(page, 'Passport Copy')
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1),
    })
    await expect(page.getByText('The file is too large. Choose a file of at most 10 MB.')).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(page.getByText('Choose a JPEG, PNG or PDF file.')).toBeVisible()
    expect(uploads).toBe(0)
  })

  test('a failed upload says so', async ({ page }) => {
    await openApplyWithApp(page)
    await page.route('**/api/upload', (route) =>
      route.fulfill({
        status: 415,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Only JPEG, PNG or PDF files are accepted.' }),
      }),
    )
    await label(page, 'Passport Copy').setInputFiles({
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a png'),
    })
    await expect(
      page.getByRole('alert').filter({ hasText: 'The passport copy could not be uploaded.' }),
    ).toHaveText(/Only JPEG, PNG or PDF files are accepted\./)
  })
})

test.describe('failures the server reports', () => {
  test('a refused create alerts and puts the server field errors on their fields', async ({ page }) => {
    const dialogs = collectDialogs(page)
    // A complete application kept on this device: the form opens filled in, and fails only where told.
    await openSeededDraft(page)
    await page.route('**/api/srilanka/create-application', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          message: 'Some details are not valid.',
          errors: [{ field: 'passport_number', message: 'Passport Number is already in use.' }],
        }),
      }),
    )
    await submitConfirmed(page)
    await expect.poll(() => dialogs).toEqual(['something went wrong'])
    const passport = label(page, 'Passport Number')
    await expect(await errorOf(page, passport)).toHaveText(/Passport Number is already in use\./)
    await expect(page.locator('.error-summary')).toBeFocused()
    await expect(page).toHaveURL(ON_THE_FORM)
  })

  test('a create answer without the success flag alerts', async ({ page }) => {
    const dialogs = collectDialogs(page)
    // A complete application kept on this device: the form opens filled in, and fails only where told.
    await openSeededDraft(page)
    await page.route('**/api/srilanka/create-application', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    )
    await submitConfirmed(page)
    await expect.poll(() => dialogs).toEqual(['something went wrong'])
    await expect(page).toHaveURL(ON_THE_FORM)
  })

  test('a failed update alerts with the server message', async ({ page, request }) => {
    const applicationNumber = await createApplicationViaApi(request)
    const dialogs = collectDialogs(page)
    await openAnsweringQuestions(page, `/Apply/${applicationNumber}`)
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await page.route('**/api/srilanka/update-application/*', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          status: false,
          message: 'This application has been paid and can no longer be changed.',
        }),
      }),
    )
    await page.getByLabel(CONFIRM).check()
    await page.getByRole('button', { name: 'Update and Next' }).click()
    await expect.poll(() => dialogs).toEqual(['This application has been paid and can no longer be changed.'])
    await expect(page).toHaveURL(new RegExp(`/Apply/${applicationNumber}$`))
  })

  test('editing an unknown application alerts and returns home', async ({ page }) => {
    const dialogs = collectDialogs(page)
    await page.goto('/Apply/UNKNOWN0000000000')
    await expect.poll(() => dialogs).toEqual(['Application not found.'])
    await expect(page).toHaveURL(/\/$/)
  })
})
