import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  buildTestApp,
  countRows,
  multipartFile,
  SAMPLE_FILES,
  touristApplication,
  withTestApp,
} from '../../test/test-support'
import { DEFAULT_WRITE_RATE_LIMIT } from '../app'

const VIEW = '/api/srilanka/View-application/0123456789ABCDEF'
const DRAFTS = '/api/srilanka/drafts'
const draftId = (i: number) => `0b7f3c56-6f2e-4c55-9d0e-${String(i).padStart(12, '0')}`

afterEach(() => {
  vi.useRealTimers()
})

describe('the look-up limit', () => {
  it('answers 429 with Retry-After and the message, and lets the client through once its minute is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await withTestApp({ lookupRateLimit: 2 }, async (test) => {
      const statuses = []
      for (let i = 0; i < 3; i++)
        statuses.push((await test.app.inject({ method: 'GET', url: VIEW })).statusCode)
      expect(statuses).toEqual([404, 404, 429])
      const refused = await test.app.inject({ method: 'GET', url: VIEW })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json()).toEqual({
        status: false,
        message: 'Too many look-ups. Please wait a minute and try again.',
      })
      vi.setSystemTime(Date.now() + 60_000)
      expect((await test.app.inject({ method: 'GET', url: VIEW })).statusCode).toBe(404)
    })
  })

  it('counted in the database, lets 3 of 10 parallel look-ups through and remembers them across a restart', async () => {
    const first = await buildTestApp({ lookupRateLimit: 3, rateLimitStore: 'database' })
    let restarted: Awaited<ReturnType<typeof buildTestApp>> | undefined
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => first.app.inject({ method: 'GET', url: VIEW })),
      )
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        ...Array(3).fill(404),
        ...Array(7).fill(429),
      ])
      expect(
        Number(answers.find((answer) => answer.statusCode === 429)?.headers['retry-after']),
      ).toBeGreaterThan(0)
      await first.app.close()
      restarted = await buildTestApp({
        dataDir: first.dataDir,
        databaseUrl: first.databaseUrl,
        lookupRateLimit: 3,
        rateLimitStore: 'database',
      })
      expect((await restarted.app.inject({ method: 'GET', url: VIEW })).statusCode).toBe(429)
    } finally {
      if (restarted) await restarted.close()
      else await first.close()
    }
  })

  it('never refuses when the limit is 0', async () => {
    await withTestApp({ lookupRateLimit: 0 }, async (test) => {
      for (let i = 0; i < 200; i++)
        expect((await test.app.inject({ method: 'GET', url: VIEW })).statusCode).toBe(404)
    })
  })

  it('covers draft saves and deletes, not only reads', async () => {
    await withTestApp({ lookupRateLimit: 3 }, async (test) => {
      const statuses = []
      for (let i = 0; i < 2; i++) {
        statuses.push(
          (
            await test.app.inject({
              method: 'PUT',
              url: `${DRAFTS}/${draftId(i)}`,
              payload: { data: {}, version: 1 },
            })
          ).statusCode,
        )
      }
      statuses.push((await test.app.inject({ method: 'DELETE', url: `${DRAFTS}/${draftId(9)}` })).statusCode)
      statuses.push((await test.app.inject({ method: 'DELETE', url: `${DRAFTS}/${draftId(9)}` })).statusCode)
      statuses.push(
        (
          await test.app.inject({
            method: 'PUT',
            url: '/api/srilanka/update-application/0123456789ABCDEF',
            payload: {},
          })
        ).statusCode,
      )
      expect(statuses).toEqual([200, 200, 404, 429, 429])
    })
  })

  it('counts IPv6 clients per /64: walking one’s own addresses does not escape it', async () => {
    await withTestApp({ lookupRateLimit: 2 }, async (test) => {
      const from = (remoteAddress: string) => test.app.inject({ method: 'GET', url: VIEW, remoteAddress })
      expect((await from('2001:db8:1:2::1')).statusCode).toBe(404)
      expect((await from('2001:db8:1:2::ffff')).statusCode).toBe(404)
      expect((await from('2001:db8:1:2:abcd::9')).statusCode).toBe(429)
      expect((await from('2001:db8:1:3::1')).statusCode).toBe(404)
    })
  })
})

