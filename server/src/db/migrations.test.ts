import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test-support'
import { migrations } from './migrations'

const TABLES = [
  'application_children',
  'applications',
  'contact_messages',
  'drafts',
  'idempotency_keys',
  'payment_captures',
  'payment_orders',
  'uploads',
]

describe('migrations', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp()
  })
  afterAll(() => test.close())

  it('create every table on an empty database', async () => {
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%'
      order by name`.execute(test.app.db)
    expect(rows.map((row) => row.name)).toEqual(TABLES)
  })

  it('run the database in WAL mode with foreign keys on', async () => {
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(test.app.db)
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(test.app.db)
    expect(journal.rows[0]?.journal_mode).toBe('wal')
    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1)
  })

  it('are idempotent: a restart on the same folder keeps the data and changes nothing', async () => {
    await test.app.db
      .insertInto('drafts')
      .values({ id: 'kept', data: '{}', version: 1, created_at: 'now', updated_at: 'now' })
      .execute()
    await test.app.close()

    const restarted = await buildTestApp({ dataDir: test.dataDir })
    test = restarted
    const draft = await restarted.app.db.selectFrom('drafts').select('id').executeTakeFirst()
    expect(draft?.id).toBe('kept')
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(restarted.app.db)
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations))
  })
})
