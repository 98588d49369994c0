import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { loadGeoIp } from './applications/visitor-location'
import { payPalSettingsFromEnv } from './payments/paypal-config'
import { type RetentionSchedule, scheduleRetentionPurge } from './retention/schedule'

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const dataDir = resolve(process.env.DATA_DIR ?? 'data')
const lookupRateLimit = process.env.LOOKUP_RATE_LIMIT ? Number(process.env.LOOKUP_RATE_LIMIT) : undefined
const paymentRateLimit = process.env.PAYMENT_RATE_LIMIT ? Number(process.env.PAYMENT_RATE_LIMIT) : undefined
const REQUEST_TIMEOUT_MS = 30_000

/** TRUST_PROXY: "true" (any proxy), or the proxies' addresses or subnets separated by commas. */
function trustProxy(value: string | undefined): boolean | string | undefined {
  if (value === undefined || value === '' || value === 'false') return undefined
  return value === 'true' ? true : value
}

for (const [name, value] of [
  ['LOOKUP_RATE_LIMIT', lookupRateLimit],
  ['PAYMENT_RATE_LIMIT', paymentRateLimit],
] as const) {
  if (value !== undefined && !(Number.isInteger(value) && value >= 0)) {
    throw new Error(`${name} must be a whole number, 0 or more.`)
  }
}

await mkdir(dataDir, { recursive: true, mode: 0o700 })
const app = await buildApp({
  dataDir,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  lookupRateLimit,
  paymentRateLimit,
  // The built client to serve; default dist/client. Benchmarks serve a private build from here.
  clientDir: process.env.CLIENT_DIR ? resolve(process.env.CLIENT_DIR) : undefined,
  trustProxy: trustProxy(process.env.TRUST_PROXY),
  // Slow clients cannot hold a connection open for ever.
  requestTimeout: REQUEST_TIMEOUT_MS,
  // PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_ENV; none of them runs the simulator.
  paypal: payPalSettingsFromEnv(process.env),
  // Staff setup links and the back-office's origin check use it when a proxy stands in front.
  publicUrl: process.env.PUBLIC_URL || undefined,
  staffSecret: process.env.STAFF_AUTH_SECRET || undefined,
  staffSignInRateLimit: process.env.STAFF_SIGN_IN_RATE_LIMIT
    ? Number(process.env.STAFF_SIGN_IN_RATE_LIMIT)
    : undefined,
})

let retention: RetentionSchedule | undefined
// SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (new ones on open
// connections get a 503, lifecycle/closing.ts), close the database, exit 0. A second signal, or a
// close that outlasts the longest request, exits 1 at once.
closeWithGrace(
  {
    delay: REQUEST_TIMEOUT_MS + 5_000,
    logger: { error: (message: unknown) => app.log.error(String(message)) },
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error')
    else app.log.info({ signal }, 'closing')
    await retention?.stop()
    await app.close()
  },
)

// GeoIP's data (about 111 MB) loads synchronously; doing it before listening keeps that pause out
// of the first travellers' requests, where the overload guard would answer it with 503s.
await loadGeoIp().catch((error: unknown) => app.log.warn({ err: error }, 'GeoIP data could not be loaded'))
await app.listen({ port, host })
retention = scheduleRetentionPurge(app, dataDir)
