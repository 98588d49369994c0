import { describe, expect, it } from 'vitest'
import { loopbackOrigin, payPalSettingsFromEnv } from './paypal-config'

describe('PayPal settings from the environment', () => {
  it('run the simulator when no PayPal variable is set', () => {
    expect(payPalSettingsFromEnv({})).toEqual({ mode: 'simulator' })
    expect(payPalSettingsFromEnv({ PAYPAL_CLIENT_ID: ' ', PAYPAL_CLIENT_SECRET: '' })).toEqual({
      mode: 'simulator',
    })
  })

  it('use the sandbox by default once credentials are set, and live when asked', () => {
    const credentials = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }
    expect(payPalSettingsFromEnv(credentials)).toEqual({
      mode: 'sandbox',
      clientId: 'id',
      clientSecret: 'secret',
    })
    expect(payPalSettingsFromEnv({ ...credentials, PAYPAL_ENV: 'Live' })).toMatchObject({ mode: 'live' })
    expect(payPalSettingsFromEnv({ ...credentials, PAYPAL_ENV: 'sandbox' })).toMatchObject({
      mode: 'sandbox',
    })
  })

  it.each([
    ['one credential without the other', { PAYPAL_CLIENT_ID: 'id' }, 'Set both PAYPAL_CLIENT_ID'],
    ['an environment without credentials', { PAYPAL_ENV: 'live' }, 'PAYPAL_ENV is live but'],
    [
      'an unknown environment',
      { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_ENV: 'prod' },
      'PAYPAL_ENV must be',
    ],
  ])('refuse %s rather than fall back to the simulator', (_case, env, message) => {
    expect(() => payPalSettingsFromEnv(env)).toThrow(message)
  })
})

describe('the loopback origin of the listening server', () => {
  it('is the address listened on, with wildcard addresses reached through loopback', () => {
    expect(loopbackOrigin({ address: '127.0.0.1', family: 'IPv4', port: 3000 })).toBe('http://127.0.0.1:3000')
    expect(loopbackOrigin({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe('http://127.0.0.1:3000')
    expect(loopbackOrigin({ address: '::', family: 'IPv6', port: 8080 })).toBe('http://[::1]:8080')
    expect(loopbackOrigin({ address: '::1', family: 'IPv6', port: 8080 })).toBe('http://[::1]:8080')
  })

  it('cannot exist before the server listens', () => {
    expect(() => loopbackOrigin(null)).toThrow('must listen')
  })
})
