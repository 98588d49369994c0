// As an attacker would try it: the application number alone no longer opens a passport
// record, and the idempotency key no longer hands out someone else's application.
import { describe, expect, it } from 'vitest'
import { RANDOM_KEY_PATTERN } from '../../../shared/random-key'
import { buildTestApp, countRows, testAppForSuite, touristApplication } from '../../test/test-support'
import { hashAccessKey } from './access-keys'

const CREATE = '/api/srilanka/create-application'
const VIEW = '/api/srilanka/View-application'
const UPDATE = '/api/srilanka/update-application'
const VERIFY = '/api/srilanka/verify-application'
const MISMATCH = { status: false, message: 'The details do not match this application.' }
const PERSONAL_FIELDS = [
  'surname',
  'other_name',
  'date_of_birth',
  'passport_number',
  'email',
  'address_line1',
  'mobile_number',
  'children',
  'passport_bio_page',
  'passport_expiry_date',
]

const test = testAppForSuite({ lookupRateLimit: 0 })

async function created(fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await test.app.inject({
    method: 'POST',
    url: CREATE,
    payload: touristApplication(fields),
    headers,
  })
  expect(response.statusCode).toBe(201)
  return response.json().data as { sku_id: string; access_key: string }
}

function view(skuId: string, key?: string) {
  return test.app.inject({
    method: 'GET',
    url: `${VIEW}/${skuId}`,
    headers: key === undefined ? {} : { 'x-application-key': key },
  })
}

function verify(payload: Record<string, unknown>, remoteAddress = '198.51.100.20', app = test.app) {
  return app.inject({ method: 'POST', url: VERIFY, payload, remoteAddress })
}

describe('View-application', () => {
  it('answers only status, fee and initials to anyone holding just the number', async () => {
    const { sku_id } = await created()
    const response = await view(sku_id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: true,
      data: {
        sku_id,
        payment_status: 'UNPAID',
        application_status: 'AWAITING_PAYMENT',
        visaType: 'TOURIST VISA',
        amount: '85.00',
        currency: 'USD',
        initials: 'A. F.',
        group_size: 1,
      },
    })
  })

  it('answers a wrong key, or the key of another application, like no key at all', async () => {
    const mine = await created()
    const theirs = await created({ surname: 'Silva' })
    for (const key of [theirs.access_key, 'A'.repeat(43), 'not a key', '']) {
      const { data } = (await view(mine.sku_id, key)).json()
      for (const field of PERSONAL_FIELDS) expect(data).not.toHaveProperty(field)
      expect(data.initials).toBe('A. F.')
    }
  })

  it('answers every field, with the fee, to the device holding the key', async () => {
    const { sku_id, access_key } = await created()
    const { data } = (await view(sku_id, access_key)).json()
    expect(data).toMatchObject({
      sku_id,
      surname: 'FERNANDO',
      passport_number: 'AB1234567',
      email: 'amelia.fernando@example.com',
      amount: '85.00',
      currency: 'USD',
      initials: 'A. F.',
    })
    expect(data.children).toHaveLength(1)
  })

  it('stores only a hash of each key', async () => {
    const { sku_id, access_key } = await created()
    const rows = await test.app.db
      .selectFrom('application_keys')
      .selectAll()
      .where('sku_id', '=', sku_id)
      .execute()
    expect(rows.map((row) => row.key_hash)).toEqual([hashAccessKey(access_key)])
    expect(JSON.stringify(rows)).not.toContain(access_key)
  })
})

describe('update-application', () => {
  it('refuses a change without a key (401) or with a wrong one (403), and changes nothing', async () => {
    const mine = await created()
    const theirs = await created()
    const attempts = [
      [{}, 401],
      [{ 'x-application-key': theirs.access_key }, 403],
      [{ 'x-application-key': 'A'.repeat(43) }, 403],
    ] as const
    for (const [headers, status] of attempts) {
      const response = await test.app.inject({
        method: 'PUT',
        url: `${UPDATE}/${mine.sku_id}`,
        headers,
        payload: touristApplication({ email: 'attacker@example.com', passport_bio_page: '' }),
      })
      expect(response.statusCode).toBe(status)
      expect(response.json()).toEqual({ status: false, message: expect.any(String) })
      expect(response.body).not.toContain('FERNANDO')
    }
    const { data } = (await view(mine.sku_id, mine.access_key)).json()
    expect(data.email).toBe('amelia.fernando@example.com')
  })
})

