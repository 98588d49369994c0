import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, touristApplication } from '../test-support'
import { migrateToLatest } from './migrate'
import { migrations } from './migrations'
import { openDatabase } from './open-database'

const TABLES = [
  'application_children',
  'application_keys',
  'applications',
  'contact_messages',
  'drafts',
  'idempotency_keys',
  'mail_outbox',
  'payment_captures',
  'payment_orders',
  'reuse_tokens',
  'staff_accounts',
  'staff_audit',
  'staff_sessions',
  'staff_setup_tokens',
  'uploads',
]

describe('migrations', () => {
  it('mark rows made before the work status existed: unpaid waits for payment, paid is received', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'evisa-migrations-'))
    const db = openDatabase(join(dir, 'old.sqlite'))
    try {
      // The database as the release before the work status left it.
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
      const { error } = await migrator.migrateTo('0003_retention')
      if (error) throw error
      const { rows: columns } = await sql<{ name: string; type: string; notnull: number }>`
        pragma table_info(applications)`.execute(db)
      const row = (skuId: string, paymentStatus: string) =>
        Object.fromEntries(
          columns
            .filter((column) => column.name !== 'id' && column.notnull)
            .map((column) => [column.name, /int/i.test(column.type) ? 0 : ''])
            .concat([
              ['sku_id', skuId],
              ['payment_status', paymentStatus],
            ]),
        )
      await db
        .insertInto('applications')
        .values([row('UNPAIDOLDROW0000', 'UNPAID'), row('PAIDOLDROW000000', 'COMPLETED')] as never)
        .execute()

      await migrateToLatest(db)
      const rows = await db.selectFrom('applications').select(['sku_id', 'application_status']).execute()
      expect(Object.fromEntries(rows.map((found) => [found.sku_id, found.application_status]))).toEqual({
        UNPAIDOLDROW0000: 'AWAITING_PAYMENT',
        PAIDOLDROW000000: 'RECEIVED',
      })
    } finally {
      await db.destroy()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('bring country names stored in the old spellings up to date, in applications and server drafts', async () => {
    const older = await buildTestApp()
    try {
      const { db } = older.app
      const created = await older.app.inject({
        method: 'POST',
        url: '/api/srilanka/create-application',
        payload: touristApplication(),
      })
      const skuId: string = created.json().data.sku_id
      await db
        .updateTable('applications')
        .set({
          nationality: 'TURKEY',
          country_of_birth: 'CZECH REPUBLIC',
          country_last_14_days: 'SYRIAN ARAB REPUBLIC',
          country_or_region: 'INDIA',
          applicant_company_country: "LAO PEOPLE'S DEMOCRATIC REPUBLIC",
          updated_at: 'before',
        })
        .where('sku_id', '=', skuId)
        .execute()
      const oldDraft = { surname: 'TURKEY', nationality: 'RUSSIAN FEDERATION', Country_or_region: 'MACAO' }
      await db
        .insertInto('drafts')
        .values([
          { id: 'old', data: JSON.stringify(oldDraft), version: 3, created_at: 'then', updated_at: 'then' },
          {
            id: 'broken',
            data: '{"nationality": "TURKEY"',
            version: 1,
            created_at: 'then',
            updated_at: 'then',
          },
        ])
        .execute()
      // Back to the database as it was before 0008: the later migrations are undone too.
      await sql`drop index contact_messages_client_key`.execute(db)
      await sql`alter table contact_messages drop column client_key`.execute(db)
      await sql`delete from kysely_migration where name >= '0008'`.execute(db)
      await migrateToLatest(db)
      const row = await db
        .selectFrom('applications')
        .select([
          'nationality',
          'country_of_birth',
          'country_last_14_days',
          'country_or_region',
          'applicant_company_country',
          'updated_at',
        ])
        .where('sku_id', '=', skuId)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({
        nationality: 'TURKIYE',
        country_of_birth: 'CZECHIA',
        country_last_14_days: 'SYRIA',
        country_or_region: 'INDIA',
        applicant_company_country: 'LAOS',
        updated_at: 'before',
      })
      const drafts = await db.selectFrom('drafts').select(['id', 'data', 'version']).orderBy('id').execute()
      expect(drafts).toEqual([
        { id: 'broken', data: '{"nationality": "TURKEY"', version: 1 },
        {
          id: 'old',
          data: JSON.stringify({ surname: 'TURKEY', nationality: 'RUSSIA', Country_or_region: 'MACAU' }),
          version: 3,
        },
      ])
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
