// Travelling together (docs/decisions/018-groups.md): the next traveller is added from the first
// one's preview with the shared travel details filled in, submitted without a connection, created
// once it returns as a member of the first one's group, and both are paid with one payment.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { anotherDevice, seedDrafts, submittedDraft, visitOnce } from './device'
import { expect, expectAccessible, test } from './fixtures'
import { ARRIVAL, answer, answerPassportQuestions, CONFIRM, draftItem, label } from './journey-helpers'
import { payButton, TEST_MODE } from './payment-helpers'
import { createApplicationWithKey, joinGroupViaApi, validApplication, viewWithKey } from './support'

const QUEUED = 'Waiting for connection — it will be sent automatically.'

/** The second traveller's own details: the shared travel details are already there. */
async function fillSecondTraveller(page: Page) {
  await label(page, 'Surname').fill('PERERA')
  await label(page, 'Other Names').fill('RAVI')
  await label(page, 'Title').selectOption('MR')
  await label(page, 'Date of Birth').fill('1986-09-30')
  await label(page, 'Gender').selectOption('Male')
  await label(page, 'Country of Birth').selectOption('UNITED KINGDOM')
  await label(page, 'Nationality').selectOption('UNITED KINGDOM')
  await label(page, 'Occupation').fill('ENGINEER')
  await label(page, 'Passport Number').fill('GB7654321')
  await label(page, 'Passport Issued Date').fill('2022-05-01')
  await label(page, 'Passport Expiry Date').fill('2031-05-01')
  await label(page, 'Where have you been during the last 14 days?').selectOption('UNITED KINGDOM')
  await answer(page, 'Do you have a valid residence visa?', 'No')
  await answer(page, 'Are you currently in Sri Lanka?', 'No')
  await answer(page, 'Do you have a multiple entry visa?', 'No')
}

test.describe('travelling together', () => {
  test.slow()

  test('@phone adds a second traveller offline, pays for both at once and lists one group', async ({
    page,
    context,
    request,
  }) => {
    // The first traveller, made through the API and kept on this device as a submit leaves it. Its
    // arrival date is the one the test checks below, not one counted from another moment's today
    // (a run across midnight would see two).
    const travel = { intended_arrival_date: ARRIVAL }
    const first = await createApplicationWithKey(request, travel)
    await visitOnce(page, '/Partial-Filled')
    await seedDrafts(page, [
      { ...submittedDraft('group-first', first.skuId, first.accessKey), data: validApplication(travel) },
    ])
    await page.goto(`/Preview/${first.skuId}`)
    await page.getByRole('button', { name: 'Add another traveller' }).click()

    await expect(page).toHaveURL(/\/Apply\?draft=/)
    await expect(label(page, 'Intended Arrival Date')).toHaveValue(ARRIVAL)
    await expect(label(page, 'Visa Type')).toHaveValue('TOURIST VISA')
    await expect(label(page, 'Surname')).toHaveValue('')
    await expect(label(page, 'Passport Number')).toHaveValue('')
    await fillSecondTraveller(page)

    // The connection drops before the second submit: queued, then sent once it returns.
    await context.setOffline(true)
    await page.getByLabel(CONFIRM).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible()
    await context.setOffline(false)
    const sent = page
      .getByRole('status')
      .filter({ hasText: /^Your application was sent\. Application number: / })
    await expect(sent).toBeVisible()
    const second = (await page.locator('.submission-state .application-number').textContent())!.trim()
    // Created once, in the first traveller's group.
    const group = (await viewWithKey(request, first.skuId, first.accessKey)).group as { sku_id: string }[]
    expect(group.map((member) => member.sku_id)).toEqual([first.skuId, second])

    await page.getByRole('link', { name: 'Preview your application' }).click()
    const together = page.getByRole('region', { name: 'Travelling together: 2 travellers' })
    await expect(together).toContainText('GB1234567')
    await expect(together).toContainText('GB7654321')
    await expect(together).toContainText('USD 170.00')
    await expectAccessible(page)

    await together.getByRole('link', { name: 'Next To Pay for 2 travellers' }).click()
    await expect(page.getByRole('heading', { name: 'One payment for 2 travellers' })).toBeVisible()
    await expect(page.getByText(TEST_MODE)).toBeVisible()
    await expect(page.locator('.payment-fee')).toHaveText('USD 170.00')
    const created = page.waitForResponse((response) => response.url().endsWith('/api/srilanka/create-Order'))
    await payButton(page).click()
    expect(await (await created).json()).toMatchObject({ amount: '170.00' })
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
    const receipt = page.getByRole('table', { name: 'One payment for 2 travellers' })
    await expect(receipt).toContainText(first.skuId)
    await expect(receipt).toContainText(second)
    await expect(receipt).toContainText('USD 170.00')
    await expectAccessible(page)

    await page.goto('/Partial-Filled')
    await expect(page.getByRole('heading', { name: '2 travellers' })).toBeVisible()
    await expect(draftItem(page, '2 travellers')).toContainText('PERERA RAVI')
    // One entry for the group, not one for each traveller.
    await expect(draftItem(page, 'PERERA ANNA MARIA')).toHaveCount(0)
    await expectAccessible(page)
  })
})

