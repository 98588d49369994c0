import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../test/server-process'
import {
  buildTestApp,
  countRows,
  multipartFile,
  TEST_DATABASE_URL,
  type TestApp,
  touristApplication,
} from '../../test/test-support'
import { type BackupManifest, backupDataFolder, MANIFEST_FILENAME, restoreBackup } from './backup'

let scratch: string
let source: TestApp
const passportCopy = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300 * 1024)])

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'evisa-backup-'))
  source = await buildTestApp({ lookupRateLimit: 0 })
})
afterAll(async () => {
  await source.close()
  await rm(scratch, { recursive: true, force: true })
})

async function createApplication(app: TestApp['app'], fields: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/srilanka/create-application',
    payload: touristApplication(fields),
  })
  expect(response.statusCode).toBe(201)
  const { sku_id, access_key } = response.json().data
  keys.set(sku_id, access_key)
  return sku_id as string
}

/** The access key each application was created with: the restored copy must honour it too. */
const keys = new Map<string, string>()
const withKey = (skuId: string | undefined) => ({ 'x-application-key': keys.get(skuId ?? '') ?? '' })

// The SQLite data folder's backup; PostgreSQL's is pg-backup.test.ts.
describe.skipIf(TEST_DATABASE_URL)(
  '(SQLite only) a backup taken while the app runs, restored into a fresh folder',
  () => {
    const skuIds: string[] = []
    let filename: string
    let backupFolder: string
    let manifest: BackupManifest
    let restoredDir: string

    beforeAll(async () => {
      const uploaded = await source.app.inject({
        method: 'POST',
        url: '/api/upload',
        ...multipartFile(passportCopy),
      })
      filename = uploaded.json().file.filename
      skuIds.push(await createApplication(source.app, { passport_bio_page: filename, surname: 'Backedup' }))
      skuIds.push(await createApplication(source.app, { children: [] }))

      // Writes go on while the backup runs: it must still be one consistent snapshot.
      const writes = Array.from({ length: 20 }, () => createApplication(source.app))
      ;({ folder: backupFolder, manifest } = await backupDataFolder(source.dataDir, join(scratch, 'backups')))
      await Promise.all(writes)

      restoredDir = join(scratch, 'restored')
      await restoreBackup(backupFolder, restoredDir)
    })

    it('writes a verified copy and says what it holds', async () => {
      expect(manifest.database.integrityCheck).toBe('ok')
      expect(manifest.database.rows.applications).toBeGreaterThanOrEqual(2)
      expect(manifest.uploads).toEqual({ files: 1, bytes: passportCopy.length })
      const written = JSON.parse(await readFile(join(backupFolder, MANIFEST_FILENAME), 'utf8'))
      expect(written).toEqual(manifest)
      // Children always come with their application, never half of one.
      expect(manifest.database.rows.application_children).toBe(manifest.database.rows.applications! - 1)
    })

    it('gives a working server with the applications, their children and the passport copy', async () => {
      const restored = await buildTestApp({ dataDir: restoredDir, lookupRateLimit: 0 })
      try {
        expect(await countRows(restored.app, 'applications')).toBe(manifest.database.rows.applications)
        for (const skuId of skuIds) {
          const original = await source.app.inject({
            method: 'GET',
            url: `/api/srilanka/View-application/${skuId}`,
            headers: withKey(skuId),
          })
          const copy = await restored.app.inject({
            method: 'GET',
            url: `/api/srilanka/View-application/${skuId}`,
            headers: withKey(skuId),
          })
          expect(copy.statusCode).toBe(200)
          expect(copy.json()).toEqual(original.json())
        }
        const first = await restored.app.inject({
          method: 'GET',
          url: `/api/srilanka/View-application/${skuIds[0]}`,
          headers: withKey(skuIds[0]),
        })
        expect(first.json().data).toMatchObject({ surname: 'BACKEDUP', passport_bio_page: filename })
        expect(first.json().data.children).toHaveLength(1)
        const file = await restored.app.inject({ method: 'GET', url: `/uploads/${filename}` })
        expect(file.statusCode).toBe(200)
        expect(file.rawPayload.equals(passportCopy)).toBe(true)
        // And it takes new work.
        await createApplication(restored.app)
        // The key to the staff's authenticator secrets comes along, or no one could sign in.
        expect(await readFile(join(restoredDir, 'staff-secret'), 'utf8')).toBe(
          await readFile(join(source.dataDir, 'staff-secret'), 'utf8'),
        )
      } finally {
        await restored.app.close()
      }
    })

    it('refuses to restore over a folder that holds anything', async () => {
      const occupied = join(scratch, 'occupied')
      await mkdir(occupied)
      await writeFile(join(occupied, 'evisa.sqlite'), 'precious')
      await expect(restoreBackup(backupFolder, occupied)).rejects.toThrow(/not empty/)
      expect(await readFile(join(occupied, 'evisa.sqlite'), 'utf8')).toBe('precious')
    })
  },
)

describe.skipIf(TEST_DATABASE_URL)('(SQLite only) npm run backup and npm run restore', () => {
  const run = (script: string, args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    })

  it('back up a data folder, print what they wrote, and refuse to restore over data', async () => {
    const backupRoot = join(scratch, 'cli-backups')
    const backup = run('scripts/backup.ts', [], { DATA_DIR: source.dataDir, BACKUP_DIR: backupRoot })
    expect(backup.stderr).toBe('')
    expect(backup.status).toBe(0)
    expect(backup.stdout).toContain('integrity_check ok')
    const [folder] = await readdir(backupRoot)
    expect(backup.stdout).toContain(join(backupRoot, folder!))

    const refused = run('scripts/restore.ts', [join(backupRoot, folder!), source.dataDir])
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('is not empty')

    const restored = run('scripts/restore.ts', [join(backupRoot, folder!), join(scratch, 'cli-restored')])
    expect(restored.status).toBe(0)
    expect(restored.stdout).toContain('integrity_check ok')
  }, 60_000)
})
