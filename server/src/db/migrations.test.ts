import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Kysely, Migrator, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildTestApp,
  createTestDatabase,
  dropTestDatabase,
  TEST_DATABASE_URL,
  type TestApp,
  touristApplication,
} from '../../test/test-support'
import type { Database } from './database'
import { migrateToLatest } from './migrate'
import { migrations } from './migrations'
import { openDatabase, openPostgres } from './open-database'

const TABLES = [
  'application_children',
  'application_keys',
  'applications',
  'contact_messages',
  'drafts',
  'idempotency_keys',
  'limit_counters',
  'mail_outbox',
  'payment_captures',
  'payment_order_items',
  'payment_orders',
  'push_outbox',
  'push_subscriptions',
  'reuse_tokens',
  'server_secrets',
  'staff_accounts',
  'staff_audit',
  'staff_sessions',
  'staff_setup_tokens',
  'stored_files',
  'uploads',
]

interface EmptyDatabase {
  db: Kysely<Database>
  /** The PostgreSQL database's URL; undefined for SQLite. */
  url?: string
  remove: () => Promise<void>
}

async function emptySqlite(): Promise<EmptyDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'evisa-migrations-'))
  const db = openDatabase(join(dir, 'empty.sqlite'))
  return {
    db,
    remove: async () => {
      await db.destroy()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

async function emptyPostgres(): Promise<EmptyDatabase> {
  const url = await createTestDatabase({ empty: true })
  const db = openPostgres(url)
  return {
    db,
    url,
    remove: async () => {
      await db.destroy()
      await dropTestDatabase(url)
    },
  }
}

/** An empty database of the kind the tests run on (TEST_DATABASE_URL: PostgreSQL). */
const emptyDatabase = () => (TEST_DATABASE_URL ? emptyPostgres() : emptySqlite())

describe('migrations', () => {
  it('mark rows made before the work status existed: unpaid waits for payment, paid is received', async () => {
    const { db, remove } = await emptyDatabase()
    try {
      // The database as the release before the work status left it.
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
      const { error } = await migrator.migrateTo('0003_retention')
      if (error) throw error
      const tables = await db.introspection.getTables()
      const columns = tables.find((table) => table.name === 'applications')?.columns ?? []
      const row = (skuId: string, paymentStatus: string) =>
        Object.fromEntries(
          columns
            .filter((column) => column.name !== 'id' && !column.isNullable)
            .map((column) => [column.name, /int/i.test(column.dataType) ? 0 : ''])
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
      await remove()
    }
  })

  it('bring country names stored in the old spellings up to date, in applications and server drafts', async () => {
    // Mail is not the subject: a send still rendering when the app closes would only slow the close.
    const older = await buildTestApp({ mail: { sending: false } })
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
      // The stored names as the release before the country list left them: its migration runs on them.
      await migrations['0008_countries']?.up(db as Kysely<unknown>)
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
    const tables = await test.app.db.introspection.getTables()
    expect(tables.map((table) => table.name).sort()).toEqual(TABLES)
  })

  it.skipIf(TEST_DATABASE_URL)(
    '(SQLite only) run the database in WAL mode with foreign keys on',
    async () => {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(test.app.db)
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(test.app.db)
      expect(journal.rows[0]?.journal_mode).toBe('wal')
      expect(foreignKeys.rows[0]?.foreign_keys).toBe(1)
    },
  )

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
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      restarted.app.db,
    )
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations))
  })
})

/** A column as both databases can state it; bytes are `blob` on SQLite and `bytea` on PostgreSQL. */
interface ColumnShape {
  name: string
  type: string
  nullable: boolean
  primaryKey: boolean
}

/** An index by what it does (SQLite and PostgreSQL name the ones behind constraints differently). */
type IndexShape = string

interface SchemaShape {
  columns: Record<string, ColumnShape[]>
  indexes: IndexShape[]
}

const indexShape = (table: string, columns: (string | null)[], unique: boolean, partial: boolean) =>
  `${table}(${columns.map((column) => column ?? '<expression>').join(', ')})${unique ? ' unique' : ''}${partial ? ' partial' : ''}`

