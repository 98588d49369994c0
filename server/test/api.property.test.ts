// Hostile input to every endpoint ("bad input never breaks the service"): random and
// malformed bodies, headers and ids through app.inject. Never a 5xx, the error shape on every 4xx,
// and no row stored by a refused request. Uploads have their own file (uploads.property.test.ts).
import { createECDH, randomBytes } from 'node:crypto'
import fc from 'fast-check'
import type { FastifyInstance, HTTPMethods } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  expectSafeAnswer,
  type HostileBody,
  hostileBody,
  hostileHeaders,
  hostileId,
  rowCounts,
} from './hostile-input'
import { buildTestApp, multipartFile, SAMPLE_FILES, type TestApp, touristApplication } from './test-support'

// PROPERTY_RUNS=2000 for a deeper search; npm test keeps each file within seconds.
const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 100)
vi.setConfig({ testTimeout: Math.max(20_000, NUM_RUNS * 40) })

interface Endpoint {
  method: HTTPMethods
  /** As Fastify lists it, with :params. */
  route: string
  /** The success flag of its answers; undefined for routes that speak another protocol. */
  flag?: 'status' | 'success'
  /** A valid body, mutated by the body property; absent for calls without a body. */
  body?: () => Record<string, unknown>
  bearer?: boolean
  /** Sends the application's access key (X-Application-Key), so the body is what gets tested. */
  accessKey?: boolean
}

const DRAFT_ID = '0b7f3c56-6f2e-4c55-9d0e-2f1a4a0e1c11'
/** A subscription a browser could have made, on a push service the server accepts by default. */
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/property-test-device',
  keys: {
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
}