describe('verify-application', () => {
  it('gives a new key for the number, passport number and date of birth, written as a person would', async () => {
    const { sku_id } = await created()
    const response = await verify({
      sku_id: ` ${sku_id.toLowerCase()} `,
      passport_number: ' ab 1234567 ',
      date_of_birth: '1990-04-12',
    })
    expect(response.statusCode).toBe(200)
    const key = response.json().data.access_key
    expect(key).toMatch(RANDOM_KEY_PATTERN)
    expect((await view(sku_id, key)).json().data.passport_number).toBe('AB1234567')
    const update = await test.app.inject({
      method: 'PUT',
      url: `${UPDATE}/${sku_id}`,
      headers: { 'x-application-key': key },
      payload: touristApplication({ surname: 'Perera' }),
    })
    expect(update.statusCode).toBe(200)
  })

  it('answers every mismatch, an unknown number included, with one message', async () => {
    const { sku_id } = await created()
    const tries = [
      { sku_id, passport_number: 'AB1234568', date_of_birth: '1990-04-12' },
      { sku_id, passport_number: 'AB1234567', date_of_birth: '1990-04-13' },
      { sku_id: '0123456789ABCDEF', passport_number: 'AB1234567', date_of_birth: '1990-04-12' },
      { sku_id: 'not-a-number', passport_number: 'AB1234567', date_of_birth: '1990-04-12' },
    ]
    for (const [index, payload] of tries.entries()) {
      const response = await verify(payload, `198.51.100.${30 + index}`)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual(MISMATCH)
    }
  })

  it('refuses a malformed request with 400 and a message', async () => {
    const response = await verify({ sku_id: 'X', passport_number: '', date_of_birth: '12/04/1990' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      status: false,
      errors: expect.arrayContaining([
        { field: 'passport_number', message: 'Passport Number is required.' },
        { field: 'date_of_birth', message: 'Date of Birth must be a valid date.' },
      ]),
    })
  })

  it('stops guessing one application after 5 failed tries an hour, from any number of addresses', async () => {
    let now = Date.now()
    const clocked = await buildTestApp({ now: () => now })
    try {
      const made = await clocked.app.inject({ method: 'POST', url: CREATE, payload: touristApplication() })
      const { sku_id } = made.json().data
      for (let i = 0; i < 5; i++) {
        const wrong = { sku_id, passport_number: 'AB1234567', date_of_birth: `1990-01-0${i + 1}` }
        expect((await verify(wrong, `203.0.113.${i + 1}`, clocked.app)).statusCode).toBe(403)
      }
      const right = { sku_id, passport_number: 'AB1234567', date_of_birth: '1990-04-12' }
      const refused = await verify(right, '203.0.113.99', clocked.app)
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json()).toEqual({ status: false, message: expect.any(String) })
      now += 3600 * 1000
      expect((await verify(right, '203.0.113.99', clocked.app)).statusCode).toBe(200)
    } finally {
      await clocked.close()
    }
  })

  it('stops one address trying many numbers after 5 failed tries an hour', async () => {
    const fresh = await buildTestApp()
    try {
      const made = await fresh.app.inject({ method: 'POST', url: CREATE, payload: touristApplication() })
      const { sku_id } = made.json().data
      for (let i = 0; i < 5; i++) {
        const guess = {
          sku_id: `0123456789ABCDE${i}`,
          passport_number: 'AB1234567',
          date_of_birth: '1990-04-12',
        }
        expect((await verify(guess, '192.0.2.50', fresh.app)).statusCode).toBe(403)
      }
      const right = { sku_id, passport_number: 'AB1234567', date_of_birth: '1990-04-12' }
      expect((await verify(right, '192.0.2.50', fresh.app)).statusCode).toBe(429)
      expect((await verify(right, '192.0.2.51', fresh.app)).statusCode).toBe(200)
    } finally {
      await fresh.close()
    }
  })

  it('lets exactly 5 of 40 wrong tries sent at once reach the comparison, and remembers them across a restart', async () => {
    const fresh = await buildTestApp({ lookupRateLimit: 0 })
    let restarted: Awaited<ReturnType<typeof buildTestApp>> | undefined
    try {
      const made = await fresh.app.inject({ method: 'POST', url: CREATE, payload: touristApplication() })
      const { sku_id } = made.json().data
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          verify(
            {
              sku_id,
              passport_number: 'AB1234567',
              date_of_birth: `1990-01-${String((i % 28) + 1).padStart(2, '0')}`,
            },
            `203.0.113.${i + 1}`,
            fresh.app,
          ),
        ),
      )
      // A 403 is a try that was compared (each was counted before the comparison); 429s never were.
      const statuses = answers.map((answer) => answer.statusCode)
      expect(statuses.filter((status) => status === 403)).toHaveLength(5)
      expect(statuses.filter((status) => status === 429)).toHaveLength(35)

      // The count lives in the database: a restarted server still refuses the right details.
      await fresh.app.close()
      restarted = await buildTestApp({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl })
      const right = { sku_id, passport_number: 'AB1234567', date_of_birth: '1990-04-12' }
      expect((await verify(right, '203.0.113.200', restarted.app)).statusCode).toBe(429)
    } finally {
      if (restarted) await restarted.close()
      else await fresh.close()
    }
  })

  it('opens an application made before keys existed', async () => {
    const { sku_id } = await created()
    await test.app.db.deleteFrom('application_keys').where('sku_id', '=', sku_id).execute()
    const response = await verify({ sku_id, passport_number: 'AB1234567', date_of_birth: '1990-04-12' })
    expect(response.statusCode).toBe(200)
    const { data } = (await view(sku_id, response.json().data.access_key)).json()
    expect(data.surname).toBe('FERNANDO')
  })
})

