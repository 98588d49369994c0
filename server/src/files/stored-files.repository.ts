// All SQL of the files kept in the database (PostgreSQL; files/file-store.ts).
import type { Kysely } from 'kysely'
import type { Database } from '../db/database'

export async function insertStoredFile(
  db: Kysely<Database>,
  file: { filename: string; content: Buffer; created_at: string },
): Promise<void> {
  await db.insertInto('stored_files').values(file).execute()
}

export async function findStoredFileContent(
  db: Kysely<Database>,
  filename: string,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('stored_files')
    .select('content')
    .where('filename', '=', filename)
    .executeTakeFirst()
  return row?.content
}

export async function deleteStoredFile(db: Kysely<Database>, filename: string): Promise<void> {
  await db.deleteFrom('stored_files').where('filename', '=', filename).execute()
}

/** Names of files stored before `before` (an ISO time), oldest first. */
export async function storedFilesCreatedBefore(db: Kysely<Database>, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('stored_files')
    .select('filename')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .execute()
  return rows.map((row) => row.filename)
}
