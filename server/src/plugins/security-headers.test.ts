import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import helmet from '@fastify/helmet'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp, touristApplication } from '../../test/test-support'
import { HELMET_OPTIONS, helmetHeaders } from './security-headers'

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy'])
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("script-src 'self' https://www.paypal.com https://*.paypal.com")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('no-referrer')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  expect(headers['permissions-policy']).toContain('camera=()')
  // helmet's standard set, beside the headers above.
  expect(headers['cross-origin-resource-policy']).toBe('same-origin')
  expect(headers['origin-agent-cluster']).toBe('?1')
  expect(headers['x-dns-prefetch-control']).toBe('off')
  expect(headers['x-download-options']).toBe('noopen')
  expect(headers['x-permitted-cross-domain-policies']).toBe('none')
  expect(headers['x-xss-protection']).toBe('0')
}

describe('security headers', () => {
  let test: TestApp
  let clientDir: string
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'evisa-client-'))
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>eVisa</title>')
    test = await buildTestApp({ clientDir, trustProxy: 1 })
    test.app.get('/api/test-own-cache-control', (_request, reply) =>
      reply.header('cache-control', 'private, max-age=60').send({ status: true }),
    )
  })
  afterAll(async () => {
    await test.close()
    await rm(clientDir, { recursive: true, force: true })
  })

  it('are set on API answers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' })
    expectSecurityHeaders(response.headers)
  })

  it('are set on error answers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expectSecurityHeaders(response.headers)
  })

  it('are set on index.html', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    expectSecurityHeaders(response.headers)
  })

  it('add HSTS only to requests that came over HTTPS when PUBLIC_URL is not https', async () => {
    const plain = await test.app.inject({ method: 'GET', url: '/api/health' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const secure = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/)
  })

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/nothing-here'],
    ['GET', '/api/srilanka/View-application/ABCDEFGHJKMNPQRS'],
    ['POST', '/api/srilanka/createContactUS'],
  ])('forbid caching of API answers (%s %s)', async (method, url) => {
    const response = await test.app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('leave an API route its own Cache-Control', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/test-own-cache-control' })
    expect(response.headers['cache-control']).toBe('private, max-age=60')
  })

  it('leave the cache policy of the client files to the static plugin', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    expect(response.headers['cache-control']).toBe('no-cache')
  })
})

describe('the Content-Security-Policy', () => {
  let test: TestApp
  let directives: Map<string, string[]>
  beforeAll(async () => {
    test = await buildTestApp()
    const response = await test.app.inject({ method: 'GET', url: '/api/health' })
    directives = new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    )
  })
  afterAll(() => test.close())

  const PAYPAL_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com']

  it('runs no inline or evaluated script, only this site and PayPal', () => {
    const scripts = directives.get('script-src') ?? []
    expect(scripts).toEqual(expect.arrayContaining(["'self'", ...PAYPAL_HOSTS]))
    for (const unsafe of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      '*',
      'data:',
      'blob:',
      'https:',
      'http:',
    ]) {
      expect(scripts).not.toContain(unsafe)
    }
  })

  it('forbids framing, plugins and a foreign base URL', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'self'"])
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('form-action')).toEqual(["'self'"])
  })

  it("lets PayPal's script, API calls, checkout frames and images through", () => {
    for (const name of ['script-src', 'connect-src', 'frame-src', 'img-src']) {
      expect(directives.get(name), name).toEqual(expect.arrayContaining(PAYPAL_HOSTS))
    }
  })

  it('names no host but PayPal', () => {
    const hosts = [...directives.values()].flat().filter((source) => /^https?:/.test(source))
    for (const host of hosts) {
      expect(host).toMatch(/^https:\/\/(www|\*)\.paypal(objects)?\.com$/)
    }
  })
})

describe('the back-office', () => {
  let test: TestApp
  let clientDir: string
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'evisa-client-'))
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>eVisa</title>')
    test = await buildTestApp({ clientDir })
  })
  afterAll(async () => {
    await test.close()
    await rm(clientDir, { recursive: true, force: true })
  })

  it.each(['/staff', '/Staff', '/STAFF', '/sTaFf/setup', '/api/staff/me', '/api/Staff/me', '/API/STAFF/me'])(
    '%s is never cached, never indexed, and allows no PayPal host',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
      const csp = String(response.headers['content-security-policy'])
      expect(csp).not.toContain('paypal')
      expect(csp).toContain("script-src 'self';")
      expect(csp).toContain("frame-src 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
    },
  )

  it("keeps PayPal's hosts on the traveller's pages", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    expect(String(response.headers['content-security-policy'])).toContain('https://www.paypal.com')
  })
})

