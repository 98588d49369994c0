// npm run backup and npm run restore on PostgreSQL (TEST_DATABASE_URL); the SQLite data folder's
// are in backup.test.ts.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../test/server-process'
import {
  buildTestApp,
  countRows,
  createTestDatabase,
  dropTestDatabase,
  multipartFile,
  TEST_DATABASE_URL,
  type TestApp,
  touristApplication,
} from '../../test/test-support'
import { MANIFEST_FILENAME } from './backup'
import type { PostgresBackupManifest } from './pg-backup'

const passportCopy = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200 * 1024)])

const run = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })

describe.skipIf(!TEST_DATABASE_URL)('(PostgreSQL) npm run backup and npm run restore', () => {
  let source: TestApp
  let scratch: string
  let filename: string
  let skuId: string
  let accessKey: string

  beforeAll(async () => {
    source = await buildTestApp()
    scratch = await mkdtemp(join(tmpdir(), 'evisa-pg-backup-'))
    const uploaded = await source.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...multipartFile(passportCopy),
    })
    filename = uploaded.json().file.filename
    const created = await source.app.inject({
      method: 'POST',
      url: '/api/srilanka/create-application',
      payload: touristApplication({ passport_bio_page: filename }),
    })
    ;({ sku_id: skuId, access_key: accessKey } = created.json().data)
  })
  afterAll(async () => {
    await source.close()
    await rm(scratch, { recursive: true, force: true })
  })

  it('dump the database with its files, prove the dump by restoring it, and restore it into a new database', async () => {
    const backupRoot = join(scratch, 'backups')
    const databaseUrl = source.databaseUrl ?? ''
    const backup = run('scripts/backup.ts', [], {
      DATABASE_URL: databaseUrl,
      DATA_DIR: source.dataDir,
      BACKUP_DIR: backupRoot,
    })
    expect(backup.stderr).toBe('')
    expect(backup.status).toBe(0)
    expect(backup.stdout).toContain('restored into a scratch database and checked')
    expect(backup.stdout).not.toContain(databaseUrl)
    const [folder] = await readdir(backupRoot)
    const manifest: PostgresBackupManifest = JSON.parse(
      await readFile(join(backupRoot, folder ?? '', MANIFEST_FILENAME), 'utf8'),
    )
    expect(manifest.database.rows).toMatchObject({ applications: 1, uploads: 1, stored_files: 1 })
    expect(manifest.uploads).toEqual({ files: 1, bytes: passportCopy.length })

    const target = await createTestDatabase({ empty: true })
    const restoredDir = join(scratch, 'restored')
    try {
      const restore = run('scripts/restore.ts', [join(backupRoot, folder ?? ''), restoredDir], {
        DATABASE_URL: target,
      })
      expect(restore.stderr).toBe('')
      expect(restore.status).toBe(0)
      // Not over data: the database now holds tables.
      const again = run('scripts/restore.ts', [join(backupRoot, folder ?? ''), join(scratch, 'again')], {
        DATABASE_URL: target,
      })
      expect(again.status).toBe(1)
      expect(again.stderr).toContain('holds tables')

      const restored = await buildTestApp({ databaseUrl: target })
      try {
        expect(await countRows(restored.app, 'applications')).toBe(1)
        const view = await restored.app.inject({
          method: 'GET',
          url: `/api/srilanka/View-application/${skuId}`,
          headers: { 'x-application-key': accessKey },
        })
        expect(view.statusCode).toBe(200)
        const file = await restored.app.inject({ method: 'GET', url: `/uploads/${filename}` })
        expect(file.rawPayload.equals(passportCopy)).toBe(true)
      } finally {
        await restored.close()
      }
    } finally {
      await dropTestDatabase(target)
    }
  }, 300_000)
})
