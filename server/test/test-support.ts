// Helpers for the server's tests: a real app on a real database in a fresh temp folder. The
// database is a SQLite file in that folder, or, when TEST_DATABASE_URL names a PostgreSQL server
// (an account that may create databases), a fresh PostgreSQL database made for each test app and
// dropped when it closes (docs/decisions/008-postgresql.md).
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { Updateable } from 'kysely'
import type pg from 'pg'
import { afterAll, beforeAll, expect } from 'vitest'
import { touristApplication } from '../../shared/application-fixture'
import { isoDateUtc } from '../../shared/dates'
import { type AppOptions, buildApp } from '../src/app'
import type { ApplicationsTable, Database } from '../src/db/database'
import { migrateToLatest } from '../src/db/migrate'
import { migrations } from '../src/db/migrations'
import { openPostgres } from '../src/db/open-database'
import { withPgConnection } from '../src/db/pg-connection'
import { setPasswordHashCostForTests } from '../src/staff/credentials'

// Staff passwords: scrypt at N=2^12 rather than OWASP's 2^17 (128 MiB and half a second a hash,
// seconds on a loaded machine) for tests that only need someone signed in; the hashing test
// itself (staff-auth.test.ts) uses the production cost.
setPasswordHashCostForTests(12)

export interface TestApp {
  app: FastifyInstance
  dataDir: string
  /** The PostgreSQL database the app runs on; undefined on SQLite. */
  databaseUrl?: string
  /** Closes the app and deletes its folder (and its PostgreSQL database). */
  close: () => Promise<void>
}

/** The PostgreSQL server the tests run on (an admin URL), or undefined for SQLite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined

/** Test databases by data folder: an app restarted on the same folder finds the same data. */
const databaseOfFolder = new Map<string, string>()

function onAdminDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withPgConnection(TEST_DATABASE_URL ?? '', work)
}

function urlOf(name: string): string {
  const url = new URL(TEST_DATABASE_URL ?? '')
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * A database migrated to the latest schema, copied for each test app (CREATE DATABASE ... TEMPLATE
 * copies files, far faster than running the migrations each time). Its name carries a hash of the
 * migrations, so a changed migration makes a new one; an advisory lock lets one test worker make it.
 */
async function migratedTemplate(): Promise<string> {
  const hash = createHash('sha256')
  for (const [name, migration] of Object.entries(migrations)) hash.update(name).update(String(migration.up))
  const name = `pg_evisa_template_${hash.digest('hex').slice(0, 16)}`
  await onAdminDatabase(async (client) => {
    await client.query('select pg_advisory_lock(7419)')
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name])
      if (found.rowCount) return
      const building = `${name}_building`
      await client.query(`drop database if exists ${building} with (force)`)
      await client.query(`create database ${building}`)
      const db = openPostgres(urlOf(building))
      try {
        await migrateToLatest(db)
      } finally {
        await db.destroy()
      }
      await client.query(`alter database ${building} rename to ${name}`)
    } finally {
      await client.query('select pg_advisory_unlock(7419)')
    }
  })
  return name
}

let template: Promise<string> | undefined

/** A fresh PostgreSQL database on the test server; returns its URL. Migrated unless `empty`. */
export async function createTestDatabase({ empty = false } = {}): Promise<string> {
  const name = `pg_evisa_test_${randomBytes(8).toString('hex')}`
  if (empty) {
    await onAdminDatabase((client) => client.query(`create database ${name}`))
    return urlOf(name)
  }
  template ??= migratedTemplate()
  const source = await template
  await onAdminDatabase(async (client) => {
    // Two copies of one template at the same moment can collide ("being accessed by other
    // users"); a short wait and another try settles it.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database ${name} template ${source}`)
        return
      } catch (error) {
        if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
      }
    }
  })
  return urlOf(name)
}

export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  await onAdminDatabase((client) => client.query(`drop database if exists ${name} with (force)`))
}

export async function buildTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'evisa-test-')))
  let databaseUrl = overrides.databaseUrl
  if (databaseUrl === undefined && TEST_DATABASE_URL) {
    databaseUrl = databaseOfFolder.get(dataDir) ?? (await createTestDatabase())
    databaseOfFolder.set(dataDir, databaseUrl)
  }
  // Writes are unlimited here: tests make many from one address; the limit has its own tests.
  const app = await buildApp({
    logger: false,
    clientDir: false,
    writeRateLimit: 0,
    // Setup links start where app.inject's requests say they come from (staff.test-support.ts).
    staffLinkFallback: 'http://localhost:80',
    ...overrides,
    dataDir,
    databaseUrl,
  }).catch(async (error: unknown) => {
    if (databaseUrl && databaseOfFolder.get(dataDir) === databaseUrl) {
      databaseOfFolder.delete(dataDir)
      await dropTestDatabase(databaseUrl)
    }
    throw error
  })
  return {
    app,
    dataDir,
    databaseUrl,
    close: async () => {
      await app.close()
      await rm(dataDir, { recursive: true, force: true })
      if (databaseUrl && databaseOfFolder.get(dataDir) === databaseUrl) {
        databaseOfFolder.delete(dataDir)
        await dropTestDatabase(databaseUrl)
      }
    },
  }
}

export async function countRows(app: FastifyInstance, table: keyof Database): Promise<number> {
  const { count } = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return count
}

/**
 * Every kept file (in the data folder or the database: files/file-store.ts) and every temporary
 * upload file (tmp/<name>), sorted: what a refused upload must leave as it was.
 */
