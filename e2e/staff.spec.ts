// The back-office end to end (README, "Back-office"): staff made with the real command against
// the e2e server's data folder, their authenticator codes computed from the secret the setup page
// shows, the real staff API and the real payment simulator. Nothing here is stubbed.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { baseURL } from '../playwright.config'
import { STATUS_IN_WORDS } from '../shared/application-status'
import { firstInteraction } from './device'
import { test as base, expect, expectAccessible } from './fixtures'
import { payViaApi } from './payment-helpers'
import {
  createApplicationViaApi,
  createApplicationWithKey,
  E2E_DATA_DIR,
  joinGroupViaApi,
  staffAuditOf,
} from './support'

const run = promisify(execFile)
const PASSWORD = 'violet tractor murmurs over cobalt'
const SESSION_ENDED = 'Your session has ended. Please sign in again.'
const QUEUE_HEADERS = ['Number', 'Name', 'Nationality', 'Visa', 'Arrival', 'Payment', 'Status', 'Updated']
// A minimal PDF: the server checks an eVisa by its bytes, as it checks passport copies.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

let serial = 0
/** An e-mail no other test (or earlier run on a reused server) has used. */
function uniqueEmail(who: string): string {
  serial += 1
  return `${who}-${Date.now().toString(36)}-${serial}@agency.example`
}

/** A unique surname: the search must find exactly this application. */
function uniqueSurname(): string {
  const letters = Date.now()
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(65 + Number.parseInt(digit, 26)))
    .join('')
  return `STAFFTEST${letters}`
}

/** `npm run staff -- add` against the e2e server's data folder; returns the setup link's token. */
async function addStaffWithCommand(email: string, role: 'admin' | 'agent'): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'staff', '--', 'add', email, '--role', role], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
  })
  const link = stdout.split('\n').find((line) => /\/staff\/setup#\S+$/.test(line.trim()))
  if (!link) throw new Error('the staff command printed no setup link')
  return link.trim().replace(/^.*#/, '')
}

function codeFor(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  })
}

