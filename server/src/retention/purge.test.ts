import { readdir, readFile, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applicationRow,
  buildTestApp,
  daysFromToday,
  insertDraft,
  multipartFile,
  SAMPLE_FILES,
  TEST_DATABASE_URL,
  type TestApp,
  touristApplication,
  updateApplicationRow,
  withTestApp,
} from '../../test/test-support'
import { setPaymentStatus } from '../applications'
import { DATABASE_FILENAME } from '../db/data-folder'
import { emlFileName } from '../mail'
import { purgeExpiredData } from './purge'
import {
  CLEARED_BOOLEAN_COLUMNS,
  CLEARED_TEXT_COLUMNS,
  KEPT_APPLICATION_COLUMNS,
  withPurgeLock,
} from './retention.repository'
import { scheduleRetentionPurge } from './schedule'

const DAY = 24 * 3600 * 1000
const SECRETS = [
  'PURGEME7781',
  'OLDTRAVELLER',
  'old.traveller@example.com',
  'Grandchildname',
  'oldest.question@example.com',
]

let clock = Date.now()
let test: TestApp
const uploadsDir = () => join(test.dataDir, 'uploads')

/** A file a crash left without its uploads row, stored `ageMs` ago. */
async function leaveOrphanFile(filename: string, content: Buffer, ageMs: number) {
  const storedAt = new Date(Date.now() - ageMs)
  if (test.app.dbKind === 'postgres') {
    await test.app.db
      .insertInto('stored_files')
      .values({ filename, content, created_at: storedAt.toISOString() })
      .execute()
    return
  }
  await writeFile(join(uploadsDir(), filename), content)
  await utimes(join(uploadsDir(), filename), storedAt, storedAt)
}

/** Every file kept, whether or not a row names it. */
const keptFiles = async () => (await test.app.files.keptBefore(Date.now() + DAY)).sort()

beforeAll(async () => {
  test = await buildTestApp({ now: () => clock, lookupRateLimit: 0 })
})
afterAll(() => test.close())

async function upload(content: Buffer = SAMPLE_FILES.pdf): Promise<string> {
  const response = await test.app.inject({ method: 'POST', url: '/api/upload', ...multipartFile(content) })
  expect(response.statusCode).toBe(201)
  return response.json().file.filename
}

const keys = new Map<string, string>()
const withKey = (skuId: string | undefined) => ({ 'x-application-key': keys.get(skuId ?? '') ?? '' })

async function create(fields: Record<string, unknown>): Promise<string> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/srilanka/create-application',
    payload: touristApplication(fields),
  })
  expect(response.statusCode).toBe(201)
  keys.set(response.json().data.sku_id, response.json().data.access_key)
  return response.json().data.sku_id
}

async function sendContactMessage(email: string, remarks: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/srilanka/createContactUS',
    payload: {
      Given_Name: 'Asker',
      Email: email,
      contact_no: '+44 7700 900123',
      Nationality: 'UNITED KINGDOM',
      remarks,
    },
  })
  expect(response.statusCode).toBe(201)
}

async function saveDraft(id: string, data: Record<string, unknown>) {
  const response = await test.app.inject({
    method: 'PUT',
    url: `/api/srilanka/drafts/${id}`,
    payload: { data, version: 1 },
  })
  expect(response.statusCode).toBe(200)
}

/** The database as it lies on disk: the main file and the WAL, whatever SQLite has not yet merged. */
async function databaseBytes(): Promise<Buffer> {
  const names = (await readdir(test.dataDir)).filter((name) => name.startsWith(DATABASE_FILENAME))
  return Buffer.concat(await Promise.all(names.map((name) => readFile(join(test.dataDir, name)))))
}

