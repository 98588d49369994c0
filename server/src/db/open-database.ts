import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { Database } from './database'

export function openDatabase(file: string): Kysely<Database> {
  const sqlite = new SqliteDatabase(file)
  // WAL lets readers run beside the writer; FULL makes every commit survive a power cut (NORMAL
  // can lose the last ones, see stack-notes.md). secure_delete overwrites deleted passport data.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('secure_delete = ON')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}
