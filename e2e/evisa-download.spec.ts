// The approved eVisa from the Visa-Fee look-up (traveller side): the device holding the
// application's key downloads it, byte for byte what the agency stored; a device without the key is
// pointed to the e-mail it came in. Real server, real Chromium; separate contexts are separate devices.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { anotherDevice } from './device'
import { expect, expectAccessible, test } from './fixtures'
import { label, openMadeElsewhere } from './journey-helpers'
import { approveWithEvisa } from './support'

const DOWNLOAD = 'Download your eVisa'
const BY_EMAIL = 'Your eVisa has been approved and was sent to you by e-mail.'

async function lookUp(page: Page, skuId: string) {
  await page.goto('/Visa-Fee')
  await label(page, 'Enter your Application Number').fill(skuId.toLowerCase())
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Status: ')).toBeVisible()
}

test.describe('the approved eVisa on the look-up', () => {
  test('the device holding the key downloads it; another device is sent to its e-mail', async ({
    page,
    browser,
    request,
  }) => {
    // This device proves access with the passport questions and keeps the key it is given.
    const skuId = await openMadeElsewhere(page, request, 'Preview')
    await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText(
      'GB1234567',
    )

    // Paid, and approved with a PDF by the back-office, straight in the server's database.
    const evisa = await approveWithEvisa(request, skuId)

    await lookUp(page, skuId)
    await expect(page.getByText('Status: ')).toContainText('approved', { ignoreCase: true })
    const button = page.getByRole('button', { name: DOWNLOAD })
    await expect(button).toBeVisible()
    await expectAccessible(page)

    // The key travels in a header, never in the URL.
    const sent = page.waitForRequest((r) => r.url().includes(`/api/srilanka/evisa/${skuId}`))
    const downloaded = page.waitForEvent('download')
    await button.click()
    const fetched = await sent
    expect(fetched.headers()['x-application-key']).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(fetched.url()).not.toContain(fetched.headers()['x-application-key'])
    const download = await downloaded
    expect(download.suggestedFilename()).toBe(`eVisa-${skuId}.pdf`)
    expect((await readFile(await download.path())).equals(evisa)).toBe(true)

    // Another device, the number alone: no button, the e-mail and the way to have it sent again.
    const other = await anotherDevice(browser)
    await lookUp(other, skuId)
    await expect(other.getByText(BY_EMAIL)).toBeVisible()
    await expect(other.getByRole('button', { name: DOWNLOAD })).toHaveCount(0)
    await expectAccessible(other)
    await other.getByText(BY_EMAIL).getByRole('link', { name: 'Have it sent again' }).click()
    await expect(other.getByRole('heading', { name: 'Lost your eVisa?' })).toBeVisible()
    await other.context().close()
  })
})
