// Write transactions on SQLite: writes that arrive together share one commit (group commit,
// docs/decisions/010-group-commit.md), yet each is answered only once its rows are on disk, and
// a write that fails takes nothing of the others with it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { type Kysely, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Database } from './database'
import { openDatabase } from './open-database'
import { commitGroupStats, withImmediateTransaction } from './transaction'

let folder: string
let db: Kysely<Database>
/** A second connection to the same file: it sees only what has been committed. */
let reader: SqliteDatabase.Database

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'evisa-transaction-'))
  const file = join(folder, 'evisa.sqlite')
  db = openDatabase(file)
  await sql`create table notes (name text primary key)`.execute(db)
  reader = new SqliteDatabase(file, { readonly: true })
})

afterEach(async () => {
  vi.useRealTimers()
  reader.close()
  await db.destroy()
  rmSync(folder, { recursive: true, force: true })
})

/** The names another connection can read: the committed ones. */
function committedNames(): string[] {
  return reader
    .prepare<[], { name: string }>('select name from notes order by name')
    .all()
    .map((row) => row.name)
}

function insertNote(trx: Kysely<Database>, name: string) {
  return sql`insert into notes (name) values (${name})`.execute(trx)
}

/** A write that stores `name` and answers it. */
const note = (name: string) =>
  withImmediateTransaction(db, async (trx) => {
    await insertNote(trx, name)
    return name
  })

describe('write transactions on SQLite', () => {
  it('commits the writes of one turn together and answers none of them before that commit', async () => {
    const before = commitGroupStats(db)
    let seenByTheLast: string[] | undefined
    let seenByTheFirstAnswer: string[] | undefined
    const writes = [note('a'), note('b'), note('c'), note('d')]
    writes.push(
      withImmediateTransaction(db, async (trx) => {
        // a to d have run, but nothing is committed yet: they wait for this write's commit.
        seenByTheLast = committedNames()
        await insertNote(trx, 'e')
        return 'e'
      }),
    )
    void writes[0]?.then(() => {
      seenByTheFirstAnswer = committedNames()
    })

    expect(await Promise.all(writes)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(seenByTheLast).toEqual([])
    expect(seenByTheFirstAnswer).toEqual(['a', 'b', 'c', 'd', 'e'])
    const after = commitGroupStats(db)
    expect(after.groups - before.groups).toBe(1)
    expect(after.members - before.members).toBe(5)
  })

  it('rolls back only the write that fails, and still stores the others', async () => {
    const first = note('first')
    const failing = withImmediateTransaction(db, async (trx) => {
      await insertNote(trx, 'half-written')
      throw new Error('The second write changed its mind.')
    })
    const results = await Promise.allSettled([first, failing, note('third')])

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(results[1]).toMatchObject({ reason: new Error('The second write changed its mind.') })
    expect(committedNames()).toEqual(['first', 'third'])
  })

  it('fails the writes before one that ends the whole transaction, and stores those after it', async () => {
    const before = note('before')
    // What SQLite does by itself on a full disk or an I/O error: the transaction is gone.
    const ending = withImmediateTransaction(db, async (trx) => {
      await sql`rollback`.execute(trx)
      throw new Error('The disk is full.')
    })
    const results = await Promise.allSettled([before, ending, note('after')])

    expect(results[0]).toMatchObject({ status: 'rejected', reason: new Error('The disk is full.') })
    expect(results[1]).toMatchObject({ status: 'rejected', reason: new Error('The disk is full.') })
    expect(results[2]).toEqual({ status: 'fulfilled', value: 'after' })
    expect(committedNames()).toEqual(['after'])
  })

  it('tells a write that breaks a constraint why, and keeps the one it collided with', async () => {
    const results = await Promise.allSettled([note('same'), note('same')])

    expect(results[0]).toEqual({ status: 'fulfilled', value: 'same' })
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' } })
    expect(committedNames()).toEqual(['same'])
  })

  it('serves a write started from another write, in its answer or while it runs', async () => {
    let inner: Promise<string> | undefined
    const outer = withImmediateTransaction(db, async (trx) => {
      await insertNote(trx, 'outer')
      // A write started while a group runs (a retry after a failure does this) joins the queue.
      inner = note('started inside')
      return 'outer'
    })
    const following = outer.then(() => note('started from the answer'))

    expect(await outer).toBe('outer')
    expect(await inner).toBe('started inside')
    expect(await following).toBe('started from the answer')
    expect(committedNames()).toEqual(['outer', 'started from the answer', 'started inside'])
  })

  /**
   * A server under load: in each turn of the event loop, before the group would start, another
   * request reaches its write (here a check-phase callback queued ahead of the group's). Starts
   * the first write and `more` others, one a turn; resolves with all of them.
   */
  function writesTurnAfterTurn(more: number): Promise<string[]> {
    const writes: Promise<string>[] = []
    let started = 0
    return new Promise((resolve) => {
      const arrive = () => {
        if (started === more) {
          resolve(Promise.all(writes))
          return
        }
        started += 1
        setImmediate(arrive)
        writes.push(note(`turn-${String(started).padStart(3, '0')}`))
      }
      setImmediate(arrive)
      writes.push(note('turn-000'))
    })
  }

  it('takes writes that keep arriving, turn after turn, into the same commit', async () => {
    const before = commitGroupStats(db)
    const names = await writesTurnAfterTurn(5)

    expect(names).toEqual(['turn-000', 'turn-001', 'turn-002', 'turn-003', 'turn-004', 'turn-005'])
    expect(committedNames()).toEqual(names)
    expect(commitGroupStats(db).groups - before.groups).toBe(1)
  })

  it('stops gathering after 16 turns even when writes never stop arriving', async () => {
    const before = commitGroupStats(db)
    const names = await writesTurnAfterTurn(40)

    expect(committedNames()).toEqual(names)
    expect(names).toHaveLength(41)
    // 41 writes, one a turn: a group takes at most 16 turns' worth.
    expect(commitGroupStats(db).groups - before.groups).toBeGreaterThanOrEqual(3)
  })

  it('splits a long burst into commits of at most 64 writes', async () => {
    const before = commitGroupStats(db)
    const names = Array.from({ length: 150 }, (_, index) => `burst-${String(index).padStart(3, '0')}`)

    expect(await Promise.all(names.map(note))).toEqual(names)
    expect(committedNames()).toEqual(names)
    expect(commitGroupStats(db).groups - before.groups).toBe(3)
  })

  it('is not held back by a test that fakes the timers', async () => {
    vi.useFakeTimers({ toFake: ['setImmediate', 'setTimeout'] })
    expect(await note('with fake timers')).toBe('with fake timers')
    expect(committedNames()).toEqual(['with fake timers'])
  })
})
