import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  buildTestApp,
  createTestDatabase,
  dropTestDatabase,
  TEST_DATABASE_URL,
} from '../../test/test-support'
import { completeSetup, setupTokenOf, signIn, signInRequest, staffRequest } from './staff.test-support'
import { runStaffCommand } from './staff-command'

const run = promisify(execFile)

describe('npm run staff', () => {
  let dataDir: string
  /** On PostgreSQL (TEST_DATABASE_URL) the command and the app share a fresh database. */
  let databaseUrl: string | undefined
  let out: string[]
  let err: string[]
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'evisa-staff-command-'))
    databaseUrl = TEST_DATABASE_URL ? await createTestDatabase() : undefined
    out = []
    err = []
  })
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true })
    if (databaseUrl) await dropTestDatabase(databaseUrl)
  })

  const databaseEnv = () => (databaseUrl ? { DATABASE_URL: databaseUrl } : {})
  const command = (args: string[], env: Record<string, string> = {}) =>
    runStaffCommand(args, dataDir, {
      env: { ...databaseEnv(), ...env },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    })

  it('adds an admin and prints a setup link on its own line that sets up a working account', async () => {
    expect(await command(['add', 'First.Admin@agency.example', '--role', 'admin'], { PORT: '4203' })).toBe(0)
    const link = out.find((line) => line.includes('/staff/setup#'))
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:4203\/staff\/setup#[A-Za-z0-9]{40,}$/)

    const test = await buildTestApp({ dataDir, databaseUrl, staffSignInRateLimit: 0 })
    try {
      const admin = await completeSetup(test.app, link ?? '', {
        email: 'first.admin@agency.example',
        role: 'admin',
      })
      const cookie = await signIn(test.app, admin)
      const list = await test.app.inject(staffRequest({ method: 'GET', url: '/api/staff/staff', cookie }))
      expect(list.json().staff).toEqual([
        expect.objectContaining({ email: 'first.admin@agency.example', role: 'admin' }),
      ])
    } finally {
      await test.app.close()
    }
  })

  it('uses PUBLIC_URL for the link when set', async () => {
    await command(['add', 'agent@agency.example', '--role', 'agent'], {
      PUBLIC_URL: 'https://evisa.example/',
    })
    expect(out).toContain(out.find((line) => line.startsWith('https://evisa.example/staff/setup#')))
  })

  it('refuses to print a link in production without PUBLIC_URL, saying what to set', async () => {
    expect(
      await command(['add', 'agent@agency.example', '--role', 'agent'], { NODE_ENV: 'production' }),
    ).toBe(2)
    expect(err.join('\n')).toMatch(/Set PUBLIC_URL/)
    expect(out.join('\n')).not.toContain('/staff/setup#')
  })

  it('resets (new link, old sessions end) and disables', async () => {
    await command(['add', 'agent@agency.example', '--role', 'agent'])
    const test = await buildTestApp({ dataDir, databaseUrl, staffSignInRateLimit: 0 })
    try {
      const agent = await completeSetup(test.app, out[1] ?? '', {
        email: 'agent@agency.example',
        role: 'agent',
      })
      const cookie = await signIn(test.app, agent)
      out = []
      expect(await command(['reset', 'agent@agency.example'])).toBe(0)
      const link = out[1] ?? ''
      expect(setupTokenOf(link)).toBeTruthy()
      expect(
        (await test.app.inject(staffRequest({ method: 'GET', url: '/api/staff/me', cookie }))).statusCode,
      ).toBe(401)
      await completeSetup(test.app, link, { email: 'agent@agency.example', role: 'agent' })

      expect(await command(['disable', 'agent@agency.example'])).toBe(0)
      expect((await signInRequest(test.app, agent)).statusCode).toBe(401)
    } finally {
      await test.app.close()
    }
  })

  it('refuses a missing role, a bad e-mail, a second account and an unknown person', async () => {
    expect(await command(['add', 'agent@agency.example'])).toBe(2)
    expect(await command(['add', 'not-an-email', '--role', 'agent'])).toBe(2)
    expect(await command(['add', 'agent@agency.example', '--role', 'boss'])).toBe(2)
    expect(await command(['add', 'agent@agency.example', '--role', 'agent'])).toBe(0)
    expect(await command(['add', 'agent@agency.example', '--role', 'admin'])).toBe(1)
    expect(await command(['reset', 'nobody@agency.example'])).toBe(1)
    expect(err.join('\n')).toContain('already has an account')
  })

  it('runs as the npm script does', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/staff.ts', 'add', 'admin@agency.example', '--role', 'admin'],
      { env: { ...process.env, ...databaseEnv(), DATA_DIR: dataDir, PUBLIC_URL: '', HOST: '', PORT: '' } },
    )
    expect(stdout).toMatch(/^http:\/\/127\.0\.0\.1:3000\/staff\/setup#[A-Za-z0-9]+$/m)
  })
})
