import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import { MAX_JSON_BYTES } from '../../shared/limits'
import { accessRoutes } from './access/access.routes'
import { applicationRoutes } from './applications/applications.routes'
import { evisaRoutes } from './applications/evisa.routes'
import { contactRoutes } from './contact/contact.routes'
import { checkDataFolder, ensurePrivateFile, makeFolderPrivate, PRIVATE_FOLDER_MODE } from './db/data-folder'
import type { Database } from './db/database'
import type { DbKind } from './db/dialect'
import { migrateToLatest } from './db/migrate'
import { openDatabase, openPostgres } from './db/open-database'
import { draftRoutes } from './drafts/drafts.routes'
import { healthRoutes } from './health/health.routes'
import { refuseRequestsWhileClosing } from './lifecycle/closing'
import { type PressureLimits, registerPressureRelief } from './lifecycle/pressure'
import { mailRoutes } from './mail/mail.routes'
import { mailSender } from './mail/mail-sender'
import type { MailSettings } from './mail/mail-settings'
import { paymentRoutes } from './payments/payments.routes'
import type { PayPalSettings } from './payments/paypal-config'
import { DEFAULT_MIN_FREE_DISK_BYTES, registerDiskGuard } from './plugins/disk-guard'
import { registerErrorHandlers, sendFrameworkError } from './plugins/errors'
import { logSerializers } from './plugins/logging'
import { registerRateLimits } from './plugins/rate-limit'
import { registerRobots } from './plugins/robots'
import { registerSecurityHeaders } from './plugins/security-headers'
import { registerClient } from './plugins/static'
import { loadStaffSecret } from './staff/credentials'
import { staffRoutes } from './staff/staff.routes'
import { databaseFileStore, diskFileStore, type FileStore } from './uploads/file-store'
import { uploadRoutes } from './uploads/uploads.routes'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    /** Which database `db` is (docs/decisions/008-postgresql.md); only where behaviour must differ. */
    dbKind: DbKind
    /** Where passport copies and eVisas live: the data folder, or the database (uploads/file-store.ts). */
    files: FileStore
    /** The clock, in milliseconds since the epoch; tests may fix it. */
    now: () => number
  }
}

export interface AppOptions {
  /** Holds the SQLite file and the uploads folder. Must exist. */
  dataDir: string
  /** A PostgreSQL database (DATABASE_URL) instead of the SQLite file; files then live in it too. */
  databaseUrl?: string
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
  /** Encrypts staff TOTP secrets (STAFF_AUTH_SECRET). Default: made once in dataDir/staff-secret. */
  staffSecret?: string
  /** Staff sign-in and setup calls per client address per minute; 0: off. Default 20. */
  staffSignInRateLimit?: number
}

/**
 * Writes a minute per address. A traveller's device saves its draft at most every 15 seconds (4 a
 * minute), uploads one passport copy and creates once; 30 leaves room for a family or a hotel
 * behind one address, while one address can no longer store more than 30 MB a minute.
 */
export const DEFAULT_WRITE_RATE_LIMIT = 30

export const TRUST_PROXY_TRUE_REFUSED =
  'TRUST_PROXY=true would trust any X-Forwarded-For, so a client could pick its own address and ' +
  'escape every limit. Give the number of proxies in front of the server (e.g. 1) or their ' +
  'addresses or subnets, separated by commas.'

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url))
export const DATABASE_FILENAME = 'evisa.sqlite'

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

/** The SQLite file in the data folder, private to this server's user like its -wal and -shm. */
async function openDatabaseFile(dataDir: string): Promise<Kysely<Database>> {
  const databaseFile = join(dataDir, DATABASE_FILENAME)
  await ensurePrivateFile(databaseFile)
  for (const companion of ['-wal', '-shm']) {
    if (existsSync(databaseFile + companion)) await ensurePrivateFile(databaseFile + companion)
  }
  return openDatabase(databaseFile)
}

/**
 * PostgreSQL could not be reached or migrated at start. The message names the cause PostgreSQL
 * or the network gave (never the URL, which may hold a password).
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    super(`the PostgreSQL database in DATABASE_URL could not be opened and migrated: ${reason}`, { cause })
  }
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
  })
  // JSON is the only body the API reads (uploads add multipart in their own scope).
  app.removeContentTypeParser('text/plain')

  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : await openDatabaseFile(options.dataDir)
  app.decorate('db', db)
  app.decorate('dbKind', options.databaseUrl ? 'postgres' : 'sqlite')
  app.decorate('files', options.databaseUrl ? databaseFileStore(db) : diskFileStore(uploadsDir))
  app.decorate('now', now)
  app.addHook('onClose', () => db.destroy())
  try {
    await migrateToLatest(db)
  } catch (error) {
    await db.destroy()
    throw options.databaseUrl ? new DatabaseUnavailableError(error) : error
  }

  registerErrorHandlers(app)
  registerSecurityHeaders(app)
  refuseRequestsWhileClosing(app)
  await registerPressureRelief(app, options.pressure)
  await registerRateLimits(app, {
    lookup: options.lookupRateLimit ?? 120,
    payment: options.paymentRateLimit ?? 60,
    write: options.writeRateLimit ?? DEFAULT_WRITE_RATE_LIMIT,
    staffSignIn: options.staffSignInRateLimit ?? 20,
  })
  registerDiskGuard(app, {
    dataDir: options.dataDir,
    minFreeBytes: options.minFreeDiskBytes ?? DEFAULT_MIN_FREE_DISK_BYTES,
    now,
  })

  await app.register(mailSender, { settings: options.mail, dataDir: options.dataDir })
  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(contactRoutes, { prefix: '/api/srilanka' })
  await app.register(applicationRoutes, { prefix: '/api/srilanka' })
  await app.register(accessRoutes, { prefix: '/api/srilanka' })
  await app.register(draftRoutes, { prefix: '/api/srilanka' })
  await app.register(uploadRoutes, { uploadsDir })
  await app.register(evisaRoutes, { prefix: '/api/srilanka' })
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
