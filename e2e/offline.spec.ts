// Offline first, in Chromium against the production build (docs/rules.md §5, ADR 003): every screen
// opens offline after one visit, the service worker never answers the API, Partial-Filled works on
// drafts kept in IndexedDB, and the application form saves as the traveller types, keeps the
// passport copy on the device, submits without a connection exactly once, opens submitted
// applications offline, and survives an app update.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { collectDialogs, expect, expectAccessible, test } from './fixtures'
import {
  answerPassportQuestions,
  fillPersonalAndTravel,
  fillTouristBlocks,
  label,
  TINY_PNG,
} from './journey-helpers'
import { createApplicationViaApi, createApplicationWithKey, validApplication, viewWithKey } from './support'

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
  /** The application's key, kept beside the draft as the app keeps it after a submit. */
  accessKey?: string
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
      const request = indexedDB.open('evisa')
      // Creating it here would leave the app an empty database of the right version.
      request.onupgradeneeded = () => request.transaction?.abort()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const tx = db.transaction(['drafts', 'outbox', 'access-keys'], 'readwrite')
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
      if (seed.skuId && seed.accessKey) {
        tx.objectStore('access-keys').put({ skuId: seed.skuId, key: seed.accessKey, savedAt: at })
      }
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

// ---------------------------------------------------------------------------------------------
// The application form on this device

const CONFIRM = 'I would like to confirm the above information is correct.'
const UPLOAD_WAITS = 'Saved on this device; it will be uploaded when you are back online.'
const QUEUED = 'Waiting for connection — it will be sent automatically.'
const RESTORED = /^We restored your unfinished application from .+\.$/
const DEVICE_COPY = 'You are offline: this is the copy of your application saved on this device.'
const CHANGES_WAIT =
  'Your changes are saved on this device and waiting for a connection — they will be sent automatically.'

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

/** A control by its label, which may end in the required-field asterisk. */
const field = label

/** Who travels: the first answers, and a child on the passport. */
async function fillTraveller(page: Page) {
  await field(page, 'Visa Type').selectOption('TOURIST VISA')
  await field(page, 'Surname').pressSequentially('perera')
  await field(page, 'Other Names').fill('ANNA MARIA')
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

async function attachPassportCopy(page: Page, name = 'passport.png', buffer: Buffer = TINY_PNG) {
  const mimeType = name.endsWith('.png') ? 'image/png' : 'image/jpeg'
  await field(page, 'Passport Copy').setInputFiles({ name, mimeType, buffer })
}

/** Opens a fresh draft on /Apply; the page names it in the address. Returns its id. */
async function openFreshDraft(page: Page): Promise<string> {
  await page.goto('/Apply?new=1')
  await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/)
  await expect(field(page, 'Surname')).toBeVisible()
  return new URL(page.url()).searchParams.get('draft')!
}

/** The passport copy this device keeps for a draft, as stored in IndexedDB. */
function keptCopy(page: Page, draftId: string) {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('evisa')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const file = await new Promise<{ name: string; blob: Blob } | undefined>((resolve, reject) => {
      const request = db.transaction('files').objectStore('files').get(id)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    db.close()
    return file && { name: file.name, size: file.blob.size, type: file.blob.type }
  }, draftId)
}

/** The whole record as the server holds it (read with a key of its own, as a key holder). */
function viewApplication(request: APIRequestContext, skuId: string) {
  return viewWithKey(request, skuId)
}

/** The key this device holds for `skuId`, if any. */
async function deviceKey(page: Page, skuId: string): Promise<string | undefined> {
  return page.evaluate(async (number) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('evisa')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const stored = await new Promise<{ key: string } | undefined>((resolve, reject) => {
      const request = db.transaction('access-keys').objectStore('access-keys').get(number)
      request.onsuccess = () => resolve(request.result as { key: string } | undefined)
      request.onerror = () => reject(request.error)
    })
    db.close()
    return stored?.key
  }, skuId)
}

