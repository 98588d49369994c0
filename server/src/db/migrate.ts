import { type Kysely, Migrator } from 'kysely'
import type { Database } from './database'
import { migrations } from './migrations'

/** Brings the schema up to date. Safe to run on every start: applied migrations are skipped. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}
