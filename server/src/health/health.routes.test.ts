import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, testAppForSuite } from '../../test/test-support'

describe('GET /api/health', () => {
  const test = testAppForSuite()

  it('answers ok once the database is open and migrated', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })
})

describe('GET /api/ready', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })

  it('answers ok while the database answers, is migrated and the guards are clear', async () => {
    test = await buildTestApp()
    const response = await test.app.inject({ method: 'GET', url: '/api/ready' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 while the database lacks a migration this server needs', async () => {
    test = await buildTestApp()
    const { app } = test
    // As a database restored from before the latest migration would be.
    const latest = await app.db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`max(name)`.as('name'))
      .executeTakeFirstOrThrow()
    await sql`delete from kysely_migration where name = ${(latest as { name: string }).name}`.execute(app.db)
    const response = await app.inject({ method: 'GET', url: '/api/ready' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ status: false, reasons: ['database-not-migrated'] })
    // Liveness is another question: the process and its database still answer.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })

  it('answers 503 while the disk guard refuses writes', async () => {
    test = await buildTestApp({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER })
    const response = await test.app.inject({ method: 'GET', url: '/api/ready' })
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.json()).toMatchObject({ status: false, reasons: ['disk-space-low'] })
  })
})
