import { mkdir } from 'node:fs/promises'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { loadGeoIp } from './applications/visitor-location'
import { configFromEnv, type ServerConfig } from './config'
import { DataFolderError } from './db/data-folder'
import { type RetentionSchedule, scheduleRetentionPurge } from './retention/schedule'

const REQUEST_TIMEOUT_MS = 30_000

let config: ServerConfig
try {
  config = configFromEnv(process.env)
} catch (error) {
  // A configuration mistake: the message says what to change; a stack trace would hide it.
  console.error(`The server did not start: ${(error as Error).message}`)
  process.exit(1)
}

await mkdir(config.dataDir, { recursive: true, mode: 0o700 })
let app: Awaited<ReturnType<typeof buildApp>>
try {
  app = await buildApp({
    dataDir: config.dataDir,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    lookupRateLimit: config.lookupRateLimit,
    paymentRateLimit: config.paymentRateLimit,
    writeRateLimit: config.writeRateLimit,
    minFreeDiskBytes: config.minFreeDiskBytes,
    clientDir: config.clientDir,
    trustProxy: config.trustProxy,
    // Slow clients cannot hold a connection open for ever.
    requestTimeout: REQUEST_TIMEOUT_MS,
    paypal: config.paypal,
  })
} catch (error) {
  if (!(error instanceof DataFolderError)) throw error
  console.error(`The server did not start: ${error.message}`)
  process.exit(1)
}

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
await app.listen({ port: config.port, host: config.host })
retention = scheduleRetentionPurge(app, config.dataDir)
