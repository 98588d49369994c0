import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { type Kysely, sql } from 'kysely'
import type pg from 'pg'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TEST_DATABASE_URL } from '../../test/test-support'
import type { Database } from './database'
import { openDatabase, openPostgresPool, POOL_IDLE_MS } from './open-database'
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

describe.skipIf(!TEST_DATABASE_URL)('(PostgreSQL only) the connection pool', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps its connections through a quiet spell, and gives them back after the idle limit', async () => {
    // The pool's idle timers only: the connections themselves run on real sockets.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const pool = openPostgresPool(TEST_DATABASE_URL ?? '')
    const backendsOf = async (clients: pg.PoolClient[]) => {
      const pids = await Promise.all(
        clients.map(async (client) => (await client.query('select pg_backend_pid() as pid')).rows[0].pid),
      )
      for (const client of clients) client.release()
      return new Set(pids)
    }
    const burst = () => Promise.all([pool.connect(), pool.connect(), pool.connect()])
    try {
      const first = await backendsOf(await burst())
      expect(first.size).toBe(3)
      expect(pool.idleCount).toBe(3)
      // A minute without a request: the next burst is served by the same backends, not new ones.
      vi.advanceTimersByTime(60_000)
      expect(pool.idleCount).toBe(3)
      expect(await backendsOf(await burst())).toEqual(first)
      // A server with nothing to do gives its backends back.
      vi.advanceTimersByTime(POOL_IDLE_MS)
      expect(pool.idleCount).toBe(0)
    } finally {
      vi.useRealTimers()
      await pool.end()
    }
  })
})