test.describe('the application form offline', () => {
  test('what is typed offline survives a reload (children and passport copy too) and reaches the server once online', async ({
    page,
    context,
    request,
  }) => {
    test.slow()
    await visitOnce(page, '/Apply')
    await context.setOffline(true)
    const id = await openFreshDraft(page)
    await expect(page.locator('.draft-save-status')).toHaveText(
      'Your answers are saved on this device as you type.',
    )
    await fillTraveller(page)
    await attachPassportCopy(page)
    await expect(page.getByText(UPLOAD_WAITS)).toBeVisible()
    await expect(page.locator('.draft-save-status')).toHaveText('Saved on this device')
    // The last change is saved as the page goes away, without waiting for the next save.
    await field(page, 'Occupation').fill('teacher')
    await page.reload()

    await expect(page).toHaveURL(new RegExp(`/Apply\\?draft=${id}$`))
    await expect(page.getByText(RESTORED)).toBeVisible()
    await expect(field(page, 'Visa Type')).toHaveValue('TOURIST VISA')
    await expect(field(page, 'Surname')).toHaveValue('PERERA')
    await expect(field(page, 'Other Names')).toHaveValue('ANNA MARIA')
    await expect(field(page, 'Occupation')).toHaveValue('TEACHER')
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
    await expect(field(page, 'Surname')).toHaveValue('PERERA')
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
    test.slow()
    await visitOnce(page, '/Apply')
    await context.setOffline(true)
    const id = await openFreshDraft(page)
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
    const record = await viewApplication(request, skuId)
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
    await expect(page.getByText(skuId, { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText(
      'TEACHER',
    )
    await page.goto('/Partial-Filled')
    await expect(draftItem(page, 'PERERA ANNA MARIA')).toContainText(
      `Submitted — application number ${skuId}`,
    )
  })

  test('a submitted application opens offline once seen, and changes made offline are sent when back online', async ({
    page,
    context,
    request,
  }) => {
    test.slow()
    const { skuId, accessKey } = await createApplicationWithKey(request)
    // This device submitted it: its draft knows the application number, and the key is beside it.
    await visitOnce(page, '/Partial-Filled')
    await seedDrafts(page, [
      { id: randomUUID(), data: validApplication(), syncState: 'submitted', skuId, accessKey },
    ])
    await page.goto(`/Preview/${skuId}`)
    await expect(page.getByRole('heading', { name: 'Preview Your Application' })).toBeVisible()

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Preview Your Application' })).toBeVisible()
    await expect(page.getByText(DEVICE_COPY)).toBeVisible()
    await expect(page.getByText(skuId, { exact: true })).toBeVisible()
    const personal = page.getByRole('region', { name: 'Personal and Passport Information' })
    await expect(personal).toContainText('12 April 1988')
    await expect(personal).toContainText('TEACHER')

    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/Apply/${skuId}$`))
    await expect(
      page.getByText(/^You are offline: you are changing the copy saved on this device\./),
    ).toBeVisible()
    await expect(field(page, 'Occupation')).toHaveValue('TEACHER')
    await field(page, 'Occupation').fill('engineer')
    await page.getByLabel(CONFIRM).check()
    await page.getByRole('button', { name: 'Update and Next' }).click()

    await expect(page).toHaveURL(new RegExp(`/Preview/${skuId}$`))
    await expect(page.getByText(CHANGES_WAIT)).toBeVisible()
    await expect(personal).toContainText('ENGINEER')
    await expect(page.getByText('You can pay once your changes have been sent.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Next To Pay' })).toHaveCount(0)
    expect((await viewApplication(request, skuId)).Occupation).toBe('TEACHER')

    await context.setOffline(false)
    await expect(page.getByText(CHANGES_WAIT)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Next To Pay' })).toBeVisible()
    await expect(personal).toContainText('ENGINEER')
    expect((await viewApplication(request, skuId)).Occupation).toBe('ENGINEER')

    // The edit screen opens offline too, with the changes.
    await context.setOffline(true)
    await page.goto(`/Apply/${skuId}`)
    await expect(field(page, 'Occupation')).toHaveValue('ENGINEER')
  })

  test('changes typed into a submitted application survive reloads, offline too, until submitted or discarded', async ({
    page,
    context,
    request,
  }) => {
    test.slow()
    // Looked up by its number: this device never had the application, so it answers the passport
    // questions first.
    const skuId = await createApplicationViaApi(request)
    await visitOnce(page, `/Apply/${skuId}`)
    await answerPassportQuestions(page)
    const occupation = field(page, 'Occupation')
    await expect(occupation).toHaveValue('TEACHER')
    const restored = page.getByText(/^We restored the changes you made on .+ and have not submitted yet\.$/)
    await expect(restored).toHaveCount(0)

    // Reloaded at once: what was typed in the last second comes back too.
    await occupation.fill('pilot')
    await page.reload()
    await expect(occupation).toHaveValue('PILOT')
    await expect(restored).toBeVisible()
    await expectAccessible(page)
    expect((await viewApplication(request, skuId)).Occupation).toBe('TEACHER')
    // The preview shows what the agency has, and says changes wait to be submitted.
    await page.goto(`/Preview/${skuId}`)
    const personal = page.getByRole('region', { name: 'Personal and Passport Information' })
    await expect(personal).toContainText('TEACHER')
    await expect(
      page.getByText(/^You have changes to this application, made on .+, that you have not submitted yet\./),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Continue editing' }).click()
    await expect(page).toHaveURL(new RegExp(`/Apply/${skuId}$`))
    await expect(occupation).toHaveValue('PILOT')
    // Partial-Filled says so too, and takes the traveller back to them.
    await page.goto('/Partial-Filled')
    const listed = draftItem(page, 'PERERA ANNA MARIA')
    await expect(listed).toContainText(`Submitted — application number ${skuId}; changes not submitted yet`)
    await listed.getByRole('button', { name: 'Resume' }).click()
    await expect(page).toHaveURL(new RegExp(`/Apply/${skuId}$`))
    await expect(occupation).toHaveValue('PILOT')

    // Offline, the device's copy opens with the changes still waiting to be submitted.
    await context.setOffline(true)
    await page.reload()
    await expect(
      page.getByText(/^You are offline: you are changing the copy saved on this device\./),
    ).toBeVisible()
    await expect(occupation).toHaveValue('PILOT')
    await context.setOffline(false)

    await page.reload()
    await expect(occupation).toHaveValue('PILOT')
    await page.getByRole('button', { name: 'Discard these changes' }).click()
    await expect(occupation).toHaveValue('TEACHER')
    await expect(restored).toHaveCount(0)
    await page.reload()
    await expect(occupation).toHaveValue('TEACHER')
    await expect(restored).toHaveCount(0)

    await occupation.fill('doctor')
    await page.getByLabel(CONFIRM).check()
    await page.getByRole('button', { name: 'Update and Next' }).click()
    await expect(page).toHaveURL(new RegExp(`/Preview/${skuId}$`))
    await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText(
      'DOCTOR',
    )
    expect((await viewApplication(request, skuId)).Occupation).toBe('DOCTOR')
    await expect(page.getByRole('link', { name: 'Continue editing' })).toHaveCount(0)
    // Submitted, the changes are no longer "restored": they are the application.
    await page.goto(`/Apply/${skuId}`)
    await expect(occupation).toHaveValue('DOCTOR')
    await expect(restored).toHaveCount(0)
  })

  test('an application that was never on this device says it needs a connection, rather than waiting', async ({
    page,
    context,
    request,
  }) => {
    const skuId = await createApplicationViaApi(request)
    await visitOnce(page)
    await context.setOffline(true)
    const dialogs = collectDialogs(page)
    await page.goto(`/Preview/${skuId}`)
    await expect(page.getByRole('heading', { name: 'Confirm it is your application' })).toBeVisible()
    await expect(
      page.getByText('A connection is needed to open this application on this device.', { exact: false }),
    ).toBeVisible()
    await page.getByLabel('Passport Number', { exact: true }).fill('GB1234567')
    await page.getByLabel('Date of Birth', { exact: true }).fill('1988-04-12')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText(/^A connection is needed/)).toHaveCount(2)
    expect(dialogs).toEqual([])

    // Back online, the same answers open it.
    await context.setOffline(false)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText(
      'TEACHER',
    )
  })
})

// ---------------------------------------------------------------------------------------------
// Smaller uploads (issue #6 item 3)

/** Width and height from a JPEG's start-of-frame segment. */
/** Width and height from a PNG's header chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  if (!bytes.subarray(1, 4).equals(Buffer.from('PNG'))) throw new Error('not a PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`not a JPEG marker at ${offset}`)
    const marker = bytes[offset + 1]!
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    offset += 2 + bytes.readUInt16BE(offset + 2)
  }
  throw new Error('no frame in this JPEG')
}

/** An EXIF segment saying "rotate 90° clockwise to view" (orientation 6), as phones write. */
const EXIF_ROTATED = Buffer.from([
  0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08,
  0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
])

/** A noisy photo-like JPEG made by the browser's own encoder, so its size is like a phone's. */
async function makePhoto(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height)
      const context = canvas.getContext('2d')!
      const image = context.createImageData(width, height)
      let seed = 7
      for (let index = 0; index < image.data.length; index += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff
        const noise = (seed >> 16) & 63
        const x = (index / 4) % width
        image.data[index] = (x / width) * 190 + noise
        image.data[index + 1] = 90 + noise
        image.data[index + 2] = 170 - noise
        image.data[index + 3] = 255
      }
      context.putImageData(image, 0, 0)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let start = 0; start < bytes.length; start += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
      }
      return btoa(binary)
    },
    { width, height },
  )
  return Buffer.from(base64, 'base64')
}

function megabytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`
}

test.describe('smaller uploads', () => {
  test('a large photo of the passport page is made smaller before it is kept and uploaded', async ({
    page,
    request,
  }) => {
    test.slow()
    const id = await openFreshDraft(page)
    const photo = await makePhoto(page, 3000, 2000)
    expect(jpegSize(photo)).toEqual({ width: 3000, height: 2000 })
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024)

    await attachPassportCopy(page, 'passport-photo.jpeg', photo)
    const attached = page.getByRole('img', { name: 'The passport copy you attached' })
    await expect(attached).toBeVisible({ timeout: 30_000 })
    // The device keeps the smaller copy, not the original: about 1.5 MB at most, and says so.
    const kept = await keptCopy(page, id)
    expect(kept).toEqual({ name: 'passport-photo.jpg', size: expect.any(Number), type: 'image/jpeg' })
    expect(kept?.size).toBeLessThanOrEqual(1.5 * 1024 * 1024)
    await expect(page.locator('.passport-copy-reduced')).toHaveText(
      `Reduced from ${megabytes(photo.length)} to ${megabytes(kept?.size ?? 0)}.`,
    )
    // The server keeps it at most 2000 px on the long side, proportions kept (re-encoded there
    // without metadata, so its bytes are the server's own).
    const sent = Buffer.from(await (await request.get((await attached.getAttribute('src'))!)).body())
    expect(jpegSize(sent)).toEqual({ width: 2000, height: 1333 })
    expect(sent.length).toBeLessThanOrEqual(1.5 * 1024 * 1024)
  })

  test('a photo taken sideways keeps the way up its camera recorded', async ({ page, request }) => {
    test.slow()
    await openFreshDraft(page)
    const photo = await makePhoto(page, 2400, 1600)
    // The EXIF segment right after the start of image: "turn this 90° to view it".
    const rotated = Buffer.concat([photo.subarray(0, 2), EXIF_ROTATED, photo.subarray(2)])
    await attachPassportCopy(page, 'sideways.jpg', rotated)
    const attached = page.getByRole('img', { name: 'The passport copy you attached' })
    await expect(attached).toBeVisible({ timeout: 30_000 })
    const sent = Buffer.from(await (await request.get((await attached.getAttribute('src'))!)).body())
    expect(jpegSize(sent)).toEqual({ width: 1333, height: 2000 })
  })

  test('a small PNG and a PDF go as they are', async ({ page, request }) => {
    const id = await openFreshDraft(page)
    await attachPassportCopy(page)
    const attached = page.getByRole('img', { name: 'The passport copy you attached' })
    await expect(attached).toBeVisible()
    // The device keeps and sends the PNG untouched; the server keeps the same picture.
    expect(await keptCopy(page, id)).toMatchObject({ size: TINY_PNG.length, type: 'image/png' })
    const sent = Buffer.from(await (await request.get((await attached.getAttribute('src'))!)).body())
    expect(pngSize(sent)).toEqual(pngSize(TINY_PNG))
    await expect(page.locator('.passport-copy-reduced')).toHaveCount(0)

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
    await field(page, 'Passport Copy').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    })
    const link = page.getByRole('link', { name: 'Open the attached PDF' })
    await expect(link).toBeVisible()
    const sentPdf = Buffer.from(await (await request.get((await link.getAttribute('href'))!)).body())
    expect(sentPdf.equals(pdf)).toBe(true)
  })
})

// ---------------------------------------------------------------------------------------------
// App updates: a private server on a copy of the build, so the new version reaches no other test

/** A port nothing listens on now, so that runs side by side never share this private server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

test.describe('app updates', () => {
  let origin = ''
  let folder = ''
  let server: ChildProcess | undefined

  test.beforeAll(async () => {
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    folder = mkdtempSync(join(tmpdir(), 'evisa-update-'))
    cpSync(process.env.CLIENT_DIR ?? 'dist/client', folder, { recursive: true })
    server = spawn('node', ['scripts/e2e-server.mjs'], {
      env: { ...process.env, CLIENT_DIR: folder, E2E_PORT: String(port) },
      stdio: 'ignore',
    })
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`).then(
            (answer) => answer.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200)
  })

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    rmSync(folder, { recursive: true, force: true })
  })

  /** Publishes "a new build": a changed service worker script, as every build makes one. */
  function publishNewVersion() {
    for (const compressed of ['sw.js.br', 'sw.js.gz']) rmSync(join(folder, compressed), { force: true })
    const script = join(folder, 'sw.js')
    writeFileSync(script, `${readFileSync(script, 'utf8')}\n// next build ${Date.now()}\n`)
  }

  test('a new version is offered, never forced, and accepting it keeps the draft', async ({ page }) => {
    test.slow()
    await visitOnce(page, `${origin}/Apply`)
    await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/)
    const url = page.url()
    await field(page, 'Surname').fill('PERERA')
    await expect(page.locator('.draft-save-status')).toHaveText('Saved on this device')

    publishNewVersion()
    // What the app does now and then on its own; a navigation would do it too.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const prompt = page.getByRole('region', { name: 'App update' })
    await expect(prompt).toContainText('A new version is available.')
    // Nothing reloaded under the form.
    await expect(field(page, 'Surname')).toHaveValue('PERERA')
    await expectAccessible(page)

    // Typed just before accepting: saved first, not lost to the reload.
    await field(page, 'Other Names').fill('ANNA')
    await prompt.getByRole('button', { name: 'Update now' }).click()
    await expect(page.getByText(RESTORED)).toBeVisible()
    expect(page.url()).toBe(url)
    await expect(field(page, 'Surname')).toHaveValue('PERERA')
    await expect(field(page, 'Other Names')).toHaveValue('ANNA')
    await expect(prompt).toHaveCount(0)
    // The new version is the one in charge now, and none is left waiting.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        const script = await (await fetch('/sw.js')).text()
        return { waiting: registration?.waiting ?? null, newest: /\/\/ next build \d+/.test(script) }
      }),
    ).toEqual({ waiting: null, newest: true })
  })
})
