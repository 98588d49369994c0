import { describe, expect, it } from 'vitest'
import { loopbackOrigin, PRODUCTION_SIMULATOR_REFUSED, payPalSettingsFromEnv } from './paypal-config'

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

describe('PayPal settings in production', () => {
  it('refuse to run the simulator unless PAYPAL_ENV=simulator says so, and say why', () => {
    expect(() => payPalSettingsFromEnv({ NODE_ENV: 'production' })).toThrow(PRODUCTION_SIMULATOR_REFUSED)
    expect(PRODUCTION_SIMULATOR_REFUSED).toContain('without taking any money')
    expect(payPalSettingsFromEnv({ NODE_ENV: 'production', PAYPAL_ENV: 'simulator' })).toEqual({
      mode: 'simulator',
    })
    expect(
      payPalSettingsFromEnv({ NODE_ENV: 'production', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }),
    ).toMatchObject({ mode: 'sandbox' })
  })

  it('refuse credentials beside PAYPAL_ENV=simulator', () => {
    expect(() =>
      payPalSettingsFromEnv({ PAYPAL_ENV: 'simulator', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }),
    ).toThrow('unset PAYPAL_CLIENT_ID')
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
