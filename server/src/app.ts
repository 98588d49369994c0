import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import { MAX_JSON_BYTES } from '../../shared/limits'
import { accessRoutes } from './access/access.routes'
import { applicationRoutes } from './applications/applications.routes'
import { contactRoutes } from './contact/contact.routes'
import type { Database } from './db/database'
import { migrateToLatest } from './db/migrate'
import { openDatabase } from './db/open-database'
import { draftRoutes } from './drafts/drafts.routes'
import { healthRoutes } from './health/health.routes'
import { refuseRequestsWhileClosing } from './lifecycle/closing'
import { type PressureLimits, registerPressureRelief } from './lifecycle/pressure'
import { mailRoutes } from './mail/mail.routes'
import { mailSender } from './mail/mail-sender'
import type { MailSettings } from './mail/mail-settings'
import { paymentRoutes } from './payments/payments.routes'
import type { PayPalSettings } from './payments/paypal-config'
import { registerErrorHandlers, sendFrameworkError } from './plugins/errors'
import { logSerializers } from './plugins/logging'
import {
  createLookupRateLimit,
  createRateLimit,
  PAYMENT_RATE_LIMIT_MESSAGE,
  STAFF_SIGN_IN_RATE_LIMIT_MESSAGE,
} from './plugins/rate-limit'
import { registerRobots } from './plugins/robots'
import { registerSecurityHeaders } from './plugins/security-headers'
import { registerClient } from './plugins/static'
import { loadStaffSecret } from './staff/credentials'
import { staffRoutes } from './staff/staff.routes'
import { uploadRoutes } from './uploads/uploads.routes'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    /** The clock, in milliseconds since the epoch; tests may fix it. */
    now: () => number
  }
}

export interface AppOptions {
  /** Holds the SQLite file and the uploads folder. Must exist. */
  dataDir: string
  /** Pino options, or false for silence. Default: level from LOG_LEVEL, else info. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean | undefined>
  /** Look-ups per client address per minute; 0 turns the limit off. Default 120. */
  lookupRateLimit?: number
  /** Payment calls (token, create-Order, capture-order) per client address per minute; 0: off. Default 60. */
  paymentRateLimit?: number
  /** The built client to serve, or false for none. Default dist/client when it exists. */
  clientDir?: string | false
  trustProxy?: FastifyServerOptions['trustProxy']
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
  /** Encrypts staff TOTP secrets (STAFF_AUTH_SECRET). Default: made once in dataDir/staff-secret. */
  staffSecret?: string
  /** Staff sign-in and setup calls per client address per minute; 0: off. Default 20. */
  staffSignInRateLimit?: number
}

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url))
export const DATABASE_FILENAME = 'evisa.sqlite'

function loggerOptions(logger: AppOptions['logger']) {
  if (logger === false) return false
  return { level: process.env.LOG_LEVEL ?? 'info', ...logger, serializers: logSerializers }
}

/** Builds the whole app (database migrated, routes registered) without listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now
  const uploadsDir = join(options.dataDir, 'uploads')
  // Temporary files left by a crash mid-upload are partial passport copies: clear them.
  await rm(join(uploadsDir, 'tmp'), { recursive: true, force: true })
  await mkdir(join(uploadsDir, 'tmp'), { recursive: true, mode: 0o700 })

  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: MAX_JSON_BYTES,
    trustProxy: options.trustProxy ?? false,
    requestTimeout: options.requestTimeout,
    frameworkErrors: sendFrameworkError,
    // lifecycle/closing.ts answers requests that arrive while closing, in the API's error shape.
    return503OnClosing: false,
  })
  // JSON is the only body the API reads (uploads add multipart in their own scope).
  app.removeContentTypeParser('text/plain')

  const db = openDatabase(join(options.dataDir, DATABASE_FILENAME))
  app.decorate('db', db)
  app.decorate('now', now)
  app.addHook('onClose', () => db.destroy())
  try {
    await migrateToLatest(db)
  } catch (error) {
    await db.destroy()
    throw error
  }

  registerErrorHandlers(app)
  registerSecurityHeaders(app)
  refuseRequestsWhileClosing(app)
  await registerPressureRelief(app, options.pressure)
  app.decorate('lookupRateLimit', createLookupRateLimit(options.lookupRateLimit ?? 120, now))
  app.decorate(
    'staffSignInRateLimit',
    createRateLimit(options.staffSignInRateLimit ?? 20, now, STAFF_SIGN_IN_RATE_LIMIT_MESSAGE),
  )
  app.decorate(
    'paymentRateLimit',
    createRateLimit(options.paymentRateLimit ?? 60, now, PAYMENT_RATE_LIMIT_MESSAGE),
  )

  await app.register(mailSender, { settings: options.mail, dataDir: options.dataDir })
  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(contactRoutes, { prefix: '/api/srilanka' })
  await app.register(applicationRoutes, { prefix: '/api/srilanka' })
  await app.register(accessRoutes, { prefix: '/api/srilanka' })
  await app.register(draftRoutes, { prefix: '/api/srilanka' })
  await app.register(uploadRoutes, { uploadsDir })
  // Its own prefixes: /api/srilanka for the payment calls, /api/paypal-simulator for the simulator.
  const paypal = options.paypal ?? { mode: 'simulator' }
  await app.register(paymentRoutes, { paypal })
  await app.register(mailRoutes, { prefix: '/api/srilanka' })
  await app.register(staffRoutes, {
    prefix: '/api/staff',
    uploadsDir,
    publicUrl: options.publicUrl,
    secret: loadStaffSecret(options.dataDir, options.staffSecret),
    paymentMode: paypal.mode,
  })

  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR
  const served = clientDir && existsSync(clientDir) ? clientDir : false
  registerRobots(app, served)
  if (served) await registerClient(app, served)
  return app
}
