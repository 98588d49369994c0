// "Work offline" and the sync panel (docs/decisions/014-connectivity-gate.md): with the switch on,
// nothing leaves the app for the API, from the page or the service worker, and an application
// waits on the device; turned off, it is sent once. With the server unreachable, Sync now keeps
// the item and says why. The exported diagnostics hold nothing personal.
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from '@playwright/test'
import { seedDrafts, visitOnce } from './device'
import { expect, expectAccessible, test } from './fixtures'
import { attachPassportCopy, CONFIRM, draftItem, openSeededDraft } from './journey-helpers'
import { openPayment, payButton } from './payment-helpers'
import { createApplicationViaApi, validApplication } from './support'

const WORKING_OFFLINE = 'Working offline: switched on by you'
const QUEUED = 'Waiting for connection — it will be sent automatically.'
const OFFLINE_PAYMENT = 'Payment needs an internet connection.'
const SENT = /Your application was sent\. Application number: ([0-9A-Z]{16,})\./

/** Every request for the API the browser makes, the service worker's included, as "path (by)". */
function recordApiRequests(context: BrowserContext) {
  const api: string[] = []
  let byServiceWorker = 0
  context.on('request', (request) => {
    if (request.serviceWorker()) byServiceWorker++
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/')) api.push(`${pathname} (${request.serviceWorker() ? 'worker' : 'page'})`)
  })
  return { api, serviceWorkerSeen: () => byServiceWorker }
}

function workOffline(page: Page) {
  return page.getByRole('switch', { name: 'Work offline' })
}

function queueItem(page: Page, name: RegExp | string) {
  return page
    .getByRole('list', { name: 'Waiting to be sent' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) })
}

/** The value of one fact ("Attempts", "Last error") of a queued item. */
function fact(item: ReturnType<typeof queueItem>, term: string) {
  return item
    .locator('div')
    .filter({ has: item.page().locator('dt', { hasText: term }) })
    .locator('dd')
}

