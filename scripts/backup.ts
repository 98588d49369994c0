// npm run backup: an online backup into BACKUP_DIR (default ./backups)/<timestamp>/, safe while the
// server runs. SQLite (no DATABASE_URL): DATA_DIR (default ./data), database and uploads.
// PostgreSQL (DATABASE_URL): a pg_dump, proved by restoring it into a scratch database. See README
// "Backups" and docs/reliability.md.
import { resolve } from 'node:path'
import { backupDataFolder } from '../server/src/backup/backup'
import { backupPostgres } from '../server/src/backup/pg-backup'
import { databaseUrlFromEnv } from '../server/src/config'

const dataDir = resolve(process.env.DATA_DIR ?? 'data')
const backupRoot = resolve(process.env.BACKUP_DIR ?? 'backups')

const rowsLine = (rows: Record<string, number>) =>
  Object.entries(rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ')

try {
  const started = performance.now()
  const databaseUrl = databaseUrlFromEnv(process.env.DATABASE_URL)
  if (databaseUrl) {
    const { folder, manifest } = await backupPostgres(databaseUrl, dataDir, backupRoot)
    console.log('Backed up the PostgreSQL database in DATABASE_URL')
    console.log(`  into      ${folder}`)
    console.log(
      `  database  ${manifest.database.file}, ${manifest.database.bytes} bytes, restored into a scratch database and checked`,
    )
    console.log(`  rows      ${rowsLine(manifest.database.rows)}`)
    console.log(
      `  files     ${manifest.uploads.files} files, ${manifest.uploads.bytes} bytes, each checked against its SHA-256`,
    )
  } else {
    const { folder, manifest } = await backupDataFolder(dataDir, backupRoot)
    console.log(`Backed up ${dataDir}`)
    console.log(`  into      ${folder}`)
    console.log(
      `  database  ${manifest.database.bytes} bytes, integrity_check ${manifest.database.integrityCheck}`,
    )
    console.log(`  rows      ${rowsLine(manifest.database.rows)}`)
    console.log(
      `  uploads   ${manifest.uploads.files} files, ${manifest.uploads.bytes} bytes, each checked against its SHA-256`,
    )
  }
  console.log(`  took      ${Math.round(performance.now() - started)} ms`)
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  process.exit(1)
}
