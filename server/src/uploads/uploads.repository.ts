import type { Kysely } from 'kysely'
import type { Database, UploadRow } from '../db/database'

export async function insertUpload(db: Kysely<Database>, upload: UploadRow): Promise<void> {
  await db.insertInto('uploads').values(upload).execute()
}

export function findUpload(db: Kysely<Database>, filename: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('filename', '=', filename).executeTakeFirst()
}
