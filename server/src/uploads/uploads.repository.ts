import type { Kysely } from 'kysely'
import type { Database, UploadRow } from '../db/database'

export async function insertUpload(db: Kysely<Database>, upload: UploadRow): Promise<void> {
  await db.insertInto('uploads').values(upload).execute()
}

export function findUpload(db: Kysely<Database>, filename: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('filename', '=', filename).executeTakeFirst()
}

/** The row of a file no longer used (a replaced eVisa); its bytes are removed after the commit. */
export async function deleteUpload(db: Kysely<Database>, filename: string): Promise<void> {
  await db.deleteFrom('uploads').where('filename', '=', filename).execute()
}