/** Every route the app serves. A test below fails when a route is added without being listed here. */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', route: '/api/health', flag: 'status' },
  { method: 'GET', route: '/api/ready', flag: 'status' },
  { method: 'GET', route: '/api/srilanka/push-key', flag: 'status' },
  {
    method: 'POST',
    route: '/api/srilanka/push-subscriptions',
    flag: 'status',
    body: () => ({ sku_id: knownSkuId, subscription: PUSH_SUBSCRIPTION }),
    accessKey: true,
  },
  {
    method: 'DELETE',
    route: '/api/srilanka/push-subscriptions',
    flag: 'status',
    body: () => ({ sku_id: knownSkuId, subscription: { endpoint: PUSH_SUBSCRIPTION.endpoint } }),
    accessKey: true,
  },
  {
    method: 'POST',
    route: '/api/srilanka/createContactUS',
    flag: 'success',
    body: () => ({
      Given_Name: 'Amelia',
      Email: 'amelia@example.com',
      contact_no: '+44 7700 900123',
      Nationality: 'UNITED KINGDOM',
      remarks: 'Hello',
    }),
  },
  { method: 'POST', route: '/api/srilanka/create-application', flag: 'success', body: touristApplication },
  {
    method: 'PUT',
    route: '/api/srilanka/update-application/:id',
    flag: 'status',
    body: touristApplication,
    accessKey: true,
  },
  {
    method: 'POST',
    route: '/api/srilanka/verify-application',
    flag: 'status',
    body: () => ({ sku_id: knownSkuId, passport_number: 'AB1234567', date_of_birth: '1990-04-12' }),
  },
  { method: 'GET', route: '/api/srilanka/View-application/:id', flag: 'status' },
  { method: 'GET', route: '/api/srilanka/evisa/:id', flag: 'status' },
  { method: 'GET', route: '/api/srilanka/receipt/:id', flag: 'status' },
  {
    method: 'POST',
    route: '/api/srilanka/returning-applicant',
    flag: 'status',
    body: () => ({ passport_number: 'AB1234567', email: 'traveller@example.com' }),
  },
  { method: 'POST', route: '/api/srilanka/returning-applicant/:token', flag: 'status' },
  {
    method: 'POST',
    route: '/api/srilanka/resend-evisa',
    flag: 'status',
    body: () => ({ sku_id: knownSkuId, passport_number: 'AB1234567' }),
  },
  {
    method: 'PUT',
    route: '/api/srilanka/drafts/:draftId',
    flag: 'status',
    body: () => ({ data: { a: 1 }, version: 1 }),
  },
  { method: 'GET', route: '/api/srilanka/drafts/:draftId', flag: 'status' },
  { method: 'DELETE', route: '/api/srilanka/drafts/:draftId', flag: 'status' },
  { method: 'POST', route: '/api/upload', flag: 'success', body: () => ({ image: 'x' }) },
  { method: 'GET', route: '/uploads/:filename', flag: 'status' },
  // Payments (docs/rules.md §4).
  { method: 'GET', route: '/api/srilanka/paypal-config', flag: 'status' },
  { method: 'GET', route: '/api/srilanka/getaccesstocken', flag: 'status' },
  {
    method: 'POST',
    route: '/api/srilanka/create-Order',
    flag: 'status',
    bearer: true,
    body: () => ({ sku_id: 'ABCDEFGHJKMNPQRS', amount: '85.00', currency: 'USD', description: 'eVisa' }),
  },
  {
    method: 'POST',
    route: '/api/srilanka/capture-order',
    flag: 'status',
    bearer: true,
    body: () => ({ orderID: 'ORDER-1', sku_id: 'ABCDEFGHJKMNPQRS' }),
  },
  // The PayPal simulator stands in for PayPal's hosts and answers in PayPal's shapes, not ours:
  // it must still never fail on bad input.
  {
    method: 'POST',
    route: '/api/paypal-simulator/v1/oauth2/token',
    body: () => ({ grant_type: 'client_credentials' }),
  },
  { method: 'POST', route: '/api/paypal-simulator/v2/checkout/orders', body: () => ({ intent: 'CAPTURE' }) },
  { method: 'GET', route: '/api/paypal-simulator/v2/checkout/orders/:id' },
  { method: 'POST', route: '/api/paypal-simulator/v2/checkout/orders/:id/capture', body: () => ({}) },
  { method: 'GET', route: '/api/paypal-simulator/sdk/js' },
  { method: 'GET', route: '/robots.txt' },
  // The back-office (README "Back-office"): refused without a session or from another site, and
  // never a 5xx whatever arrives.
  { method: 'GET', route: '/api/staff/setup/:token', flag: 'status' },
  {
    method: 'POST',
    route: '/api/staff/setup/:token/password',
    flag: 'status',
    body: () => ({ password: 'twelve chars' }),
  },
  {
    method: 'POST',
    route: '/api/staff/setup/:token/confirm',
    flag: 'status',
    body: () => ({ code: '123456' }),
  },
  {
    method: 'POST',
    route: '/api/staff/sign-in',
    flag: 'status',
    body: () => ({ email: 'admin@agency.example', password: 'twelve chars', code: '123456' }),
  },
  { method: 'POST', route: '/api/staff/sign-out', flag: 'status', body: () => ({}) },
  { method: 'GET', route: '/api/staff/me', flag: 'status' },
  { method: 'GET', route: '/api/staff/applications', flag: 'status' },
  { method: 'GET', route: '/api/staff/applications/:number', flag: 'status' },
  { method: 'GET', route: '/api/staff/applications/:number/passport-copy', flag: 'status' },
  { method: 'GET', route: '/api/staff/applications/:number/evisa', flag: 'status' },
  {
    method: 'POST',
    route: '/api/staff/applications/:number/evisa',
    flag: 'status',
    body: () => ({ note: "The first PDF was another traveller's" }),
  },
  {
    method: 'POST',
    route: '/api/staff/applications/:number/status',
    flag: 'status',
    body: () => ({ status: 'IN_REVIEW', note: '' }),
  },
  { method: 'GET', route: '/api/staff/export.csv', flag: 'status' },
  { method: 'GET', route: '/api/staff/staff', flag: 'status' },
  {
    method: 'POST',
    route: '/api/staff/staff',
    flag: 'status',
    body: () => ({ email: 'a@agency.example', role: 'agent' }),
  },
  { method: 'POST', route: '/api/staff/staff/:id/disable', flag: 'status', body: () => ({}) },
  { method: 'POST', route: '/api/staff/staff/:id/reset', flag: 'status', body: () => ({}) },
]

