import { mkdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import closeWithGrace from 'close-with-grace'
import { AGENCY, agencyProblem, placeholderAgencyVariables } from '../../shared/agency'
import { buildApp, DatabaseUnavailableError } from './app'
import { loadGeoIp } from './applications/visitor-location'
import { configFromEnv, type ServerConfig } from './config'
import { DataFolderError } from './db/data-folder'
import { workerMailRenderer } from './mail/mail-renderer'
import { mailSettingsFromEnv } from './mail/mail-settings'
import { type PushSettings, pushSettingsFromEnv } from './push/push-settings'
import { type RetentionSchedule, scheduleRetentionPurge } from './retention/schedule'

const REQUEST_TIMEOUT_MS = 30_000

/**
 * Renders one sample mail in the renderer's thread, as the sender does (the main thread never
 * loads React Email); answers what went wrong, or undefined when the templates render.
 */
async function mailTemplatesProblem(): Promise<string | undefined> {
  const reason = 'Sample reason.'
  const renderer = workerMailRenderer()
  try {
    const sample = { kind: 'rejected', skuId: 'ABCDEFGHJKMNPQRS', name: 'Sample', reason } as const
    const { html, text } = await renderer.render(sample, 'https://evisa.example')
    return html.includes(reason) && text.includes(reason) ? undefined : 'the sample mail came out empty'
  } catch (error) {
    return (error as Error).message
  } finally {
    await renderer.close()
  }
}

// The agency's details first: other settings (the push sender's default VAPID subject) derive
// from its support address, and a wrong address deserves its own message.
const agencyError = agencyProblem(AGENCY)
if (agencyError) {
  console.error(`The server did not start: ${agencyError}`)
  process.exit(1)
}

let config: ServerConfig
let pushSettings: PushSettings
try {
  config = configFromEnv(process.env)
  pushSettings = pushSettingsFromEnv(process.env)
} catch (error) {
  // A configuration mistake: the message says what to change; a stack trace would hide it.
  console.error(`The server did not start: ${(error as Error).message}`)
  process.exit(1)
}

// A wrong compiler setup (the server started without server/start.mjs) would otherwise surface
// only at the first mail; render one now and refuse to start if that fails.
const mailProblem = await mailTemplatesProblem()
if (mailProblem) {
  console.error(
    `The server did not start: the mail templates do not render (${mailProblem}). Start it with \`node server/start.mjs\` (npm start), which compiles it with server/tsconfig.json.`,
  )
  process.exit(1)
}

// GeoIP's data (about 111 MB) is read synchronously as it loads: before the app is built, so the
// pause is neither a traveller's wait nor seen by the overload guard, which starts sampling the
// event loop when the app is built and would answer the first second after listen with 503s
// (docs/reliability.md). The server starts without it if it cannot load (logged below).
const geoIpProblem = await loadGeoIp().then(
  () => null,
  (error: unknown) => error,
)

await mkdir(config.dataDir, { recursive: true, mode: 0o700 })
let app: Awaited<ReturnType<typeof buildApp>>
try {
  app = await buildApp({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databasePoolSize: config.databasePoolSize,
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
    // SMTP_URL, MAIL_FROM, PUBLIC_URL, AGENCY_EMAIL, MAIL_RATE_LIMIT; without SMTP_URL, .eml files.
    mail: mailSettingsFromEnv(process.env, { host: config.host, port: config.port }),
    // VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, PUSH_SERVICE_ORIGINS.
    push: pushSettings,
    // Staff setup links and the back-office's origin check use it when a proxy stands in front.
    publicUrl: process.env.PUBLIC_URL || undefined,
    // Without PUBLIC_URL, development links point where this server listens; production has none,
    // and adding staff through the screens says PUBLIC_URL must be set.
    staffLinkFallback:
      process.env.NODE_ENV === 'production' ? undefined : `http://${config.host}:${config.port}`,
    staffSecret: process.env.STAFF_AUTH_SECRET || undefined,
    metricsToken: process.env.METRICS_TOKEN || undefined,
    staffSignInRateLimit: process.env.STAFF_SIGN_IN_RATE_LIMIT
      ? Number(process.env.STAFF_SIGN_IN_RATE_LIMIT)
      : undefined,
  })
} catch (error) {
  if (!(error instanceof DataFolderError || error instanceof DatabaseUnavailableError)) throw error
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

await warnAboutAgencyDetails()
if (geoIpProblem) app.log.warn({ err: geoIpProblem }, 'GeoIP data could not be loaded')
await app.listen({ port: config.port, host: config.host })
retention = scheduleRetentionPurge(app)

/**
 * The agency's details (README.md, "Configuration"): a warning while placeholders are in use, and
 * when the built client shows other details than this server's environment (it was built with
 * other values: rebuild).
 */
async function warnAboutAgencyDetails() {
  const placeholders = placeholderAgencyVariables(AGENCY)
  if (placeholders.length > 0) {
    app.log.warn(
      { variables: placeholders },
      `Agency contact details are placeholders: travellers are shown a made-up ${placeholders.join(', ')}. Set them before going live.`,
    )
  }
  const clientDir = resolve(config.clientDir ?? 'dist/client')
  const built = await readFile(join(clientDir, 'agency.json'), 'utf8')
    .then((text) => (JSON.parse(text) as { agency?: unknown }).agency)
    .catch(() => undefined)
  if (built !== undefined && JSON.stringify(built) !== JSON.stringify(AGENCY)) {
    app.log.warn(
      'The built client shows other agency details than AGENCY_* here: run npm run build with the same variables.',
    )
  }
}
