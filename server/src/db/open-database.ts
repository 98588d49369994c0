import SqliteDatabase from 'better-sqlite3'
import { Kysely, type SqliteDatabase as KyselySqliteDatabase, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './database'
import { namePreparedStatements } from './prepared-statements'
import { SQLITE_COMMIT_PRAGMAS } from './sqlite-settings'

// Distinct SQL texts kept prepared. The app runs a few dozen; the bound only guards against
// generated SQL (a varying number of children, say) growing the cache without end.
const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely's SQLite driver prepares every query afresh, and preparing costs more than running the
 * short queries this app makes: a look-up's two statements (`select *` on the 60-column
 * applications table, then the children) took ~60 µs to prepare against ~40 µs to run, so most
 * of its database time went to compiling SQL it had compiled before (docs/performance.md).
 * Statements are kept by SQL text and reused. Sharing one is safe: Kysely holds a mutex over the single connection, so a
 * statement never runs twice at once, and SQLite re-prepares a statement itself after a
 * schema change.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql)
      if (!statement) {
        statement = sqlite.prepare(sql)
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value ?? '')
        statements.set(sql, statement)
      }
      return statement
    },
  }
}

export function openDatabase(file: string): Kysely<Database> {
  const sqlite = new SqliteDatabase(file)
  for (const pragma of SQLITE_COMMIT_PRAGMAS) sqlite.pragma(pragma)
  sqlite.pragma('foreign_keys = ON')
  // secure_delete overwrites deleted passport data.
  sqlite.pragma('secure_delete = ON')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
}

/**
 * Counts and sums come back from PostgreSQL as bigint (int8), which `pg` hands over as strings;
 * the app's counts are far below 2^53, so they are read as numbers, as SQLite gives them.
 */
const INT8_OID = 20
const postgresTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

/**
 * Connections per server process; each request holds one for a few milliseconds (a create, one
 * round trip). Every server has its own pool: PostgreSQL's max_connections must allow the number of
 * servers times this, plus what backups and operators use (README, "PostgreSQL and several
 * servers").
 */
export const POOL_SIZE = 10

/**
 * How long a pooled connection may sit unused before it is closed. A connection is a PostgreSQL
 * backend process: opening one forks it, and its first statements fill its catalog caches and parse
 * and plan each prepared statement again (prepared-statements.ts). `pg` closes one after 10 s by
 * default, and the pool hands out the connection released last, so under a steady load below the
 * pool's size the ones at the bottom sat unused, were closed, and were opened again by the next
 * burst, on every server (docs/decisions/029-pooled-connections-kept.md). Five minutes keeps them
 * through the lulls of a working day and still gives them back while a server has nothing to do.
 */
export const POOL_IDLE_MS = 5 * 60_000

/**
 * TCP keep-alive on the pooled connections, first probe after this long unused: a firewall or NAT
 * between the server and the database that drops a quiet connection's state (some after 4 minutes)
 * must not leave the pool a dead connection that a request would wait on until TCP gives up.
 */
const KEEP_ALIVE_AFTER_MS = 60_000

export interface PostgresOptions {
  /** Connections this process keeps (DATABASE_POOL_SIZE); default POOL_SIZE. */
  poolSize?: number
}

/** The pool behind openPostgres: its own function so that tests can look at its connections. */
export function openPostgresPool(url: string, { poolSize = POOL_SIZE }: PostgresOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: POOL_IDLE_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_AFTER_MS,
    types: postgresTypes,
  })
  // An idle connection the server dropped (a restart, a failover) must not take the process with
  // it: the pool replaces it, and the next query reports the trouble to its request.
  pool.on('error', () => undefined)
  pool.on('connect', namePreparedStatements)
  return pool
}

/** A pool of connections to the PostgreSQL database at `url` (DATABASE_URL). */
export function openPostgres(url: string, options: PostgresOptions = {}): Kysely<Database> {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: openPostgresPool(url, options) }) })
  poolSizes.set(db, options.poolSize ?? POOL_SIZE)
  return db
}

const poolSizes = new WeakMap<Kysely<Database>, number>()

/** The connections behind a PostgreSQL `db`: what openPostgres was given. */
export function poolSizeOf(db: Kysely<Database>): number {
  return poolSizes.get(db) ?? POOL_SIZE
}