export async function storedFiles(test: TestApp): Promise<string[]> {
  const kept = await test.app.files.keptBefore(Date.now() + 24 * 3600 * 1000)
  const temporary = await readdir(join(test.dataDir, 'uploads', 'tmp'))
  return [...kept, ...temporary.map((name) => `tmp/${name}`)].sort()
}

/** A calendar date `days` from now (negative for the past). */
export function daysFromToday(days: number): string {
  return isoDateUtc(Date.now() + days * 24 * 3600 * 1000)
}

/** The tests' one application (shared/application-fixture.ts), used by the client and e2e too. */
export { touristApplication } from '../../shared/application-fixture'

export function businessApplication(overrides: Record<string, unknown> = {}) {
  return touristApplication({
    visaType: 'BUSINESS VISA',
    purpose_of_visit: 'Participate in business meetings and negotiations',
    purpose_of_description: 'Supplier meetings',
    applicant_company_name: 'Acme Ltd',
    applicant_company_add: '1 Acme Way',
    applicant_company_city: 'London',
    applicant_company_region: 'UNITED KINGDOM',
    applicant_company_email: 'office@acme.example',
    Sri_Lankan_Company_name: 'Lanka Trading',
    Sri_Lankan_Company_city: 'Colombo',
    Sri_Lankan_Company_telehone: '+94 11 000 0000',
    ...overrides,
  })
}

/**
 * One small file of each accepted type. The pictures are real 8x8 images: the server decodes and
 * re-encodes JPEG and PNG, so what it keeps and serves is not these bytes (PDFs are kept as sent).
 */
export const SAMPLE_FILES = {
  jpeg: Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCEAHq+/9k=',
    'base64',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4IWeDFTEMLQkAd2xIgdTVI7QAAAAASUVORK5CYII=',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
}

/** A multipart/form-data body with one file part, for app.inject. */
export function multipartFile(
  content: Buffer,
  { field = 'image', filename = 'passport.jpg', contentType = 'image/jpeg' } = {},
) {
  const boundary = '----evisa-test-boundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/**
 * One app for the enclosing describe block (or file): built before its tests, closed after them.
 * The returned object reads through to that app once it is built.
 */
export function testAppForSuite(overrides: Partial<AppOptions> = {}): TestApp {
  let built: TestApp | undefined
  beforeAll(async () => {
    built = await buildTestApp(overrides)
  })
  afterAll(() => built?.close())
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!built) throw new Error('testAppForSuite: the app is built in beforeAll; use it inside a test.')
      return Reflect.get(built, key)
    },
  })
}

/** Builds a test app, hands it to `work`, and closes it whatever happens. */
export async function withTestApp<T>(
  overrides: Partial<AppOptions>,
  work: (test: TestApp) => Promise<T>,
): Promise<T> {
  const test = await buildTestApp(overrides)
  try {
    return await work(test)
  } finally {
    await test.close()
  }
}

/** A log stream for `logger: { level: 'trace', stream }` and what it has been given, joined. */
export function logCapture(): { stream: Writable; text: () => string } {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { stream, text: () => lines.join('') }
}

/** A draft row written straight to the database (by default long untouched). */
export async function insertDraft(
  app: FastifyInstance,
  { id, updatedAt = '2000-01-01T00:00:00.000Z' }: { id: string; updatedAt?: string },
): Promise<void> {
  await app.db
    .insertInto('drafts')
    .values({ id, data: '{}', version: 1, created_at: 'x', updated_at: updatedAt })
    .execute()
}

/** The stored row of an application, as the database holds it. */
export function applicationRow(app: FastifyInstance, skuId: string) {
  return app.db.selectFrom('applications').selectAll().where('sku_id', '=', skuId).executeTakeFirstOrThrow()
}

/** Sets columns of an application's row directly, as staff work or time would. */
export async function updateApplicationRow(
  app: FastifyInstance,
  skuId: string,
  values: Updateable<ApplicationsTable>,
): Promise<void> {
  await app.db.updateTable('applications').set(values).where('sku_id', '=', skuId).execute()
}

/** A request whose body is sent as these exact bytes with this Content-Type (malformed bodies). */
export function rawBody(
  method: 'POST' | 'PUT',
  url: string,
  contentType: string,
  payload: string,
): InjectOptions {
  return { method, url, headers: { 'content-type': contentType }, payload }
}

/** How the back-office uploads an issued eVisa: a PDF. */
export const EVISA_UPLOAD = { filename: 'evisa.pdf', contentType: 'application/pdf' } as const

/** Uploads a file as the form does (POST /api/upload) and answers the name the server kept it by. */
export async function uploadFile(
  app: FastifyInstance,
  content: Buffer,
  options?: Parameters<typeof multipartFile>[1],
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload',
    ...multipartFile(content, options),
  })
  if (response.statusCode !== 201) throw new Error(`The upload was answered ${response.statusCode}.`)
  return response.json().file.filename
}

/** Expects an answer with `statusCode` and a body equal to `expected`; answers the body. */
export function expectAnswer(
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answer's fields as they expect them.
  response: { statusCode: number; json: () => any },
  statusCode: number,
  expected: object,
) {
  expect(response.statusCode).toBe(statusCode)
  const body = response.json()
  expect(body).toEqual(expected)
  return body
}

/** Expects a refusal in the API's error shape: `statusCode` and `{ [flag]: false, message }`. */
export function expectRefusal(
  response: { statusCode: number; json: () => unknown },
  statusCode: number,
  message: unknown,
  flag: 'status' | 'success' = 'status',
): void {
  expectAnswer(response, statusCode, { [flag]: false, message })
}
