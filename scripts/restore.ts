// npm run restore -- <backup folder> <new data folder>: copies a backup made by `npm run backup`
// into a new (or empty) data folder and verifies it. Then start the server with DATA_DIR set to it.
import { resolve } from 'node:path'
import { restoreBackup } from '../server/src/reliability/backup'

const [backupFolder, dataDir] = process.argv.slice(2)
if (!backupFolder || !dataDir) {
  console.error('Usage: npm run restore -- <backup folder> <new data folder>')
  process.exit(2)
}

try {
  const restored = await restoreBackup(resolve(backupFolder), resolve(dataDir))
  const rows = Object.entries(restored.rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ')
  console.log(`Restored ${resolve(backupFolder)}`)
  console.log(`  into      ${resolve(dataDir)}`)
  console.log(`  database  integrity_check ${restored.integrityCheck}`)
  console.log(`  rows      ${rows}`)
  console.log(
    `  uploads   ${restored.uploads.files} files, ${restored.uploads.bytes} bytes, each checked against its SHA-256`,
  )
  console.log(`Start the server on it with DATA_DIR=${resolve(dataDir)}`)
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`)
  process.exit(1)
}
