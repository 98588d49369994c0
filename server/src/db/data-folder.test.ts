import { chmod, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  buildTestApp,
  multipartFile,
  SAMPLE_FILES,
  TEST_DATABASE_URL,
  type TestApp,
} from '../../test/test-support'
import { DATABASE_FILENAME } from './data-folder'

const modeOf = async (path: string) => (await stat(path)).mode & 0o777

async function withTestApp(check: (test: TestApp) => Promise<void>) {
  const test = await buildTestApp()
  try {
    await check(test)
  } finally {
    await test.close()
  }
}

describe('the data folder', () => {
  // On PostgreSQL the folder still holds per-server files (temporary uploads, mails, the staff
  // secret); the database and the passport copies are then in PostgreSQL, not in the folder.
  it('keeps the data folder and its uploads folder 0700, on either database', () =>
    withTestApp(async (test) => {
      expect(await modeOf(test.dataDir)).toBe(0o700)
      expect(await modeOf(join(test.dataDir, 'uploads'))).toBe(0o700)
    }))

  it.skipIf(TEST_DATABASE_URL)(
    '(SQLite only: the database and the copies are files in the folder) keeps them and the WAL 0600',
    () =>
      withTestApp(async (test) => {
        const uploaded = await test.app.inject({
          method: 'POST',
          url: '/api/upload',
          ...multipartFile(SAMPLE_FILES.pdf),
        })
        const { filename } = uploaded.json().file
        expect(await modeOf(join(test.dataDir, DATABASE_FILENAME))).toBe(0o600)
        expect(await modeOf(join(test.dataDir, `${DATABASE_FILENAME}-wal`))).toBe(0o600)
        expect(await modeOf(join(test.dataDir, 'uploads', filename))).toBe(0o600)
      }),
  )

  it.skipIf(TEST_DATABASE_URL)(
    '(SQLite only: there is no database file on PostgreSQL) makes a database file left readable by others private again',
    async () => {
      const first = await buildTestApp()
      await first.app.close()
      const file = join(first.dataDir, DATABASE_FILENAME)
      await chmod(file, 0o644)
      const again = await buildTestApp({ dataDir: first.dataDir })
      try {
        expect(await modeOf(file)).toBe(0o600)
      } finally {
        await again.close()
      }
    },
  )

  it('refuses to start on a data folder others can read, with a message that says what to do', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'evisa-open-'))
    try {
      await chmod(dataDir, 0o755)
      await expect(buildTestApp({ dataDir })).rejects.toThrow(
        /can be read by other users \(mode 755\).*chmod 700/,
      )
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