test.describe('Work offline', () => {
  test('an application submitted while working offline waits, sends nothing, and is sent once when it is turned off @phone', async ({
    page,
    context,
  }) => {
    const log = recordApiRequests(context)
    await visitOnce(page, '/Sync')
    // The log sees the service worker's own requests (its precache), so it would see its API ones.
    expect(log.serviceWorkerSeen()).toBeGreaterThan(0)

    await page.goto('/Sync')
    await expect(workOffline(page)).toHaveAttribute('aria-checked', 'false')
    await workOffline(page).click()
    await expect(workOffline(page)).toHaveAttribute('aria-checked', 'true')
    await expect(workOffline(page)).toBeFocused()
    await expect(page.getByText(WORKING_OFFLINE)).toBeVisible()
    const before = log.api.length

    const id = await openSeededDraft(page)
    await attachPassportCopy(page)
    await page.getByLabel(CONFIRM).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible()

    await page.goto('/Partial-Filled')
    await expect(draftItem(page, 'PERERA ANNA MARIA')).toContainText('Waiting for connection')
    await expect(page.getByText(WORKING_OFFLINE)).toBeVisible()

    // A look-up needs the server: it says so rather than waiting.
    await page.goto('/Visa-Fee')
    await page.getByRole('main').getByLabel('Enter your Application Number').fill('ABCDEFGHJKMNPQRS')
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click()
    await expect(
      page.getByText('A connection is needed to look up an application.', { exact: false }),
    ).toBeVisible()

    // Still on after a reload (the switch lives in IndexedDB), and the panel lists the submission.
    await page.goto('/Sync')
    await page.reload()
    await expect(workOffline(page)).toHaveAttribute('aria-checked', 'true')
    const item = queueItem(page, 'Submission: PERERA ANNA MARIA')
    await expect(item).toBeVisible()
    await expect(fact(item, 'Attempts')).toHaveText('0')
    await expect(fact(item, 'Passport copy')).toHaveText('Uploaded first')
    await expectAccessible(page)
    expect(log.api.slice(before), 'requests for the API while working offline').toEqual([])

    const creates: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/srilanka/create-application'))
        creates.push(request.headers()['idempotency-key'] ?? '')
    })
    await page.getByRole('button', { name: 'Turn off' }).click()
    await expect(page.getByText(WORKING_OFFLINE)).toBeHidden()
    const notice = page.getByRole('status').filter({ hasText: SENT })
    await expect(notice).toBeVisible()
    const skuId = SENT.exec((await notice.locator('p').textContent()) ?? '')![1]!
    await expect(notice.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/Payment/${skuId}`)
    await expect(workOffline(page)).toHaveAttribute('aria-checked', 'false')
    await expect(
      page.getByText('Nothing is waiting: everything on this device has reached the server.'),
    ).toBeVisible()
    expect(creates).toEqual([id])
    await page.goto('/Partial-Filled')
    await expect(draftItem(page, 'PERERA ANNA MARIA')).toContainText('Submitted')
    await expect(draftItem(page, 'PERERA ANNA MARIA')).toContainText(skuId)
  })

  test('the service worker answers API requests as if offline while the switch is on, also after it restarts', async ({
    page,
    context,
  }) => {
    await visitOnce(page, '/Sync')
    const ask = () =>
      page.evaluate(() =>
        fetch('/api/health').then(
          (response) => `answered ${response.status}`,
          () => 'no answer',
        ),
      )
    expect(await ask()).toBe('answered 200')
    await workOffline(page).click()
    await expect(workOffline(page)).toHaveAttribute('aria-checked', 'true')
    // A request the app's own helpers never make: only the service worker stands in its way.
    expect(await ask()).toBe('no answer')

    // The browser stops idle workers; the next one reads the switch from IndexedDB.
    const cdp = await context.newCDPSession(page)
    await cdp.send('ServiceWorker.enable')
    await cdp.send('ServiceWorker.stopAllWorkers')
    expect(await ask()).toBe('no answer')

    await workOffline(page).click()
    await expect(workOffline(page)).toHaveAttribute('aria-checked', 'false')
    expect(await ask()).toBe('answered 200')
  })

  test('the payment page says payment needs a connection when another tab turns Work offline on', async ({
    page,
    context,
    request,
  }) => {
    const applicationNumber = await createApplicationViaApi(request)
    await openPayment(page, applicationNumber)
    const other = await context.newPage()
    await other.goto('/Sync')
    await workOffline(other).click()
    await expect(workOffline(other)).toHaveAttribute('aria-checked', 'true')

    await expect(page.getByRole('status').getByText(OFFLINE_PAYMENT)).toBeVisible()
    await expect(payButton(page)).toBeHidden()
    await expect(page.getByText(WORKING_OFFLINE)).toBeVisible()
    await expectAccessible(page)

    await workOffline(other).click()
    await expect(workOffline(other)).toHaveAttribute('aria-checked', 'false')
    await expect(page.getByText(WORKING_OFFLINE)).toBeHidden()
    await expect(payButton(page)).toBeVisible()
  })
})

test.describe('offline on every page', () => {
  test('every page says the app is offline, and a contact message is listed until it is sent @phone', async ({
    page,
    context,
  }) => {
    await visitOnce(page, '/')
    await context.setOffline(true)
    for (const path of ['/', '/Partial-Filled', '/contact']) {
      await page.goto(path)
      await expect(
        page.getByRole('status').filter({ hasText: 'Offline — changes are saved on this device' }),
        path,
      ).toBeVisible()
    }
    await page.getByLabel('Name').fill('Jan de Vries')
    await page.getByLabel('Email').fill('jan@example.com')
    await page.getByLabel('Contact Number').fill('+31612345678')
    await page.getByLabel('Nationality').fill('DUTCH')
    await page.getByLabel('Remarks').fill(`Waiting message ${randomUUID()}`)
    await page.getByRole('button', { name: 'Submit' }).click()
    const waiting = page.getByRole('region', { name: 'Messages waiting to be sent' })
    await expect(waiting.getByRole('listitem')).toHaveCount(1)
    await expect(waiting.getByRole('listitem')).toContainText('waiting to be sent')
    await expectAccessible(page)

    await context.setOffline(false)
    await expect(waiting).toBeHidden()
  })
})

test.describe('the sync panel', () => {
  test('with the server unreachable, Sync now keeps the item and says why; once it is back, the item is sent once @phone', async ({
    page,
    context,
  }) => {
    let reachable = false
    const creates: string[] = []
    await context.route('**/api/**', async (route) => {
      if (!reachable) return route.abort('connectionrefused')
      if (route.request().url().endsWith('/create-application')) creates.push(route.request().url())
      return route.continue()
    })
    await visitOnce(page, '/')
    await openSeededDraft(page)
    await attachPassportCopy(page)
    await page.getByLabel(CONFIRM).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible()

    await page.goto('/Sync')
    await page.getByRole('button', { name: 'Sync now' }).click()
    await expect(page.getByText('Some items are still waiting; see why below.')).toBeVisible()
    const item = queueItem(page, 'Submission: PERERA ANNA MARIA')
    await expect(fact(item, 'Last error')).toHaveText('No connection')
    await expect(fact(item, 'Attempts')).toHaveText(/^[1-9]\d*$/)
    await expectAccessible(page)

    reachable = true
    await page.getByRole('button', { name: 'Sync now' }).click()
    await expect(page.getByText('Everything waiting has been sent.')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()
    await expect(page.getByText(/^Last successful sync: /)).not.toContainText('Nothing from this device')
    expect(creates).toHaveLength(1)
  })

  test('fits a 320 px phone and is used with the keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/Sync')
    await expect(page.getByRole('heading', { level: 1, name: 'Sync and offline' })).toBeFocused()
    await workOffline(page).focus()
    await page.keyboard.press('Space')
    await expect(workOffline(page)).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByText(WORKING_OFFLINE)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await expectAccessible(page)
    await page.keyboard.press('Enter')
    await expect(workOffline(page)).toHaveAttribute('aria-checked', 'false')
  })

  test('the diagnostics file holds no name, passport number, e-mail, number or key typed on this device', async ({
    page,
  }) => {
    await visitOnce(page, '/Sync')
    const personal = {
      surname: `ZQX${randomUUID().slice(0, 6).toUpperCase()}`,
      other_name: 'WILHELMINA',
      email: 'wilhelmina.private@example.org',
      passport_number: 'XK9988776',
      mobile_number: '+447700900555',
      address_line1: '77 SECRET LANE',
    }
    const drafts = [
      { id: randomUUID(), data: validApplication(personal), queueSave: true },
      {
        id: randomUUID(),
        data: { surname: 'BARTHOLOMEW', email: 'sent.person@example.org' },
        syncState: 'submitted' as const,
        skuId: 'QWERTYUPASDFGHJK',
        accessKey: 'secret-access-key-0123456789abcdef',
      },
    ]
    await workOffline(page).click()
    await expect(workOffline(page)).toHaveAttribute('aria-checked', 'true')
    await seedDrafts(page, drafts)

    // A contact message typed while working offline waits in the queue too.
    await page.goto('/contact')
    await page.getByLabel('Name').fill('Hildegard Contactperson')
    await page.getByLabel('Email').fill('hildegard@example.net')
    await page.getByLabel('Contact Number').fill('+94771234567')
    await page.getByLabel('Nationality').fill('AUSTRIAN')
    await page.getByLabel('Remarks').fill('My passport number is XK9988776, please call.')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('heading', { name: 'Messages waiting to be sent' })).toBeVisible()

    await page.goto('/Sync')
    await expect(queueItem(page, /^Contact message/)).toBeVisible()
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export diagnostics' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^evisa-diagnostics-.+\.json$/)
    const text = await readFile((await download.path())!, 'utf8')
    const file = JSON.parse(text)
    expect(file.connectivity).toMatchObject({ workingOffline: true })
    expect(file.serviceWorker).toMatchObject({ supported: true, workingOffline: true })
    expect(file.queue.map((entry: { kind: string }) => entry.kind).sort()).toEqual(['contact', 'save-draft'])
    expect(file.drafts.map((draft: { state: string }) => draft.state).sort()).toEqual(['local', 'submitted'])
    const secrets = [
      ...Object.values(personal),
      'Hildegard',
      'hildegard@example.net',
      '+94771234567',
      'AUSTRIAN',
      'BARTHOLOMEW',
      'sent.person@example.org',
      'QWERTYUPASDFGHJK',
      'secret-access-key-0123456789abcdef',
      ...drafts.map((draft) => draft.id),
    ]
    for (const secret of secrets) expect(text.toLowerCase(), secret).not.toContain(secret.toLowerCase())
  })
})
