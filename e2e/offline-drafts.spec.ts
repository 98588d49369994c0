// Partial-Filled offline (docs/rules.md §5, ADR 003): the drafts kept in this browser's IndexedDB
// are listed, resumed and deleted without a connection, and reach the server once it is back.
import { randomUUID } from 'node:crypto'
import { seedDrafts, visitOnce } from './device'
import { expect, expectAccessible, test } from './fixtures'
import { draftItem } from './journey-helpers'

test.describe('Partial-Filled', () => {
  test('lists, resumes and deletes drafts while offline', async ({ page, context }) => {
    await visitOnce(page, '/Partial-Filled')
    await context.setOffline(true)
    const doe = randomUUID()
    const sent = randomUUID()
    await seedDrafts(page, [
      { id: doe, data: { surname: 'DOE', other_name: 'JOHN', visaType: 'TOURIST VISA' }, minutesAgo: 5 },
      {
        id: sent,
        data: { surname: 'SENT' },
        syncState: 'submitted',
        skuId: 'ABCDEFGHJKMNPQRS',
        minutesAgo: 10,
      },
      // What /Apply opened before anything was typed: not listed.
      { id: randomUUID(), data: {}, minutesAgo: 20 },
    ])

    const items = page.getByRole('list').filter({ has: page.getByRole('heading', { name: 'DOE JOHN' }) })
    await expect(items.getByRole('listitem').getByRole('heading')).toHaveText(['DOE JOHN', 'SENT'])
    await expect(draftItem(page, 'DOE JOHN')).toContainText('TOURIST VISA')
    await expect(draftItem(page, 'DOE JOHN')).toContainText('Not yet synced')
    await expect(draftItem(page, 'SENT')).toContainText('Submitted')
    await expect(draftItem(page, 'SENT')).toContainText('ABCDEFGHJKMNPQRS')
    // Offline the agency's status cannot be asked.
    await expect(draftItem(page, 'SENT')).toContainText('Checked when you are online')
    await expect(draftItem(page, 'SENT').getByRole('button', { name: 'View' })).toBeVisible()
    await expectAccessible(page)

    await draftItem(page, 'DOE JOHN').getByRole('button', { name: 'Resume' }).click()
    await expect(page).toHaveURL(new RegExp(`/Apply\\?draft=${doe}$`))
    await page.goBack()

    await draftItem(page, 'DOE JOHN').getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete draft of DOE JOHN' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(draftItem(page, 'DOE JOHN')).toBeVisible()

    await draftItem(page, 'DOE JOHN').getByRole('button', { name: 'Delete' }).click()
    await dialog.getByRole('button', { name: 'Delete draft' }).click()
    await expect(draftItem(page, 'DOE JOHN')).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['SENT'])
  })

  test('starts a new application on /Apply', async ({ page }) => {
    await page.goto('/Partial-Filled')
    await expect(page.getByText('There are no applications on this device yet.')).toBeVisible()
    await page.getByRole('button', { name: 'Start a new application' }).click()
    // /Apply?new=1 opens a fresh draft and names it in the address, so a reload keeps it.
    await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/)
    await expect(page.getByLabel(/^Surname/)).toHaveValue('')
  })

  test('a draft saved offline is synced once the connection returns, and the server has it', async ({
    page,
    context,
    request,
  }) => {
    await visitOnce(page, '/Partial-Filled')
    await context.setOffline(true)
    const id = randomUUID()
    const data = { surname: 'PERERA', other_name: 'ANNA', visaType: 'TOURIST VISA' }
    await seedDrafts(page, [{ id, data, queueSave: true }])
    await expect(draftItem(page, 'PERERA ANNA')).toContainText('Not yet synced')

    await context.setOffline(false)
    await expect(draftItem(page, 'PERERA ANNA')).toContainText('Synced')
    const stored = await request.get(`/api/srilanka/drafts/${id}`)
    expect(stored.status()).toBe(200)
    expect(await stored.json()).toMatchObject({ status: true, data, version: 1 })
  })

  test('deleting a synced draft deletes the server copy too', async ({ page, request }) => {
    const id = randomUUID()
    const put = await request.put(`/api/srilanka/drafts/${id}`, {
      data: { data: { surname: 'GONE' }, version: 1 },
    })
    expect(put.status()).toBe(200)
    await page.goto('/Partial-Filled')
    await seedDrafts(page, [{ id, data: { surname: 'GONE' }, syncState: 'synced', serverVersion: 1 }])
    await draftItem(page, 'GONE').getByRole('button', { name: 'Delete' }).click()
    await page
      .getByRole('dialog', { name: 'Delete draft of GONE' })
      .getByRole('button', { name: 'Delete draft' })
      .click()
    await expect(draftItem(page, 'GONE')).toHaveCount(0)
    await expect.poll(async () => (await request.get(`/api/srilanka/drafts/${id}`)).status()).toBe(404)
  })

  test('a draft changed on another device keeps both copies until the traveller chooses', async ({
    page,
    request,
  }) => {
    const id = randomUUID()
    // The other device saved twice; this one last saw version 1.
    for (const [version, surname] of [
      [1, 'FIRST'],
      [2, 'OTHER DEVICE'],
    ] as const) {
      await request.put(`/api/srilanka/drafts/${id}`, { data: { data: { surname }, version } })
    }
    await page.goto('/Partial-Filled')
    await seedDrafts(page, [{ id, data: { surname: 'THIS DEVICE' }, serverVersion: 1, queueSave: true }])

    const item = draftItem(page, 'THIS DEVICE')
    await expect(item.getByRole('group', { name: 'Changed on another device' })).toBeVisible()
    // Nothing was overwritten on either side.
    expect(await (await request.get(`/api/srilanka/drafts/${id}`)).json()).toMatchObject({
      data: { surname: 'OTHER DEVICE' },
      version: 2,
    })

    await item.getByRole('button', { name: "Keep this device's copy" }).click()
    await expect(item).toContainText('Synced')
    expect(await (await request.get(`/api/srilanka/drafts/${id}`)).json()).toMatchObject({
      data: { surname: 'THIS DEVICE' },
      version: 3,
    })
  })
})
