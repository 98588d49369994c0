import { type Kysely, Migrator, sql } from 'kysely'
import type { Database } from './database'
import { isPostgres } from './dialect'
import { migrations } from './migrations'

/**
 * The PostgreSQL advisory lock held while migrating (any constant; "evisa-mg" in ASCII): servers
 * that start at once on one database migrate one after the other, and the later ones find
 * nothing left to do.
 */
const MIGRATION_LOCK_KEY = 0x65766973612d6d67n

/** Brings the schema up to date. Safe to run on every start: applied migrations are skipped. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  if (!isPostgres(db)) return runMigrations(db)
  // A session lock on a connection of its own, held until every migration has run on the others.
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection)
    try {
      await runMigrations(db)
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection)
    }
  })
}

async function runMigrations(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}

/**
 * Whether every migration this server knows has run on the database (GET /api/ready). False when
 * the migrations table is missing or lacks one: the schema is not what this code expects.
 */
export async function isMigrated(db: Kysely<Database>): Promise<boolean> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const known = await migrator.getMigrations()
  return known.every((migration) => migration.executedAt !== undefined)
}
