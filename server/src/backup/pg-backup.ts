// Backup and restore on PostgreSQL (README "Backups", docs/reliability.md). pg_dump writes one
// consistent snapshot in its custom format while the servers keep working; the files live in the
// database (stored_files), so the dump holds them too. Every backup is proved by restoring it into
// a scratch database on the same server, counting its rows and checking each file against the
// size and SHA-256 its uploads row recorded; the scratch database is dropped afterwards.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { chmod, mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/database'
import { openPostgres } from '../db/open-database'
import { withPgConnection } from '../db/pg-connection'
import { copyStaffSecret, MANIFEST_FILENAME, makeBackupFolder } from './backup'

const run = promisify(execFile)
export const DUMP_FILENAME = 'evisa.pgdump'

export interface PostgresBackupManifest {
  createdAt: string
  database: { kind: 'postgres'; file: string; bytes: number; rows: Record<string, number> }
  uploads: { files: number; bytes: number }
}

export interface PostgresCheck {
  rows: Record<string, number>
  uploads: { files: number; bytes: number }
  problems: string[]
}

/**
 * A PostgreSQL client program: from PG_BIN_DIR when set, else Debian's newest
 * /usr/lib/postgresql/<version>/bin, else the PATH. pg_dump must be as new as the server.
 */
export function postgresProgram(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN_DIR) return join(process.env.PG_BIN_DIR, name)
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((entry) => /^\d+$/.test(entry) && existsSync(join(root, entry, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return versions[0] ? join(root, versions[0], 'bin', name) : name
}

/**
 * libpq's environment for `url`, so the password never appears on a command line (other users
 * can read those with ps).
 */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(parsed.hostname),
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
  }
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username)
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password)
  const sslmode = parsed.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return env
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/** Row counts of every table, and each stored file checked against its uploads row. */
export async function checkPostgresDatabase(db: Kysely<Database>): Promise<PostgresCheck> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort()
  const rows: Record<string, number> = {}
  for (const table of tables) {
    const { count } = await db
      .selectFrom(table as keyof Database)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    rows[table] = Number(count)
  }
  const { rows: files } = await sql<{ filename: string; expected: boolean; size: number | null }>`
    select u.filename, length(f.content) as size,
      (length(f.content) = u.byte_size and encode(sha256(f.content), 'hex') = u.sha256) as expected
    from uploads u left join stored_files f on f.filename = u.filename`.execute(db)
  const problems: string[] = []
  let bytes = 0
  for (const file of files) {
    if (file.size === null) problems.push(`missing stored file ${file.filename}`)
    else if (!file.expected) problems.push(`stored file ${file.filename} differs from its row`)
    else bytes += file.size
  }
  return { rows, uploads: { files: files.length, bytes }, problems }
}

/** Restores `dumpFile` into the empty database at `url` and checks it. */
async function restoreInto(dumpFile: string, url: string): Promise<PostgresCheck> {
  const env = libpqEnv(url)
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${env.PGDATABASE}`, dumpFile]
  await run(postgresProgram('pg_restore'), args, { env }).catch((error: { stderr?: string }) => {
    throw new Error(`pg_restore failed: ${String(error.stderr ?? error).trim()}`)
  })
  const db = openPostgres(url)
  try {
    return await checkPostgresDatabase(db)
  } finally {
    await db.destroy()
  }
}

/** Restores a dump into a scratch database beside the source, checks it, and drops it. */
async function restoreCheck(dumpFile: string, databaseUrl: string): Promise<PostgresCheck> {
  const scratch = `pg_evisa_restore_check_${randomBytes(6).toString('hex')}`
  await withPgConnection(databaseUrl, (client) => client.query(`create database ${scratch}`))
  try {
    return await restoreInto(dumpFile, withDatabase(databaseUrl, scratch))
  } finally {
    await withPgConnection(databaseUrl, (client) =>
      client.query(`drop database if exists ${scratch} with (force)`),
    )
  }
}

/** pg_dump of the database into a new folder under `backupRoot`; throws unless it restores and checks. */
export async function backupPostgres(
  databaseUrl: string,
  dataDir: string,
  backupRoot: string,
  now: Date = new Date(),
): Promise<{ folder: string; manifest: PostgresBackupManifest }> {
  const folder = await makeBackupFolder(backupRoot, now)
  const dumpFile = join(folder, DUMP_FILENAME)
  await run(postgresProgram('pg_dump'), ['--format=custom', `--file=${dumpFile}`], {
    env: libpqEnv(databaseUrl),
  }).catch((error: { stderr?: string }) => {
    throw new Error(`pg_dump failed: ${String(error.stderr ?? error).trim()}`)
  })
  await chmod(dumpFile, 0o600)
  await copyStaffSecret(dataDir, folder)
  const checked = await restoreCheck(dumpFile, databaseUrl)
  if (checked.problems.length > 0) {
    throw new Error(`The backup in ${folder} did not restore cleanly:\n${checked.problems.join('\n')}`)
  }
  const manifest: PostgresBackupManifest = {
    createdAt: now.toISOString(),
    database: {
      kind: 'postgres',
      file: DUMP_FILENAME,
      bytes: (await stat(dumpFile)).size,
      rows: checked.rows,
    },
    uploads: checked.uploads,
  }
  await writeFile(join(folder, MANIFEST_FILENAME), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
  return { folder, manifest }
}

/**
 * Restores a PostgreSQL backup into the database at `databaseUrl`, which must exist and hold no
 * tables, and the staff secret into `dataDir` (missing or empty); checks the result.
 */
export async function restorePostgresBackup(
  backupFolder: string,
  databaseUrl: string,
  dataDir: string,
): Promise<PostgresCheck> {
  const existing = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  if (existing.length > 0)
    throw new Error(`${dataDir} is not empty: restore only into a new or empty folder.`)
  const { rows } = await withPgConnection(databaseUrl, (client) =>
    client.query('select 1 from information_schema.tables where table_schema = current_schema() limit 1'),
  )
  if (rows.length > 0) {
    throw new Error('The database in DATABASE_URL holds tables: restore only into a new, empty database.')
  }
  const restored = await restoreInto(join(backupFolder, DUMP_FILENAME), databaseUrl)
  if (restored.problems.length > 0) {
    throw new Error(`The restored database does not check out:\n${restored.problems.join('\n')}`)
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  await copyStaffSecret(backupFolder, dataDir)
  return restored
}
