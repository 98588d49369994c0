import { type Kysely, sql } from 'kysely'
import type { Database } from './database'

/**
 * Runs `fn` in a write transaction that takes SQLite's write lock at once. Kysely's
 * `transaction()` issues a plain BEGIN, which takes the lock only at the first write, so a
 * read-then-write (check an idempotency key, then insert) could interleave with another writer.
 * Kysely's SQLite driver has one connection behind a mutex, so holding it makes this exclusive
 * within the process too.
 */
export function withImmediateTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection)
    try {
      const result = await fn(connection)
      await sql`commit`.execute(connection)
      return result
    } catch (error) {
      // A failed rollback only means no transaction is open any more; the first error is the one
      // worth reporting.
      await sql`rollback`.execute(connection).catch(() => undefined)
      throw error
    }
  })
}
