import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'

// Only this site and PayPal's hosts (its JS SDK loads from paypal.com and renders buttons in
// frames; PayPal's CSP guide also lists paypalobjects.com). No inline scripts.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com",
  "connect-src 'self' https://*.paypal.com https://*.paypalobjects.com",
  'frame-src https://*.paypal.com https://*.paypalobjects.com',
  "img-src 'self' data: blob: https://*.paypal.com https://*.paypalobjects.com",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

const HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // Application numbers travel in URLs; they must not leak to other sites through Referer.
  'referrer-policy': 'no-referrer',
  // Isolates the window from other origins but still lets PayPal's checkout popup talk back.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}

const API_PATH = /^\/api(\/|$)/
// The back-office's pages and API: never in a search engine, never in any cache.
const STAFF_PATH = /^\/(api\/)?staff([/?#]|$)/

const HEADER_ENTRIES = Object.entries(HEADERS)

const securityHeaders: FastifyPluginAsync = async (app) => {
  // A callback hook, not an async one: every answer passes here, and it has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of HEADER_ENTRIES) reply.header(name, value)
    // API answers carry personal data, and application numbers travel in their URLs: no browser
    // or proxy may keep them. A route that knows better sets its own Cache-Control.
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store')
    }
    if (STAFF_PATH.test(request.url)) {
      reply.header('x-robots-tag', 'noindex, nofollow')
      reply.header('cache-control', 'no-store')
    }
    // Over plain HTTP (local use) HSTS would be ignored at best and misleading at worst.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    }
    done(null, payload)
  })
}

/** The security headers on every answer, pages and API alike. */
export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers', fastify: '5.x' })
