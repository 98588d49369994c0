import type { AddressInfo } from 'node:net'
import type { PayPalMode } from '../../../shared/payments'
import type { PayPalSimulator } from './paypal-simulator'

/** How this server reaches PayPal: its own simulator, or PayPal's sandbox or live hosts. */
export type PayPalSettings =
  | {
      mode: 'simulator'
      /** Tests pass one to make captures fail or count calls; otherwise one is made. */
      simulator?: PayPalSimulator
    }
  | {
      mode: 'sandbox' | 'live'
      clientId: string
      clientSecret: string
      /** Default: PayPal's API host for the mode. Tests point it at a simulator. */
      apiBaseUrl?: string
    }

/** PayPal's JS SDK script, for PayPalScriptProvider's `sdkBaseUrl`. */
export const PAYPAL_SDK_URLS = {
  sandbox: 'https://www.sandbox.paypal.com/sdk/js',
  live: 'https://www.paypal.com/sdk/js',
} as const satisfies Record<Exclude<PayPalMode, 'simulator'>, string>

export const PRODUCTION_SIMULATOR_REFUSED =
  'NODE_ENV is production but PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set: the PayPal ' +
  'simulator would mark applications paid without taking any money. Set the PayPal credentials ' +
  '(with PAYPAL_ENV=sandbox or live), or PAYPAL_ENV=simulator to run the simulator on purpose.'

/**
 * PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_ENV (sandbox, live or simulator; default
 * sandbox with credentials). Without credentials the simulator runs, except under
 * NODE_ENV=production, where only an explicit PAYPAL_ENV=simulator runs it: a production server
 * must never mark applications paid for free because a variable was forgotten. Half a
 * configuration is refused rather than guessed.
 */
export function payPalSettingsFromEnv(env: Record<string, string | undefined>): PayPalSettings {
  const clientId = env.PAYPAL_CLIENT_ID?.trim() ?? ''
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim() ?? ''
  const environment = env.PAYPAL_ENV?.trim().toLowerCase() ?? ''
  if (
    environment !== '' &&
    environment !== 'sandbox' &&
    environment !== 'live' &&
    environment !== 'simulator'
  ) {
    throw new Error('PAYPAL_ENV must be "sandbox", "live" or "simulator".')
  }
  if (environment === 'simulator') {
    if (clientId || clientSecret) {
      throw new Error('PAYPAL_ENV is simulator: unset PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.')
    }
    return { mode: 'simulator' }
  }
  if (!clientId && !clientSecret) {
    if (environment)
      throw new Error(
        `PAYPAL_ENV is ${environment} but PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set.`,
      )
    if (env.NODE_ENV?.trim() === 'production') throw new Error(PRODUCTION_SIMULATOR_REFUSED)
    return { mode: 'simulator' }
  }
  if (!clientId || !clientSecret) {
    throw new Error('Set both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or neither to use the simulator.')
  }
  return { mode: environment === 'live' ? 'live' : 'sandbox', clientId, clientSecret }
}

/**
 * This server's own address, for calling the simulator over real HTTP like PayPal. Known only once
 * the server listens; a wildcard address is reached through loopback.
 */
export function loopbackOrigin(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') {
    throw new Error('The PayPal simulator is called over HTTP: the server must listen on a TCP port first.')
  }
  const ipv6 = address.family === 'IPv6' || (address.family as unknown) === 6
  if (!ipv6) return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${address.port}`
  return `http://[${address.address === '::' ? '::1' : address.address}]:${address.port}`
}