describe('the retention purge', () => {
  const stale = {
    draft: '6f1d2c1a-0000-4000-8000-000000000001',
    fresh: '6f1d2c1a-0000-4000-8000-000000000002',
  }
  const ids: Record<string, string> = {}
  // The old application's arrival date as it was made, for the check of what the purge keeps: a
  // count from a later today would be a day on once midnight UTC has passed.
  let oldArrival: string

  beforeAll(async () => {
    clock = Date.now()
    oldArrival = daysFromToday(10)
    ids.oldCopy = await upload()
    ids.neverAttached = await upload(SAMPLE_FILES.png)
    ids.old = await create({
      surname: 'Oldtraveller',
      email: 'old.traveller@example.com',
      passport_number: 'PURGEME7781',
      intended_arrival_date: oldArrival,
      passport_bio_page: ids.oldCopy,
      children: [
        {
          child_surnane: 'Grandchildname',
          child_givenName: 'Grandchildname',
          child_date_of_birth: '2018-06-01',
          child_gender: 'Male',
          child_relationship: 'Child',
        },
      ],
    })
    ids.oldPaid = await create({ intended_arrival_date: daysFromToday(20), nationality: 'INDIA' })
    await setPaymentStatus(test.app.db, ids.oldPaid, 'COMPLETED', new Date(clock).toISOString())
    ids.recentCopy = await upload()
    ids.recent = await create({
      passport_number: 'KEEPME4455',
      intended_arrival_date: daysFromToday(300),
      passport_expiry_date: daysFromToday(4 * 365),
      passport_bio_page: ids.recentCopy,
    })
    // Approved: the agency's eVisa PDF is attached to the application, not to its passport copy.
    ids.recentEvisa = await upload(SAMPLE_FILES.pdf)
    await updateApplicationRow(test.app, ids.recent, { evisa_filename: ids.recentEvisa })
    await setPaymentStatus(test.app.db, ids.recent, 'COMPLETED', new Date(clock).toISOString())
    // Unpaid, arriving far ahead, and left alone for more than 90 days.
    ids.unpaidStale = await create({
      passport_number: 'UNPAID90DAYS',
      intended_arrival_date: daysFromToday(300),
    })
    await saveDraft(stale.draft, { surname: 'DRAFTER' })
    await sendContactMessage('oldest.question@example.com', 'Do I need a visa for a layover?')

    // Seven months after the first arrivals; the recent application's arrival is still ahead.
    clock += 10 * DAY + 213 * DAY
    await saveDraft(stale.fresh, { surname: 'STILL TYPING' })
    await sendContactMessage('recent.question@example.com', 'Can I change my arrival date?')
    ids.freshUpload = await upload()
    // Unpaid too, but changed within the last 90 days.
    ids.unpaidRecent = await create({ intended_arrival_date: daysFromToday(300) })
    // A file a crash left without its row (stored, then the process died before recording it).
    ids.orphan = 'OrphanOrphanOrphanOrphan.jpg'
    await leaveOrphanFile(ids.orphan, SAMPLE_FILES.jpeg, 2 * DAY)

    if (TEST_DATABASE_URL) return
    // The byte search below would prove nothing if the data were not on disk to begin with.
    const before = await databaseBytes()
    for (const secret of SECRETS) expect(before.includes(secret), secret).toBe(true)
  })

  const mailDir = () => join(test.dataDir, 'mail')
  const mailFiles: { purged: string[]; kept: string[] } = { purged: [], kept: [] }

  it('has written every mail so far as an .eml file, holding the data the purge will remove', async () => {
    await test.app.mail.flush()
    const rows = await test.app.db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'sku_id', 'created_at'])
      .execute()
    const purgedSkus = new Set([ids.old, ids.oldPaid, ids.unpaidStale])
    for (const row of rows) {
      const name = emlFileName(row)
      const goes =
        (row.sku_id !== null && purgedSkus.has(row.sku_id)) ||
        (row.sku_id === null && row.created_at < new Date(clock - 200 * DAY).toISOString())
      ;(goes ? mailFiles.purged : mailFiles.kept).push(name)
    }
    expect(mailFiles.purged.length).toBeGreaterThanOrEqual(5) // three "received", the old contact message's two
    expect(mailFiles.kept.length).toBeGreaterThanOrEqual(3)
    const onDisk = await readdir(mailDir())
    expect(onDisk).toEqual(expect.arrayContaining([...mailFiles.purged, ...mailFiles.kept]))
    const purgedText = (
      await Promise.all(mailFiles.purged.map((name) => readFile(join(mailDir(), name), 'utf8')))
    ).join('')
    expect(purgedText).toContain('old.traveller@example.com')
  })

  it('reports what it removed', async () => {
    const report = await purgeExpiredData(test.app.db, {
      files: test.app.files,
      now: clock,
      mailDir: mailDir(),
    })
    expect(report).toMatchObject({
      applications: 3,
      drafts: 1,
      contactMessages: 1,
      uploads: 2,
      orphanFiles: 1,
      mailFiles: mailFiles.purged.length,
    })
    if (!TEST_DATABASE_URL) expect(report.walCheckpoint).toMatchObject({ busy: 0 })
  })

  it('keeps a minimal anonymous row of an expired application, for the accounts', async () => {
    const row = await applicationRow(test.app, ids.old!)
    expect(row).toMatchObject({
      sku_id: ids.old,
      payment_status: 'UNPAID',
      visa_type: 'TOURIST VISA',
      intended_arrival_date: oldArrival,
      fee_usd: 85,
      purged_at: new Date(clock).toISOString(),
    })
    for (const column of CLEARED_TEXT_COLUMNS) expect(row[column], column).toBe('')
    for (const column of CLEARED_BOOLEAN_COLUMNS) expect(row[column], column).toBe(0)
    const children = await test.app.db
      .selectFrom('application_children')
      .select('id')
      .where('application_id', '=', row.id)
      .execute()
    expect(children).toEqual([])
    const paid = await applicationRow(test.app, ids.oldPaid!)
    expect(paid).toMatchObject({ payment_status: 'COMPLETED', fee_usd: 10 })
  })

  it('answers an expired application as not found, and refuses to refill it', async () => {
    const view = await test.app.inject({ method: 'GET', url: `/api/srilanka/View-application/${ids.old}` })
    expect(view.statusCode).toBe(404)
    const update = await test.app.inject({
      method: 'PUT',
      url: `/api/srilanka/update-application/${ids.old}`,
      headers: withKey(ids.old),
      payload: touristApplication({ intended_arrival_date: daysFromToday(300) }),
    })
    expect(update.statusCode).toBe(404)
  })

  it('purges an unpaid application 90 days after its last change, whatever its arrival date', async () => {
    const rows = await test.app.db
      .selectFrom('applications')
      .select(['sku_id', 'passport_number', 'purged_at'])
      .where('sku_id', 'in', [ids.unpaidStale!, ids.unpaidRecent!])
      .execute()
    const bySku = Object.fromEntries(rows.map((row) => [row.sku_id, row]))
    expect(bySku[ids.unpaidStale!]).toEqual({
      sku_id: ids.unpaidStale,
      passport_number: '',
      purged_at: new Date(clock).toISOString(),
    })
    expect(bySku[ids.unpaidRecent!]?.purged_at).toBeNull()
    const keys = await test.app.db
      .selectFrom('application_keys')
      .select('sku_id')
      .where('sku_id', '=', ids.unpaidStale!)
      .execute()
    expect(keys).toEqual([])
  })

  it('removes the passport copy, unattached uploads and orphan files, from the table and the file store', async () => {
    const kept = [ids.freshUpload, ids.recentCopy, ids.recentEvisa].sort()
    const rows = await test.app.db.selectFrom('uploads').select('filename').execute()
    expect(rows.map((row) => row.filename).sort()).toEqual(kept)
    expect(await keptFiles()).toEqual(kept)
  })

  it('removes drafts untouched for 90 days and keeps the others', async () => {
    const drafts = await test.app.db.selectFrom('drafts').select('id').execute()
    expect(drafts).toEqual([{ id: stale.fresh }])
  })

  it('removes contact messages received more than 6 months ago and keeps the others', async () => {
    const messages = await test.app.db.selectFrom('contact_messages').select('email').execute()
    expect(messages).toEqual([{ email: 'recent.question@example.com' }])
  })

  it('leaves a recent application untouched', async () => {
    const view = await test.app.inject({
      method: 'GET',
      url: `/api/srilanka/View-application/${ids.recent}`,
      headers: withKey(ids.recent),
    })
    expect(view.statusCode).toBe(200)
    expect(view.json().data).toMatchObject({
      passport_number: 'KEEPME4455',
      surname: 'FERNANDO',
      passport_bio_page: ids.recentCopy,
      children: [expect.objectContaining({ child_givenName: 'Leo' })],
    })
    const copy = await test.app.inject({ method: 'GET', url: `/uploads/${ids.recentCopy}` })
    expect(copy.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true)
  })

  it.skipIf(TEST_DATABASE_URL)(
    '(SQLite only) leaves no byte of the purged personal data in the database file or its WAL',
    async () => {
      const bytes = await databaseBytes()
      expect(bytes.includes('KEEPME4455')).toBe(true) // the search itself works
      for (const secret of SECRETS) expect(bytes.includes(secret), secret).toBe(false)
    },
  )

  it('removes the .eml files of the mails it forgot, with the rows, and keeps the others', async () => {
    const onDisk = await readdir(mailDir())
    for (const name of mailFiles.purged) expect(onDisk, name).not.toContain(name)
    expect(onDisk).toEqual(expect.arrayContaining(mailFiles.kept))
    const left = (await Promise.all(onDisk.map((name) => readFile(join(mailDir(), name), 'utf8')))).join('')
    for (const secret of ['old.traveller@example.com', 'oldest.question@example.com']) {
      expect(left, secret).not.toContain(secret)
    }
  })

  it('finds nothing more to do on its next run', async () => {
    const report = await purgeExpiredData(test.app.db, {
      files: test.app.files,
      now: clock,
      mailDir: mailDir(),
    })
    expect(report).toEqual({
      applications: 0,
      drafts: 0,
      contactMessages: 0,
      uploads: 0,
      orphanFiles: 0,
      mailFiles: 0,
    })
  })
})

