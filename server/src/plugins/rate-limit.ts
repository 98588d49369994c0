// Per-address budgets (README "Configuration" and "Security"). Each route names the budgets it
// spends as onRequest hooks, and a route may spend several (a draft save is a look-up by id and a
// write). IPv6 clients are counted per /64, the block one subscriber usually holds, so a client
// cannot escape by walking its own addresses.
//
// Where a budget is counted (docs/decisions/015-limits-in-the-database.md): the throughput budgets
// (look-up, write, payment, staff sign-in calls) in this process's memory (@fastify/rate-limit)
// on one SQLite server, where every request meets the same counter anyway and a restart forgets
// at most a minute; in the database on PostgreSQL, so several servers share one count. A budget
// that guards something beyond load (mails sent an hour) is counted in the database always.
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiError } from '../../../shared/api'
import { countTry } from '../limits/counters.repository'
import { successFlagOf } from './errors'

declare module 'fastify' {
  interface FastifyInstance {
    /** Look-ups by application number, draft id or file name (any method): not enumerable. */
    lookupRateLimit: RateLimitHook
    /** The payment calls, each of which reaches PayPal. */
    paymentRateLimit: RateLimitHook
    /** Writes that store something new: uploads, creates, draft saves, contact messages. */
    writeRateLimit: RateLimitHook
    /** Staff sign-in and setup calls: each costs a password hash. */
    staffSignInRateLimit: RateLimitHook
  }
}

export type RateLimitHook = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply | undefined>

export const LOOKUP_RATE_LIMIT_MESSAGE = 'Too many look-ups. Please wait a minute and try again.'
export const PAYMENT_RATE_LIMIT_MESSAGE = 'Too many payment attempts. Please wait a minute and try again.'
export const WRITE_RATE_LIMIT_MESSAGE = 'Too many changes sent. Please wait a minute and try again.'
export const STAFF_SIGN_IN_RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.'
const WINDOW_MS = 60_000
/** IPv6 prefix counted as one client. */
export const IPV6_CLIENT_PREFIX = 64
/** Addresses remembered per budget; the least recently seen go first beyond this. */
const REMEMBERED_CLIENTS = 50_000

/** The key a client is counted under: its IPv4 address, or its IPv6 /64. */
export function clientKey(request: FastifyRequest): string {
  return normalizeIP(request.ip, IPV6_CLIENT_PREFIX)
}

/** Where a budget is counted: this process's memory, or the database every server shares. */
export type BudgetStore = 'memory' | 'database'

export interface RateLimits {
  lookup: number
  payment: number
  write: number
  staffSignIn: number
  /** Where the throughput budgets count. Default: memory on SQLite, the database on PostgreSQL. */
  store?: BudgetStore
}

/** Decorates the app with one hook per budget; a budget of 0 is off (benchmarks, crash tests). */
const rateLimits: FastifyPluginAsync<RateLimits> = async (app, limits) => {
  await app.register(fastifyRateLimit, { global: false })
  const store = limits.store ?? (app.dbKind === 'postgres' ? 'database' : 'memory')

  const budget = (name: string, max: number, message: string) =>
    rateLimitHook(app, { name, max, windowMs: WINDOW_MS, message, store })

  app.decorate('lookupRateLimit', budget('lookup', limits.lookup, LOOKUP_RATE_LIMIT_MESSAGE))
  app.decorate('paymentRateLimit', budget('payment', limits.payment, PAYMENT_RATE_LIMIT_MESSAGE))
  app.decorate('writeRateLimit', budget('write', limits.write, WRITE_RATE_LIMIT_MESSAGE))
  app.decorate(
    'staffSignInRateLimit',
    budget('staff-calls', limits.staffSignIn, STAFF_SIGN_IN_RATE_LIMIT_MESSAGE),
  )
}

export const rateLimitsPlugin = fp(rateLimits, { name: 'rate-limits', fastify: '5.x', dependencies: ['db'] })

/**
 * One budget: `max` requests per client (IPv4 address or IPv6 /64) per window, then 429 with
 * Retry-After and `message` in the API's error shape. `max` 0 is off. Counted in memory by
 * @fastify/rate-limit (rateLimitsPlugin must be on the app first), or in the database under
 * `name`: the request is counted before it is let through, so parallel requests through any
 * number of servers pass at most `max` times a window.
 */
export function rateLimitHook(
  app: FastifyInstance,
  {
    name,
    max,
    windowMs,
    message,
    store = 'memory',
  }: { name: string; max: number; windowMs: number; message: string; store?: BudgetStore },
): RateLimitHook {
  if (max === 0) return async () => undefined
  if (store === 'database') {
    return async (request, reply) => {
      const now = app.now()
      const { count, resetAt } = await countTry(app.db, {
        key: `${name}:${clientKey(request)}`,
        windowMs,
        now,
      })
      if (count <= max) return undefined
      return reply
        .code(429)
        .header('retry-after', String(Math.max(1, Math.ceil((resetAt - now) / 1000))))
        .send(apiError(successFlagOf(request), message))
    }
  }
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: clientKey,
    cache: REMEMBERED_CLIENTS,
  } as Parameters<FastifyInstance['createRateLimit']>[0])
  return async (request, reply) => {
    const result = await check(request)
    if (result.isAllowed || !result.isExceeded) return undefined
    return reply
      .code(429)
      .header('retry-after', String(Math.max(1, result.ttlInSeconds)))
      .send(apiError(successFlagOf(request), message))
  }
}
