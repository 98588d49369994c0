// Where the bytes of passport copies and eVisas live (docs/decisions/008-postgresql.md). On SQLite,
// files in the data folder's uploads/ beside the database file; on PostgreSQL, rows of the
// stored_files table, so every server on the database can serve every file. Either way the uploads
// table describes the file and is written after its bytes are safe, and a file kept for a row that
// was never written is an orphan that retention sweeps away after a day.
import { randomBytes } from 'node:crypto'
import { open, readdir, readFile, rename, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import { UPLOAD_NAME_PATTERN } from '../../../shared/application'
import type { Database } from '../db/database'
import {
  deleteStoredFile,
  findStoredFileContent,
  insertStoredFile,
  storedFilesCreatedBefore,
} from './stored-files.repository'
import { type ReceivedFile, removeFile, type UploadType } from './upload-storage'

export interface FileStore {
  /**
   * Keeps a received temporary file under a fresh random name (unguessable: it is the key to the
   * file) and returns the name. The temporary file is consumed.
   */
  keep(file: ReceivedFile, type: UploadType): Promise<string>
  /** The file as a stream, or undefined when it is gone. */
  open(filename: string): Promise<Readable | undefined>
  /** The file's bytes (mail attachments), or undefined when it is gone. */
  read(filename: string): Promise<Buffer | undefined>
  /** Removes the file; nothing happens when it is gone already. */
  remove(filename: string): Promise<void>
  /** Names of files kept before `before` (ms since the epoch), whether or not a row names them. */
  keptBefore(before: number): Promise<string[]>
}

function newFilename(type: UploadType): string {
  return `${randomBytes(18).toString('base64url')}.${type.extension}`
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** Files in `uploadsDir` on this machine's disk (SQLite). */
export function diskFileStore(uploadsDir: string): FileStore {
  return {
    async keep(file, type) {
      const filename = newFilename(type)
      await rename(file.path, join(uploadsDir, filename))
      await syncDirectory(uploadsDir)
      return filename
    },
    async open(filename) {
      try {
        const handle = await open(join(uploadsDir, filename))
        return handle.createReadStream()
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },
    async read(filename) {
      return readFile(join(uploadsDir, filename)).catch((error: unknown) => {
        if (isMissing(error)) return undefined
        throw error
      })
    },
    remove: (filename) => removeFile(join(uploadsDir, filename)),
    async keptBefore(before) {
      const names = (await readdir(uploadsDir, { withFileTypes: true }))
        .filter((entry) => entry.isFile() && UPLOAD_NAME_PATTERN.test(entry.name))
        .map((entry) => entry.name)
      const kept: string[] = []
      for (const name of names) {
        const { mtimeMs } = await stat(join(uploadsDir, name)).catch(() => ({
          mtimeMs: Number.POSITIVE_INFINITY,
        }))
        if (mtimeMs < before) kept.push(name)
      }
      return kept
    },
  }
}

/** Makes a rename in `dir` durable: the new name is on disk before the row that refers to it. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Files as rows of the database (PostgreSQL), committed before the uploads row that names them. */
export function databaseFileStore(db: Kysely<Database>): FileStore {
  return {
    async keep(file, type) {
      const filename = newFilename(type)
      // At most the upload limit (10 MiB): read whole, stored in one statement.
      const content = await readFile(file.path)
      await insertStoredFile(db, { filename, content, created_at: new Date().toISOString() })
      await removeFile(file.path)
      return filename
    },
    async open(filename) {
      const content = await findStoredFileContent(db, filename)
      return content && Readable.from([content])
    },
    read: (filename) => findStoredFileContent(db, filename),
    remove: (filename) => deleteStoredFile(db, filename),
    keptBefore: (before) => storedFilesCreatedBefore(db, new Date(before).toISOString()),
  }
}
