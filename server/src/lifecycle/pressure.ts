// Overload is answered with 503 and Retry-After instead of queueing requests until the process
// falls over (@fastify/under-pressure). The limits suit the 2-core, 24 GB machines the site runs
// on: a healthy server keeps its event loop delay in milliseconds and its heap in the low hundreds
// of MB; past these, shedding load is what lets it recover.
import underPressure from '@fastify/under-pressure'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiError } from '../../../shared/api'
import { pingDatabase } from '../health/health.repository'
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

const pressureRelief: FastifyPluginAsync<Partial<PressureLimits>> = async (app, overrides) => {
  const limits = { ...DEFAULT_PRESSURE_LIMITS, ...overrides }
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
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
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
