// The simulator on HTTP, mounted on this same server when no PayPal credentials are set: PayPal's
// REST paths under PAYPAL_SIMULATOR_PREFIX, plus the stand-in for PayPal's JS SDK script. It
// lives under /api so Vite's dev proxy and the service worker's denylist already cover it.
import { readFile } from 'node:fs/promises'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { PayPalSimulator, SimulatorResponse } from './paypal-simulator'

export const PAYPAL_SIMULATOR_PREFIX = '/api/paypal-simulator'
/** Where the SDK stand-in is served; the payment screen gets it as `sdkBaseUrl`. */
export const SIMULATOR_SDK_PATH = `${PAYPAL_SIMULATOR_PREFIX}/sdk/js`

const SDK_SCRIPT_FILE = new URL('./paypal-sdk-simulator.js', import.meta.url)

export interface PayPalSimulatorRoutesOptions {
  simulator: PayPalSimulator
}

interface ByOrderId {
  Params: { id: string }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}

function send(reply: FastifyReply, { status, body }: SimulatorResponse) {
  return reply.code(status).header('cache-control', 'no-store').send(body)
}

export const paypalSimulatorRoutes: FastifyPluginAsync<PayPalSimulatorRoutesOptions> = async (
  app,
  { simulator },
) => {
  const sdkScript = await readFile(SDK_SCRIPT_FILE, 'utf8')

  // This scope speaks PayPal's formats: a form for the token, and JSON that may be empty (a
  // capture has no body). Both parsers stay inside this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = (body as string).trim()
    if (text === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      const error = Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 })
      done(error, undefined)
    }
  })

  /** Links in answers point back at the simulator, as PayPal's point at api-m.paypal.com. */
  const apiBase = (request: FastifyRequest) =>
    `${request.protocol}://${request.host}${PAYPAL_SIMULATOR_PREFIX}`

  app.post('/v1/oauth2/token', async (request, reply) =>
    send(
      reply,
      simulator.issueToken(request.headers.authorization, request.body as Record<string, string> | undefined),
    ),
  )

  app.post('/v2/checkout/orders', async (request, reply) =>
    send(
      reply,
      simulator.createOrder(
        request.headers.authorization,
        header(request, 'paypal-request-id'),
        request.body,
        apiBase(request),
        header(request, 'prefer')?.includes('return=representation') ?? false,
      ),
    ),
  )

  app.post<ByOrderId>('/v2/checkout/orders/:id/capture', async (request, reply) =>
    send(
      reply,
      simulator.captureOrder(
        request.headers.authorization,
        header(request, 'paypal-request-id'),
        request.params.id,
        apiBase(request),
      ),
    ),
  )

  app.get<ByOrderId>('/v2/checkout/orders/:id', async (request, reply) =>
    send(reply, simulator.getOrder(request.headers.authorization, request.params.id, apiBase(request))),
  )

  // The stand-in for https://www.paypal.com/sdk/js. The provider appends ?client-id=...&currency=...
  app.get('/sdk/js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(sdkScript),
  )
}
