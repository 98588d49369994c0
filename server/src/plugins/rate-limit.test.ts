import type { AddressInfo } from 'node:net'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../test-support'
import { createLookupRateLimit } from './rate-limit'

// A stand-in reply that records what the hook answers; the HTTP path is covered by route tests.
function fakeReply() {
  const sent: { code?: number; headers: Record<string, string> } = { headers: {} }
  const reply = {
    code(status: number) {
      sent.code = status
      return reply
    },
    header(name: string, value: string) {
      sent.headers[name] = value
      return reply
    },
    send() {
      return reply
    },
  }
  return { reply: reply as unknown as FastifyReply, sent }
}

const request = (ip: string) => ({ ip, routeOptions: { config: {} } }) as unknown as FastifyRequest

describe('createLookupRateLimit', () => {
  it('lets a client through again once its minute is over', async () => {
    let now = 1_000_000
    const limit = createLookupRateLimit(2, () => now)
    const answers = []
    for (let i = 0; i < 3; i++) {
      const { reply, sent } = fakeReply()
      await limit(request('198.51.100.1'), reply)
      answers.push(sent.code ?? 'through')
    }
    expect(answers).toEqual(['through', 'through', 429])

    now += 60_000
    const { reply, sent } = fakeReply()
    await limit(request('198.51.100.1'), reply)
    expect(sent.code).toBeUndefined()
  })

  it('tells the client how many seconds remain in its window', async () => {
    let now = 0
    const limit = createLookupRateLimit(1, () => now)
    await limit(request('198.51.100.2'), fakeReply().reply)
    now = 45_500
    const { reply, sent } = fakeReply()
    await limit(request('198.51.100.2'), reply)
    expect(sent).toMatchObject({ code: 429, headers: { 'retry-after': '15' } })
  })

  it('never refuses when the limit is 0', async () => {
    const limit = createLookupRateLimit(0, () => 0)
    for (let i = 0; i < 1000; i++) {
      const { reply, sent } = fakeReply()
      await limit(request('198.51.100.3'), reply)
      expect(sent.code).toBeUndefined()
    }
  })
})

describe('the look-up limit under a burst, through a listening server', () => {
  const LIMIT = 25
  const DRAFT = '/api/srilanka/drafts/0b7f3c56-6f2e-4c55-9d0e-2f1a4a0e1c11'
  const VIEW = '/api/srilanka/View-application/0123456789ABCDEF'

  /** Sends all requests at once, each on its own connection; answers the statuses. */
  async function burst(trustProxy: boolean, forwardedFor: (i: number) => string) {
    const test = await buildTestApp({ lookupRateLimit: LIMIT, trustProxy })
    try {
      await test.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = test.app.server.address() as AddressInfo
      return await Promise.all(
        Array.from({ length: 2 * LIMIT }, (_, i) =>
          fetch(`http://127.0.0.1:${port}${i % 2 ? VIEW : DRAFT}`, {
            headers: { 'x-forwarded-for': forwardedFor(i), connection: 'close' },
          }).then((response) => response.status),
        ),
      )
    } finally {
      await test.close()
    }
  }

  it('lets exactly the limit through when twice as many look-ups arrive at once', async () => {
    // Forged X-Forwarded-For headers change nothing when no proxy is trusted.
    const statuses = await burst(false, (i) => `203.0.113.${i}`)
    expect(statuses.filter((status) => status === 404)).toHaveLength(LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT)
  })

  it('counts each client address apart behind a trusted proxy', async () => {
    const spread = await burst(true, (i) => `203.0.113.${i}`)
    expect(spread.every((status) => status === 404)).toBe(true)
    const one = await burst(true, () => '203.0.113.7')
    expect(one.filter((status) => status === 429)).toHaveLength(LIMIT)
  })
})
