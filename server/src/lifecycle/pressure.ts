// Overload is answered with 503 and Retry-After instead of queueing requests until the process
// falls over (@fastify/under-pressure). The limits suit the 2-core, 24 GB machines the site runs
// on: a healthy server keeps its event loop delay in milliseconds and its heap in the low hundreds
// of MB; past these, shedding load is what lets it recover.
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiError } from '../../../shared/api'
import { pingDatabase } from '../health'
import { successFlagOf } from '../plugins/errors'

export const BUSY_MESSAGE = 'The service is busy. Please try again in a moment.'

export interface PressureLimits {
  /** Mean event loop delay over a sample, in ms. */
  maxEventLoopDelay: number
  maxHeapUsedBytes: number
  maxRssBytes: number
  /** How often the figures above are sampled, in ms. */
  sampleInterval: number
  /** How often the database is pinged; while it fails, every request gets the 503. */
  healthCheckInterval: number
  retryAfterSeconds: number
}

const GIB = 1024 ** 3

export const DEFAULT_PRESSURE_LIMITS: PressureLimits = {
  maxEventLoopDelay: 1000,
  maxHeapUsedBytes: 1 * GIB,
  maxRssBytes: 2 * GIB,
  sampleInterval: 1000,
  healthCheckInterval: 5000,
  retryAfterSeconds: 10,
}

/** What under-pressure found over its limit, as it passes it to the handler. */
export type PressureKind =
  | 'eventLoopDelay'
  | 'heapUsedBytes'
  | 'rssBytes'
  | 'healthCheck'
  | 'eventLoopUtilization'

export const OVERLOAD_LOG_MESSAGE = 'overloaded: answering 503'

/**
 * Says why requests are refused, once per sample rather than once per request: a burst refused for
 * the same reason gives one line with the number it refused since the previous line. Only figures
 * of the process go in it, nothing of the request.
 */
function overloadLogger(app: FastifyInstance, limits: PressureLimits) {
  const limitOf: Record<PressureKind, number | undefined> = {
    eventLoopDelay: limits.maxEventLoopDelay,
    heapUsedBytes: limits.maxHeapUsedBytes,
    rssBytes: limits.maxRssBytes,
    healthCheck: undefined,
    eventLoopUtilization: undefined,
  }
  let lastKind: PressureKind | undefined
  let lastLoggedAt = Number.NEGATIVE_INFINITY
  let refused = 0
  return (kind: PressureKind, value: number | undefined) => {
    refused += 1
    const now = performance.now()
    if (kind === lastKind && now - lastLoggedAt < limits.sampleInterval) return
    const sample = app.memoryUsage()
    app.log.warn(
      {
        pressure: kind,
        value: figureOf(value),
        limit: limitOf[kind],
        refused,
        // All of the last sample, for the other figures near their limits.
        delayMs: figureOf(sample.eventLoopDelay),
        heapUsedBytes: sample.heapUsed,
        rssBytes: sample.rssBytes,
      },
      OVERLOAD_LOG_MESSAGE,
    )
    lastKind = kind
    lastLoggedAt = now
    refused = 0
  }
}

/**
 * The figure as a log can hold it. The delay is Infinity when the plugin's delay histogram took no
 * reading during the sample (its mean is NaN): JSON would write null, so it is written out.
 */
function figureOf(value: number | undefined): number | string | undefined {
  if (value === undefined) return undefined
  return Number.isFinite(value) ? Math.round(value) : String(value)
}

const pressureRelief: FastifyPluginAsync<Partial<PressureLimits>> = async (app, overrides) => {
  const limits = { ...DEFAULT_PRESSURE_LIMITS, ...overrides }
  const logOverload = overloadLogger(app, limits)
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelay,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxRssBytes: limits.maxRssBytes,
    sampleInterval: limits.sampleInterval,
    exposeStatusRoute: false,
    healthCheck: async () => {
      await pingDatabase(app.db)
      return true
    },
    healthCheckInterval: limits.healthCheckInterval,
    // Returns the answer rather than sending it: the plugin then sends it and stops the request
    // there ("any other return value than a promise or nullish will be sent", its README; the
    // types say void). A handler that sends and returns nothing lets the request run on to its
    // route behind the 503 (a DELETE did delete), since the answer is not finished until the
    // async onSend hooks have run. The plugin's default instead passes an error to the error
    // handler, which treats every non-4xx as a 500.
    // The plugin passes the kind of pressure and its figure after the request and reply.
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, kind: PressureKind, value?: number) => {
      logOverload(kind, value)
      reply.code(503).header('retry-after', String(limits.retryAfterSeconds))
      return apiError(successFlagOf(request), BUSY_MESSAGE)
    }) as unknown as () => void,
  })
}

/** Overload answered with 503 (options: PressureLimits to override); pings the database. */
export const pressurePlugin = fp(pressureRelief, {
  name: 'pressure',
  fastify: '5.x',
  dependencies: ['db'],
  decorators: { fastify: ['db'] },
})
