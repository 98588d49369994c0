// Mail journeys against the real server, which writes each mail as an .eml file under its data
// folder (no SMTP_URL): the tests read them there as a traveller would read their inbox.
import { randomInt } from 'node:crypto'
import { RESEND_EVISA_ANSWER, RETURNING_APPLICANT_ANSWER } from '../shared/mail-requests'
import { anotherDevice } from './device'
import { expect, expectAccessible, test } from './fixtures'
import { label } from './journey-helpers'
import { mailsTo, waitForMail } from './mail-inbox'
import { payViaApi } from './payment-helpers'
import { approveWithEvisa, createApplicationViaApi } from './support'

/** A traveller no other test uses, so their mails are theirs alone. */
function traveller() {
  const n = randomInt(1_000_000, 9_999_999)
  return { email: `traveller${n}@example.com`, passport: `MX${n}` }
}

test.describe('e-mail', () => {
  // The long form, axe on it and a mail to wait for: slow on a busy 2-core machine.
  test.slow()

  test('the payment receipt promises exactly the mails that follow', async ({ request }) => {
    const { email, passport } = traveller()
    const number = await createApplicationViaApi(request, { email, passport_number: passport })
    await payViaApi(request, number)
    const receipt = await waitForMail(email, `Payment receipt for application ${number}`, 60_000)
    const words = receipt.text.replace(/\s+/g, ' ')
    // Moving to In review or Submitted sends nothing: the receipt must not promise a mail for them.
    expect(words).not.toContain('when its status changes')
    expect(words).toContain(
      'We e-mail you again if it needs a correction from you, and when it is approved (with the eVisa attached) or rejected.',
    )
  })

  test('a returning applicant gets a one-time link that fills a new draft with earlier details', async ({
    page,
    browser,
    request,
  }) => {
    const { email, passport } = traveller()
    await createApplicationViaApi(request, { email, passport_number: passport, surname: 'SILVA' })

    await page.goto('/Apply')
    await page.getByText('Applied before?').click()
    const returning = page.locator('details.returning-applicant')
    await label(returning, 'Passport Number').fill(passport)
    await label(returning, 'Email').fill(email)
    await expectAccessible(page)
    await returning.getByRole('button', { name: 'Send me a link' }).click()
    await expect(returning.getByRole('status')).toHaveText(RETURNING_APPLICANT_ANSWER)

    const mail = await waitForMail(email, 'Your link to apply again')
    const link = /https?:\/\/\S+\/Apply\?reuse=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
    expect(link).toBeTruthy()

    await page.goto(link as string)
    // A new draft, named in the address; the token is gone from it.
    await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/)
    await expect(label(page, 'Surname')).toHaveValue('SILVA')
    await expect(label(page, 'Passport Number').first()).toHaveValue(passport)
    await expect(label(page, 'Email').first()).toHaveValue(email)
    await expect(label(page, 'Address Line 1')).toHaveValue('10 HIGH STREET')
    await expect(label(page, 'Intended Arrival Date')).toHaveValue('')

    // The link works once: another device opening it is told so.
    const other = await anotherDevice(browser)
    await other.goto(link as string)
    await expect(
      other.getByRole('alert').filter({ hasText: 'expired or has already been used' }),
    ).toBeVisible()
    await expect(other).not.toHaveURL(/reuse=/)
    await other.context().close()
  })

  test('a lost eVisa is mailed again, with the same answer whatever was typed', async ({ page, request }) => {
    const { email, passport } = traveller()
    const skuId = await createApplicationViaApi(request, { email, passport_number: passport })
    // Paid, and approved with a PDF by the back-office, straight in the server's database.
    const evisa = await approveWithEvisa(request, skuId)

    await page.goto('/Visa-Fee')
    await page.getByRole('link', { name: 'Have it sent again' }).click()
    await expect(page.getByRole('heading', { name: 'Lost your eVisa?' })).toBeVisible()
    await expectAccessible(page)

    const status = page.getByRole('status').filter({ hasText: RESEND_EVISA_ANSWER })
    for (const typed of [`WRONG${passport}`, passport]) {
      await label(page, 'Application Number').fill(skuId.toLowerCase())
      await label(page, 'Passport Number').fill(typed)
      await page.getByRole('button', { name: 'Send my eVisa again' }).click()
      await expect(status).toBeVisible()
      await expect(label(page, 'Passport Number')).toHaveValue('')
    }

    const mail = await waitForMail(email, 'Your eVisa')
    expect(mail.subject).toContain(skuId)
    expect(mail.attachments.map((a) => a.filename)).toEqual([`eVisa-${skuId}.pdf`])
    expect(mail.attachments[0]?.content.equals(evisa)).toBe(true)
    // The wrong passport number queued nothing: one eVisa mail only.
    expect((await mailsTo(email)).filter((m) => m.subject.includes('Your eVisa'))).toHaveLength(1)
  })
})
