import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify, { type FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'

// Only this site and PayPal's hosts (its JS SDK loads from paypal.com and renders buttons in
// frames; PayPal's CSP guide also lists paypalobjects.com). No inline scripts.
const PAYPAL = 'https://*.paypal.com https://*.paypalobjects.com'
/** The directives both policies share. */
const COMMON_DIRECTIVES = [
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
]

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' https://www.paypal.com ${PAYPAL}`,
  `connect-src 'self' ${PAYPAL}`,
  `frame-src ${PAYPAL}`,
  `img-src 'self' data: blob: ${PAYPAL}`,
  ...COMMON_DIRECTIVES,
].join('; ')

// The back-office never pays: its pages and API allow this site alone, so a script injected
// there could neither load PayPal's SDK nor reach its hosts.
const STAFF_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-src 'none'",
  "img-src 'self' data: blob:",
  ...COMMON_DIRECTIVES,
].join('; ')

// The standard headers come from helmet (X-Content-Type-Options, Referrer-Policy,
// Cross-Origin-Resource-Policy, X-DNS-Prefetch-Control, Origin-Agent-Cluster, ...), with these
// choices of ours. The two Content-Security-Policies and HSTS stay below: the policy depends on
// the path, and HSTS on how the request came in.
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  // Application numbers travel in URLs; they must not leak to other sites through Referer.
  referrerPolicy: { policy: 'no-referrer' },
  // Isolates the window from other origins but still lets PayPal's checkout popup talk back.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  xFrameOptions: { action: 'deny' },
}

const HEADERS = {
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}

const API_PATH = /^\/api(\/|$)/
// The back-office's pages and API: never in a search engine, never in any cache. Paths are
// matched whatever their case: /Staff and /STAFF reach the same screens.
const STAFF_PATH = /^\/(api\/)?staff([/?#]|$)/i
const HSTS = 'max-age=31536000; includeSubDomains'

const HEADER_ENTRIES = Object.entries(HEADERS)

export interface SecurityHeadersOptions {
  /** PUBLIC_URL: when it is https, every answer carries HSTS, as the cookies are Secure then. */
  publicUrl?: string
}

/**
 * The headers @fastify/helmet sets with `options`, read once from helmet itself: a throw-away
 * Fastify with the plugin registered answers one request, and the route reports what helmet had
 * put on the response by then (only helmet writes to it before a route runs). With these options
 * they do not depend on the request, so every answer can get the same values without helmet
 * building its chain of middleware (about 13 functions, made anew from the options) and running it
 * for each request, which cost the API more than any other hook (docs/decisions/026).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false })
  await probe.register(helmet, options)
  probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()))
  try {
    const response = await probe.inject({ method: 'GET', url: '/' })
    const set = response.json<Record<string, unknown>>()
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(set)) {
      // Helmet's headers are single strings; anything else would not be helmet's to copy.
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a ${typeof value}`)
      headers[name] = value
    }
    return headers
  } finally {
    await probe.close()
  }
}

const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, { publicUrl }) => {
  const standard = Object.entries(await helmetHeaders(HELMET_OPTIONS))
  if (standard.length === 0) throw new Error('helmet set no header')
  const alwaysHttps = publicUrl?.startsWith('https:') ?? false
  // Where helmet set them: at the start of every request, so an answer given by any later hook
  // (overload, closing, rate limits, the disk guard) carries them, and a route may still set its
  // own value of one (uploads do). A callback hook: nothing to wait for.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of standard) reply.header(name, value)
    done()
  })
  // A callback hook, not an async one: every answer passes here, and it has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of HEADER_ENTRIES) reply.header(name, value)
    const staff = STAFF_PATH.test(request.url)
    reply.header('content-security-policy', staff ? STAFF_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY)
    // API answers carry personal data, and application numbers travel in their URLs: no browser
    // or proxy may keep them. A route that knows better sets its own Cache-Control.
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store')
    }
    if (staff) {
      reply.header('x-robots-tag', 'noindex, nofollow')
      reply.header('cache-control', 'no-store')
    }
    // Over plain HTTP (local use) HSTS would be ignored at best and misleading at worst; behind a
    // proxy that does not say https, PUBLIC_URL does.
    if (alwaysHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS)
    done(null, payload)
  })
}

/** The security headers on every answer, pages and API alike. */
export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers', fastify: '5.x' })
