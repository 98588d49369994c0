// The agency's contact details at start-up (README.md, "Agency details"): the production entry
// warns while placeholders are in use, stays quiet once they are set, warns when the built client
// shows other details, and refuses details that would put broken links on every page.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PLACEHOLDER_AGENCY } from '../../shared/agency'
import { PROJECT_ROOT, startServer, stopServer } from '../test/server-process'

const PLACEHOLDER_WARNING = 'Agency contact details are placeholders'
const MISMATCH_WARNING = 'The built client shows other agency details'
const REAL = {
  AGENCY_NAME: 'Lanka Travel Desk',
  AGENCY_SUPPORT_EMAIL: 'help@lankatravel.example',
  AGENCY_SUPPORT_PHONE: '+94 77 123 4567',
}

// Each test starts the real entry point (tsx, GeoIP data): slow on a loaded machine.
const START_TIMEOUT_MS = 120_000

const folders: string[] = []
async function folder(): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), 'evisa-agency-'))
  folders.push(path)
  return path
}
afterAll(async () => {
  await Promise.all(folders.map((path) => rm(path, { recursive: true, force: true })))
})

/** A built client folder holding only agency.json, as the build writes it. */
async function clientBuiltWith(agency: object): Promise<string> {
  const dir = await folder()
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'agency.json'), JSON.stringify({ agency, env: {} }))
  return dir
}

describe('agency details at start-up', () => {
  it(
    'warns, naming the variables, while the placeholders are in use',
    async () => {
      const server = await startServer({
        readyTimeoutMs: START_TIMEOUT_MS - 10_000,
        dataDir: await folder(),
        env: {
          AGENCY_NAME: '',
          AGENCY_SUPPORT_EMAIL: '',
          AGENCY_SUPPORT_PHONE: '',
          CLIENT_DIR: await folder(),
        },
      })
      try {
        await server.waitForOutput(PLACEHOLDER_WARNING)
        const line = server.output().find((text) => text.includes(PLACEHOLDER_WARNING))!
        expect(JSON.parse(line)).toMatchObject({
          level: 40,
          variables: ['AGENCY_NAME', 'AGENCY_SUPPORT_EMAIL', 'AGENCY_SUPPORT_PHONE'],
        })
      } finally {
        await stopServer(server)
      }
    },
    START_TIMEOUT_MS,
  )

  it(
    'says nothing once they are set, and warns when the built client shows other details',
    async () => {
      const server = await startServer({
        readyTimeoutMs: START_TIMEOUT_MS - 10_000,
        dataDir: await folder(),
        env: { ...REAL, CLIENT_DIR: await clientBuiltWith(PLACEHOLDER_AGENCY) },
      })
      try {
        await server.waitForOutput(MISMATCH_WARNING)
        expect(server.output().some((text) => text.includes(PLACEHOLDER_WARNING))).toBe(false)
      } finally {
        await stopServer(server)
      }
    },
    START_TIMEOUT_MS,
  )

  it(
    'refuses to start with a support e-mail that is not an address',
    async () => {
      const child = spawn(process.execPath, ['server/start.mjs'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, ...REAL, AGENCY_SUPPORT_EMAIL: 'help', PORT: '0', DATA_DIR: await folder() },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk) => {
        output += chunk
      })
      child.stderr.on('data', (chunk) => {
        output += chunk
      })
      const [code] = await once(child, 'exit')
      expect(code).not.toBe(0)
      expect(output).toContain('AGENCY_SUPPORT_EMAIL must be an e-mail address.')
    },
    START_TIMEOUT_MS,
  )
})