/** The setup page from the link: password, authenticator, confirmation. Returns the secret. */
async function setUpAccount(page: Page, token: string, email: string): Promise<string> {
  await page.goto(`/staff/setup#${token}`)
  await expect(page.getByRole('heading', { name: 'Set up your staff account' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secretText = await page.getByText(/^Secret: /).textContent()
  const secret = (secretText ?? '').replace(/^Secret:\s*/, '').trim()
  expect(secret).toMatch(/^[A-Z2-7]+=*$/)
  await expectAccessible(page)
  await page.getByLabel('Authentication code').fill(codeFor(secret))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Your account is ready.')).toBeVisible()
  return secret
}

// A code signs in once (the server keeps the last 30-second step used per account), so a second
// sign-in of one account waits for the next step's code, as a person would for their app's next code.
const lastStep = new Map<string, number>()

async function unusedCode(secret: string): Promise<string> {
  const next = (lastStep.get(secret) ?? 0) + 1
  let step = Math.floor(Date.now() / 30_000)
  // The next step's code is accepted too (clock drift), so at most one wait of part of a step.
  if (step + 1 < next) {
    await new Promise((resolve) => setTimeout(resolve, next * 30_000 - 30_000 - Date.now() + 50))
    step = Math.floor(Date.now() / 30_000)
  }
  const use = Math.max(step, next)
  lastStep.set(secret, use)
  return codeFor(secret, use * 30_000)
}

async function signIn(page: Page, email: string, secret: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByLabel('Authentication code').fill(await unusedCode(secret))
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The staff sign-in page, opened and signed in as `account`. */
async function signInAt(page: Page, account: StaffAccount) {
  await page.goto('/staff')
  await signIn(page, account.email, account.secret)
}

async function paidApplication(request: APIRequestContext, surname: string): Promise<string> {
  const number = await createApplicationViaApi(request, { surname })
  await payViaApi(request, number)
  return number
}

interface StaffAccount {
  email: string
  secret: string
}

/**
 * A staff account made with the real command and set up through the setup link's API (password,
 * then the authenticator code), as the setup page does: the first test walks that page itself.
 */
async function newAccount(playwright: PlaywrightWorkerArgs['playwright'], role: 'admin' | 'agent') {
  const email = uniqueEmail(role)
  const token = await addStaffWithCommand(email, role)
  // The staff API takes a state-changing call only from this site's own origin.
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
  })
  try {
    const chosen = await api.post(`/api/staff/setup/${token}/password`, { data: { password: PASSWORD } })
    expect(chosen.status()).toBe(200)
    const { secret } = (await chosen.json()) as { secret: string }
    const confirmed = await api.post(`/api/staff/setup/${token}/confirm`, { data: { code: codeFor(secret) } })
    expect(confirmed.status()).toBe(200)
    return { email, secret }
  } finally {
    await api.dispose()
  }
}

/** One admin and one agent per worker, set up once: the tests below only sign them in. */
const test = base.extend<
  { newAgent: () => Promise<StaffAccount> },
  { admin: StaffAccount; agent: StaffAccount }
>({
  admin: [async ({ playwright }, use) => use(await newAccount(playwright, 'admin')), { scope: 'worker' }],
  agent: [async ({ playwright }, use) => use(await newAccount(playwright, 'agent')), { scope: 'worker' }],
  /** An agent of the test's own, for a test that locks it. */
  newAgent: async ({ playwright }, use) => use(() => newAccount(playwright, 'agent')),
})

test.describe.configure({ mode: 'serial' })

async function saveStatus(page: Page, status: string, fill?: () => Promise<void>) {
  await page.getByLabel('Status', { exact: true }).selectOption({ label: status })
  await fill?.()
  await page.getByRole('button', { name: 'Save status' }).click()
  if (status === 'Approved') {
    await page
      .getByRole('dialog', { name: /^Approve and e-mail the eVisa to / })
      .getByRole('button', { name: 'Approve and send' })
      .click()
  }
  await expect(page.getByRole('status').filter({ hasText: `Status saved: ${status}.` })).toBeVisible()
  await expect(page.getByText(`Status saved: ${status}.`)).toBeFocused()
  await expect(page.getByText(`Status: ${status}`)).toBeVisible()
}

/** A status change through the staff API, with the signed-in page's own session. */
async function moveViaApi(page: Page, number: string, status: string) {
  const moved = await page.request.post(`/api/staff/applications/${number}/status`, {
    data: { status },
    headers: { origin: new URL(baseURL).origin },
  })
  expect(moved.status()).toBe(200)
}

// An 8×8 PNG: the server re-encodes pictures on upload, so it must be a real one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4IWeDFTEMLQkAd2xIgdTVI7QAAAAASUVORK5CYII=',
  'base64',
)

/** A paid application with a passport copy; answers its number and the copy's stored name. */
async function paidWithPassportCopy(request: APIRequestContext, surname: string, passport = 'GB1234567') {
  const upload = await request.post('/api/upload', {
    multipart: { image: { name: 'passport.png', mimeType: 'image/png', buffer: PNG } },
  })
  expect(upload.status()).toBe(201)
  const { filename } = ((await upload.json()) as { file: { filename: string } }).file
  const number = await createApplicationViaApi(request, {
    surname,
    passport_number: passport,
    passport_bio_page: filename,
    language: 'de',
  })
  await payViaApi(request, number)
  return { number, filename }
}

test.describe('Back-office code stays away from travellers', () => {
  test('the home page downloads no staff code, and the service worker does not precache it', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet')
        scripts.push(request.url())
    })
    await page.goto('/')
    // The service worker registers at a first visitor's first interaction (lib/when-needed.ts).
    await firstInteraction(page)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.getByRole('link', { name: 'Pay or check status' }).first().hover()
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((url) => /\/assets\/staff-/.test(url))).toEqual([])
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
      }
      return urls
    })
    expect(cached.some((url) => /\/assets\/index-/.test(url))).toBe(true)
    expect(cached.filter((url) => /\/assets\/staff-/.test(url))).toEqual([])
  })
})

