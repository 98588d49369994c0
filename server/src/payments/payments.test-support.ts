// Helpers for the payment tests: an app whose PayPal simulator is reachable over real HTTP.
import type { FastifyInstance } from 'fastify'
import { buildTestApp, type TestApp } from '../../test/test-support'
import type { PayPalSettings } from './paypal-config'
import { loopbackOrigin } from './paypal-config'
import { PayPalSimulator } from './paypal-simulator'
import { PAYPAL_SIMULATOR_PREFIX } from './paypal-simulator.routes'

export interface ListeningTestApp extends TestApp {
  /** http://127.0.0.1:port */
  origin: string
}

export interface SimulatorTestApp extends ListeningTestApp {
  simulator: PayPalSimulator
  /** Where the simulator's REST API is, for a PayPal client. */
  simulatorApi: string
}

/** Listens on a free loopback port, as `npm start` would on its own. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return loopbackOrigin(app.server.address())
}

export async function startApp(
  paypal: PayPalSettings,
  overrides: Parameters<typeof buildTestApp>[0] = {},
): Promise<ListeningTestApp> {
  const test = await buildTestApp({ lookupRateLimit: 0, paymentRateLimit: 0, ...overrides, paypal })
  return { ...test, origin: await listen(test.app) }
}

export async function startSimulatorApp(
  simulator = new PayPalSimulator(),
  overrides: Parameters<typeof buildTestApp>[0] = {},
): Promise<SimulatorTestApp> {
  const test = await startApp({ mode: 'simulator', simulator }, overrides)
  return { ...test, simulator, simulatorApi: `${test.origin}${PAYPAL_SIMULATOR_PREFIX}` }
}

/** A clock tests move by hand. */
export function manualClock(start = Date.now()) {
  const clock = {
    time: start,
    now: () => clock.time,
    advance: (ms: number) => {
      clock.time += ms
    },
  }
  return clock
}
