import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, touristApplication } from '../test-support'
import { migrateToLatest } from './migrate'
import { migrations } from './migrations'

const TABLES = [
  'application_children',
  'applications',
  'contact_messages',
  'drafts',
  'idempotency_keys',
  'payment_captures',
  'payment_orders',
  'staff_accounts',
  'staff_audit',
  'staff_sessions',
  'staff_setup_tokens',
  'uploads',
]

describe('migrations', () => {
  it('mark rows made before the work status existed: unpaid waits for payment, paid is received', async () => {
    const older = await buildTestApp()
    try {
      const { db } = older.app
      const numbers: string[] = []
      for (let i = 0; i < 2; i++) {
        const created = await older.app.inject({
          method: 'POST',
          url: '/api/srilanka/create-application',
          payload: touristApplication(),
        })
        numbers.push(created.json().data.sku_id)
      }
      const [unpaid, paid] = numbers as [string, string]
      await db
        .updateTable('applications')
        .set({ payment_status: 'COMPLETED' })
        .where('sku_id', '=', paid)
        .execute()
      await sql`delete from kysely_migration where name >= '0004'`.execute(db)
      await sql`drop index applications_application_status`.execute(db)
      // What later migrations made, so the database is as it was before 0004.
      for (const table of ['staff_audit', 'staff_sessions', 'staff_setup_tokens', 'staff_accounts']) {
        await sql`drop table ${sql.table(table)}`.execute(db)
      }
      for (const index of [
        'applications_queue_arrival',
        'applications_queue_status',
        'applications_surname',
        'applications_passport_number',
        'applications_updated',
        'applications_email_lower',
      ]) {
        await sql`drop index ${sql.ref(index)}`.execute(db)
      }
      for (const column of ['application_status', 'authority_reference', 'evisa_filename', 'status_reason']) {
        await sql`alter table applications drop column ${sql.ref(column)}`.execute(db)
      }
      await migrateToLatest(db)
      const rows = await db.selectFrom('applications').select(['sku_id', 'application_status']).execute()
      expect(Object.fromEntries(rows.map((row) => [row.sku_id, row.application_status]))).toEqual({
        [unpaid]: 'AWAITING_PAYMENT',
        [paid]: 'RECEIVED',
      })
    } finally {
      await older.close()
    }
  })

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