test.describe('Back-office', () => {
  test('an admin sets up, signs in, finds a paid application, reviews and approves it; the traveller sees it', async ({
    page,
    request,
  }) => {
    // The whole journey with axe on five screens: long on a shared 2-core machine.
    test.slow()
    const surname = uniqueSurname()
    const number = await paidApplication(request, surname)
    const email = uniqueEmail('admin')
    const token = await addStaffWithCommand(email, 'admin')
    const secret = await setUpAccount(page, token, email)

    await page.getByRole('link', { name: 'Go to sign-in' }).click()
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    // Traveller chrome has no place here.
    await expect(page.getByRole('link', { name: 'Apply for E-Visa' })).toHaveCount(0)
    await expectAccessible(page)
    await signIn(page, email, secret)

    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Staff', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible()
    await expect(page.getByRole('columnheader')).toHaveText(QUEUE_HEADERS)
    await expectAccessible(page)

    await page.getByLabel('Search').fill(surname)
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(page).toHaveURL(new RegExp(`q=${surname}`))
    const rows = page.getByRole('table', { name: /Applications/ }).locator('tbody tr')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Received')
    await expect(page.getByText('Page 1 of 1')).toBeVisible()

    // Sorting is the server's: the header button says how the column is sorted.
    const nameHeader = page.getByRole('columnheader', { name: 'Name' })
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none')
    await nameHeader.getByRole('button').click()
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(page).toHaveURL(/sort=name/)

    await page.getByRole('link', { name: number }).click()
    await expect(page.getByRole('heading', { name: `Application ${number}` })).toBeVisible()
    const history = page.getByRole('region', { name: 'History' })
    await expect(history).toContainText(email)
    await expect(history).toContainText('Opened the application')
    // What the traveller has been sent so far: the application received, then the payment receipt.
    const mails = page.getByRole('region', { name: 'Mails' })
    await expect(mails).toContainText(`Application ${number} received: how to pay`)
    await expect(mails).toContainText(`Payment receipt for application ${number}`)
    await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText(
      surname,
    )
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Capture id')
    await expectAccessible(page)

    await saveStatus(page, 'In review')
    await saveStatus(page, 'Approved', async () => {
      await page.getByLabel('Note').fill('Checked against the passport copy.')
      await page
        .getByLabel('eVisa file')
        .setInputFiles({ name: 'evisa.pdf', mimeType: 'application/pdf', buffer: PDF })
    })
    await expect(history).toContainText('Moved from In review to Approved')
    await expect(page.getByRole('link', { name: 'Download the eVisa (PDF)' })).toBeVisible()
    // The approval's mail (the eVisa attached) was queued with the change.
    await expect(mails).toContainText(`Your eVisa: application ${number} is approved`)
    await expectAccessible(page)

    // The traveller's look-up: the status in words, and only that (no "under review" beside it).
    await page.goto('/Visa-Fee')
    await page.getByLabel('Enter your Application Number').fill(number)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText(`Status: ${STATUS_IN_WORDS.APPROVED}`)).toBeVisible()
    await expect(page.getByText('We have successfully received your application')).toHaveCount(0)
  })

  test('approving asks first, naming the address; a wrong eVisa is replaced and mailed again', async ({
    page,
    request,
    agent,
  }) => {
    const number = await paidApplication(request, uniqueSurname())
    await signInAt(page, agent)
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()
    await moveViaApi(page, number, 'IN_REVIEW')
    await page.goto(`/staff/applications/${number}`)
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Approved' })
    await page
      .getByLabel('eVisa file')
      .setInputFiles({ name: 'evisa.pdf', mimeType: 'application/pdf', buffer: PDF })
    const save = page.getByRole('button', { name: 'Save status' })
    await save.click()

    const dialog = page.getByRole('dialog', {
      name: 'Approve and e-mail the eVisa to anna.perera@example.com?',
    })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expectAccessible(page)
    // Escape changes nothing and gives the keyboard back where it was.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(save).toBeFocused()
    await expect(page.getByText('Status: In review')).toBeVisible()

    await save.click()
    await dialog.getByRole('button', { name: 'Approve and send' }).click()
    await expect(page.getByText('Status saved: Approved.')).toBeFocused()
    await expect(page.getByText('Status: Approved')).toBeVisible()

    // The wrong PDF went out: the corrected one replaces it, after the same kind of question.
    const corrected = Buffer.from(`${PDF.toString()}% corrected\n`)
    await page
      .getByLabel('Corrected eVisa file')
      .setInputFiles({ name: 'evisa-corrected.pdf', mimeType: 'application/pdf', buffer: corrected })
    await page.getByLabel('What was wrong').fill('Wrong date of birth on the first one')
    await page.getByRole('button', { name: 'Replace the eVisa' }).click()
    const replace = page.getByRole('dialog', {
      name: 'Replace the eVisa and e-mail the corrected one to anna.perera@example.com?',
    })
    await replace.getByRole('button', { name: 'Replace and send' }).click()
    await expect(
      page.getByText('eVisa replaced: the corrected one is on its way to anna.perera@example.com.'),
    ).toBeFocused()
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'Replaced the eVisa and e-mailed the corrected one. Note: Wrong date of birth on the first one',
    )
    await expect(page.getByRole('region', { name: 'Mails' })).toContainText(
      `Your corrected eVisa: application ${number}`,
    )
    const served = await page.request.get(`/api/staff/applications/${number}/evisa`)
    expect((await served.body()).equals(corrected)).toBe(true)
    await expectAccessible(page)
  })

  test('the keyboard lands on each result: skip link, search, opening, saving @phone', async ({
    page,
    request,
    agent,
  }) => {
    const surname = uniqueSurname()
    const number = await paidApplication(request, surname)
    await signInAt(page, agent)
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()
    const results = page.getByRole('heading', { name: /^Results/ })
    await expect(results).toBeVisible()

    // From the top of a freshly loaded queue: the second stop, after the page's own "Skip to content".
    await page.reload()
    await expect(page.getByRole('heading', { name: /^Results: \d+ found$/ })).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to results' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(results).toBeFocused()

    await page.getByLabel('Search').fill(surname)
    await page.getByLabel('Search').press('Enter')
    await expect(page.getByRole('heading', { name: 'Results: 1 found' })).toBeFocused()

    await page.getByRole('link', { name: number }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: `Application ${number}` })).toBeFocused()

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'In review' })
    await page.getByRole('button', { name: 'Save status' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Status saved: In review.')).toBeFocused()
    await expectAccessible(page)
  })

  test('toasts never cover Sign out @phone', async ({ page, admin }) => {
    await signInAt(page, admin)
    await page.getByRole('link', { name: 'Staff', exact: true }).click()
    const agent = uniqueEmail('toast-agent')
    await page.getByLabel('Email').fill(agent)
    await page.getByLabel('Role').selectOption('agent')
    await page.getByRole('button', { name: 'Add' }).click()
    await page.getByRole('button', { name: `Disable ${agent}` }).click()
    const toast = page.locator('.toast').filter({ hasText: `${agent} is disabled.` })
    await expect(toast).toBeVisible()
    const signOut = page.getByRole('button', { name: 'Sign out' })
    await signOut.scrollIntoViewIfNeeded()
    const [button, covering] = await Promise.all([signOut.boundingBox(), toast.boundingBox()])
    expect(button && covering).toBeTruthy()
    if (!button || !covering) return
    const overlaps =
      button.x < covering.x + covering.width &&
      covering.x < button.x + button.width &&
      button.y < covering.y + covering.height &&
      covering.y < button.y + button.height
    expect(overlaps).toBe(false)
    // And a pointer on Sign out reaches Sign out.
    expect(
      await signOut.evaluate((element) => {
        const box = element.getBoundingClientRect()
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
      }),
    ).toBe(true)
  })

  test('the passport copy sits beside the fields (above them on a phone); the history reads in words @phone', async ({
    page,
    request,
    agent,
  }) => {
    const surname = uniqueSurname()
    const { number } = await paidWithPassportCopy(request, surname)
    await signInAt(page, agent)
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()
    await moveViaApi(page, number, 'IN_REVIEW')
    await page.goto(`/staff/applications/${number}`)
    const copy = page.getByRole('region', { name: 'Passport copy' })
    const fields = page.getByRole('region', { name: 'Personal and Passport Information' })
    await expect(copy.getByRole('img', { name: /Passport copy/ })).toBeVisible()
    await expect(fields).toContainText(surname)
    // The traveller's mails go out in German; the back-office says so in English.
    await expect(page.getByText('Language: German (de)')).toBeVisible()
    const [copyBox, fieldsBox] = await Promise.all([copy.boundingBox(), fields.boundingBox()])
    if (!copyBox || !fieldsBox) throw new Error('both regions are shown')
    if ((page.viewportSize()?.width ?? 0) >= 960) {
      // Side by side: the copy on the left, both starting on the same line.
      expect(copyBox.x + copyBox.width).toBeLessThanOrEqual(fieldsBox.x)
      expect(Math.abs(copyBox.y - fieldsBox.y)).toBeLessThan(2)
    } else {
      expect(copyBox.y + copyBox.height).toBeLessThanOrEqual(fieldsBox.y)
    }

    const history = page.getByRole('region', { name: 'History' })
    await expect(history).toContainText('Moved from Received to In review')
    await expect(history).toContainText('Opened the application')
    await expect(history).not.toContainText('→')
    await expect(history).not.toContainText('IN_REVIEW')
    await expectAccessible(page)
  })

  test('travellers of one group are marked in the queue, and each detail links to the others', async ({
    page,
    request,
    agent,
  }) => {
    const surname = uniqueSurname()
    const first = await createApplicationWithKey(request, { surname })
    const second = await joinGroupViaApi(request, first, { surname })
    await payViaApi(request, second)
    const alone = await createApplicationViaApi(request, { surname })

    await signInAt(page, agent)
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()
    await page.goto(`/staff?q=${surname}`)
    await expect(page.getByRole('heading', { name: 'Results: 3 found' })).toBeVisible()
    const row = (number: string) =>
      page.getByRole('row').filter({ has: page.getByRole('link', { name: number }) })
    await expect(row(first.skuId)).toContainText('Group')
    await expect(row(second)).toContainText('Group')
    await expect(row(alone)).not.toContainText('Group')

    await row(first.skuId).getByRole('link', { name: first.skuId }).click()
    const members = page.getByRole('navigation', { name: 'Travelling together (2 travellers)' })
    await expect(members.locator('[aria-current="page"]')).toContainText(first.skuId)
    // Each member's own payment: the group did not pay as one here.
    await expect(members.getByRole('listitem').filter({ hasText: first.skuId })).toContainText('Unpaid')
    await expect(members.getByRole('listitem').filter({ hasText: second })).toContainText('Paid')
    await expectAccessible(page)
    await members.getByRole('link', { name: new RegExp(second) }).click()
    await expect(page).toHaveURL(new RegExp(`/staff/applications/${second}$`))
    await expect(members.locator('[aria-current="page"]')).toContainText(second)
  })

  test("staff never get the passport copy's stored name; each opening of it, each queue page and search is audited", async ({
    page,
    request,
    newAgent,
  }) => {
    const auditor = await newAgent()
    const passport = `PX${Date.now().toString().slice(-7)}`
    const { number, filename } = await paidWithPassportCopy(request, uniqueSurname(), passport)
    const staffAnswers: string[] = []
    const uploads: string[] = []
    page.on('response', async (response) => {
      const url = new URL(response.url())
      if (url.pathname.startsWith('/uploads/')) uploads.push(url.pathname)
      if (url.pathname.startsWith('/api/staff/') && response.headers()['content-type']?.includes('json'))
        staffAnswers.push(await response.text().catch(() => ''))
    })
    await signInAt(page, auditor)
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()

    const copyOpened = page.waitForResponse((response) =>
      response.url().endsWith(`/api/staff/applications/${number}/passport-copy`),
    )
    await page.goto(`/staff/applications/${number}`)
    expect((await copyOpened).status()).toBe(200)
    await expect(page.getByRole('region', { name: 'Passport copy' }).getByRole('img')).toBeVisible()
    const detailAnswer = staffAnswers.find((body) => body.includes(`"sku_id":"${number}"`))
    expect(detailAnswer).toBeTruthy()
    for (const body of staffAnswers) expect(body).not.toContain(filename.replace(/\.\w+$/, ''))
    expect(uploads).toEqual([])
    await page.reload()
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Opened the passport copy')

    // A search by passport number, and a page far down the list.
    await page.goto(`/staff?q=${passport}`)
    await expect(page.getByRole('heading', { name: 'Results: 1 found' })).toBeVisible()
    await page.goto('/staff?page=2')
    await expect(page.getByText(/^Page 2 of/)).toBeVisible()
    const trail = staffAuditOf(auditor.email)
    expect(trail.filter((entry) => entry.action === 'open-passport-copy')).toHaveLength(2)
    const queue = trail.filter((entry) => entry.action === 'view-queue').map((entry) => entry.detail)
    expect(queue.some((detail) => /^page 1 .*searched by a passport number$/.test(detail))).toBe(true)
    expect(queue.some((detail) => detail.startsWith('page 2 '))).toBe(true)
    expect(JSON.stringify(trail)).not.toContain(passport)
  })

  test('an admin exports the list, adds an agent (the setup link shown once), resets and disables them', async ({
    page,
    admin: { email, secret },
  }) => {
    await signInAt(page, { email, secret })
    // The export is the queue's list as a file.
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.csv$/)
    expect(readFileSync((await file.path())!, 'utf8').length).toBeGreaterThan(0)

    await page.getByRole('link', { name: 'Staff', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible()
    await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible()
    await expectAccessible(page)
    // A new agent: the setup link is shown once; a reset gives another; disabling shows in the list.
    const agent = uniqueEmail('new-agent')
    await page.getByLabel('Email').fill(agent)
    await page.getByLabel('Role').selectOption('agent')
    await page.getByRole('button', { name: 'Add' }).click()
    const link = page.getByRole('status').filter({ hasText: 'Setup link for' }).locator('code')
    await expect(link).toHaveText(/\/staff\/setup#\S+$/)
    const firstLink = await link.textContent()
    const agentRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: agent, exact: true }) })
    await expect(agentRow).toContainText('Setup not finished')
    await agentRow.getByRole('button', { name: `Reset ${agent}` }).click()
    await expect(link).not.toHaveText(firstLink ?? '')
    await agentRow.getByRole('button', { name: `Disable ${agent}` }).click()
    await expect(agentRow).toContainText('Disabled')
    await expectAccessible(page)
  })

  test('an agent sees neither export nor staff management, and the API refuses both', async ({
    page,
    agent: { email, secret },
  }) => {
    await signInAt(page, { email, secret })
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0)

    // Same session cookie, straight at the API.
    expect((await page.request.get('/api/staff/export.csv')).status()).toBe(403)
    expect((await page.request.get('/api/staff/staff')).status()).toBe(403)
    const add = await page.request.post('/api/staff/staff', {
      data: { email: uniqueEmail('intruder'), role: 'admin' },
      headers: { origin: new URL(baseURL).origin },
    })
    expect(add.status()).toBe(403)
  })

  test('a wrong authentication code is refused, and after five failures even the right one must wait', async ({
    page,
    newAgent,
  }) => {
    const { email, secret } = await newAgent()
    await page.goto('/staff')
    const alert = page.getByRole('alert').filter({ hasText: /\S/ })
    // A code from an hour ago: six digits, never valid now.
    const wrong = codeFor(secret, Date.now() - 3_600_000)
    const answer401 = page.waitForResponse((response) => response.url().endsWith('/api/staff/sign-in'))
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByLabel('Authentication code').fill(wrong)
    await page.getByRole('button', { name: 'Sign in' }).click()
    expect((await answer401).status()).toBe(401)
    await expect(alert).toBeVisible()
    // Four more at once, straight at the API: each costs a full password hash on the server.
    const more = await Promise.all(
      Array.from({ length: 4 }, () =>
        page.request.post('/api/staff/sign-in', {
          headers: { origin: new URL(baseURL).origin },
          data: { email, password: PASSWORD, code: wrong },
        }),
      ),
    )
    expect(more.map((response) => response.status())).toEqual([401, 401, 401, 401])
    // Throttled: even the right code waits now, with the same answer an unknown account gets.
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/staff/sign-in'))
    await signIn(page, email, secret)
    expect((await answer).status()).toBe(429)
    await expect(alert).toContainText(/too many sign-in attempts/i)
    await expect(page.getByText(`Signed in as ${email}`)).toHaveCount(0)
  })

  test('an ended session returns to sign-in with a message', async ({
    page,
    context,
    agent: { email, secret },
  }) => {
    await signInAt(page, { email, secret })
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()

    // The server no longer knows this browser's session (as after 30 idle minutes).
    await context.clearCookies()
    await page.getByLabel('Payment').selectOption({ label: 'Paid' })
    await expect(page.getByRole('alert').filter({ hasText: SESSION_ENDED })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await signIn(page, email, secret)
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()
    await expect(page).toHaveURL(/payment=COMPLETED/)
  })

  test('a cross-site POST is refused, signed in or not', async ({
    page,
    request,
    admin: { email, secret },
  }) => {
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    const signInAttempt = await request.post('/api/staff/sign-in', {
      headers: evil,
      data: { email: 'someone@agency.example', password: PASSWORD, code: '123456' },
    })
    expect(signInAttempt.status()).toBe(403)

    await signInAt(page, { email, secret })
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
    // The browser's own cookie, sent by another site's form.
    const forged = await page.request.post('/api/staff/staff', {
      headers: evil,
      data: { email: uniqueEmail('forged'), role: 'admin' },
    })
    expect(forged.status()).toBe(403)
    expect((await forged.json()) as { status: boolean }).toMatchObject({ status: false })
  })
})
