import type { Kysely, Migration } from 'kysely'
import { bytesType, createIndex } from './column-types'

// Files (passport copies, eVisa PDFs) kept in the database, so every server of several on one
// PostgreSQL can serve every file (files/file-store.ts). On SQLite the files stay in the data
// folder and this table stays empty; it exists there too so both databases keep one schema.
// A row here is the file's bytes only; the uploads row describes it and is written after it.
export const storedFiles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stored_files')
      .addColumn('filename', 'text', (column) => column.primaryKey())
      .addColumn('content', bytesType(db), (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
    await createIndex(db, 'stored_files', 'stored_files_created_at', ['created_at'])
  },
}
