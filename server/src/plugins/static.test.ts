import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test-support'

const HTML = { accept: 'text/html,application/xhtml+xml' }

describe('the built client', () => {
  let test: TestApp
  let clientDir: string
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'evisa-client-'))
    await mkdir(join(clientDir, 'assets'))
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>eVisa</title>')
    await writeFile(join(clientDir, 'assets', 'index-3f2a1b.js'), 'console.log(1)')
    await writeFile(join(clientDir, 'sw.js'), 'self.skipWaiting()')
    await writeFile(join(clientDir, 'manifest.webmanifest'), '{}')
    await writeFile(join(clientDir, '.env'), 'SECRET=1')
    test = await buildTestApp({ clientDir })
  })
  afterAll(async () => {
    await test.close()
    await rm(clientDir, { recursive: true, force: true })
  })

  it('serves index.html at / with no-cache', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/', headers: HTML })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it.each(['/Apply', '/Preview/ABCDEFGHJKMNPQRS', '/no-such-page'])(
    'answers the client route %s with the app shell',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url, headers: HTML })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<title>eVisa</title>')
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it('keeps hashed assets for a year', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/sw.js', '/manifest.webmanifest'])('revalidates %s on every load', async (url) => {
    const response = await test.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('never serves dotfiles', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/.env' })
    expect(response.statusCode).toBe(404)
  })

  it.each(['/api/srilanka/unknown', '/uploads/unknown.jpg'])(
    'answers %s with JSON, not the shell',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url, headers: HTML })
      expect(response.statusCode).toBe(404)
      expect(response.json().status).toBe(false)
    },
  )

  it('answers a missing script with a 404, not the shell', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/assets/gone-123.js',
      headers: { accept: '*/*' },
    })
    expect(response.statusCode).toBe(404)
  })
})
