import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import type { ApplicationStatus } from '../../../shared/application-status'
import { MAX_PUSH_SUBSCRIPTIONS, PUSH_MESSAGES, type PushMessage } from '../../../shared/push'
import {
  buildTestApp,
  daysFromToday,
  SAMPLE_FILES,
  type TestApp,
  touristApplication,
} from '../../test/test-support'
import { setPaymentStatus } from '../applications'
import { manualClock, startSimulatorApp } from '../payments/payments.test-support'
import { purgeExpiredData } from '../retention'
import { makeStaff, signIn, staffRequest } from '../staff/staff.test-support'
import { subscriptionsOf } from './push.repository'
import { type MockDevice, type MockPushService, startMockPushService } from './push.test-support'

const API = '/api/srilanka'
/** Mail is not the subject here: none is sent, so closing an app never waits for one. */
const NO_MAIL = { sending: false }

let service: MockPushService
beforeAll(async () => {
  service = await startMockPushService()
})
afterAll(() => service.close())

async function createApplication(test: TestApp, overrides: Record<string, unknown> = {}) {
  const response = await test.app.inject({
    method: 'POST',
    url: `${API}/create-application`,
    payload: touristApplication(overrides),
  })
  if (response.statusCode !== 201) throw new Error(response.body)
  const { sku_id: skuId, access_key: key } = response.json().data as { sku_id: string; access_key: string }
  return { skuId, key }
}

function subscribe(test: TestApp, skuId: string, subscription: unknown, key?: string) {
  return test.app.inject({
    method: 'POST',
    url: `${API}/push-subscriptions`,
    payload: { sku_id: skuId, subscription },
    headers: key ? { 'x-application-key': key } : {},
  })
}

function unsubscribe(test: TestApp, skuId: string, endpoint: string, key?: string) {
  return test.app.inject({
    method: 'DELETE',
    url: `${API}/push-subscriptions`,
    payload: { sku_id: skuId, subscription: { endpoint } },
    headers: key ? { 'x-application-key': key } : {},
  })
}

/** What each device was sent since `from` (an index into service.received). */
function messagesSince(from: number) {
  return service.received
    .slice(from)
    .map((push) => ({ device: push.device, message: JSON.parse(push.body) as PushMessage }))
}

