// The database as a Fastify plugin: SQLite (the file made private) or PostgreSQL when a
// DATABASE_URL is given (docs/decisions/008-postgresql.md), migrated before any route exists,
// closed last. It also decorates where files live: the data folder on SQLite, the database on
// PostgreSQL, so that any server behind a load balancer serves any file.
import { existsSync } from 'node:fs'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { ensurePrivateFile } from '../db/data-folder'
import type { Database } from '../db/database'
import type { DbKind } from '../db/dialect'
import { migrateToLatest } from '../db/migrate'
import { openDatabase, openPostgres } from '../db/open-database'
import { databaseFileStore, diskFileStore, type FileStore } from '../files/file-store'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    /** Which database `db` is (docs/decisions/008-postgresql.md); only where behaviour must differ. */
    dbKind: DbKind
    /** Where passport copies and eVisas live: the data folder, or the database (files/file-store.ts). */
    files: FileStore
  }
}

export interface DbPluginOptions {
  /** The SQLite file; made (owner-only) if absent. Unused when `databaseUrl` is set. */
  file: string
  /** PostgreSQL instead of the SQLite file. */
  databaseUrl?: string
  /** Connections to PostgreSQL; default POOL_SIZE. */
  poolSize?: number
  /** The uploads folder, for files on SQLite. */
  uploadsDir: string
}

/**
 * PostgreSQL could not be reached or migrated at start. The message names the cause PostgreSQL
 * or the network gave (never the URL, which may hold a password).
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    super(`the PostgreSQL database in DATABASE_URL could not be opened and migrated: ${reason}`, { cause })
  }
}

/** The SQLite file, private to this server's user like its -wal and -shm. */
async function openDatabaseFile(file: string): Promise<Kysely<Database>> {
  await ensurePrivateFile(file)
  for (const companion of ['-wal', '-shm']) {
    if (existsSync(file + companion)) await ensurePrivateFile(file + companion)
  }
  return openDatabase(file)
}

const database: FastifyPluginAsync<DbPluginOptions> = async (
  app,
  { file, databaseUrl, poolSize, uploadsDir },
) => {
  const db = databaseUrl ? openPostgres(databaseUrl, { poolSize }) : await openDatabaseFile(file)
  try {
    await migrateToLatest(db)
  } catch (error) {
    await db.destroy()
    throw databaseUrl ? new DatabaseUnavailableError(error) : error
  }
  app.decorate('db', db)
  app.decorate('dbKind', databaseUrl ? 'postgres' : 'sqlite')
  app.decorate('files', databaseUrl ? databaseFileStore(db) : diskFileStore(uploadsDir))
  app.addHook('onClose', () => db.destroy())
}

export const dbPlugin = fp(database, { name: 'db', fastify: '5.x' })
