import { copyFile, readdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { DATABASE_FILENAME } from '../src/db/data-folder'
import { checkDatabase } from './crash/checks'
import { Ledger } from './crash/ledger'
import { formatReport, runCrashTest } from './crash/run'
import { buildTestApp, multipartFile, SAMPLE_FILES, TEST_DATABASE_URL, type TestApp } from './test-support'

// The crash test is about the SQLite file: it starts real server processes on a data folder and
// its checks read the database file itself (integrity_check, the rows beside the upload files). A
// PostgreSQL server killed during writes is checked by `npm run test:pg`'s two-server test
// (scripts/pg/two-servers.ts): these run on SQLite only, not again in the PostgreSQL run.
describe.skipIf(TEST_DATABASE_URL)('(SQLite only) the crash test, 3 kills (test:crash runs 25)', () => {
  it('finds every acknowledged write after each SIGKILL, nothing half-written, integrity_check ok', async () => {
    const report = await runCrashTest({ kills: 3, minRunMs: 300, maxRunMs: 1000 })
    console.log(formatReport(report))
    expect(report.violations).toEqual([])
    expect(report.acknowledged.create).toBeGreaterThan(0)
    expect(report.verified).toEqual(report.acknowledged)
    // About 25 s on an idle 2-core machine; the margin is for one busy with other work, where a
    // single server start has taken 15 s.
  }, 300_000)
})

// The crash test is only as good as its checks: here they must catch damage done on purpose.
describe.skipIf(TEST_DATABASE_URL)('(SQLite only) the crash test checks', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })

  async function setUp() {
    test = await buildTestApp()
    const ledger = new Ledger()
    const uploaded = await test.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...multipartFile(SAMPLE_FILES.pdf),
    })
    const passportCopy: string = uploaded.json().file.filename
    ledger.uploads.push({ filename: passportCopy, sha256: '', byteSize: SAMPLE_FILES.pdf.length })
    const entry = ledger.newApplication(passportCopy)
    entry.sentRevisions.push(0)
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/srilanka/create-application',
      headers: { 'idempotency-key': entry.idempotencyKey },
      payload: entry.createPayload,
    })
    entry.skuId = created.json().data.sku_id
    entry.createAcked = true
    entry.ackedRevision = 0
    return { ledger, entry, app: test.app, dataDir: test.dataDir }
  }

  async function violationsOf(ledger: Ledger, dataDir: string) {
    const violations: string[] = []
    const db = new SqliteDatabase(join(dataDir, DATABASE_FILENAME), { readonly: true })
    try {
      await checkDatabase(db, join(dataDir, 'uploads'), ledger, violations, { final: false })
    } finally {
      db.close()
    }
    return violations
  }

  it('pass an untouched database', async () => {
    const { ledger, dataDir } = await setUp()
    expect(await violationsOf(ledger, dataDir)).toEqual([])
  })

  it('catch an acknowledged application that is gone', async () => {
    const { ledger, app, dataDir } = await setUp()
    await app.db.deleteFrom('applications').execute()
    expect(await violationsOf(ledger, dataDir)).toContainEqual(
      expect.stringMatching(/acknowledged but missing/),
    )
  })

  // Revision 0 has no children; a child of revision 1 beside revision 0's fields is a torn update.
  it('catch an application whose children belong to another revision', async () => {
    const { ledger, app, dataDir } = await setUp()
    const { id } = await app.db.selectFrom('applications').select('id').executeTakeFirstOrThrow()
    await app.db
      .insertInto('application_children')
      .values({
        application_id: id,
        position: 0,
        surname: 'X',
        given_name: 'K0R1C0',
        date_of_birth: '2018-01-01',
        gender: 'Male',
        relationship: 'Child',
      })
      .execute()
    expect(await violationsOf(ledger, dataDir)).toEqual([
      expect.stringMatching(/half-written: childGivenNames/),
    ])
  })

  it('catch a second application made with the same Idempotency-Key', async () => {
    const { ledger, entry, app, dataDir } = await setUp()
    const row = await app.db.selectFrom('applications').selectAll().executeTakeFirstOrThrow()
    const { id: _id, ...copy } = row
    await app.db
      .insertInto('applications')
      .values({ ...copy, sku_id: '0000000000000000' })
      .execute()
    expect(entry.skuId).not.toBe('0000000000000000')
    expect(await violationsOf(ledger, dataDir)).toContainEqual(expect.stringMatching(/stored twice/))
  })

  it('catch a capture whose application is not paid, and a passport copy without its file', async () => {
    const { ledger, entry, app, dataDir } = await setUp()
    await app.db
      .insertInto('payment_orders')
      .values({
        paypal_order_id: 'ORDER1',
        sku_id: entry.skuId!,
        amount: '85.00',
        currency: 'USD',
        status: 'COMPLETED',
        request_id: 'r1',
        created_at: 'x',
        updated_at: 'x',
      })
      .execute()
    await app.db
      .insertInto('payment_order_items')
      .values({ paypal_order_id: 'ORDER1', sku_id: entry.skuId!, amount: '85.00', paid: 1 })
      .execute()
    await app.db
      .insertInto('payment_captures')
      .values({
        capture_id: 'CAPTURE1',
        paypal_order_id: 'ORDER1',
        amount: '85.00',
        currency: 'USD',
        status: 'COMPLETED',
        captured_at: 'x',
        created_at: 'x',
      })
      .execute()
    await unlink(join(dataDir, 'uploads', entry.passportCopy))
    const violations = await violationsOf(ledger, dataDir)
    expect(violations).toContainEqual(
      expect.stringMatching(/capture without its completed order or paid application/),
    )
    expect(violations).toContainEqual(expect.stringMatching(/has a row but no file/))
  })

  /** Sends the queued mails, then writes the first one's file again under another name. */
  async function writeFirstMailTwice(app: TestApp['app'], dataDir: string) {
    await app.mail.flush()
    const mailDir = join(dataDir, 'mail')
    const [file] = await readdir(mailDir)
    await copyFile(join(mailDir, file!), join(mailDir, file!.replace('received', 'again')))
  }

  it('catch an acknowledged application without its "received" mail, and a mail file of no outbox row', async () => {
    const { ledger, app, dataDir } = await setUp()
    await writeFirstMailTwice(app, dataDir)
    await app.db.deleteFrom('mail_outbox').where('kind', '=', 'received').execute()
    const violations = await violationsOf(ledger, dataDir)
    expect(violations).toContainEqual(expect.stringMatching(/acknowledged without its one "received" mail/))
    expect(violations).toContainEqual(expect.stringMatching(/belongs to no outbox row/))
  })

  it('catch one mail written to two files', async () => {
    const { ledger, app, dataDir } = await setUp()
    await writeFirstMailTwice(app, dataDir)
    const violations = await violationsOf(ledger, dataDir)
    expect(violations).toContainEqual(expect.stringMatching(/written to more than one file/))
    expect(violations).toContainEqual(expect.stringMatching(/one message twice/))
  })
})