describe('HSTS with an https PUBLIC_URL', () => {
  it('is on every answer, even when the proxy in front does not say https', async () => {
    const test = await buildTestApp({ publicUrl: 'https://evisa.example' })
    try {
      for (const url of ['/api/health', '/api/staff/me', '/api/nothing-here']) {
        const response = await test.app.inject({ method: 'GET', url })
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains')
      }
    } finally {
      await test.close()
    }
  })
})

/**
 * What @fastify/helmet itself sends with the app's options when it runs on the request, as it is
 * meant to be used: the reference the app's headers are held to.
 */
async function headersOfHelmetPerRequest(): Promise<Record<string, string>> {
  const reference = Fastify({ logger: false })
  await reference.register(helmet, HELMET_OPTIONS)
  reference.get('/', (_request, reply) => reply.send(''))
  try {
    const response = await reference.inject({ method: 'GET', url: '/' })
    const bare = Fastify({ logger: false })
    bare.get('/', (_request, reply) => reply.send(''))
    const without = await bare.inject({ method: 'GET', url: '/' })
    await bare.close()
    return Object.fromEntries(
      Object.entries(response.headers)
        .filter(([name]) => !(name in without.headers))
        .map(([name, value]) => [name, String(value)]),
    )
  } finally {
    await reference.close()
  }
}

describe("helmet's standard headers, read once at start-up", () => {
  let reference: Record<string, string>
  beforeAll(async () => {
    reference = await headersOfHelmetPerRequest()
  })

  it('are exactly those @fastify/helmet sets when it runs on each request', async () => {
    expect(Object.keys(reference).length).toBeGreaterThanOrEqual(10)
    expect(await helmetHeaders(HELMET_OPTIONS)).toEqual(reference)
  })

  describe('are on every kind of answer', () => {
    let test: TestApp
    let clientDir: string
    beforeAll(async () => {
      clientDir = await mkdtemp(join(tmpdir(), 'evisa-client-'))
      await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>eVisa</title>')
      await mkdir(join(clientDir, 'assets'))
      await writeFile(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)')
      test = await buildTestApp({ clientDir })
      test.app.get('/api/test-fails', async () => {
        throw new Error('an unexpected failure')
      })
    })
    afterAll(async () => {
      await test.close()
      await rm(clientDir, { recursive: true, force: true })
    })

    it.each([
      ['JSON', 'GET', '/api/health', undefined, 200],
      ['a create', 'POST', '/api/srilanka/create-application', touristApplication(), 201],
      [
        'a look-up of an unknown number',
        'GET',
        '/api/srilanka/View-application/ABCDEFGHJKMNPQRS',
        undefined,
        404,
      ],
      ['a refused body', 'POST', '/api/srilanka/createContactUS', {}, 400],
      ['unparsable JSON', 'POST', '/api/srilanka/createContactUS', '{"Given_Name":', 400],
      ['no such API route', 'GET', '/api/nothing-here', undefined, 404],
      ['a server error', 'GET', '/api/test-fails', undefined, 500],
      ['a static file', 'GET', '/assets/app-abc123.js', undefined, 200],
      ['a page', 'GET', '/Apply', undefined, 200],
    ] as const)('%s (%s %s)', async (_kind, method, url, payload, status) => {
      const response = await test.app.inject({
        method,
        url,
        headers: {
          accept: url.startsWith('/api') ? 'application/json' : 'text/html',
          ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
        },
        payload,
      })
      expect(response.statusCode).toBe(status)
      expect(response.headers).toMatchObject(reference)
    })
  })

  it('are on a refusal by a per-address limit (429)', async () => {
    const test = await buildTestApp({ lookupRateLimit: 1 })
    try {
      const url = '/api/srilanka/View-application/ABCDEFGHJKMNPQRS'
      await test.app.inject({ method: 'GET', url })
      const refused = await test.app.inject({ method: 'GET', url })
      expect(refused.statusCode).toBe(429)
      expect(refused.headers).toMatchObject(reference)
    } finally {
      await test.close()
    }
  })

  it('are on a refusal by the disk guard (503)', async () => {
    const test = await buildTestApp({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER })
    try {
      const refused = await test.app.inject({
        method: 'POST',
        url: '/api/srilanka/create-application',
        payload: touristApplication(),
      })
      expect(refused.statusCode).toBe(503)
      expect(refused.headers).toMatchObject(reference)
    } finally {
      await test.close()
    }
  })

  it('are on a refusal under overload (503)', async () => {
    // A heap limit of one byte: the first sample puts the process "over" it.
    const test = await buildTestApp({ pressure: { maxHeapUsedBytes: 1, sampleInterval: 10 } })
    try {
      const refused = await vi.waitFor(
        async () => {
          const response = await test.app.inject({ method: 'GET', url: '/api/health' })
          expect(response.statusCode).toBe(503)
          return response
        },
        { timeout: 10_000, interval: 10 },
      )
      expect(refused.headers).toMatchObject(reference)
    } finally {
      await test.close()
    }
  })
})