describe('subscribing a device', () => {
  let test: TestApp
  let skuId: string
  let key: string
  beforeAll(async () => {
    test = await buildTestApp({ mail: NO_MAIL, push: { serviceOrigins: [service.origin], sending: false } })
    ;({ skuId, key } = await createApplication(test))
  }, 60_000)
  afterAll(() => test.close(), 60_000)

  it('serves one VAPID public key, the same on every call and after a restart on the same database', async () => {
    const first = await test.app.inject({ method: 'GET', url: `${API}/push-key` })
    expect(first.statusCode).toBe(200)
    const { publicKey } = first.json() as { publicKey: string }
    // An uncompressed P-256 point, base64url: what pushManager.subscribe takes.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)
    expect((await test.app.inject({ method: 'GET', url: `${API}/push-key` })).json()).toEqual({ publicKey })
    const again = await buildTestApp({ dataDir: test.dataDir, databaseUrl: test.databaseUrl })
    try {
      expect((await again.app.inject({ method: 'GET', url: `${API}/push-key` })).json()).toEqual({
        publicKey,
      })
    } finally {
      await again.app.close()
    }
  })

  it('serves the key pair of the environment when one is given', async () => {
    const vapidKeys = webpush.generateVAPIDKeys()
    const configured = await buildTestApp({ push: { vapidKeys } })
    try {
      const answer = await configured.app.inject({ method: 'GET', url: `${API}/push-key` })
      expect(answer.json()).toEqual({ publicKey: vapidKeys.publicKey })
    } finally {
      await configured.close()
    }
  })

  it('stores a subscription sent with the application key, once however often it is sent', async () => {
    const device = service.device()
    expect((await subscribe(test, skuId, device.subscription, key)).statusCode).toBe(201)
    expect((await subscribe(test, skuId, device.subscription, key)).statusCode).toBe(201)
    const rows = await subscriptionsOf(test.app.db, skuId)
    expect(rows.filter((row) => row.endpoint === device.subscription.endpoint)).toHaveLength(1)
    expect((await unsubscribe(test, skuId, device.subscription.endpoint, key)).statusCode).toBe(200)
    expect(await subscriptionsOf(test.app.db, skuId)).toHaveLength(0)
  })

  it('refuses a device without the key (401) or with another application’s key (403)', async () => {
    const other = await createApplication(test)
    const device = service.device()
    const without = await subscribe(test, skuId, device.subscription)
    expect(without.statusCode).toBe(401)
    expect(without.json().message).toBe(PUSH_MESSAGES.keyMissing)
    expect((await subscribe(test, skuId, device.subscription, other.key)).statusCode).toBe(403)
    expect((await subscribe(test, skuId, device.subscription, 'x'.repeat(43))).statusCode).toBe(403)
    expect((await unsubscribe(test, skuId, device.subscription.endpoint)).statusCode).toBe(401)
    expect((await unsubscribe(test, skuId, device.subscription.endpoint, other.key)).statusCode).toBe(403)
    expect(await subscriptionsOf(test.app.db, skuId)).toHaveLength(0)
  })

  it.each([
    ['plain HTTP', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another port of the allowed host', 'http://127.0.0.1:1/push/abc'],
    ['a cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['an internal host', 'https://db.internal/push'],
    ['a look-alike host', 'https://fcm.googleapis.com.attacker.example/push'],
    ['credentials in the address', 'https://user:pass@fcm.googleapis.com/fcm/send/abc'],
    ['not an address', 'fcm.googleapis.com/fcm/send/abc'],
  ])('refuses an endpoint on %s with 400', async (_, endpoint) => {
    const { keys } = service.device().subscription
    const response = await subscribe(test, skuId, { endpoint, keys }, key)
    expect(response.statusCode).toBe(400)
    expect(await subscriptionsOf(test.app.db, skuId)).toHaveLength(0)
  })

  it('refuses keys a browser could not have made', async () => {
    const { endpoint, keys } = service.device().subscription
    const notAPoint = Buffer.alloc(65, 7).toString('base64url')
    const response = await subscribe(test, skuId, { endpoint, keys: { ...keys, p256dh: notAPoint } }, key)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(PUSH_MESSAGES.badKeys)
    expect((await subscribe(test, skuId, { endpoint, keys: { p256dh: keys.p256dh } }, key)).statusCode).toBe(
      400,
    )
  })

  it(`notifies at most ${MAX_PUSH_SUBSCRIPTIONS} devices per application, however many ask at once`, async () => {
    const { skuId: number, key: numberKey } = await createApplication(test)
    const devices = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 3 }, () => service.device())
    const answers = await Promise.all(
      devices.map((device) => subscribe(test, number, device.subscription, numberKey)),
    )
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([...Array(MAX_PUSH_SUBSCRIPTIONS).fill(201), 409, 409, 409])
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(PUSH_MESSAGES.tooMany)
    expect(await subscriptionsOf(test.app.db, number)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS)
    // A device already subscribed may renew its subscription at the limit.
    const stored = (await subscriptionsOf(test.app.db, number))[0]
    const renewed = devices.find((device) => device.subscription.endpoint === stored?.endpoint)
    expect((await subscribe(test, number, renewed?.subscription, numberKey)).statusCode).toBe(201)
  })
})

