import type { FastifyReply, FastifyRequest } from 'fastify'
import { apiError } from '../../../shared/api'
import { successFlagOf } from './errors'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for look-ups by number or id, which must not be enumerable by brute force. */
    lookupRateLimit: RateLimitHook
    /** onRequest hook for the payment calls, each of which reaches PayPal. */
    paymentRateLimit: RateLimitHook
    /** onRequest hook for staff sign-in and setup calls: each costs a password hash. */
    staffSignInRateLimit: RateLimitHook
  }
}

export type RateLimitHook = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply | undefined>

const RATE_LIMIT_MESSAGE = 'Too many look-ups. Please wait a minute and try again.'
export const STAFF_SIGN_IN_RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.'
export const PAYMENT_RATE_LIMIT_MESSAGE = 'Too many payment attempts. Please wait a minute and try again.'
const WINDOW_MS = 60_000

interface CountWindow {
  startedAt: number
  count: number
}

/** Look-ups by application number or draft id: `limit` a minute per client address. */
export function createLookupRateLimit(limit: number, now: () => number): RateLimitHook {
  return createRateLimit(limit, now, RATE_LIMIT_MESSAGE)
}

/**
 * A fixed one-minute window per client address, in memory: one process serves the site, so
 * nothing needs sharing. `limit` 0 turns it off (benchmarks). Beyond it: 429, Retry-After and
 * `message` in the API's error shape.
 */
export function createRateLimit(limit: number, now: () => number, message: string): RateLimitHook {
  const counters = new Map<string, CountWindow>()
  let lastSweep = now()

  function sweep(time: number) {
    if (time - lastSweep < WINDOW_MS) return
    lastSweep = time
    for (const [address, counter] of counters) {
      if (time - counter.startedAt >= WINDOW_MS) counters.delete(address)
    }
  }

  return async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    if (limit === 0) return undefined
    const time = now()
    sweep(time)
    let counter = counters.get(request.ip)
    if (!counter || time - counter.startedAt >= WINDOW_MS) {
      counter = { startedAt: time, count: 0 }
      counters.set(request.ip, counter)
    }
    counter.count += 1
    if (counter.count <= limit) return undefined
    const retryAfterSeconds = Math.max(1, Math.ceil((counter.startedAt + WINDOW_MS - time) / 1000))
    return reply
      .code(429)
      .header('retry-after', String(retryAfterSeconds))
      .send(apiError(successFlagOf(request), message))
  }
}