async function sqliteSchema(db: Kysely<Database>): Promise<SchemaShape> {
  const shape: SchemaShape = { columns: {}, indexes: [] }
  for (const table of TABLES) {
    const { rows: columns } = await sql<{ name: string; type: string; notnull: number; pk: number }>`
      select * from pragma_table_info(${table})`.execute(db)
    shape.columns[table] = columns.map((column) => ({
      name: column.name,
      type: column.type.toLowerCase(),
      // A SQLite primary key column may hold null unless declared not null; none here ever does.
      nullable: column.notnull === 0 && column.pk === 0,
      primaryKey: column.pk > 0,
    }))
    const { rows: indexes } = await sql<{ name: string; unique: number; origin: string; partial: number }>`
      select * from pragma_index_list(${table})`.execute(db)
    for (const index of indexes.filter((found) => found.origin !== 'pk')) {
      const { rows: keys } = await sql<{ name: string | null }>`
        select name from pragma_index_info(${index.name}) order by seqno`.execute(db)
      shape.indexes.push(
        indexShape(
          table,
          keys.map((key) => key.name),
          index.unique === 1,
          index.partial === 1,
        ),
      )
    }
  }
  shape.indexes.sort()
  return shape
}

async function postgresSchema(db: Kysely<Database>): Promise<SchemaShape> {
  const shape: SchemaShape = { columns: {}, indexes: [] }
  const { rows: indexes } = await sql<{
    table: string
    columns: (string | null)[]
    unique: boolean
    primary: boolean
    partial: boolean
  }>`
    select t.relname as table, ix.indisunique as unique, ix.indisprimary as primary,
      ix.indpred is not null as partial,
      array(select a.attname::text from unnest(ix.indkey::int2[]) with ordinality as k(attnum, ord)
        left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.ord) as columns
    from pg_index ix
    join pg_class t on t.oid = ix.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and t.relname not like 'kysely_%'`.execute(db)
  const primaryKeys = new Set(
    indexes
      .filter((index) => index.primary)
      .flatMap((index) => index.columns.map((c) => `${index.table}.${c}`)),
  )
  shape.indexes = indexes
    .filter((index) => !index.primary)
    .map((index) => indexShape(index.table, index.columns, index.unique, index.partial))
    .sort()
  for (const table of TABLES) {
    const { rows: columns } = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db)
    shape.columns[table] = columns.map((column) => ({
      name: column.column_name,
      type: column.data_type === 'bytea' ? 'blob' : column.data_type,
      nullable: column.is_nullable === 'YES',
      primaryKey: primaryKeys.has(`${table}.${column.column_name}`),
    }))
  }
  return shape
}

describe.skipIf(!TEST_DATABASE_URL)('migrations on SQLite and PostgreSQL', () => {
  it('build the same tables, columns, nullability and indexes on both', async () => {
    const sqlite = await emptySqlite()
    const postgres = await emptyPostgres()
    try {
      await migrateToLatest(sqlite.db)
      await migrateToLatest(postgres.db)
      const [onSqlite, onPostgres] = [await sqliteSchema(sqlite.db), await postgresSchema(postgres.db)]
      expect(Object.keys(onSqlite.columns)).toEqual(TABLES)
      expect(onSqlite.indexes).toContain('applications(<expression>)')
      expect(onSqlite.indexes).toContain('payment_orders(sku_id) unique partial')
      expect(onPostgres).toEqual(onSqlite)
    } finally {
      await sqlite.remove()
      await postgres.remove()
    }
  })

  it('let two servers starting at once on one PostgreSQL database migrate it once', async () => {
    const postgres = await emptyPostgres()
    const second = openPostgres(postgres.url ?? '')
    try {
      await Promise.all([migrateToLatest(postgres.db), migrateToLatest(second)])
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        postgres.db,
      )
      expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations))
    } finally {
      await second.destroy()
      await postgres.remove()
    }
  })
})
