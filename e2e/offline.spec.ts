// Offline first, in Chromium against the production build (product.md §5, ADR 003): every screen
// opens offline after one visit, the service worker never answers the API, and Partial-Filled
// works on drafts kept in IndexedDB, syncing them once a connection exists.
// The journeys through the application form (typing offline, offline submit, the update prompt)
// join these once the form saves drafts.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'

const SCREENS = [
  { path: '/', heading: /Sri Lanka Electronic Travel Authorization/i },
  { path: '/about', heading: /About/i },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/PrivacyPolicy', heading: /Privacy Policy/i },
  { path: '/termCondition', heading: /Terms and Conditions/i },
  { path: '/Service', heading: /Services/i },
  { path: '/eligible-country-list', heading: 'Eligible Country List' },
  { path: '/Instruction', heading: /Instruction For Applicants/i },
  { path: '/Refund-Policy', heading: /Refund Policy/i },
  { path: '/Visa-Fee', heading: 'Payment for Complete Form' },
  { path: '/Partial-Filled', heading: 'Partly Filled Applications' },
]

/** The first visit: the worker has precached everything and controls the page. */
async function visitOnce(page: Page, path = '/') {
  await page.goto(path)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

interface SeedDraft {
  id: string
  data: Record<string, unknown>
  syncState?: 'local' | 'synced' | 'queued' | 'submitted' | 'paid'
  serverVersion?: number
  skuId?: string
  minutesAgo?: number
  /** Queue a draft save, as the form does after a change. */
  queueSave?: boolean
}

/**
 * Puts drafts into the app's IndexedDB the way the app stores them, then tells the open page as
 * another tab would (BroadcastChannel), so the list and the sync engine react without a reload.
 */
async function seedDrafts(page: Page, drafts: SeedDraft[]) {
  // Partial-Filled has read the drafts, so the app has created its database.
  await expect(page.locator('.draft-list, .drafts-empty').first()).toBeVisible()
  await page.evaluate(async (seeds) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('evisa', 1)
      // Creating it here would leave the app an empty database of the right version.
      request.onupgradeneeded = () => request.transaction?.abort()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const tx = db.transaction(['drafts', 'outbox'], 'readwrite')
    for (const seed of seeds) {
      const at = Date.now() - (seed.minutesAgo ?? 0) * 60_000
      tx.objectStore('drafts').put({
        id: seed.id,
        data: seed.data,
        createdAt: at,
        updatedAt: at,
        localVersion: 1,
        serverVersion: seed.serverVersion ?? 0,
        syncState: seed.syncState ?? 'local',
        ...(seed.skuId ? { skuId: seed.skuId, submittedAt: at } : {}),
      })
      if (seed.queueSave) {
        tx.objectStore('outbox').add({
          kind: 'save-draft',
          draftId: seed.id,
          createdAt: at,
          attempts: 0,
          nextAttemptAt: 0,
        })
      }
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
    db.close()
    const channel = new BroadcastChannel('evisa-drafts')
    channel.postMessage({ outbox: true })
    channel.close()
  }, drafts)
}

function draftItem(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
}

test.describe('offline', () => {
  test('after one visit every screen opens without a connection', async ({ page, context }) => {
    await visitOnce(page)
    await context.setOffline(true)
    for (const { path, heading } of SCREENS) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    }
    // Moving between screens inside the app works too: every route's code is precached.
    await page.goto('/')
    await page.getByRole('link', { name: 'Complete Partial filled Form' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Partly Filled Applications' })).toBeVisible()
  })

  test('the service worker never answers the API or uploads with the app shell', async ({
    page,
    context,
  }) => {
    await visitOnce(page)
    const health = await page.goto('/api/health')
    expect(health?.headers()['content-type']).toContain('application/json')
    expect(await health?.json()).toEqual({ status: 'ok' })

    await page.goto('/')
    await context.setOffline(true)
    const answers = await page.evaluate(async () =>
      Promise.all(
        ['/api/health', '/uploads/AAAAAAAAAAAAAAAA.png'].map((url) =>
          fetch(url).then(
            (response) => `answered ${response.status}`,
            () => 'no answer',
          ),
        ),
      ),
    )
    expect(answers).toEqual(['no answer', 'no answer'])
    // Nor is an API address opened as a page answered with the shell.
    await expect(page.goto('/api/health')).rejects.toThrow()
  })

  test('the app can be installed: manifest and real icons', async ({ page, request }) => {
    await page.goto('/')
    const href = await page.locator('link[rel=manifest]').getAttribute('href')
    expect(href).toBeTruthy()
    const manifest = await (await request.get(href!)).json()
    expect(manifest).toMatchObject({
      name: 'Sri Lanka eVisa Application',
      short_name: 'SL eVisa',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#8d1b3d',
      background_color: '#ffffff',
    })
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[]
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of icons) {
      const response = await request.get(icon.src)
      expect(response.headers()['content-type']).toBe('image/png')
      const png = await response.body()
      // The IHDR chunk holds width and height: the file is the size it claims.
      const size = Number(icon.sizes.split('x')[0])
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size])
    }
  })
})

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
      { id: randomUUID(), data: {}, minutesAgo: 20 },
    ])

    const items = page.getByRole('list').filter({ has: page.getByRole('heading', { name: 'DOE JOHN' }) })
    await expect(items.getByRole('listitem').getByRole('heading')).toHaveText([
      'DOE JOHN',
      'SENT',
      'Untitled draft',
    ])
    await expect(draftItem(page, 'DOE JOHN')).toContainText('TOURIST VISA')
    await expect(draftItem(page, 'DOE JOHN')).toContainText('Not yet synced')
    await expect(draftItem(page, 'SENT')).toContainText('Submitted — application number ABCDEFGHJKMNPQRS')
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
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['SENT', 'Untitled draft'])
  })

  test('starts a new application on /Apply', async ({ page }) => {
    await page.goto('/Partial-Filled')
    await expect(page.getByText('There are no partly filled applications on this device.')).toBeVisible()
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
