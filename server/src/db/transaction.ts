import { CompiledQuery, type Kysely, sql } from 'kysely'
import type { Database } from './database'
import { isPostgres } from './dialect'

/**
 * The key of the PostgreSQL advisory lock every write transaction takes (any constant; this one
 * spells "evisa-wr" in ASCII), so writers queue one at a time across every server process as
 * SQLite's write lock makes them queue within one (docs/decisions/008-postgresql.md).
 */
export const WRITE_LOCK_KEY = 0x65766973612d7772n

// Every write runs these: compiled once rather than built from a template each time.
const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate')
const COMMIT = CompiledQuery.raw('commit')
const ROLLBACK = CompiledQuery.raw('rollback')

/**
 * Runs `fn` in a write transaction that holds the database's write lock from its first statement,
 * so a read-then-write (check an idempotency key, then insert; compare a draft's version, then
 * update) cannot interleave with another writer.
 *
 * SQLite: BEGIN IMMEDIATE (Kysely's `transaction()` issues a plain BEGIN, which takes the lock only
 * at the first write). Kysely's SQLite driver has one connection behind a mutex, so holding it
 * makes this exclusive within the process too.
 *
 * PostgreSQL: a READ COMMITTED transaction that first takes a transaction-scoped advisory lock,
 * released by its commit or rollback; every statement after it sees what earlier writers
 * committed. Reads outside write transactions never wait for it.
 */
export function withImmediateTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${sql.lit(WRITE_LOCK_KEY)})`.execute(trx)
      return fn(trx)
    })
  }
  return db.connection().execute(async (connection) => {
    await connection.executeQuery(BEGIN_IMMEDIATE)
    try {
      const result = await fn(connection)
      await connection.executeQuery(COMMIT)
      return result
    } catch (error) {
      // A failed rollback only means no transaction is open any more; the first error is the one
      // worth reporting.
      await connection.executeQuery(ROLLBACK).catch(() => undefined)
      throw error
    }
  })
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
export async function withLockAcrossServers<T>(
  db: Kysely<Database>,
  name: string,
  fn: () => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return fn()
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(CROSS_SERVER_LOCK_CLASS)}, hashtext(${name}))`.execute(
      connection,
    )
    try {
      return await fn()
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(CROSS_SERVER_LOCK_CLASS)}, hashtext(${name}))`.execute(
        connection,
      )
    }
  })
}
