import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { MAX_JSON_BYTES } from '../../shared/limits'
import { accessRoutes } from './access/access.routes'
import { applicationRoutes } from './applications/applications.routes'
import { evisaRoutes } from './applications/evisa.routes'
import { TRUST_PROXY_TRUE_REFUSED } from './config'
import { contactRoutes } from './contact/contact.routes'
import { checkDataFolder, DATABASE_FILENAME, makeFolderPrivate, PRIVATE_FOLDER_MODE } from './db/data-folder'
import { draftRoutes } from './drafts/drafts.routes'
import { healthRoutes } from './health/health.routes'
import { closingPlugin } from './lifecycle/closing'
import { type PressureLimits, pressurePlugin } from './lifecycle/pressure'
import { mailRoutes } from './mail/mail.routes'
import { mailSender } from './mail/mail-sender'
import type { MailSettings } from './mail/mail-settings'
import { metricsPlugin } from './metrics/metrics.plugin'
import { paymentRoutes } from './payments/payments.routes'
import type { PayPalSettings } from './payments/paypal-config'
import { receiptRoutes } from './payments/receipt.routes'
import { dbPlugin } from './plugins/db'
import { DEFAULT_MIN_FREE_DISK_BYTES, diskGuardPlugin } from './plugins/disk-guard'
import { errorsPlugin, sendFrameworkError } from './plugins/errors'
import { limitJsonDepth } from './plugins/json-body'
import { logSerializers } from './plugins/logging'
import { type BudgetStore, rateLimitsPlugin } from './plugins/rate-limit'
import { robotsPlugin } from './plugins/robots'
import { securityHeadersPlugin } from './plugins/security-headers'
import { clientPlugin } from './plugins/static'
import { pushRoutes } from './push/push.routes'
import { pushSender } from './push/push-sender'
import type { PushSettings } from './push/push-settings'
import { loadStaffSecret } from './staff/credentials'
import { staffRoutes } from './staff/staff.routes'
import { uploadRoutes } from './uploads/uploads.routes'

export { DatabaseUnavailableError } from './plugins/db'

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock, in milliseconds since the epoch; tests may fix it. */
    now: () => number
  }
}

export interface AppOptions {
  /** Holds the SQLite file and the uploads folder. Must exist. */
  dataDir: string
  /** A PostgreSQL database (DATABASE_URL) instead of the SQLite file; files then live in it too. */
  databaseUrl?: string
  /** Connections to PostgreSQL (DATABASE_POOL_SIZE); default POOL_SIZE (db/open-database.ts). */
  databasePoolSize?: number
  /** Pino options, or false for silence. Default: level from LOG_LEVEL, else info. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean | undefined>
  /** Look-ups per client address per minute; 0 turns the limit off. Default 120. */
  lookupRateLimit?: number
  /** Payment calls (token, create-Order, capture-order) per client address per minute; 0: off. Default 60. */
  paymentRateLimit?: number
  /** Writes (uploads, creates, draft saves, contact) per client address per minute; 0: off. Default 30. */
  writeRateLimit?: number
  /** Writes answer 503 while the data folder's disk has less free space than this; 0: off. Default 512 MiB. */
  minFreeDiskBytes?: number
  /** The built client to serve, or false for none. Default dist/client when it exists. */
  clientDir?: string | false
  /** Proxies trusted for X-Forwarded-For: a hop count or their addresses/CIDRs; never `true`. */
  trustProxy?: number | string | string[]
  /** Milliseconds a request may take to arrive in full. Default: Fastify's (none). */
  requestTimeout?: number
  now?: () => number
  /** Overload limits (lifecycle/pressure.ts); tests lower them to provoke the 503. */
  pressure?: Partial<PressureLimits>
  /** PayPal credentials and mode (payments/paypal-config.ts). Default: the simulator. */
  paypal?: PayPalSettings
  /** SMTP server, From, public address, agency address, retries (mail/mail-settings.ts). Default: .eml files. */
  mail?: MailSettings
  /** The site's address as browsers see it (PUBLIC_URL), for staff setup links and the origin check. */
  publicUrl?: string
  /**
   * Where staff setup links point when publicUrl is unset: http://HOST:PORT in development (never
   * the request's Host header). Unset too: staff cannot be added or reset through the API.
   */
  staffLinkFallback?: string
  /** Encrypts staff TOTP secrets (STAFF_AUTH_SECRET). Default: made once in dataDir/staff-secret. */
  staffSecret?: string
  /** Staff sign-in and setup calls per client address per minute; 0: off. Default 20. */
  staffSignInRateLimit?: number
  /**
   * Where the per-minute budgets (look-up, write, payment, staff calls) count: 'memory' (one
   * process) or 'database' (shared by every server). Default: memory on SQLite, database on PostgreSQL.
   */
  rateLimitStore?: BudgetStore
  /** METRICS_TOKEN: GET /metrics answers a scraper sending it as a bearer token; unset, it is off. */
  metricsToken?: string
  /** VAPID keys, push services, retries (push/push-settings.ts). Default: keys kept in the database. */
  push?: PushSettings
}

/**
 * Writes a minute per address. A traveller's device saves its draft at most every 15 seconds (4 a
 * minute), uploads one passport copy and creates once; 30 leaves room for a family or a hotel
 * behind one address, while one address can no longer store more than 30 MB a minute.
 */
