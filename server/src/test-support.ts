// Helpers for the server's tests: a real app on a real SQLite file in a fresh temp folder.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { touristApplication } from '../../shared/application-fixture'
import { isoDateUtc } from '../../shared/dates'
import { type AppOptions, buildApp } from './app'
import type { Database } from './db/database'

export interface TestApp {
  app: FastifyInstance
  dataDir: string
  /** Closes the app and deletes its folder. */
  close: () => Promise<void>
}

export async function buildTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'evisa-test-')))
  // Writes are unlimited here: tests make many from one address; the limit has its own tests.
  const app = await buildApp({ logger: false, clientDir: false, writeRateLimit: 0, ...overrides, dataDir })
  return {
    app,
    dataDir,
    close: async () => {
      await app.close()
      await rm(dataDir, { recursive: true, force: true })
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
