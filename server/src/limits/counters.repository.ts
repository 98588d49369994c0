// Counters that guard something, kept in the database so every server counts against one number
// and a restart forgets nothing (docs/decisions/015-limits-in-the-database.md). Each try is
// reserved by ONE statement before the work it guards (an insert that, on conflict, adds one and
// answers the new count), so parallel requests, on one server or several, can never all read
// "under the limit" and all go ahead: the database hands out the numbers one at a time.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/database'

export interface CountedTry {
  /** This try's number in the current window, itself included. */
  count: number
  /** When the window ends and the count starts again (ms since the epoch). */
  resetAt: number
}

/**
 * Counts one try under `key` in a fixed window of `windowMs` and answers its number: the caller
 * goes ahead only when it is within its limit. A window past its end starts again at 1.
 */
export async function countTry(
  db: Kysely<Database>,
  { key, windowMs, now }: { key: string; windowMs: number; now: number },
): Promise<CountedTry> {
  const windowEnds = now + windowMs
  const { rows } = await sql<{ count: number | string; window_ends: number | string }>`
    insert into limit_counters (key, count, window_ends, next_at, delay_ms)
    values (${key}, 1, ${windowEnds}, 0, 0)
    on conflict (key) do update set
      count = case when limit_counters.window_ends <= ${now} then 1 else limit_counters.count + 1 end,
      window_ends = case when limit_counters.window_ends <= ${now} then ${windowEnds}
                         else limit_counters.window_ends end
    returning count, window_ends`.execute(db)
  const row = rows[0]
  if (!row) throw new Error('The counter answered no row.')
  return { count: Number(row.count), resetAt: Number(row.window_ends) }
}

/** Gives a try back (it succeeded, so it was not a failure): the count goes down by one. */
export async function giveBackTry(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('limit_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute()
}

export async function forgetCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('limit_counters').where('key', '=', key).execute()
}

export interface Throttle {
  /** Tries allowed one after the other before any wait. */
  free: number
  /** The first wait, after the `free`th try; each later try doubles it... */
  firstDelayMs: number
  /** ...up to this. */
  maxDelayMs: number
  /** A key left alone this long starts again from nothing (at least maxDelayMs). */
  quietMs: number
}

export type ThrottledTry = { allowed: true; count: number } | { allowed: false; retryAt: number }

/**
 * A throttle with a growing wait: the first `free` tries go ahead at once; from the `free`th on,
 * each try that goes ahead sets a wait before the next (firstDelayMs, then doubled, at most
 * maxDelayMs). A try during the wait is refused and changes nothing, so hammering does not make
 * the wait longer; only tries that were let through do. Reserved in one statement: the update's
 * WHERE lets exactly one of many parallel tries through when one is due.
 */
export async function throttleTry(
  db: Kysely<Database>,
  key: string,
  throttle: Throttle,
  now: number,
): Promise<ThrottledTry> {
  const { free, firstDelayMs, maxDelayMs, quietMs } = throttle
  const stale = sql`limit_counters.window_ends <= ${now}`
  // The wait this try sets, from the row as it was (SET expressions all read the old row).
  const delay = sql`case
      when ${stale} then ${free <= 1 ? firstDelayMs : 0}
      when limit_counters.count + 1 < ${free} then 0
      when limit_counters.delay_ms = 0 then ${firstDelayMs}
      when limit_counters.delay_ms * 2 > ${maxDelayMs} then ${maxDelayMs}
      else limit_counters.delay_ms * 2 end`
  const { rows } = await sql<{ count: number | string }>`
    insert into limit_counters (key, count, window_ends, next_at, delay_ms)
    values (${key}, 1, ${now + quietMs}, ${free <= 1 ? now + firstDelayMs : 0}, ${free <= 1 ? firstDelayMs : 0})
    on conflict (key) do update set
      count = case when ${stale} then 1 else limit_counters.count + 1 end,
      delay_ms = ${delay},
      next_at = ${now} + ${delay},
      window_ends = ${now + quietMs}
    where ${stale} or limit_counters.next_at <= ${now}
    returning count`.execute(db)
  const row = rows[0]
  if (row) return { allowed: true, count: Number(row.count) }
  const held = await db
    .selectFrom('limit_counters')
    .select('next_at')
    .where('key', '=', key)
    .executeTakeFirst()
  return { allowed: false, retryAt: Number(held?.next_at ?? now) }
}

/** Retention: counters whose window ended are worth nothing. */
export async function deleteEndedCounters(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('limit_counters').where('window_ends', '<=', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}
