import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { buildApp } from './app'
import { loadGeoIp } from './applications/visitor-location'

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const dataDir = resolve(process.env.DATA_DIR ?? 'data')
const lookupRateLimit = process.env.LOOKUP_RATE_LIMIT ? Number(process.env.LOOKUP_RATE_LIMIT) : undefined

/** TRUST_PROXY: "true" (any proxy), or the proxies' addresses or subnets separated by commas. */
function trustProxy(value: string | undefined): boolean | string | undefined {
  if (value === undefined || value === '' || value === 'false') return undefined
  return value === 'true' ? true : value
}

if (lookupRateLimit !== undefined && !(Number.isInteger(lookupRateLimit) && lookupRateLimit >= 0)) {
  throw new Error('LOOKUP_RATE_LIMIT must be a whole number, 0 or more.')
}

await mkdir(dataDir, { recursive: true, mode: 0o700 })
const app = await buildApp({
  dataDir,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  lookupRateLimit,
  trustProxy: trustProxy(process.env.TRUST_PROXY),
  // Slow clients cannot hold a connection open for ever.
  requestTimeout: 30_000,
})

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'closing')
    await app.close()
    process.exit(0)
  })
}

await app.listen({ port, host })
// Loading GeoIP data blocks for a moment; do it now rather than in the first traveller's request.
loadGeoIp().catch((error: unknown) => app.log.warn({ err: error }, 'GeoIP data could not be loaded'))