describe('the purge rules', () => {
  it('decide, for every column of the applications table, whether it is kept or cleared', async () => {
    const tables = await test.app.db.introspection.getTables()
    const columns = tables.find((table) => table.name === 'applications')?.columns ?? []
    const decided = [...KEPT_APPLICATION_COLUMNS, ...CLEARED_TEXT_COLUMNS, ...CLEARED_BOOLEAN_COLUMNS]
    expect(columns.map((column) => column.name).sort()).toEqual([...decided].sort())
    expect(new Set(decided).size).toBe(decided.length)
  })
})

describe('the daily schedule', () => {
  it('runs a purge at once, and stop() waits for it', async () => {
    await withTestApp({ now: () => Date.now() + 100 * DAY }, async (scheduled) => {
      await insertDraft(scheduled.app, { id: 'old' })
      const schedule = scheduleRetentionPurge(scheduled.app)
      await schedule.stop()
      expect(await scheduled.app.db.selectFrom('drafts').select('id').execute()).toEqual([])
    })
  })
})

describe.skipIf(!TEST_DATABASE_URL)('(PostgreSQL only) several servers on one database', () => {
  it('purge one at a time: a purge that finds another under way does nothing and says so', async () => {
    const overrides = { now: () => Date.now() + 100 * DAY, databaseUrl: test.databaseUrl }
    await withTestApp(overrides, async (second) => {
      await insertDraft(second.app, { id: 'old' })
      // This test's app holds the purge lock while the second server's purge starts.
      const report = await withPurgeLock(test.app.db, () =>
        purgeExpiredData(second.app.db, { files: second.app.files, now: second.app.now() }),
      )
      expect(report).toMatchObject({ drafts: 0, ranElsewhere: true })
      const old = second.app.db.selectFrom('drafts').select('id').where('id', '=', 'old')
      expect(await old.execute()).toEqual([{ id: 'old' }])
      const after = await purgeExpiredData(second.app.db, { files: second.app.files, now: second.app.now() })
      expect(after.ranElsewhere).toBeUndefined()
      expect(await old.execute()).toEqual([])
    })
  })
})
