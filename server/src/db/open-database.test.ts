import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { type Kysely, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Database } from './database'
import { openDatabase } from './open-database'
import { WAL_AUTOCHECKPOINT_PAGES } from './sqlite-settings'

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

  it('checkpoints the WAL only once it holds 10,000 pages, and then starts it again', async () => {
    // Pages now in the WAL (a passive checkpoint reports them; it waits for nothing).
    const walPages = async () => {
      const { rows } = await sql<{ log: number }>`pragma wal_checkpoint(PASSIVE)`.execute(db)
      return rows[0]!.log
    }
    await sql`create table w (b blob not null)`.execute(db)
    // Commits of ~100 pages each (4 KB pages): 20 of them stay in the WAL (SQLite's default
    // would have copied them back to the database, and started the WAL again, twice).
    const write = () => sql`insert into w (b) values (randomblob(400000))`.execute(db)
    for (let i = 0; i < 20; i++) await write()
    expect(await walPages()).toBeGreaterThan(2_000)
    // Past 10,000 pages one commit checkpoints, and the next commit starts the WAL again.
    let before = await walPages()
    for (let restarted = false; !restarted; ) {
      await write()
      const now = await walPages()
      expect(now).toBeLessThan(WAL_AUTOCHECKPOINT_PAGES + 200)
      restarted = now < before
      before = now
    }
  })
})