/** Routes as Fastify prints them: one per line, nested ones under their parent. */
function servedRoutes(app: FastifyInstance): string[] {
  const routes: string[] = []
  const stack: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*?)(\/\S*) \(([^)]+)\)/.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4 - 1
    stack.length = depth
    const path = `${stack.join('')}${match[2]}`
    stack.push(match[2]!)
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`)
  }
  return routes.sort()
}

let test: TestApp
let served: string[]
let knownSkuId: string
let knownKey: string
let knownUpload: string
let paymentToken = ''

beforeAll(async () => {
  // The event-loop check is off: these runs share the process with the app, and a pause of the
  // test runner (GC, a busy machine) must not read as overload. lifecycle/pressure.test.ts covers it.
  test = await buildTestApp({ lookupRateLimit: 0, pressure: { maxEventLoopDelay: 0 } })
  served = servedRoutes(test.app)
  const created = await test.app.inject({
    method: 'POST',
    url: '/api/srilanka/create-application',
    payload: touristApplication(),
  })
  knownSkuId = created.json().data.sku_id
  knownKey = created.json().data.access_key
  const uploaded = await test.app.inject({
    method: 'POST',
    url: '/api/upload',
    ...multipartFile(SAMPLE_FILES.jpeg),
  })
  knownUpload = uploaded.json().file.filename
  paymentToken = (await test.app.inject({ method: 'GET', url: '/api/srilanka/getaccesstocken' })).json()
    .accessToken
})
afterAll(() => test.close())

/** The route with real ids, so the body (not a 404 on the id) is what gets tested. */
function urlOf(endpoint: Endpoint, id?: string): string {
  return endpoint.route.replace(/:(\w+)/g, (_, name: string) => {
    if (id !== undefined) return id
    if (name === 'draftId') return DRAFT_ID
    if (name === 'filename') return knownUpload
    return knownSkuId
  })
}

async function send(
  endpoint: Endpoint,
  url: string,
  body?: HostileBody,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = {}
  if (endpoint.bearer) headers.authorization = `Bearer ${paymentToken}`
  if (endpoint.accessKey) headers['x-application-key'] = knownKey
  if (body) headers['content-type'] = body.kind === 'raw' ? body.contentType : 'application/json'
  Object.assign(headers, extraHeaders)
  const before = await storedRows()
  const response = await test.app.inject({
    method: endpoint.method,
    url,
    headers,
    payload: body === undefined ? undefined : body.kind === 'raw' ? body.text : JSON.stringify(body.value),
  })
  expectSafeAnswer(response, endpoint.flag)
  if (response.statusCode >= 400) expect(await storedRows()).toEqual(before)
  return response
}

/**
 * Every table's rows but the limit counters: a limit counts each try before the work it guards,
 * refused ones included (an attacker's malformed requests spend the budget too), so a refusal
 * may add a counter while it stores nothing else.
 */
async function storedRows() {
  const { limit_counters: _counted, ...stored } = await rowCounts(test.app)
  return stored
}

describe('the endpoint list', () => {
  it('names every route the app serves, and only those', () => {
    const listed = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`)
    expect(listed.sort()).toEqual(served)
  })
})

describe.each(ENDPOINTS.filter((endpoint) => endpoint.body !== undefined))('$method $route', (endpoint) => {
  it('survives any body: never a 5xx, the error shape on 4xx, nothing stored when refused', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody(endpoint.body?.()), async (body) => {
        await send(endpoint, urlOf(endpoint), body)
      }),
      { numRuns: NUM_RUNS },
    )
  })
})

describe.each(ENDPOINTS)('$method $route', (endpoint) => {
  it('survives any headers', async () => {
    const valid = endpoint.body?.()
    await fc.assert(
      fc.asyncProperty(hostileHeaders, async (headers) => {
        await send(endpoint, urlOf(endpoint), valid && { kind: 'json', value: valid }, headers)
      }),
      { numRuns: NUM_RUNS / 2 },
    )
  })
})

describe.each(ENDPOINTS.filter((endpoint) => endpoint.route.includes('/:')))('$method $route', (endpoint) => {
  it('survives any id: wrong length, wrong alphabet, SQL, unicode, percent-encoding', async () => {
    const valid = endpoint.body?.()
    await fc.assert(
      fc.asyncProperty(hostileId, async (id) => {
        const response = await send(endpoint, urlOf(endpoint, id), valid && { kind: 'json', value: valid })
        // An id that is not one of ours never reaches anything: a 2xx would mean it matched.
        if (endpoint.method !== 'PUT' || !endpoint.route.includes('drafts')) {
          expect(response.statusCode).toBeGreaterThanOrEqual(400)
        }
      }),
      { numRuns: NUM_RUNS },
    )
  })
})
