// Passwords, authenticator codes and tokens, each from a maintained library (docs/decisions/005):
// Node's scrypt at OWASP's recommended cost (better-auth's cheaper scrypt hashes of earlier
// accounts still verify, and are replaced at their next sign-in), better-auth's random strings and
// encryption; otpauth's TOTP (RFC 6238); qrcode's SVG. The only local code is which of them to
// call, and with what.
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  generateRandomString,
  symmetricDecrypt,
  symmetricEncrypt,
  verifyPassword as verifyOldPassword,
} from 'better-auth/crypto'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import { STAFF_SECRET_FILE } from '../db/data-folder'

export const TOTP_ISSUER = 'Sri Lanka eVisa staff'
const TOKEN_LENGTH = 43 // about 256 bits from 62 characters
const MIN_SECRET_LENGTH = 32

/**
 * OWASP's Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. That takes 128 MiB a hash
 * (128 * N * r bytes), over Node's default 32 MiB ceiling, hence maxmem; libuv's four threads run
 * at most four at once, and the sign-in throttle keeps strangers from queueing many.
 */
export const OWASP_SCRYPT_LOG_N = 17
const SCRYPT = { r: 8, p: 1, keyLength: 64, saltLength: 16 } as const
const SCRYPT_MAXMEM = 256 * 1024 * 1024
let hashLogN: number = OWASP_SCRYPT_LOG_N

/**
 * For the server's tests only (test-support.ts): a cheaper N for new hashes, so the many tests
 * that merely sign someone in do not each spend 128 MiB and seconds of a loaded machine's CPU.
 * The test of the hashing itself sets OWASP_SCRYPT_LOG_N back.
 */
export function setPasswordHashCostForTests(logN: number): void {
  hashLogN = logN
}

const hashPrefix = () => `$scrypt$ln=${hashLogN},r=${SCRYPT.r},p=${SCRYPT.p}$`

function scryptKey(password: string, salt: Buffer, params: { logN: number; r: number; p: number }) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      SCRYPT.keyLength,
      { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: SCRYPT_MAXMEM },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  )
}

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength)
  const key = await scryptKey(password, salt, { logN: hashLogN, r: SCRYPT.r, p: SCRYPT.p })
  return `${hashPrefix()}${salt.toString('base64url')}$${key.toString('base64url')}`
}

const HASH_FORMAT = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/

async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const parts = HASH_FORMAT.exec(hash)
  // Hashes made before this format: better-auth's `salt:key` (N=2^14, r=16).
  if (!parts) return verifyOldPassword({ hash, password })
  const [, logN, r, p, salt = '', expected = ''] = parts
  const key = await scryptKey(password, Buffer.from(salt, 'base64url'), {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
  })
  const wanted = Buffer.from(expected, 'base64url')
  return key.length === wanted.length && timingSafeEqual(key, wanted)
}

/**
 * The hashing calls, as one object so a test can count the password checks a burst of sign-ins
 * reached (every check goes through `verify`).
 */
export const passwords = { hash: hashPassword, verify: verifyPassword }

export function hashStaffPassword(password: string): Promise<string> {
  return passwords.hash(password)
}

/** A hash made with cheaper parameters than today's, to be replaced after a right sign-in. */
export function needsRehash(hash: string): boolean {
  return !hash.startsWith(hashPrefix())
}

// Compared against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
let decoyHash: Promise<string> | undefined
let decoyLogN = 0

export function checkPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash) return passwords.verify(hash, password)
  // Made again if the cost changed (tests), so it always costs what a real account's check does.
  if (!decoyHash || decoyLogN !== hashLogN) {
    decoyLogN = hashLogN
    decoyHash = hashPassword(generateRandomString(24, 'a-z', '0-9'))
  }
  return decoyHash.then((decoy) => passwords.verify(decoy, password)).then(() => false)
}

/** A new random token for a session cookie or a setup link. */
export function newToken(): string {
  return generateRandomString(TOKEN_LENGTH, 'a-z', 'A-Z', '0-9')
}

/** What the database keeps of a token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totpFor(secretBase32: string, email: string) {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  })
}

export const TOTP_STEP_MS = 30_000

/**
 * The time step (30-second periods since the epoch) of `code` when it is the current step's or
 * the one either side (clock drift); undefined when it is none of them. The caller accepts a step
 * once per account (staff.repository.ts claimTotpStep), so an overheard code cannot be replayed.
 */
export function totpStep(secretBase32: string, code: string, now: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined
  const delta = totpFor(secretBase32, '').validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? undefined : Math.floor(now / TOTP_STEP_MS) + delta
}

export function checkTotp(secretBase32: string, code: string, now: number): boolean {
  return totpStep(secretBase32, code, now) !== undefined
}

export async function enrolment(secretBase32: string, email: string) {
  const otpauthUrl = totpFor(secretBase32, email).toString()
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { secret: secretBase32, otpauthUrl, qrSvg }
}

/**
 * The key that encrypts TOTP secrets at rest: STAFF_AUTH_SECRET, else a file in the data folder
 * made on first start (mode 0600), so a copy of the database alone does not yield the secrets.
 */
export function loadStaffSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_SECRET_LENGTH) {
      throw new Error(`STAFF_AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`)
    }
    return fromEnv
  }
  const file = join(dataDir, STAFF_SECRET_FILE)
  if (!existsSync(file)) {
    writeFileSync(file, generateRandomString(64, 'a-z', 'A-Z', '0-9'), { mode: 0o600, flag: 'wx' })
  }
  return readFileSync(file, 'utf8').trim()
}

export function sealSecret(key: string, secret: string): Promise<string> {
  return symmetricEncrypt({ key, data: secret })
}

export function openSecret(key: string, sealed: string): Promise<string> {
  return symmetricDecrypt({ key, data: sealed })
}
