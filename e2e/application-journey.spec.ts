// The application journey of docs/site.md §4: new form → preview → edit → preview → payment, with the
// fee of docs/site.md §9, in a real browser against the production build. The form is typed end to
// end here (and in application-validation and offline-form); tests of what comes after the form
// (payment, access, staff, mail...) make their application through the API instead.
import { deviceStores } from './device'
import { collectDialogs, expect, expectAccessible, holdRequests, test } from './fixtures'
import {
  applicationNumberFromUrl,
  confirmAndSubmit,
  fillCommon,
  fillTouristBlocks,
  label,
  openMadeElsewhere,
  TINY_PNG,
} from './journey-helpers'
import { expectPaymentReady, payAndSucceed, paymentStatus } from './payment-helpers'
import { createApplicationViaApi, isoDaysFromToday } from './support'

test.describe('application journey', () => {
  test('new tourist application → preview → edit → preview → payment, paid in test mode @phone', async ({
    page,
    request,
  }) => {
    // The whole form typed, then edited, then paid: the suite's longest journey.
    test.slow()
    const dialogs = collectDialogs(page)
    await page.goto('/Apply')
    await expect(page.getByRole('note')).toHaveText(
      "All information should be entered as per the applicant's passport",
    )
    await expectAccessible(page)

    await fillCommon(page, 'TOURIST VISA')
    await fillTouristBlocks(page)

    // A slow link: the upload is held until the test has seen its progress, then released, so
    // the check cannot race an upload that finished first on a fast or a loaded machine.
    const upload = await holdRequests(page, '**/api/upload')
    await label(page, 'Passport Copy').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    })
    await expect(page.getByText('Uploading...')).toBeVisible()
    await expect(page.locator('progress')).toBeVisible()
    upload.release()
    await expect(page.getByRole('img', { name: 'The passport copy you attached' })).toBeVisible()
    await expect(page.getByText('Uploading...')).toHaveCount(0)

    await confirmAndSubmit(page, 'Submit')

    await expect(page.getByRole('heading', { name: 'Preview Your Application' })).toBeVisible()
    const applicationNumber = applicationNumberFromUrl(page)
    await expect(page.getByText(applicationNumber, { exact: true })).toBeVisible()
    const personal = page.getByRole('region', { name: 'Personal and Passport Information' })
    await expect(personal.getByRole('definition').filter({ hasText: /^PERERA$/ })).toBeVisible()
    await expect(personal).toContainText('TEACHER')
    await expect(personal).toContainText('12 April 1988')
    const declaration = page.getByRole('region', { name: 'Declaration' })
    await expect(declaration).toContainText('NO')
    await expect(declaration).toContainText('YES')
    const copy = page.getByRole('img', { name: 'Passport copy (photo page)' })
    await expect(copy).toBeVisible()
    expect(await copy.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1)
    await expectAccessible(page)

    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/Apply/${applicationNumber}$`))
    await expect(page.getByRole('button', { name: 'Update and Next' })).toBeVisible()
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await expect(label(page, 'Occupation')).toHaveValue('TEACHER')
    await expect(
      page.getByRole('group', { name: 'Do you have a multiple entry visa?' }).getByLabel('Yes'),
    ).toBeChecked()
    await expect(page.getByRole('img', { name: 'The passport copy you attached' })).toBeVisible()
    await label(page, 'Occupation').fill('engineer')
    await confirmAndSubmit(page, 'Update and Next')

    await expect(page).toHaveURL(new RegExp(`/Preview/${applicationNumber}$`))
    await expect(personal).toContainText('ENGINEER')
    await expect(personal).not.toContainText('TEACHER')

    await page.getByRole('link', { name: 'Next To Pay' }).click()
    await expect(page).toHaveURL(new RegExp(`/Payment/${applicationNumber}$`))
    await expect(page.getByRole('heading', { name: 'Srilanka eVisa Fee' })).toBeVisible()
    await expect(page.getByText(applicationNumber, { exact: true })).toBeVisible()
    await expect(page.getByText('USD 85.00')).toBeVisible()
    await expect(page.locator('#paypal-area')).toBeVisible()
    await expectPaymentReady(page, applicationNumber)
    // Whose application, without the name: the initials of ANNA MARIA PERERA.
    await expect(page.getByText('A. P.', { exact: true })).toBeVisible()
    await expect(page.getByText('PERERA')).toHaveCount(0)
    await expectAccessible(page)
    expect(await paymentStatus(request, applicationNumber)).toBe('UNPAID')

    await payAndSucceed(page)
    await expect(page.getByText('Thank you for your payment.')).toBeVisible()
    expect(await paymentStatus(request, applicationNumber)).toBe('COMPLETED')

    // Paid and the receipt shown: this device's drafts keep the number, name, visa type, state and
    // key, and nothing else of the passport (no number, dates, e-mail, copy or queued sends). The
    // receipt (its own store) keeps the e-mail address the eVisa goes to, and no passport data.
    const stores = await deviceStores(page)
    const paid = stores.drafts.find((draft) => draft.skuId === applicationNumber)
    expect(paid).toMatchObject({ syncState: 'paid' })
    expect(paid?.data).toEqual({ surname: 'PERERA', other_name: 'ANNA MARIA', visaType: 'TOURIST VISA' })
    expect(JSON.stringify(stores)).not.toMatch(/GB1234567|1988-04-12|anna\.perera@example\.com/)
    expect(stores.files).toEqual([])
    expect(stores.outbox.filter((entry) => entry.kind !== 'delete-draft')).toEqual([])
    expect(stores.keys.map((stored) => stored.skuId)).toEqual([applicationNumber])
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/GB1234567|1988-04-12/)
    await page.goto('/Partial-Filled')
    await expect(page.getByRole('listitem').filter({ hasText: 'PERERA ANNA MARIA' })).toContainText('Paid')
    await page.goBack()

    // The success page took the payment screen's place: Back does not return to the payment.
    await page.goBack()
    await expect(page).not.toHaveURL(/\/Payment\//)
    await expect(page).toHaveURL(new RegExp(`/Preview/${applicationNumber}$`))
    expect(dialogs).toEqual([])
  })

  test('a business application from a nationality the old list lacked shows the company blocks, a child in the preview table, and costs 95.00', async ({
    page,
  }) => {
    await page.goto('/Apply')
    await fillCommon(page, 'BUSINESS VISA', 'KOSOVO')
    await label(page, 'Purpose Description').fill('Meetings with our Colombo supplier')
    await label(page, 'Purpose of Visit').selectOption('Participate in business meetings and negotiations')
    const applicant = page.getByRole('group', { name: "Applicant's Company" })
    await applicant.getByLabel('Company Name').fill('acme ltd')
    await expect(applicant.getByLabel('Company Name')).toHaveValue('ACME LTD')
    await applicant.getByLabel('City').fill('Leeds')
    await applicant.getByLabel('Email').fill('office@acme.example')
    await expect(applicant.getByLabel('Email')).toHaveValue('office@acme.example')
    const sriLankan = page.getByRole('group', { name: 'Sri Lankan Company' })
    await sriLankan.getByLabel('Company Name').fill('Lanka Traders')
    await sriLankan.getByLabel('Telephone').fill('+94112345678')
    // A child travelling on the passport. Child fields keep the case they are typed in (docs/site.md §2).
    await page.getByRole('button', { name: 'Add Child' }).click()
    const row = page.getByRole('group', { name: 'Child 1' })
    await row.getByLabel('Child Surname').fill('Perera')
    await expect(row.getByLabel('Child Surname')).toHaveValue('Perera')
    await row.getByLabel('Child Given Name').fill('Nila')
    await row.getByLabel('Child Date of Birth').fill('2019-05-06')
    await row.getByLabel('Child Gender').selectOption('Female')
    await confirmAndSubmit(page, 'Submit')

    await expect(page.getByRole('heading', { name: 'Preview Your Application' })).toBeVisible()
    const contact = page.getByRole('region', { name: 'Contact Details' })
    await expect(contact.getByRole('heading', { name: "Applicant's Company" })).toBeVisible()
    await expect(contact).toContainText('ACME LTD')
    await expect(contact).toContainText('LANKA TRADERS')
    await expect(page.getByRole('main')).toContainText('KOSOVO')
    await expect(page.getByRole('region', { name: 'Travel Information' })).toContainText(
      'Meetings with our Colombo supplier',
    )
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader', { name: 'Child Surname' })).toBeVisible()
    await expect(table.getByRole('row').nth(1)).toContainText('Perera')
    await expect(table.getByRole('row').nth(1)).toContainText('6 May 2019')
    await page.getByRole('link', { name: 'Next To Pay' }).click()
    await expect(page.getByText('USD 95.00')).toBeVisible()
  })

  test('an Indian national pays 10.00 whatever the visa type', async ({ page, request }) => {
    const applicationNumber = await createApplicationViaApi(request, {
      nationality: 'INDIA',
      visaType: 'BUSINESS VISA',
      purpose_of_visit: 'Short term training programs',
    })
    await page.goto(`/Payment/${applicationNumber}`)
    await expect(page.getByRole('heading', { name: 'Srilanka eVisa Fee' })).toBeVisible()
    await expect(page.getByText('USD 10.00')).toBeVisible()
  })

  test('the preview warns when the arrival is fewer than 4 days away, and not otherwise', async ({
    page,
    request,
  }) => {
    // The preview counts the days left from the browser's today. The browser's clock is held at
    // the instant the arrival was counted from, so both count from one today, even when midnight
    // falls between making the application and showing it.
    const now = new Date()
    await page.clock.setFixedTime(now)
    const soon = await openMadeElsewhere(page, request, 'Preview', {
      intended_arrival_date: isoDaysFromToday(2, now),
    })
    await expect(page.getByText(soon, { exact: true })).toBeVisible()
    await expect(
      page.getByText(
        /^Your intended arrival date is in 2 days\. Payment should be made at least 4 days before the journey date/,
      ),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Next To Pay' })).toBeVisible()
    await expectAccessible(page)

    const later = await openMadeElsewhere(page, request, 'Preview')
    await expect(page.getByText(later, { exact: true })).toBeVisible()
    await expect(page.getByText(/^Your intended arrival date is/)).toHaveCount(0)
  })

  test('the payment screen refuses to go back', async ({ page, request }) => {
    const applicationNumber = await openMadeElsewhere(page, request, 'Preview')
    await page.getByRole('link', { name: 'Next To Pay' }).click()
    await expect(page.getByRole('heading', { name: 'Srilanka eVisa Fee' })).toBeVisible()
    const dialogs = collectDialogs(page)
    await page.goBack()
    await expect.poll(() => dialogs).toEqual(['You cannot navigate back from this page.'])
    await expect(page).toHaveURL(new RegExp(`/Payment/${applicationNumber}$`))
    await expect(page.getByRole('heading', { name: 'Srilanka eVisa Fee' })).toBeVisible()
  })

  test('the success page thanks the traveller and leads home @phone', async ({ page }) => {
    await page.goto('/Successfull')
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
    await expect(page.getByText('Thank you for your payment.')).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Go to Homepage' }).first().click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a preview that cannot load alerts with the server message', async ({ page }) => {
    const dialogs = collectDialogs(page)
    await page.goto('/Preview/UNKNOWN0000000000')
    await expect.poll(() => dialogs).toEqual(['Application not found.'])
    await expect(page.getByText('The application could not be loaded: Application not found.')).toBeVisible()
  })
})
