import type { FastifyReply, FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
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
