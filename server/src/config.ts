// The server's settings from its environment (README "Configuration"). Every mistake stops the
// start with a message that says what to change; nothing is guessed.
import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { type PayPalSettings, payPalSettingsFromEnv } from './payments/paypal-config'

export const TRUST_PROXY_TRUE_REFUSED =
  'TRUST_PROXY=true would trust any X-Forwarded-For, so a client could pick its own address and ' +
  'escape every limit. Give the number of proxies in front of the server (e.g. 1) or their ' +
  'addresses or subnets, separated by commas.'

export interface ServerConfig {
  port: number
  host: string
  dataDir: string
  /** DATABASE_URL: a PostgreSQL database instead of the SQLite file in the data folder. */
  databaseUrl?: string
  /** DATABASE_POOL_SIZE: connections this server keeps to PostgreSQL. */
  databasePoolSize?: number
  lookupRateLimit?: number
  paymentRateLimit?: number
  writeRateLimit?: number
  minFreeDiskBytes?: number
  trustProxy?: number | string[]
  clientDir?: string
  paypal: PayPalSettings
}

type Env = Record<string, string | undefined>

function wholeNumber(env: Env, name: string): number | undefined {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) {
    throw new Error(`${name} must be a whole number, 0 or more.`)
  }
  return value
}

/** An address or a subnet in CIDR form (203.0.113.0/24, 2001:db8::/32). */
function isAddressOrSubnet(value: string): boolean {
  const [address = '', bits, extra] = value.split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (bits === undefined) return true
  const max = family === 4 ? 32 : 128
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max
}

/**
 * TRUST_PROXY: how many proxies stand in front of the server (`1`), or their addresses or subnets
 * separated by commas. Never `true`: that trusts any X-Forwarded-For a client writes.
 */
export function trustProxyFromEnv(value: string | undefined): number | string[] | undefined {
  const raw = value?.trim() ?? ''
  if (raw === '' || raw === 'false' || raw === '0') return undefined
  if (raw.toLowerCase() === 'true') throw new Error(TRUST_PROXY_TRUE_REFUSED)
  if (/^\d+$/.test(raw)) return Number(raw)
  const proxies = raw.split(',').map((item) => item.trim())
  const wrong = proxies.filter((item) => !isAddressOrSubnet(item))
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies (e.g. 1) or addresses or subnets separated by commas; "${wrong[0]}" is neither.`,
    )
  }
  return proxies
}

/**
 * DATABASE_URL: unset or empty for the SQLite file in DATA_DIR; otherwise a PostgreSQL URL,
 * postgres://user:password@host:port/database. The message never repeats the URL: it may hold a
 * password.
 */
export function databaseUrlFromEnv(value: string | undefined): string | undefined {
  const raw = value?.trim() ?? ''
  if (raw === '') return undefined
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    url = undefined
  }
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol) || url.hostname === '') {
    throw new Error(
      'DATABASE_URL must be a PostgreSQL address such as postgres://user:password@host:5432/evisa ' +
        '(leave it unset to keep the data in the SQLite file in DATA_DIR).',
    )
  }
  if (url.pathname.replace(/^\//, '') === '') {
    throw new Error('DATABASE_URL must name the database after the host, e.g. postgres://host:5432/evisa.')
  }
  return raw
}

/**
 * DATABASE_POOL_SIZE: the connections one server keeps to PostgreSQL, at least 2. A payment capture
 * holds one for its lock across servers while its queries take another (db/transaction.ts), so a
 * pool of one could never serve it.
 */
export function databasePoolSizeFromEnv(env: Env): number | undefined {
  const size = wholeNumber(env, 'DATABASE_POOL_SIZE')
  if (size !== undefined && (size < MIN_POOL_SIZE || size > MAX_POOL_SIZE)) {
    throw new Error(
      `DATABASE_POOL_SIZE must be between ${MIN_POOL_SIZE} and ${MAX_POOL_SIZE} (connections this server keeps to PostgreSQL).`,
    )
  }
  return size
}

const MIN_POOL_SIZE = 2
const MAX_POOL_SIZE = 1000

export function configFromEnv(env: Env): ServerConfig {
  const minFreeDiskMb = wholeNumber(env, 'MIN_FREE_DISK_MB')
  return {
    port: wholeNumber(env, 'PORT') ?? 3000,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: databaseUrlFromEnv(env.DATABASE_URL),
    databasePoolSize: databasePoolSizeFromEnv(env),
    lookupRateLimit: wholeNumber(env, 'LOOKUP_RATE_LIMIT'),
    paymentRateLimit: wholeNumber(env, 'PAYMENT_RATE_LIMIT'),
    writeRateLimit: wholeNumber(env, 'WRITE_RATE_LIMIT'),
    minFreeDiskBytes: minFreeDiskMb === undefined ? undefined : minFreeDiskMb * 1024 * 1024,
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    // The built client to serve; default dist/client. Benchmarks serve a private build from here.
    clientDir: env.CLIENT_DIR ? resolve(env.CLIENT_DIR) : undefined,
    // PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_ENV, NODE_ENV.
    paypal: payPalSettingsFromEnv(env),
  }
}