describe('the write limit', () => {
  it('allows 30 writes a minute per address by default', () => {
    expect(DEFAULT_WRITE_RATE_LIMIT).toBe(30)
  })

  it('stops the 31st contact message, upload and new draft from one address, and stores none of them', async () => {
    await withTestApp({ writeRateLimit: DEFAULT_WRITE_RATE_LIMIT, lookupRateLimit: 0 }, async (test) => {
      const contact = () =>
        test.app.inject({
          method: 'POST',
          url: '/api/srilanka/createContactUS',
          payload: {
            Given_Name: 'Flood',
            Email: 'flood@example.com',
            contact_no: '+44 7700 900123',
            Nationality: 'UNITED KINGDOM',
            remarks: 'x',
          },
        })
      for (let i = 0; i < 30; i++) expect((await contact()).statusCode).toBe(201)
      const refused = await contact()
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({
        success: false,
        message: 'Too many changes sent. Please wait a minute and try again.',
      })
      expect(await countRows(test.app, 'contact_messages')).toBe(30)

      // The same budget covers uploads, drafts and creates from that address.
      const upload = await test.app.inject({
        method: 'POST',
        url: '/api/upload',
        ...multipartFile(SAMPLE_FILES.png),
      })
      expect(upload.statusCode).toBe(429)
      expect(await countRows(test.app, 'uploads')).toBe(0)
      const draft = await test.app.inject({
        method: 'PUT',
        url: `${DRAFTS}/${draftId(1)}`,
        payload: { data: {}, version: 1 },
      })
      expect(draft.statusCode).toBe(429)
      const create = await test.app.inject({
        method: 'POST',
        url: '/api/srilanka/create-application',
        payload: touristApplication(),
      })
      expect(create.statusCode).toBe(429)
      expect(create.json().success).toBe(false)

      // Another address has its own budget.
      const other = await test.app.inject({
        method: 'POST',
        url: '/api/upload',
        remoteAddress: '198.51.100.77',
        ...multipartFile(SAMPLE_FILES.png),
      })
      expect(other.statusCode).toBe(201)
    })
  })
})

describe('the free-disk guard', () => {
  it('answers writes with 503 and a clear message before the disk is full, and stores nothing; reads go on', async () => {
    await withTestApp({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER, lookupRateLimit: 0 }, async (test) => {
      const writes = [
        test.app.inject({
          method: 'POST',
          url: '/api/srilanka/create-application',
          payload: touristApplication(),
        }),
        test.app.inject({ method: 'POST', url: '/api/upload', ...multipartFile(SAMPLE_FILES.png) }),
        test.app.inject({ method: 'PUT', url: `${DRAFTS}/${draftId(2)}`, payload: { data: {}, version: 1 } }),
      ]
      for (const response of await Promise.all(writes)) {
        expect(response.statusCode).toBe(503)
        expect(response.json().message).toBe(
          'We cannot accept new data right now. Nothing was saved; please try again later.',
        )
      }
      expect(await countRows(test.app, 'applications')).toBe(0)
      expect(await countRows(test.app, 'uploads')).toBe(0)
      expect(await countRows(test.app, 'drafts')).toBe(0)
      expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    })
  })
})

describe('the look-up limit under a burst, through a listening server', () => {
  const LIMIT = 25
  const DRAFT = '/api/srilanka/drafts/0b7f3c56-6f2e-4c55-9d0e-2f1a4a0e1c11'
  const VIEW = '/api/srilanka/View-application/0123456789ABCDEF'

  /** Sends all requests at once, each on its own connection; answers the statuses. */
  async function burst(trustProxy: number | undefined, forwardedFor: (i: number) => string) {
    return withTestApp({ lookupRateLimit: LIMIT, trustProxy }, async (test) => {
      await test.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = test.app.server.address() as AddressInfo
      return await Promise.all(
        Array.from({ length: 2 * LIMIT }, (_, i) =>
          fetch(`http://127.0.0.1:${port}${i % 2 ? VIEW : DRAFT}`, {
            headers: { 'x-forwarded-for': forwardedFor(i), connection: 'close' },
          }).then((response) => response.status),
        ),
      )
    })
  }

  it('lets exactly the limit through when twice as many look-ups arrive at once', async () => {
    // Forged X-Forwarded-For headers change nothing when no proxy is trusted.
    const statuses = await burst(undefined, (i) => `203.0.113.${i}`)
    expect(statuses.filter((status) => status === 404)).toHaveLength(LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT)
  })

  it('counts each client address apart behind a trusted proxy', async () => {
    const spread = await burst(1, (i) => `203.0.113.${i}`)
    expect(spread.every((status) => status === 404)).toBe(true)
    const one = await burst(1, () => '203.0.113.7')
    expect(one.filter((status) => status === 429)).toHaveLength(LIMIT)
  })

  it('behind one trusted proxy, ignores the addresses a client writes in X-Forwarded-For itself', async () => {
    // The proxy appends the address it saw; whatever the client put before it is not trusted.
    const forged = await burst(1, (i) => `198.51.100.${i}, 203.0.113.7`)
    expect(forged.filter((status) => status === 429)).toHaveLength(LIMIT)
  })
})