describe('sending on status changes', () => {
  let test: TestApp
  let staff: string
  beforeAll(async () => {
    test = await buildTestApp({
      mail: NO_MAIL,
      staffSignInRateLimit: 0,
      push: { serviceOrigins: [service.origin], retry: { firstDelayMs: 60_000 } },
    })
    staff = await signIn(test.app, await makeStaff(test.app, 'agent@agency.example', 'agent'))
  }, 60_000)
  afterAll(() => test.close(), 60_000)

  async function paidApplicationWithDevices(count: number, overrides: Record<string, unknown> = {}) {
    const { skuId, key } = await createApplication(test, overrides)
    await setPaymentStatus(test.app.db, skuId, 'COMPLETED', new Date().toISOString())
    const devices: MockDevice[] = []
    for (let i = 0; i < count; i += 1) {
      const device = service.device()
      expect((await subscribe(test, skuId, device.subscription, key)).statusCode).toBe(201)
      devices.push(device)
    }
    return { skuId, devices }
  }

  /** A member of staff moves the application, as the back-office does; the sends are then waited for. */
  async function move(skuId: string, status: ApplicationStatus) {
    const url = `/api/staff/applications/${skuId}/status`
    const fields = { status, note: 'checked', reason: 'The photo is blurred.', authorityReference: 'ETA-1' }
    let response: Awaited<ReturnType<typeof test.app.inject>>
    if (status === 'APPROVED') {
      const boundary = '----push-test'
      const parts = [
        ...Object.entries(fields).map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
        `--${boundary}\r\nContent-Disposition: form-data; name="evisa"; filename="evisa.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ]
      const payload = Buffer.concat([
        Buffer.from(parts.join('')),
        SAMPLE_FILES.pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` }
      response = await test.app.inject(staffRequest({ method: 'POST', url, cookie: staff, payload, headers }))
    } else {
      response = await test.app.inject(staffRequest({ method: 'POST', url, cookie: staff, payload: fields }))
    }
    expect(response.statusCode, response.body).toBe(200)
    await test.app.push.flush()
  }

  it('tells the device the language the application was made in, for the notification’s words', async () => {
    const { skuId, devices } = await paidApplicationWithDevices(1, { language: 'de' })
    const from = service.received.length
    await move(skuId, 'REJECTED')
    expect(messagesSince(from)).toEqual([
      { device: devices[0]?.id, message: { number: skuId, status: 'REJECTED', lang: 'de' } },
    ])
  })

  it('sends each device one encrypted, VAPID-signed message per status change, with nothing personal', async () => {
    const { skuId, devices } = await paidApplicationWithDevices(2)
    const { publicKey } = (await test.app.inject({ method: 'GET', url: `${API}/push-key` })).json()
    const from = service.received.length
    await move(skuId, 'NEEDS_CORRECTION')
    const sent = messagesSince(from)
    expect(sent.map((push) => push.device).sort()).toEqual(devices.map((device) => device.id).sort())
    for (const push of sent)
      expect(push.message).toEqual({ number: skuId, status: 'NEEDS_CORRECTION', lang: 'en' })
    const [first] = service.received.slice(from)
    expect(first?.vapidKey).toBe(publicKey)
    expect(first?.headers.urgency).toBe('high')
    expect(Number(first?.headers.ttl)).toBeGreaterThan(0)
    // The Topic lets the service replace an older message; it does not carry the number in the clear.
    expect(first?.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/)
    expect(first?.headers.topic).not.toContain(skuId)
    expect(service.problems).toEqual([])

    // Statuses the traveller is not mailed about send nothing.
    const quiet = service.received.length
    await move(skuId, 'IN_REVIEW')
    expect(service.received.length).toBe(quiet)
    const rows = await test.app.db.selectFrom('push_outbox').selectAll().where('sku_id', '=', skuId).execute()
    expect(rows.map((row) => row.state)).toEqual(['sent', 'sent'])
  })

  it('deletes a subscription the push service says is gone (410), and sends nothing there again', async () => {
    const { skuId, devices } = await paidApplicationWithDevices(2)
    const [gone, kept] = devices as [MockDevice, MockDevice]
    service.answer(gone, 410)
    const failures = async () => (await test.app.counters.pushFailures.get()).values[0]?.value ?? 0
    const failedBefore = await failures()
    const from = service.received.length
    await move(skuId, 'REJECTED')
    expect(service.requests.get(gone.id)).toBe(1)
    // Operators see it: evisa_push_failures_total.
    expect(await failures()).toBe(failedBefore + 1)
    expect(messagesSince(from).map((push) => push.device)).toEqual([kept.id])
    const left = await subscriptionsOf(test.app.db, skuId)
    expect(left.map((row) => row.endpoint)).toEqual([kept.subscription.endpoint])

    const { skuId: next, devices: nextDevices } = await paidApplicationWithDevices(1)
    const [other] = nextDevices as [MockDevice]
    service.answer(other, 404)
    await move(next, 'NEEDS_CORRECTION')
    expect(await subscriptionsOf(test.app.db, next)).toHaveLength(0)
    await move(next, 'IN_REVIEW')
    await move(next, 'APPROVED')
    expect(service.requests.get(other.id)).toBe(1)
  })
})

