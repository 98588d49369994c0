// The bearer token of getaccesstocken (docs/rules.md §4): made and checked by this server alone, so
// PayPal's OAuth token never reaches a browser. It is an expiry and a nonce signed with HMAC-SHA256
// under a secret the servers share through the database (db/server-secrets.ts): nothing per token
// to store, and a token from one server is good on every other server on that database.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const PAYMENT_TOKEN_TTL_SECONDS = 15 * 60

export type PaymentTokenCheck = 'valid' | 'expired' | 'invalid'

export interface PaymentTokens {
  issue(): { token: string; expiresIn: number }
  check(token: string): PaymentTokenCheck
}

export function createPaymentTokens(
  now: () => number,
  {
    secret = randomBytes(32),
    ttlSeconds = PAYMENT_TOKEN_TTL_SECONDS,
  }: { secret?: Buffer; ttlSeconds?: number } = {},
): PaymentTokens {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest()

  return {
    issue() {
      const payload = `${(now() + ttlSeconds * 1000).toString(36)}.${randomBytes(16).toString('base64url')}`
      return { token: `${payload}.${sign(payload).toString('base64url')}`, expiresIn: ttlSeconds }
    },

    check(token) {
      const parts = token.split('.')
      if (parts.length !== 3) return 'invalid'
      const [expiry, nonce, signature] = parts as [string, string, string]
      const expected = sign(`${expiry}.${nonce}`)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
      return now() < Number.parseInt(expiry, 36) ? 'valid' : 'expired'
    },
  }
}
