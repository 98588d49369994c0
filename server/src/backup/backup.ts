// Online backup and restore of a data folder (README "Backups"). The database is copied with
// SQLite's backup API while the server may be writing to it; the passport copies are copied file
// by file afterwards. A file is always stored before its row is written, so every upload the
// database copy knows of was already on disk when the database was copied.
import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { chmod, copyFile, mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { DATABASE_FILENAME, STAFF_SECRET_FILE } from '../db/data-folder'

const UPLOADS = 'uploads'
export const MANIFEST_FILENAME = 'backup.json'
/** Pages copied per step: all of them, so the copy is one consistent snapshot. */
const ALL_PAGES = 0x7fffffff

export interface BackupManifest {
  createdAt: string
  database: { file: string; bytes: number; integrityCheck: string; rows: Record<string, number> }
  uploads: { files: number; bytes: number }
}

export interface VerifyResult {
  integrityCheck: string
  rows: Record<string, number>
  uploads: { files: number; bytes: number }
  problems: string[]
}

/** 2026-11-26T03-20-00-123Z: sorts by time, and has no colon (awkward on some file systems). */
export function backupFolderName(date: Date): string {
  return date.toISOString().replace(/:/g, '-').replace('.', '-')
}

function sha256(path: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const hash = createHash('sha256')
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolvePromise(hash.digest('hex')))
      .on('error', reject)
  })
}

function rowCounts(db: SqliteDatabase.Database): Record<string, number> {
  const tables = db
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name",
    )
    .pluck()
    .all() as string[]
  return Object.fromEntries(
    tables.map((table) => [table, db.prepare(`select count(*) from "${table}"`).pluck().get() as number]),
  )
}

/**
 * Checks a data folder (or a backup): `integrity_check`, and every uploads row has its file with
 * the recorded size and SHA-256. Opened read-only, so checking changes nothing.
 */
export async function verifyDataFolder(folder: string): Promise<VerifyResult> {
  const db = new SqliteDatabase(join(folder, DATABASE_FILENAME), { readonly: true, fileMustExist: true })
  try {
    const integrityCheck = String(db.pragma('integrity_check', { simple: true }))
    const rows = rowCounts(db)
    const uploads = db.prepare('select filename, byte_size, sha256 from uploads').all() as {
      filename: string
      byte_size: number
      sha256: string
    }[]
    const problems: string[] = []
    if (integrityCheck !== 'ok') problems.push(`integrity_check: ${integrityCheck}`)
    let bytes = 0
    for (const upload of uploads) {
      const path = join(folder, UPLOADS, upload.filename)
      const size = await stat(path).then(
        (info) => info.size,
        () => undefined,
      )
      if (size === undefined) problems.push(`missing upload file ${upload.filename}`)
      else if (size !== upload.byte_size || (await sha256(path)) !== upload.sha256) {
        problems.push(`upload file ${upload.filename} differs from its row`)
      } else bytes += size
    }
    return { integrityCheck, rows, uploads: { files: uploads.length, bytes }, problems }
  } finally {
    db.close()
  }
}

async function copyUploads(fromDir: string, toDir: string): Promise<{ files: number; bytes: number }> {
  await mkdir(toDir, { recursive: true, mode: 0o700 })
  const entries = await readdir(fromDir, { withFileTypes: true }).catch(() => [])
  let files = 0
  let bytes = 0
  for (const entry of entries) {
    // tmp/ holds uploads still arriving: never part of the data.
    if (!entry.isFile()) continue
    const target = join(toDir, entry.name)
    try {
      await copyFile(join(fromDir, entry.name), target)
    } catch (error) {
      // Removed by the retention purge since it was listed: nothing to copy.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    await chmod(target, 0o600)
    files += 1
    bytes += (await stat(target)).size
  }
  return { files, bytes }
}

/** Makes the new, private folder of one backup under `backupRoot`, named by `now`. */
export async function makeBackupFolder(backupRoot: string, now: Date): Promise<string> {
  const folder = resolve(backupRoot, backupFolderName(now))
  await mkdir(backupRoot, { recursive: true, mode: 0o700 })
  // Fails if the folder exists: a backup never overwrites another.
  await mkdir(folder, { mode: 0o700 })
  return folder
}

/** Backs `dataDir` up into a new folder under `backupRoot`; throws if the copy does not verify. */
export async function backupDataFolder(
  dataDir: string,
  backupRoot: string,
  now: Date = new Date(),
): Promise<{ folder: string; manifest: BackupManifest }> {
  const folder = await makeBackupFolder(backupRoot, now)

  const source = new SqliteDatabase(join(dataDir, DATABASE_FILENAME), { fileMustExist: true })
  try {
    source.pragma('busy_timeout = 5000')
    await source.backup(join(folder, DATABASE_FILENAME), { progress: () => ALL_PAGES })
  } finally {
    source.close()
  }
  // One self-contained file: out of WAL mode, so no -wal or -shm file belongs with it. The
  // server turns WAL back on when it opens a restored copy.
  const copy = new SqliteDatabase(join(folder, DATABASE_FILENAME), { fileMustExist: true })
  try {
    copy.pragma('journal_mode = DELETE')
  } finally {
    copy.close()
  }
  await chmod(join(folder, DATABASE_FILENAME), 0o600)
  await copyUploads(join(dataDir, UPLOADS), join(folder, UPLOADS))
  await copyStaffSecret(dataDir, folder)

  const verified = await verifyOrThrow(folder, `The backup in ${folder} did not verify`)
  const manifest: BackupManifest = {
    createdAt: now.toISOString(),
    database: {
      file: DATABASE_FILENAME,
      bytes: (await stat(join(folder, DATABASE_FILENAME))).size,
      integrityCheck: verified.integrityCheck,
      rows: verified.rows,
    },
    // Counted from the rows: files a crash left without one (see retention/) are copied too.
    uploads: verified.uploads,
  }
  await writeFile(join(folder, MANIFEST_FILENAME), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
  return { folder, manifest }
}

/** The key of the staff TOTP secrets (staff/credentials.ts), when kept in the folder, not the env. */
export async function copyStaffSecret(fromDir: string, toDir: string): Promise<void> {
  const from = join(fromDir, STAFF_SECRET_FILE)
  if (!existsSync(from)) return
  await copyFile(from, join(toDir, STAFF_SECRET_FILE))
  await chmod(join(toDir, STAFF_SECRET_FILE), 0o600)
}

/** Restores a backup into `dataDir`, which must be missing or empty; verifies the result. */
export async function restoreBackup(backupFolder: string, dataDir: string): Promise<VerifyResult> {
  const existing = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  if (existing.length > 0) {
    throw new Error(`${dataDir} is not empty: restore only into a new or empty folder.`)
  }
  await verifyOrThrow(backupFolder, `The backup in ${backupFolder} does not verify`)
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  await copyFile(join(backupFolder, DATABASE_FILENAME), join(dataDir, DATABASE_FILENAME))
  await chmod(join(dataDir, DATABASE_FILENAME), 0o600)
  await copyUploads(join(backupFolder, UPLOADS), join(dataDir, UPLOADS))
  await copyStaffSecret(backupFolder, dataDir)
  return verifyOrThrow(dataDir, `The restored folder ${dataDir} does not verify`)
}

/** Verifies `folder`, and throws `failure` with the problems found when it does not verify. */
async function verifyOrThrow(folder: string, failure: string): Promise<VerifyResult> {
  const result = await verifyDataFolder(folder)
  if (result.problems.length > 0) throw new Error(`${failure}:\n${result.problems.join('\n')}`)
  return result
}
