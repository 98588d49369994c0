import { CompiledQuery, type Kysely, sql } from 'kysely'
import type { Database } from './database'
import { isPostgres } from './dialect'
import { poolSizeOf } from './open-database'

// Every write runs these: compiled once rather than built from a template each time.
const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate')
const COMMIT = CompiledQuery.raw('commit')
const ROLLBACK = CompiledQuery.raw('rollback')
const SAVEPOINT = CompiledQuery.raw('savepoint member')
const ROLLBACK_MEMBER = CompiledQuery.raw('rollback to savepoint member')
const RELEASE_MEMBER = CompiledQuery.raw('release savepoint member')

/**
 * Runs `fn` in a write transaction. The promise settles only once `fn`'s writes are committed (or
 * rolled back, when `fn` throws).
 *
 * SQLite: the database's one write lock is held from the first statement, so a read-then-write
 * (check an idempotency key, then insert; compare a draft's version, then update) cannot interleave
 * with another writer. Writes that arrive together share one commit
 * (docs/decisions/010-group-commit.md): each runs alone, one after the other, in a savepoint of one
 * BEGIN IMMEDIATE transaction; a write that throws is rolled back to its savepoint without touching
 * the others. Kysely's SQLite driver has one connection behind a mutex, and the group holds it, so a
 * write is exclusive within the process too.
 *
 * PostgreSQL: a READ COMMITTED transaction with no lock of its own, so writes from every server run
 * side by side (docs/decisions/011-many-servers.md). What a write reads and then relies on is
 * held by what the caller takes inside `fn`: a unique constraint with `ON CONFLICT`, the row
 * (`SELECT … FOR UPDATE`, lockApplicationRow), or a named resource (`lockResource`). A deadlock or
 * a serialization failure rolls the whole of `fn` back and runs it again (a few times, after a short
 * random pause), so `fn` must do nothing outside the database that cannot be done twice.
 */
export function withImmediateTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) return withRetriedTransaction(db, fn)
  return new Promise<T>((resolve, reject) => {
    const queue = commitQueueOf(db)
    queue.waiting.push({ fn, resolve: resolve as (value: unknown) => void, reject })
    if (!queue.scheduled) scheduleGroups(db, queue)
  })
}

/**
 * PostgreSQL's answers that say "this transaction lost a race, run it again": a serialization
 * failure (40001) and a detected deadlock (40P01). Nothing of the transaction was kept.
 */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01'])

export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code)
}

/** Runs of one transaction before its conflict is passed on (then answered 503, plugins/errors.ts). */
const MAX_TRANSACTION_RUNS = 6

/**
 * A PostgreSQL transaction, run again when it loses a race (isRetryableConflict). The pause grows
 * and is random, so the two sides of a deadlock do not meet again at once.
 */
export async function withRetriedTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await db.transaction().execute(fn)
    } catch (error) {
      if (!isRetryableConflict(error) || run >= MAX_TRANSACTION_RUNS) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** run))
    }
  }
}

/**
 * The class of the transaction-scoped advisory locks `lockResource` takes (the two-key form; any
 * constant, "er" in ASCII). Apart from withLockAcrossServers' class below, so a name held across a
 * PayPal call never blocks a transaction's lock of the same name.
 */
export const RESOURCE_LOCK_CLASS = 0x6572

/**
 * Inside a withImmediateTransaction write: holds the resource `name` (e.g. `draft:<id>`) until the
 * transaction ends, so writers of the same resource on every server take turns and writers of
 * other resources do not wait. `shared` holds let each other through and only wait for (and hold
 * off) an exclusive hold of the same name: for a rare writer that needs every other writer of a
 * kind out of the way (the uploads purge, against writes that name an upload). Names are hashed to
 * 32 bits: two names may share a lock, which costs a wait, never correctness. On SQLite the write
 * already holds the database's only write lock: nothing to do.
 */