export const DEFAULT_WRITE_RATE_LIMIT = 30

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url))

/**
 * Fastify ignores a bare hop count (it cannot check who the nearest peer is); as a function it
 * trusts the nearest `hops` addresses of the chain: the socket's peer and the X-Forwarded-For
 * entries the proxies appended. Right when the server listens where only the proxy reaches it.
 */
function trustProxyOption(trust: AppOptions['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (trust === undefined) return false
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust
  return trust as FastifyServerOptions['trustProxy']
}

function loggerOptions(logger: AppOptions['logger']) {
  if (logger === false) return false
  return { level: process.env.LOG_LEVEL ?? 'info', ...logger, serializers: logSerializers }
}

/** Builds the whole app (database migrated, routes registered) without listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  if ((options.trustProxy as unknown) === true) throw new Error(TRUST_PROXY_TRUE_REFUSED)
  const now = options.now ?? Date.now
  await checkDataFolder(options.dataDir)
  const uploadsDir = join(options.dataDir, 'uploads')
  // Temporary files left by a crash mid-upload are partial passport copies: clear them.
  await rm(join(uploadsDir, 'tmp'), { recursive: true, force: true })
  await mkdir(join(uploadsDir, 'tmp'), { recursive: true, mode: PRIVATE_FOLDER_MODE })
  await makeFolderPrivate(uploadsDir)
  await makeFolderPrivate(join(uploadsDir, 'tmp'))

  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: MAX_JSON_BYTES,
    trustProxy: trustProxyOption(options.trustProxy),
    requestTimeout: options.requestTimeout,
    frameworkErrors: sendFrameworkError,
    // lifecycle/closing.ts answers requests that arrive while closing, in the API's error shape.
    return503OnClosing: false,
    // The database plugin migrates before the server listens, and a migration that builds an
    // index over every application, or several servers starting at once and migrating one after
    // the other, can take longer than Fastify's 10 s, and the server then refused to start. Ten minutes
    // still ends a start-up that hangs; nothing listens meanwhile, so no request is taken early.
    pluginTimeout: 10 * 60_000,
  })
  // JSON is the only body the API reads (uploads add multipart in their own scope), and never
  // nested deeper than MAX_JSON_DEPTH.
  app.removeContentTypeParser('text/plain')
  limitJsonDepth(app)

  app.decorate('now', now)
  // Cross-cutting plugins (fastify-plugin: their hooks and decorators reach every route). Each
  // names what it needs; Fastify refuses to start if one is registered before its dependencies.
  await app.register(dbPlugin, {
    file: join(options.dataDir, DATABASE_FILENAME),
    databaseUrl: options.databaseUrl,
    poolSize: options.databasePoolSize,
    uploadsDir,
  })
  await app.register(errorsPlugin)
  // Before every other hook and route: it times every route and counts every answer.
  await app.register(metricsPlugin, { token: options.metricsToken })
  await app.register(securityHeadersPlugin, { publicUrl: options.publicUrl })
  await app.register(closingPlugin)
  await app.register(pressurePlugin, options.pressure ?? {})
  await app.register(rateLimitsPlugin, {
    lookup: options.lookupRateLimit ?? 120,
    payment: options.paymentRateLimit ?? 60,
    write: options.writeRateLimit ?? DEFAULT_WRITE_RATE_LIMIT,
    staffSignIn: options.staffSignInRateLimit ?? 20,
    store: options.rateLimitStore,
  })
  await app.register(diskGuardPlugin, {
    dataDir: options.dataDir,
    minFreeBytes: options.minFreeDiskBytes ?? DEFAULT_MIN_FREE_DISK_BYTES,
    now,
  })

  await app.register(mailSender, { settings: options.mail, dataDir: options.dataDir })
  await app.register(pushSender, {
    settings: options.push,
    onFailure: () => app.counters.pushFailures.inc(),
  })
  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(contactRoutes, { prefix: '/api/srilanka' })
  await app.register(applicationRoutes, { prefix: '/api/srilanka' })
  await app.register(accessRoutes, { prefix: '/api/srilanka' })
  await app.register(draftRoutes, { prefix: '/api/srilanka' })
  await app.register(uploadRoutes, { uploadsDir })
  await app.register(evisaRoutes, { prefix: '/api/srilanka' })
  await app.register(receiptRoutes, { prefix: '/api/srilanka' })
  // Its own prefixes: /api/srilanka for the payment calls, /api/paypal-simulator for the simulator.
  const paypal = options.paypal ?? { mode: 'simulator' }
  await app.register(paymentRoutes, { paypal })
  await app.register(mailRoutes, { prefix: '/api/srilanka' })
  await app.register(pushRoutes, { prefix: '/api/srilanka' })
  await app.register(staffRoutes, {
    prefix: '/api/staff',
    uploadsDir,
    publicUrl: options.publicUrl,
    secret: loadStaffSecret(options.dataDir, options.staffSecret),
    paymentMode: paypal.mode,
    linkFallback: options.staffLinkFallback,
  })

  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR
  const served = clientDir && existsSync(clientDir) ? clientDir : false
  // Encapsulated: routes only.
  await app.register(robotsPlugin, { clientDir: served })
  if (served) await app.register(clientPlugin, { clientDir: served })
  return app
}
