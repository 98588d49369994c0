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

/**
 * PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_ENV (sandbox or live, default sandbox). None of
 * them runs the simulator. Half a configuration is refused rather than guessed: a server meant for
 * live payments must never fall back to the simulator quietly.
 */
export function payPalSettingsFromEnv(env: Record<string, string | undefined>): PayPalSettings {
  const clientId = env.PAYPAL_CLIENT_ID?.trim() ?? ''
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim() ?? ''
  const environment = env.PAYPAL_ENV?.trim().toLowerCase() ?? ''
  if (environment !== '' && environment !== 'sandbox' && environment !== 'live') {
    throw new Error('PAYPAL_ENV must be "sandbox" or "live".')
  }
  if (!clientId && !clientSecret) {
    if (environment)
      throw new Error(
        `PAYPAL_ENV is ${environment} but PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set.`,
      )
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
