import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { type Kysely, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Database } from './database'
import { openDatabase } from './open-database'

describe('openDatabase', () => {
  let dir: string
  let db: Kysely<Database>
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'evisa-db-'))
    db = openDatabase(join(dir, 'test.sqlite'))
    await sql`create table t (a integer)`.execute(db)
    await sql`insert into t values (1), (2)`.execute(db)
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await db.destroy()
    await rm(dir, { recursive: true, force: true })
  })

  it('prepares each SQL text once and reuses the statement', async () => {
    const prepare = vi.spyOn(SqliteDatabase.prototype, 'prepare')
    for (const a of [1, 2, 1]) {
      const { rows } = await sql<{ a: number }>`select a from t where a = ${a}`.execute(db)
      expect(rows).toEqual([{ a }])
    }
    expect(prepare.mock.calls.filter(([text]) => String(text).startsWith('select a from t'))).toHaveLength(1)
  })

  it('answers a reused select * with the columns of the current schema', async () => {
    await sql`select * from t order by a`.execute(db)
    await sql`alter table t add column b text not null default 'x'`.execute(db)
    const { rows } = await sql`select * from t order by a`.execute(db)
    expect(rows).toEqual([
      { a: 1, b: 'x' },
      { a: 2, b: 'x' },
    ])
  })
})