export async function lockResource(
  trx: Kysely<Database>,
  name: string,
  mode: 'exclusive' | 'shared' = 'exclusive',
): Promise<void> {
  if (!isPostgres(trx)) return
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`
  await sql`select ${lock}(${sql.lit(RESOURCE_LOCK_CLASS)}, hashtext(${name}))`.execute(trx)
}

/**
 * The resource every write that may name an upload holds shared, and the uploads purge exclusive:
 * the purge's "no application or draft names this file" must stay true until its delete commits.
 */
export const UPLOAD_REFERENCES = 'upload-references'

/** A write waiting for, or running in, a commit group. */
interface Member {
  fn: (trx: Kysely<Database>) => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

interface CommitQueue {
  waiting: Member[]
  /** A run of groups is due or under way: it will take whatever is waiting. */
  scheduled: boolean
  /** Groups committed or rolled back so far, and the writes they held (for tests and the bench). */
  groups: number
  members: number
}

/**
 * The most writes one commit takes: past it the group commits and the next begins, so a long burst
 * neither grows one transaction without end nor keeps its first writer waiting for the last.
 */
const MAX_GROUP_SIZE = 64

const commitQueues = new WeakMap<Kysely<Database>, CommitQueue>()

function commitQueueOf(db: Kysely<Database>): CommitQueue {
  let queue = commitQueues.get(db)
  if (!queue) {
    queue = { waiting: [], scheduled: false, groups: 0, members: 0 }
    commitQueues.set(db, queue)
  }
  return queue
}

/** How many commit groups a SQLite database has run, and how many writes they held. */
export function commitGroupStats(db: Kysely<Database>): { groups: number; members: number } {
  const { groups, members } = commitQueueOf(db)
  return { groups, members }
}

// Taken at load, so a test's fake timers cannot hold every write back.
const runSoon = setImmediate

/** The most turns of the loop the first write of a group waits for others that keep arriving. */
const MAX_GATHER_TURNS = 16

/**
 * The first write waits for the end of the event loop's turn: every request whose body arrived in
 * the same turn reaches its write by then. While each turn brings more writes (a server under
 * load), the group waits one more turn for them, up to MAX_GATHER_TURNS; a turn that brings none
 * starts it. A write alone, on a quiet server, waits one turn. Turns, not a time: a turn under
 * load is spent serving the requests whose writes will join.
 */
function scheduleGroups(db: Kysely<Database>, queue: CommitQueue): void {
  queue.scheduled = true
  let turns = 0
  let waiting = queue.waiting.length
  const gather = () => {
    const arriving = queue.waiting.length > waiting
    waiting = queue.waiting.length
    turns += 1
    if (arriving && waiting < MAX_GROUP_SIZE && turns < MAX_GATHER_TURNS) runSoon(gather)
    else runGroups(db, queue)
  }
  runSoon(gather)
}

/** Runs groups until none is waiting, on the one connection. */
function runGroups(db: Kysely<Database>, queue: CommitQueue): void {
  db.connection()
    .execute(async (connection) => {
      while (queue.waiting.length > 0) await runGroup(connection, queue)
    })
    .catch((error: unknown) => {
      // Only reached when the connection itself cannot be had: nothing ran, every waiting write
      // hears why.
      for (const member of queue.waiting.splice(0)) member.reject(error)
    })
    .finally(() => {
      queue.scheduled = false
      // A write started while the connection was being handed back.
      if (queue.waiting.length > 0) scheduleGroups(db, queue)
    })
}

/**
 * One transaction: the writes waiting now, and those that arrive while they run, each in its own
 * savepoint, then one commit. A write's promise settles after the commit (its answer may say the
 * data is stored); a write that throws is rolled back to its savepoint and rejected at once.
 */
async function runGroup(connection: Kysely<Database>, queue: CommitQueue): Promise<void> {
  const done: Array<{ member: Member; value: unknown }> = []
  try {
    await connection.executeQuery(BEGIN_IMMEDIATE)
  } catch (error) {
    for (const member of queue.waiting.splice(0)) member.reject(error)
    return
  }
  queue.groups += 1
  try {
    for (let member = queue.waiting.shift(); member; member = queue.waiting.shift()) {
      queue.members += 1
      await connection.executeQuery(SAVEPOINT)
      let value: unknown
      try {
        value = await member.fn(connection)
      } catch (error) {
        member.reject(error)
        try {
          await connection.executeQuery(ROLLBACK_MEMBER)
          await connection.executeQuery(RELEASE_MEMBER)
        } catch {
          // The failure ended the whole transaction (SQLite rolls back by itself on a full disk, an
          // I/O error and the like): the writes before it went with it, for the same reason.
          throw error
        }
        continue
      }
      // Counted in before its release: should the release fail, the member hears of it too.
      done.push({ member, value })
      await connection.executeQuery(RELEASE_MEMBER)
      if (done.length >= MAX_GROUP_SIZE) break
    }
    await connection.executeQuery(COMMIT)
  } catch (error) {
    // A failed rollback only means no transaction is open any more; the first error is the one
    // worth reporting.
    await connection.executeQuery(ROLLBACK).catch(() => undefined)
    for (const { member } of done) member.reject(error)
    return
  }
  for (const { member, value } of done) member.resolve(value)
}

/**
 * The class of the PostgreSQL advisory locks `withLockAcrossServers` takes (the two-key form, whose
 * key space does not overlap the one-key locks above; any constant: "ev" in ASCII).
 */
const CROSS_SERVER_LOCK_CLASS = 0x6576

/**
 * Runs `fn` while holding a lock named `name` that every server on the same PostgreSQL database
 * respects: a session advisory lock on a connection of its own, held across the whole of `fn`,
 * remote calls included (a payment capture waits for PayPal inside it). On SQLite one process
 * owns the database, so the caller's in-process lock is all there is to it and `fn` just runs.
 */
export function withLockAcrossServers<T>(
  db: Kysely<Database>,
  name: string,
  fn: () => Promise<T>,
): Promise<T> {
  return withLocksAcrossServers(db, [name], fn)
}

/**
 * withLockAcrossServers for several names at once (a payment of several applications), on one
 * connection, taken in sorted order: two holders of overlapping names (two group orders sharing a
 * traveller) queue at their first common name instead of each holding what the other waits for.
 */
export async function withLocksAcrossServers<T>(
  db: Kysely<Database>,
  names: readonly string[],
  fn: () => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return fn()
  const sorted = [...new Set(names)].sort()
  const leave = await enterLockHolders(db)
  try {
    return await holdLocksOnOwnConnection(db, sorted, fn)
  } finally {
    leave()
  }
}

/**
 * Holders of locks across servers at once, per pool: half its connections. Each holds one
 * connection for its locks, across a PayPal call, and its own queries take others. Were every
 * connection a holder's, each would wait for one more forever, and so would every query of the
 * server. With half, the other half serves the holders' queries and everything else; a holder
 * beyond it waits here, holding nothing.
 */
export function maxLockHolders(db: Kysely<Database>): number {
  return Math.max(1, Math.floor(poolSizeOf(db) / 2))
}

const lockHolders = new WeakMap<Kysely<Database>, { count: number; waiting: (() => void)[] }>()

/** Waits for a holder's place in `db`'s pool (maxLockHolders); returns the call that gives it back. */
async function enterLockHolders(db: Kysely<Database>): Promise<() => void> {
  let holders = lockHolders.get(db)
  if (!holders) {
    holders = { count: 0, waiting: [] }
    lockHolders.set(db, holders)
  }
  const state = holders
  if (state.count < maxLockHolders(db)) state.count += 1
  // The place is handed over by the holder that leaves it, so the count never dips meanwhile.
  else await new Promise<void>((resolve) => state.waiting.push(resolve))
  return () => {
    const next = state.waiting.shift()
    if (next) next()
    else state.count -= 1
  }
}

function holdLocksOnOwnConnection<T>(
  db: Kysely<Database>,
  sorted: readonly string[],
  fn: () => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    const taken: string[] = []
    try {
      for (const name of sorted) {
        await sql`select pg_advisory_lock(${sql.lit(CROSS_SERVER_LOCK_CLASS)}, hashtext(${name}))`.execute(
          connection,
        )
        taken.push(name)
      }
      return await fn()
    } finally {
      for (const name of taken.reverse()) {
        await sql`select pg_advisory_unlock(${sql.lit(CROSS_SERVER_LOCK_CLASS)}, hashtext(${name}))`.execute(
          connection,
        )
      }
    }
  })
}