describe('a push service that fails for a while', () => {
  const clock = manualClock()
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp({
      mail: NO_MAIL,
      now: clock.now,
      push: { serviceOrigins: [service.origin], pollIntervalMs: 3_600_000 },
    })
  }, 60_000)
  afterAll(() => test.close(), 60_000)

  it('keeps the message and sends it later, waiting longer after each failure', async () => {
    const { skuId, key } = await createApplication(test)
    const device = service.device()
    expect((await subscribe(test, skuId, device.subscription, key)).statusCode).toBe(201)
    service.answer(device, 503)
    const { onStatusChanged } = await import('../staff')
    await test.app.db.transaction().execute((trx) =>
      onStatusChanged(trx, {
        skuId,
        from: 'IN_REVIEW',
        to: 'REJECTED',
        reason: 'Not eligible.',
        at: new Date(clock.now()).toISOString(),
      }),
    )
    const outboxRow = async () =>
      (await test.app.db.selectFrom('push_outbox').selectAll().where('sku_id', '=', skuId).execute())[0]
    await test.app.push.flush()
    expect(await outboxRow()).toMatchObject({ state: 'pending', attempts: 1, last_error: 'HTTP 503' })
    expect(Date.parse((await outboxRow())?.next_attempt_at ?? '')).toBe(clock.now() + 60_000)

    // Not due yet: nothing is tried.
    await test.app.push.flush()
    expect(service.requests.get(device.id)).toBe(1)
    clock.advance(60_000)
    await test.app.push.flush()
    expect(await outboxRow()).toMatchObject({ state: 'pending', attempts: 2 })
    // Each refused attempt is counted for the operators (evisa_push_failures_total).
    expect((await test.app.counters.pushFailures.get()).values[0]?.value).toBe(2)
    expect(Date.parse((await outboxRow())?.next_attempt_at ?? '')).toBe(clock.now() + 120_000)

    service.answer(device, 201)
    const from = service.received.length
    clock.advance(120_000)
    await test.app.push.flush()
    expect(messagesSince(from)).toEqual([
      { device: device.id, message: { number: skuId, status: 'REJECTED', lang: 'en' } },
    ])
    expect(service.requests.get(device.id)).toBe(3)
    expect(await outboxRow()).toMatchObject({ state: 'sent', attempts: 3, last_error: null })
  })
})

describe('paying', () => {
  let test: Awaited<ReturnType<typeof startSimulatorApp>>
  beforeAll(async () => {
    test = await startSimulatorApp(undefined, { mail: NO_MAIL, push: { serviceOrigins: [service.origin] } })
  }, 60_000)
  afterAll(() => test.close(), 60_000)

  it('tells the subscribed device the application was received, once', async () => {
    const { skuId, key } = await createApplication(test)
    const device = service.device()
    expect((await subscribe(test, skuId, device.subscription, key)).statusCode).toBe(201)
    const token = (await test.app.inject({ method: 'GET', url: `${API}/getaccesstocken` })).json().accessToken
    const headers = { authorization: `Bearer ${token}` }
    const order = await test.app.inject({
      method: 'POST',
      url: `${API}/create-Order`,
      payload: { sku_id: skuId },
      headers,
    })
    const capture = () =>
      test.app.inject({
        method: 'POST',
        url: `${API}/capture-order`,
        payload: { orderID: order.json().id, sku_id: skuId },
        headers,
      })
    const from = service.received.length
    expect((await capture()).statusCode).toBe(200)
    expect((await capture()).statusCode).toBe(200)
    await test.app.push.flush()
    expect(messagesSince(from)).toEqual([
      { device: device.id, message: { number: skuId, status: 'RECEIVED', lang: 'en' } },
    ])
  })
})

describe('retention', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp({ mail: NO_MAIL, push: { serviceOrigins: [service.origin], sending: false } })
  }, 60_000)
  afterAll(() => test.close(), 60_000)

  it('deletes the subscriptions and their messages with the application’s personal data', async () => {
    const { skuId, key } = await createApplication(test, { intended_arrival_date: daysFromToday(1) })
    expect((await subscribe(test, skuId, service.device().subscription, key)).statusCode).toBe(201)
    const { onStatusChanged } = await import('../staff')
    await test.app.db.transaction().execute((trx) =>
      onStatusChanged(trx, {
        skuId,
        from: 'RECEIVED',
        to: 'REJECTED',
        reason: 'x',
        at: new Date().toISOString(),
      }),
    )
    expect(await test.app.db.selectFrom('push_outbox').selectAll().execute()).toHaveLength(1)
    await purgeExpiredData(test.app.db, { files: test.app.files, now: Date.now() + 400 * 24 * 3600 * 1000 })
    expect(await subscriptionsOf(test.app.db, skuId)).toHaveLength(0)
    expect(await test.app.db.selectFrom('push_outbox').selectAll().execute()).toHaveLength(0)
  })
})
