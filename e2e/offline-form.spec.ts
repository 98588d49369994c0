// The application form offline (docs/rules.md §5, ADR 003): it saves as the traveller types,
// keeps the passport copy on the device, survives a reload, and an application submitted without
// a connection becomes exactly one application once the connection returns.
import type { Page } from '@playwright/test'
import { deviceKey, keptCopy, visitOnce } from './device'
import { expect, expectAccessible, test } from './fixtures'
import {
  attachPassportCopy,
  CONFIRM,
  draftItem,
  fillPersonalAndTravel,
  fillTouristBlocks,
  label,
  openFreshDraft,
  pngSize,
  RESTORED,
  TINY_PNG,
} from './journey-helpers'
import { validApplication, viewWithKey } from './support'

const UPLOAD_WAITS = 'Saved on this device; it will be uploaded when you are back online.'
const QUEUED = 'Waiting for connection — it will be sent automatically.'

/** What the server must hold after fillTraveller and fillTheRest, every value. */
const EXPECTED = {
  ...validApplication({ multiple_entry_visa: true }),
  children: [
    {
      child_surname: 'Perera',
      child_givenName: 'Nila',
      child_date_of_birth: '2019-05-06',
      child_gender: 'Female',
      child_relationship: 'Child',
    },
  ],
}

/** Who travels: the first answers, and a child on the passport. */
async function fillTraveller(page: Page) {
  await label(page, 'Visa Type').selectOption('TOURIST VISA')
  await label(page, 'Surname').pressSequentially('perera')
  await label(page, 'Other Names').fill('ANNA MARIA')
  await page.getByRole('button', { name: 'Add Child' }).click()
  const child = page.getByRole('group', { name: 'Child 1' })
  await child.getByLabel('Child Surname').fill('Perera')
  await child.getByLabel('Child Given Name').fill('Nila')
  await child.getByLabel('Child Date of Birth').fill('2019-05-06')
  await child.getByLabel('Child Gender').selectOption('Female')
}

/** Everything else a complete tourist application needs. */
async function fillTheRest(page: Page) {
  await fillPersonalAndTravel(page)
  await fillTouristBlocks(page)
}

/** A fresh draft on the form, opened once online (so the app is cached) and then taken offline. */
async function openFreshDraftOffline(page: Page): Promise<string> {
  await visitOnce(page, '/Apply')
  await page.context().setOffline(true)
  return openFreshDraft(page)
}

