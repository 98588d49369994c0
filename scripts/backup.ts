// npm run backup: an online backup of DATA_DIR (default ./data) into BACKUP_DIR (default
// ./backups)/<timestamp>/, safe while the server runs. See README "Backups".
import { resolve } from 'node:path'
import { backupDataFolder } from '../server/src/reliability/backup'

const dataDir = resolve(process.env.DATA_DIR ?? 'data')
const backupRoot = resolve(process.env.BACKUP_DIR ?? 'backups')

try {
  const started = performance.now()
  const { folder, manifest } = await backupDataFolder(dataDir, backupRoot)
  const rows = Object.entries(manifest.database.rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ')
  console.log(`Backed up ${dataDir}`)
  console.log(`  into      ${folder}`)
  console.log(
    `  database  ${manifest.database.bytes} bytes, integrity_check ${manifest.database.integrityCheck}`,
  )
  console.log(`  rows      ${rows}`)
  console.log(
    `  uploads   ${manifest.uploads.files} files, ${manifest.uploads.bytes} bytes, each checked against its SHA-256`,
  )
  console.log(`  took      ${Math.round(performance.now() - started)} ms`)
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  process.exit(1)
}
