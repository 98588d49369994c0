// One PayPal for several servers in the two-server test. Real servers behind a load balancer share
// PayPal itself: an order created through one can be captured through another. The built-in
// simulator (PAYPAL_ENV=simulator) lives inside each server process, so it cannot stand in for
// that; instead this process runs one simulator on HTTP, and each server, configured for PayPal's
// sandbox with the simulator's credentials, is started with `paypalHostEnv()`, which preloads
// paypal-host.mjs to send the sandbox host's requests to it. Nothing else in the servers changes.
import Fastify from 'fastify'
import { PAYPAL_API_BASE_URLS } from '../../server/src/payments/paypal-client'
import { PayPalSimulator } from '../../server/src/payments/paypal-simulator'
import {
  PAYPAL_SIMULATOR_PREFIX,
  paypalSimulatorRoutes,
} from '../../server/src/payments/paypal-simulator.routes'
import type { Order } from '../../server/src/payments/paypal-types'

export interface SharedPayPal {
  /** The environment a server needs to use it (production-safe: PAYPAL_ENV=sandbox, credentials). */
  env: Record<string, string>
  /** How many of these orders PayPal captured: money actually taken. */
  capturedCount: (orderIds: string[]) => number
  stop: () => Promise<void>
}

export async function startSharedPayPal(): Promise<SharedPayPal> {
  // paypal-host.mjs cannot import TypeScript: it names the host itself, checked here.
  if (PAYPAL_API_BASE_URLS.sandbox !== 'https://api-m.sandbox.paypal.com') {
    throw new Error("PayPal's sandbox host changed: update scripts/pg/paypal-host.mjs")
  }
  const simulator = new PayPalSimulator({ clientId: 'two-server-test' })
  const app = Fastify({ logger: false })
  await app.register(paypalSimulatorRoutes, { prefix: PAYPAL_SIMULATOR_PREFIX, simulator })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    env: {
      PAYPAL_ENV: 'sandbox',
      PAYPAL_CLIENT_ID: simulator.clientId,
      PAYPAL_CLIENT_SECRET: simulator.clientSecret,
      SHARED_PAYPAL_URL: `${address}${PAYPAL_SIMULATOR_PREFIX}`,
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --import ${new URL('./paypal-host.mjs', import.meta.url).pathname}`.trim(),
    },
    capturedCount: (orderIds) => {
      const basic = Buffer.from(`${simulator.clientId}:${simulator.clientSecret}`).toString('base64')
      const token = simulator.issueToken(`Basic ${basic}`, { grant_type: 'client_credentials' }).body as {
        access_token: string
      }
      return orderIds.filter((id) => {
        const { body } = simulator.getOrder(`Bearer ${token.access_token}`, id, '')
        return (body as Order).purchase_units?.[0]?.payments?.captures?.length
      }).length
    },
    stop: () => app.close(),
  }
}