test('a look-up of one member of an unpaid group on another device offers to pay for the whole group', async ({
  browser,
  request,
}) => {
  const first = await createApplicationWithKey(request)
  const second = await joinGroupViaApi(request, first)

  const other = await anotherDevice(browser)
  await other.goto('/Visa-Fee')
  const lookUp = other.getByRole('main')
  await lookUp.getByLabel('Enter your Application Number').fill(second)
  await lookUp.getByRole('button', { name: 'Submit' }).click()
  await expect(other).toHaveURL(new RegExp(`/Preview/${second}$`))
  await answerPassportQuestions(other, { passportNumber: 'GB7654321' })
  const together = other.getByRole('region', { name: 'Travelling together: 2 travellers' })
  await expect(together).toContainText('USD 170.00')
  await expectAccessible(other)
  await together.getByRole('link', { name: 'Pay for all 2 travellers' }).click()
  await expect(other.getByRole('heading', { name: 'One payment for 2 travellers' })).toBeVisible()
  await expect(other.getByRole('main')).toContainText(first.skuId)
  await expect(other.locator('.payment-fee')).toHaveText('USD 170.00')
  await other.context().close()
})

test('in German, a group member opened on another device offers the group payment, which lists every traveller in German', async ({
  browser,
  request,
}) => {
  const de = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'messages', 'de.json'), 'utf8'))
  const say = (key: string, count?: number) => {
    const value = de[key]
    if (typeof value === 'string') return value
    return String(value[0].match['countPlural=*']).replace('{count}', String(count))
  }
  const first = await createApplicationWithKey(request)
  const second = await joinGroupViaApi(request, first)

  const other = await anotherDevice(browser)
  await other.goto(`/de/Preview/${second}`)
  await expect(other.getByRole('heading', { name: say('access_confirm_title') })).toBeVisible()
  await other.getByLabel(say('mail_passport_number'), { exact: true }).fill('GB7654321')
  await other.getByLabel(say('access_date_of_birth'), { exact: true }).fill('1988-04-12')
  await other.getByRole('button', { name: say('access_continue') }).click()
  const together = other.getByRole('region', { name: say('preview_group_title', 2) })
  await together.getByRole('link', { name: say('preview_group_pay_all_server', 2) }).click()
  await expect(other.getByRole('heading', { name: say('payment_group_title', 2) })).toBeVisible()
  await expect(other).toHaveURL(new RegExp(`/de/Payment/${second}`))
  const main = other.getByRole('main')
  await expect(main).toContainText(first.skuId)
  // The visa type as the traveller reads it, not the stored English value.
  await expect(main).toContainText(say('choice_visa_tourist'))
  await expect(main).not.toContainText('TOURIST VISA')
  await expect(other.locator('html')).toHaveAttribute('lang', 'de')
  // PayPal's buttons and checkout are asked for in German too.
  await expect(other.locator('script[src*="/sdk/js"]')).toHaveAttribute('src', /[?&]locale=de_DE(&|$)/)
  await expectAccessible(other)
  await other.context().close()
})