test.describe('the application form offline', () => {
  // Typed in full on a shared 2-core machine.
  test.slow()

  test('what is typed offline survives a reload (children and passport copy too) and reaches the server once online', async ({
    page,
    context,
    request,
  }) => {
    const id = await openFreshDraftOffline(page)
    await expect(page.locator('.draft-save-status')).toHaveText(
      'Your answers are saved on this device as you type.',
    )
    await fillTraveller(page)
    await attachPassportCopy(page)
    await expect(page.getByText(UPLOAD_WAITS)).toBeVisible()
    await expect(page.locator('.draft-save-status')).toHaveText('Saved on this device')
    // The last change is saved as the page goes away, without waiting for the next save.
    await label(page, 'Occupation').fill('teacher')
    await page.reload()

    await expect(page).toHaveURL(new RegExp(`/Apply\\?draft=${id}$`))
    await expect(page.getByText(RESTORED)).toBeVisible()
    await expect(label(page, 'Visa Type')).toHaveValue('TOURIST VISA')
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await expect(label(page, 'Other Names')).toHaveValue('ANNA MARIA')
    await expect(label(page, 'Occupation')).toHaveValue('TEACHER')
    const child = page.getByRole('group', { name: 'Child 1' })
    await expect(child.getByLabel('Child Surname')).toHaveValue('Perera')
    await expect(child.getByLabel('Child Given Name')).toHaveValue('Nila')
    await expect(child.getByLabel('Child Date of Birth')).toHaveValue('2019-05-06')
    await expect(child.getByLabel('Child Gender')).toHaveValue('Female')
    await expect(page.getByText(UPLOAD_WAITS)).toBeVisible()
    await expect(page.locator('.passport-copy-name')).toHaveText('Kept on this device: passport.png')
    await expect(page.getByRole('img', { name: 'The passport copy you chose' })).toBeVisible()
    expect(await keptCopy(page, id)).toEqual({
      name: 'passport.png',
      size: TINY_PNG.length,
      type: 'image/png',
    })
    // The confirmation is never saved: it is ticked after the last change.
    await expect(page.getByLabel(CONFIRM)).not.toBeChecked()
    await expectAccessible(page)

    await page.goto('/Partial-Filled')
    const item = draftItem(page, 'PERERA ANNA MARIA')
    await expect(item).toContainText('TOURIST VISA')
    await expect(item).toContainText('Not yet synced')

    await context.setOffline(false)
    await expect(item).toContainText('Synced')
    const stored = await request.get(`/api/srilanka/drafts/${id}`)
    expect(stored.status()).toBe(200)
    expect(await stored.json()).toMatchObject({
      status: true,
      data: {
        visaType: 'TOURIST VISA',
        surname: 'PERERA',
        other_name: 'ANNA MARIA',
        Occupation: 'TEACHER',
        children: [{ child_surnane: 'Perera', child_givenName: 'Nila', child_date_of_birth: '2019-05-06' }],
      },
    })

    // Resumed with a connection, the kept copy is uploaded at once and its name saved and synced.
    await item.getByRole('button', { name: 'Resume' }).click()
    await expect(page).toHaveURL(new RegExp(`/Apply\\?draft=${id}$`))
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await expect(page.getByRole('img', { name: 'The passport copy you attached' })).toBeVisible()
    await expect
      .poll(
        async () => (await (await request.get(`/api/srilanka/drafts/${id}`)).json()).data.passport_bio_page,
      )
      .toMatch(/^[A-Za-z0-9_-]{16,64}\.png$/)
  })

  test('a complete application submitted offline becomes exactly one application after reconnecting, across a reload', async ({
    page,
    context,
    request,
  }) => {
    const id = await openFreshDraftOffline(page)
    await fillTraveller(page)
    await fillTheRest(page)
    await attachPassportCopy(page)
    await expect(page.getByText(UPLOAD_WAITS)).toBeVisible()
    await page.getByLabel(CONFIRM).check()
    await page.getByRole('button', { name: 'Submit' }).click()

    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Submitted on this device' })).toBeFocused()
    await expectAccessible(page)

    // Reloaded while still offline: still queued, nothing lost, nothing sent.
    await page.reload()
    await expect(page).toHaveURL(new RegExp(`/Apply\\?draft=${id}$`))
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible()
    await page.goto('/Partial-Filled')
    await expect(draftItem(page, 'PERERA ANNA MARIA')).toContainText('Waiting for connection')
    await draftItem(page, 'PERERA ANNA MARIA').getByRole('button', { name: 'Resume' }).click()
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible()

    const creates: (string | undefined)[] = []
    let sentBody = ''
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/srilanka/create-application')) {
        creates.push(sent.headers()['idempotency-key'])
        sentBody = sent.postData() ?? ''
      }
    })
    await context.setOffline(false)
    const sent = page
      .getByRole('status')
      .filter({ hasText: /^Your application was sent\. Application number: / })
    await expect(sent).toBeVisible()
    const skuId = (await page.locator('.submission-state .application-number').textContent())!.trim()
    expect(skuId).toMatch(/^[0-9A-Z]{16,}$/)
    await expect(sent).toHaveText(`Your application was sent. Application number: ${skuId}.`)
    expect(creates.length).toBeGreaterThan(0)
    expect(creates.every((key) => key === id)).toBe(true)

    // Every value and the passport copy (kept re-encoded without metadata: the same picture).
    const record = await viewWithKey(request, skuId)
    expect(record).toMatchObject({ ...EXPECTED, sku_id: skuId, payment_status: 'UNPAID' })
    const copy = await request.get(`/uploads/${record.passport_bio_page}`)
    expect(copy.status()).toBe(200)
    expect(copy.headers()['content-type']).toBe('image/png')
    expect(pngSize(Buffer.from(await copy.body()))).toEqual(pngSize(TINY_PNG))
    // The draft id was the Idempotency-Key: the server knows it, and sending the same application
    // again answers the same application without making another (with a key of its own). The
    // outbox, a reload or this page could only ever make this one.
    const again = await request.post('/api/srilanka/create-application', {
      data: JSON.parse(sentBody),
      headers: { 'idempotency-key': id },
    })
    expect(again.status()).toBe(200)
    const replayed = (await again.json()).data as { sku_id: string; access_key: string }
    expect(replayed.sku_id).toBe(skuId)

    // The outbox stored the key it was answered beside the draft: this device opens the
    // application without being asked the passport questions.
    const key = await deviceKey(page, skuId)
    expect(key).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(replayed.access_key).not.toBe(key)
    await page.getByRole('link', { name: 'Preview your application' }).click()
    await expect(page).toHaveURL(new RegExp(`/Preview/${skuId}$`))
    // The page's own number: the header's "sent" notice names it too.
    await expect(page.getByRole('main').getByText(skuId, { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText(
      'TEACHER',
    )
    await page.goto('/Partial-Filled')
    await expect(draftItem(page, 'PERERA ANNA MARIA')).toContainText('Submitted')
    await expect(draftItem(page, 'PERERA ANNA MARIA')).toContainText(skuId)
  })
})
