import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/database'

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}
