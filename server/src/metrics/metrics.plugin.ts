// GET /metrics in Prometheus' text format, for the operators' scraper only (Authorization: Bearer
// METRICS_TOKEN); without a token configured the route does not exist (404). fastify-metrics adds
// request rate and latency per route, labelled by the route's pattern (`/api/srilanka/
// View-application/:id`), never the address asked for, so no application number reaches a label;
// requests to no route are not timed at all (a scanner's made-up paths would make new labels).
import { createHash, timingSafeEqual } from 'node:crypto'
import * as promClient from '@platformatic/prom-client'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import fastifyMetrics from 'fastify-metrics'
import fp from 'fastify-plugin'
import { apiError } from '../../../shared/api'
import { outboxBacklog } from '../mail'
import { createProductMetrics, type ProductMetrics } from './metrics'

declare module 'fastify' {
  interface FastifyInstance {
    /** The product's counters (metrics.ts): features count what operators watch through these. */
    counters: ProductMetrics
  }
  interface FastifyRequest {
    /** Whether the request metrics time this request (decided as it starts). */
    timedRoute: boolean
  }
}

export interface MetricsPluginOptions {
  /** METRICS_TOKEN: the bearer token the scraper sends; unset, /metrics is off. */
  token?: string
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the request carries the token, compared in constant time (hashes of equal length). */
function carriesToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null
}

const metrics: FastifyPluginAsync<MetricsPluginOptions> = async (app, { token }) => {
  const product = createProductMetrics(async () => {
    const { depth, oldestQueuedAt } = await outboxBacklog(app.db)
    const oldestSeconds = oldestQueuedAt ? Math.max(0, (app.now() - Date.parse(oldestQueuedAt)) / 1000) : 0
    return { depth, oldestSeconds }
  })
  app.decorate('counters', product)

  // Counted for every answer, whichever limit or route gave it: the rate limits are plugins of
  // their own and need not know about metrics.
  app.addHook('onResponse', (_request, reply, done) => {
    if (reply.statusCode === 429) product.rateLimited.inc()
    else if (reply.statusCode >= 500) product.serverErrors.inc()
    done()
  })

  if (!token) return
  await app.register(fastifyMetrics, {
    // Decorates `app.routeMetrics`; the product's counters are `app.counters`.
    name: 'routeMetrics',
    promClient: promClient as never,
    // Served below, behind the token.
    endpoint: null,
    // The same registry as the product's counters (its types are prom-client's, the code the same).
    defaultMetrics: { enabled: true, register: product.registry as never },
    // Timed below instead, the way fastify-metrics would with a histogram alone (registered routes
    // only, HEAD, OPTIONS, TRACE and CONNECT left out, labelled by the route's pattern): its own
    // timing keeps a timer per request in a WeakMap and builds and checks the labels anew for each
    // answer: about 15 µs of CPU per look-up, a tenth of it (ADR 026).
    routeMetrics: { enabled: false },
  })
  timeRoutes(app, product.registry)
  app.get('/metrics', { config: { disableMetrics: true } }, async (request, reply) => {
    if (!carriesToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(apiError('status', 'Send the metrics token as Authorization: Bearer <token>.'))
    }
    return reply
      .header('cache-control', 'no-store')
      .type(product.registry.contentType)
      .send(await product.registry.metrics())
  })
}

/** The methods fastify-metrics leaves out of the request metrics by default. */
const UNTIMED_METHODS = new Set(['HEAD', 'OPTIONS', 'TRACE', 'CONNECT'])

/**
 * `http_request_duration_seconds`, as fastify-metrics names, labels and helps it, by method, route
 * pattern and status. The time is Fastify's own (`reply.elapsedTime`, from the request's start to
 * its answer), and each series' observer is made once and kept: the labels' values come from the
 * routes, so there are as many as the histogram has series anyway. A request that reached no route
 * (a 404 to a made-up path) or a route marked `disableMetrics` is not timed.
 */
function timeRoutes(app: FastifyInstance, registry: promClient.Registry): void {
  const histogram = new promClient.Histogram({
    name: 'http_request_duration_seconds',
    help: 'request duration in seconds',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const series = new Map<string, (seconds: number) => void>()
  // Whether a request is timed is decided as it starts, as fastify-metrics does: a request the
  // catch-all page route hands to the not-found handler is timed, under "__unknown__".
  app.decorateRequest('timedRoute', false)
  app.addHook('onRequest', (request, _reply, done) => {
    request.timedRoute =
      request.routeOptions.url !== undefined &&
      !UNTIMED_METHODS.has(request.method) &&
      request.routeOptions.config.disableMetrics !== true
    done()
  })
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.timedRoute) return done()
    const route = request.routeOptions.url ?? '__unknown__'
    const key = `${request.method} ${reply.statusCode} ${route}`
    let observe = series.get(key)
    if (!observe) {
      const child = histogram.labels({ method: request.method, route, status_code: reply.statusCode })
      observe = (seconds) => child.observe(seconds)
      series.set(key, observe)
    }
    observe(reply.elapsedTime / 1000)
    done()
  })
}

/** `app.counters` for every feature, and GET /metrics when a token is set. */
export const metricsPlugin = fp(metrics, { name: 'metrics', fastify: '5.x', dependencies: ['db'] })
