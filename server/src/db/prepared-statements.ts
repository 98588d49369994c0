// PostgreSQL parses, analyses and plans every statement it is sent unnamed, each time. For the few
// statements every create and look-up runs, that work is the same but for the values: those are
// run as named prepared statements instead, parsed and planned once per connection and from then
// on only bound to their values (docs/performance.md). Only statements registered here are named,
// so the cache per connection is bounded by the code, not by the queries it happens to build, and
// a statement whose result could change shape under a migration (`select *`) is never one of them:
// PostgreSQL re-plans a prepared statement after a schema change, but refuses one whose result
// columns changed.
import { hash } from 'node:crypto'
import type pg from 'pg'

/** Registered SQL texts and their statement names. */
const names = new Map<string, string>()

/**
 * Runs `sql` as a named prepared statement on every PostgreSQL connection from now on. Its result
 * columns must be named (an insert's `returning "id"`, a select of listed columns).
 */
export function prepareOnPostgres(sql: string): void {
  if (!names.has(sql)) names.set(sql, `evisa_${hash('sha256', sql, 'hex').slice(0, 24)}`)
}

/**
 * Makes a pool's new connection run registered texts by name. Kysely sends `query(sql, values)`;
 * anything else (a cursor, a config object) goes through as it came.
 */
export function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  client.query = ((text: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' ? names.get(text) : undefined
    if (name === undefined || rest.length !== 1 || !Array.isArray(rest[0])) return query(text, ...rest)
    return query({ name, text, values: rest[0] })
  }) as typeof client.query
}