describe('create-application with an Idempotency-Key', () => {
  it('never hands the application to a request with another body (422, nothing revealed)', async () => {
    const headers = { 'idempotency-key': 'draft-1f0c8a34' }
    const { sku_id } = await created({}, headers)
    for (const payload of [{}, touristApplication({ surname: 'Other' })]) {
      const response = await test.app.inject({ method: 'POST', url: CREATE, payload, headers })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({
        success: false,
        message: 'This Idempotency-Key was used for a different request.',
      })
      expect(response.body).not.toContain(sku_id)
    }
  })

  it('answers a replay of the same body with the same number and a new working key', async () => {
    const headers = { 'idempotency-key': 'lost-answer-42' }
    const first = await created({}, headers)
    const replay = await test.app.inject({
      method: 'POST',
      url: CREATE,
      payload: touristApplication(),
      headers,
    })
    expect(replay.statusCode).toBe(200)
    const { sku_id, access_key } = replay.json().data
    expect(sku_id).toBe(first.sku_id)
    expect(access_key).not.toBe(first.access_key)
    expect((await view(sku_id, access_key)).json().data.surname).toBe('FERNANDO')
    expect((await view(sku_id, first.access_key)).json().data.surname).toBe('FERNANDO')
  })

  it('treats a key older than 24 hours as new', async () => {
    let now = Date.now()
    const clocked = await buildTestApp({ now: () => now })
    try {
      const headers = { 'idempotency-key': 'old-key' }
      const send = () =>
        clocked.app.inject({ method: 'POST', url: CREATE, payload: touristApplication(), headers })
      const first = await send()
      now += 24 * 3600 * 1000 + 1000
      const later = await send()
      expect(later.statusCode).toBe(201)
      expect(later.json().data.sku_id).not.toBe(first.json().data.sku_id)
      expect(await countRows(clocked.app, 'applications')).toBe(2)
    } finally {
      await clocked.close()
    }
  })
})
