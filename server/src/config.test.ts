import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/test-support'
import { configFromEnv, trustProxyFromEnv } from './config'

// As npm start runs it (server/start.mjs: tsx with the server's own compiler options).
const SERVER_ENTRY = fileURLToPath(new URL('../start.mjs', import.meta.url))
const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Starts the real server entry with `env`; resolves with its exit code and stderr once it exits. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += String(chunk)
    })
    child.on('exit', (code) => resolve({ code, stderr }))
  })
}

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses and subnets', () => {
    expect(trustProxyFromEnv(undefined)).toBeUndefined()
    expect(trustProxyFromEnv('1')).toBe(1)
    expect(trustProxyFromEnv('10.0.0.1, 192.168.0.0/16,2001:db8::/32')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '2001:db8::/32',
    ])
  })

  it('refuses a blanket true, and anything that is not an address, with a message that says why', () => {
    expect(() => trustProxyFromEnv('true')).toThrow('any X-Forwarded-For')
    expect(() => trustProxyFromEnv('proxy.example.com')).toThrow('"proxy.example.com" is neither')
    expect(() => trustProxyFromEnv('10.0.0.0/33')).toThrow('is neither')
  })

  it('cannot be given as true to the app either', async () => {
    await expect(buildTestApp({ trustProxy: true as unknown as number })).rejects.toThrow(
      'any X-Forwarded-For',
    )
  })
})

describe('the configuration', () => {
  it('reads WRITE_RATE_LIMIT and the free-disk floor, and refuses what is not a whole number', () => {
    expect(configFromEnv({ WRITE_RATE_LIMIT: '0', MIN_FREE_DISK_MB: '100' })).toMatchObject({
      writeRateLimit: 0,
      minFreeDiskBytes: 100 * 1024 * 1024,
    })
    expect(() => configFromEnv({ WRITE_RATE_LIMIT: '-1' })).toThrow('WRITE_RATE_LIMIT must be a whole number')
  })

  it('takes DATABASE_URL for PostgreSQL, keeps SQLite without it, and refuses anything else without repeating it', () => {
    expect(configFromEnv({}).databaseUrl).toBeUndefined()
    expect(configFromEnv({ DATABASE_URL: ' ' }).databaseUrl).toBeUndefined()
    expect(
      configFromEnv({ DATABASE_URL: 'postgres://evisa:secret@db.internal:5432/evisa' }).databaseUrl,
    ).toBe('postgres://evisa:secret@db.internal:5432/evisa')
    for (const wrong of [
      'mysql://evisa:secret@db/evisa',
      'evisa.sqlite',
      'postgres://evisa:secret@db.internal',
    ]) {
      expect(() => configFromEnv({ DATABASE_URL: wrong })).toThrow(/^DATABASE_URL must/)
      expect(() => configFromEnv({ DATABASE_URL: wrong })).not.toThrow(/secret/)
    }
  })

  it('takes DATABASE_POOL_SIZE of 2 or more, and refuses a pool a payment capture could not use', () => {
    expect(configFromEnv({}).databasePoolSize).toBeUndefined()
    expect(configFromEnv({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4)
    for (const wrong of ['0', '1', '1001']) {
      expect(() => configFromEnv({ DATABASE_POOL_SIZE: wrong })).toThrow(
        'DATABASE_POOL_SIZE must be between 2 and 1000',
      )
    }
    expect(() => configFromEnv({ DATABASE_POOL_SIZE: 'ten' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number',
    )
  })
})

describe('the server process', () => {
  it('refuses to start in production without PayPal credentials, saying why', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'evisa-config-'))
    try {
      const { code, stderr } = await startServer({ NODE_ENV: 'production', DATA_DIR: dataDir })
      expect(code).toBe(1)
      expect(stderr).toContain('The server did not start: NODE_ENV is production')
      expect(stderr).toContain('PAYPAL_ENV=simulator')
      expect(stderr).not.toMatch(/\bat .+:\d+/)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('stops with a clear message, and no stack or password, when the PostgreSQL database cannot be reached', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'evisa-config-'))
    try {
      // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
      const { code, stderr } = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://evisa:secret@127.0.0.1:1/evisa',
      })
      expect(code).toBe(1)
      expect(stderr).toContain(
        'The server did not start: the PostgreSQL database in DATABASE_URL could not be opened',
      )
      expect(stderr).not.toContain('secret')
      expect(stderr).not.toMatch(/\bat .+:\d+/)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('refuses TRUST_PROXY=true at start', async () => {
    const { code, stderr } = await startServer({ TRUST_PROXY: 'true', DATA_DIR: '/nonexistent/never-made' })
    expect(code).toBe(1)
    expect(stderr).toContain('TRUST_PROXY=true would trust any X-Forwarded-For')
  })
})
