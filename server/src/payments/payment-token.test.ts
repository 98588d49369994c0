import { describe, expect, it } from 'vitest'
import { createPaymentTokens, PAYMENT_TOKEN_TTL_SECONDS } from './payment-token'
import { manualClock } from './payments.test-support'

describe('payment tokens', () => {
  it('are valid for their lifetime and expired after it', () => {
    const clock = manualClock()
    const tokens = createPaymentTokens(clock.now)
    const { token, expiresIn } = tokens.issue()
    expect(expiresIn).toBe(PAYMENT_TOKEN_TTL_SECONDS)
    expect(tokens.check(token)).toBe('valid')
    clock.advance(expiresIn * 1000 - 1)
    expect(tokens.check(token)).toBe('valid')
    clock.advance(1)
    expect(tokens.check(token)).toBe('expired')
  })

  it('are each different', () => {
    const tokens = createPaymentTokens(Date.now)
    expect(tokens.issue().token).not.toBe(tokens.issue().token)
  })

  it('cannot be altered or made without the secret', () => {
    const tokens = createPaymentTokens(Date.now)
    const { token } = tokens.issue()
    const [expiry, nonce, signature] = token.split('.') as [string, string, string]
    const later = (Number.parseInt(expiry, 36) + 86_400_000).toString(36)
    expect(tokens.check(`${later}.${nonce}.${signature}`)).toBe('invalid')
    expect(tokens.check(`${expiry}.${nonce}x.${signature}`)).toBe('invalid')
    expect(tokens.check(`${expiry}.${nonce}.${signature.slice(1)}`)).toBe('invalid')
    expect(tokens.check(createPaymentTokens(Date.now).issue().token)).toBe('invalid')
    expect(tokens.check('')).toBe('invalid')
    expect(tokens.check('a.b.c.d')).toBe('invalid')
  })
})
