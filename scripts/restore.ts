// npm run restore -- <backup folder> <new data folder>: restores a backup made by `npm run backup`
// and verifies it. SQLite: copies it into a new (or empty) data folder; start the server with
// DATA_DIR set to it. PostgreSQL (DATABASE_URL set, naming a new, empty database): pg_restore of
// the dump into it, and the staff secret into the data folder. See docs/reliability.md.
import { resolve } from 'node:path'
import { restoreBackup } from '../server/src/backup/backup'
import { restorePostgresBackup } from '../server/src/backup/pg-backup'
import { databaseUrlFromEnv } from '../server/src/config'

const [backupFolder, dataDir] = process.argv.slice(2)
if (!backupFolder || !dataDir) {
  console.error('Usage: npm run restore -- <backup folder> <new data folder>')
  process.exit(2)
}

const rowsLine = (rows: Record<string, number>) =>
  Object.entries(rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ')

try {
  const databaseUrl = databaseUrlFromEnv(process.env.DATABASE_URL)
  if (databaseUrl) {
    const restored = await restorePostgresBackup(resolve(backupFolder), databaseUrl, resolve(dataDir))
    console.log(`Restored ${resolve(backupFolder)}`)
    console.log('  into      the PostgreSQL database in DATABASE_URL')
    console.log(`  rows      ${rowsLine(restored.rows)}`)
    console.log(
      `  files     ${restored.uploads.files} files, ${restored.uploads.bytes} bytes, each checked against its SHA-256`,
    )
    console.log(`Start the server on it with the same DATABASE_URL and DATA_DIR=${resolve(dataDir)}`)
  } else {
    const restored = await restoreBackup(resolve(backupFolder), resolve(dataDir))
    console.log(`Restored ${resolve(backupFolder)}`)
    console.log(`  into      ${resolve(dataDir)}`)
    console.log(`  database  integrity_check ${restored.integrityCheck}`)
    console.log(`  rows      ${rowsLine(restored.rows)}`)
    console.log(
      `  uploads   ${restored.uploads.files} files, ${restored.uploads.bytes} bytes, each checked against its SHA-256`,
    )
    console.log(`Start the server on it with DATA_DIR=${resolve(dataDir)}`)
  }
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`)
  process.exit(1)
}
