// Passwords, authenticator codes and tokens, each from a maintained library (docs/decisions/005):
// better-auth's scrypt hashing, random strings and encryption; otpauth's TOTP (RFC 6238);
// qrcode's SVG. The only local code is which of them to call.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  generateRandomString,
  hashPassword,
  symmetricDecrypt,
  symmetricEncrypt,
  verifyPassword,
} from 'better-auth/crypto'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

export const TOTP_ISSUER = 'Sri Lanka eVisa staff'
const TOKEN_LENGTH = 43 // about 256 bits from 62 characters
/** In the data folder; backups carry it, or the TOTP secrets they hold could not be read. */
export const STAFF_SECRET_FILE = 'staff-secret'
const MIN_SECRET_LENGTH = 32

export { hashPassword }

// Compared against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
let decoyHash: Promise<string> | undefined

export function checkPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash) return verifyPassword({ hash, password })
  decoyHash ??= hashPassword(generateRandomString(24, 'a-z', '0-9'))
  return decoyHash.then((decoy) => verifyPassword({ hash: decoy, password })).then(() => false)
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

/** Accepts the code of the current 30-second step or the one either side (clock drift). */
export function checkTotp(secretBase32: string, code: string, now: number): boolean {
  if (!/^\d{6}$/.test(code)) return false
  return totpFor(secretBase32, '').validate({ token: code, timestamp: now, window: 1 }) !== null
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
