// The database as a Fastify plugin: the SQLite file made private, opened with the connection
// settings of db/open-database.ts, migrated before any route exists, and closed last.
import { existsSync } from 'node:fs'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { ensurePrivateFile } from '../db/data-folder'
import type { Database } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { openDatabase } from '../db/open-database'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
  }
}

export interface DbPluginOptions {
  /** The SQLite file; made (owner-only) if absent. */
  file: string
}

const database: FastifyPluginAsync<DbPluginOptions> = async (app, { file }) => {
  await ensurePrivateFile(file)
  for (const companion of ['-wal', '-shm']) {
    if (existsSync(file + companion)) await ensurePrivateFile(file + companion)
  }
  const db = openDatabase(file)
  try {
    await migrateToLatest(db)
  } catch (error) {
    await db.destroy()
    throw error
  }
  app.decorate('db', db)
  app.addHook('onClose', () => db.destroy())
}

export const dbPlugin = fp(database, { name: 'db', fastify: '5.x' })
