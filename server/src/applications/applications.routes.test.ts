import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createApplicationSchema, passportSixMonthsMessage } from '../../../shared/application'
import { addMonths, isoDateUtc, todayAnywhere } from '../../../shared/dates'
import { RANDOM_KEY_PATTERN } from '../../../shared/random-key'
import {
  applicationRow,
  businessApplication,
  countRows,
  daysFromToday,
  expectAnswer,
  expectRefusal,
  rawBody,
  SAMPLE_FILES,
  testAppForSuite,
  touristApplication,
  uploadFile,
  withTestApp,
} from '../../test/test-support'
import { VALIDATION_MESSAGE } from '../plugins/validation'
import { setPaymentStatus } from './applications.repository'

const CREATE = '/api/srilanka/create-application'
const VIEW = '/api/srilanka/View-application'
const UPDATE = '/api/srilanka/update-application'

const test = testAppForSuite({ lookupRateLimit: 0 })

async function create(payload: unknown, headers: Record<string, string> = {}) {
  return test.app.inject({ method: 'POST', url: CREATE, payload: payload as object, headers })
}

/** Keys issued by create, by application number: the device that made an application holds one. */
const keys = new Map<string, string>()

async function createdSkuId(payload: Record<string, unknown> = touristApplication()): Promise<string> {
  const response = await create(payload)
  expect(response.statusCode).toBe(201)
  const { sku_id, access_key } = response.json().data
  keys.set(sku_id, access_key)
  return sku_id
}

/** The X-Application-Key header of the device that created `skuId`. */
function keyOf(skuId: string) {
  return { 'x-application-key': keys.get(skuId) ?? '' }
}

function update(skuId: string, payload: object, headers: Record<string, string> = keyOf(skuId)) {
  return test.app.inject({ method: 'PUT', url: `${UPDATE}/${skuId}`, headers, payload })
}

function view(skuId: string, headers: Record<string, string> = keyOf(skuId)) {
  return test.app.inject({ method: 'GET', url: `${VIEW}/${skuId}`, headers })
}

function dayBefore(isoDate: string): string {
  return isoDateUtc(Date.parse(isoDate) - 24 * 3600 * 1000)
}

/** field → message the shared schema gives for an empty application (every required field). */
function requiredFieldMessages(): Record<string, string> {
  const result = v.safeParse(
    createApplicationSchema(() => todayAnywhere()),
    {},
  )
  const messages: Record<string, string> = {}
  for (const issue of result.issues ?? []) messages[v.getDotPath(issue) ?? ''] ??= issue.message
  return messages
}

function fieldErrors(body: { errors?: { field: string; message: string }[] }) {
  return Object.fromEntries((body.errors ?? []).map(({ field, message }) => [field, message]))
}

describe('POST /api/srilanka/create-application', () => {
  it('stores a valid application and answers its new number', async () => {
    const response = await create(touristApplication())
    const body = expectAnswer(response, 201, {
      success: true,
      message: 'Application created successfully',
      data: {
        sku_id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{16}$/),
        access_key: expect.stringMatching(RANDOM_KEY_PATTERN),
      },
    })
    const row = await applicationRow(test.app, body.data.sku_id)
    expect(row).toMatchObject({
      payment_status: 'UNPAID',
      surname: 'FERNANDO',
      given_names: 'AMELIA ROSE',
      passport_number: 'AB1234567',
      has_multiple_entry_visa: 1,
      client_ip_address: '203.0.113.7',
      visitor_ip: '127.0.0.1',
      visitor_country: '',
      visitor_city: '',
    })
  })

  it('reports every missing required field with the message of docs/site.md §5, and stores nothing', async () => {
    const before = await countRows(test.app, 'applications')
    const response = await create({})
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.success).toBe(false)
    expect(body.message).toBe('Please correct the highlighted fields.')
    // The messages are the shared schema's, which shared/application.test.ts checks one by one;
    // here: the API answers each of them, by field, for an empty application.
    const required = requiredFieldMessages()
    expect(required.surname).toBe('Surname is required.')
    expect(fieldErrors(body)).toMatchObject(required)
    expect(await countRows(test.app, 'applications')).toBe(before)
  })

  // One arrival date for the six-month case: its expiry and its message count from the same day.
  const arrival = daysFromToday(30)
  it.each([
    ['a number where text belongs', { surname: 42 }, 'surname', 'Surname must be text.'],
    [
      'a string where a yes/no belongs',
      { valid_residence_visa: 'yes' },
      'valid_residence_visa',
      'Valid Residence Visa selection is required.',
    ],
    ['an unknown visa type', { visaType: 'TRANSIT VISA' }, 'visaType', 'Choose a Visa Type from the list.'],
    ['an unknown title', { title: 'SIR' }, 'title', 'Choose a Title from the list.'],
    ['an unknown country', { nationality: 'ATLANTIS' }, 'nationality', 'Choose a Nationality from the list.'],
    [
      'a child of an unknown relationship',
      {
        children: [
          {
            child_surnane: 'A',
            child_givenName: 'B',
            child_date_of_birth: '2019-01-01',
            child_gender: 'Male',
            child_relationship: 'Nephew',
          },
        ],
      },
      'children.0.child_relationship',
      'Choose a Relationship from the list.',
    ],
    [
      'a business purpose on a tourist visa',
      { purpose_of_visit: 'Short term training programs' },
      'purpose_of_visit',
      'Choose a Purpose of Visit for this visa type.',
    ],
    [
      'an impossible date',
      { date_of_birth: '1990-02-30' },
      'date_of_birth',
      'Date of Birth must be a valid date.',
    ],
    [
      'a passport number with symbols',
      { passport_number: 'AB-12#34' },
      'passport_number',
      'Passport Number must be 5 to 20 letters or digits.',
    ],
    [
      'an arrival in the past',
      { intended_arrival_date: daysFromToday(-3) },
      'intended_arrival_date',
      'Intended Arrival Date cannot be in the past.',
    ],
    [
      'a passport expiring the day before arrival + 6 months',
      {
        intended_arrival_date: arrival,
        passport_expiry_date: dayBefore(addMonths(arrival, 6)),
      },
      'passport_expiry_date',
      passportSixMonthsMessage(arrival),
    ],
    [
      'a passport that expires before it was issued',
      { passport_issued_date: '2020-01-15', passport_expiry_date: '2019-01-15' },
      'passport_expiry_date',
      'Passport Expiry Date must be after the Passport Issued Date.',
    ],
    [
      'a passport copy that was never uploaded',
      { passport_bio_page: 'AAAAAAAAAAAAAAAAAAAAAAAA.jpg' },
      'passport_bio_page',
      'Passport Copy is not a file uploaded here. Please upload it again.',
    ],
  ])('refuses %s with a 400 on that field and stores nothing', async (_, override, field, message) => {
    const before = await countRows(test.app, 'applications')
    const response = await create(touristApplication(override))
    expect(response.statusCode).toBe(400)
    expect(fieldErrors(response.json())[field]).toBe(message)
    expect(await countRows(test.app, 'applications')).toBe(before)
  })

  it('refuses a body that is not an object', async () => {
    const response = await create([touristApplication()])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: 'The request body must be a JSON object.' })
  })

  it('refuses malformed JSON', async () => {
    const response = await test.app.inject(
      rawBody('POST', CREATE, 'application/json', '{"surname": "SMITH",'),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' })
  })

  it('refuses a body over the JSON limit with a 413 and stores nothing', async () => {
    const before = await countRows(test.app, 'applications')
    const response = await create(touristApplication({ remarks: 'x'.repeat(1024 * 1024) }))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ success: false, message: 'The request is too large.' })
    expect(await countRows(test.app, 'applications')).toBe(before)
  })

  it('refuses a body that is not JSON with a 415', async () => {
    const response = await test.app.inject(rawBody('POST', CREATE, 'text/plain', 'surname=SMITH'))
    expect(response.statusCode).toBe(415)
    expect(response.json().success).toBe(false)
  })

  it('accepts a passport copy that was uploaded here', async () => {
    const filename = await uploadFile(test.app, SAMPLE_FILES.png)
    const skuId = await createdSkuId(touristApplication({ passport_bio_page: filename }))
    const viewed = await view(skuId)
    expect(viewed.json().data.passport_bio_page).toBe(filename)
  })

  it('keeps only the chosen visa type’s details', async () => {
    const skuId = await createdSkuId(businessApplication())
    const { data } = (await view(skuId)).json()
    expect(data.applicant_company_name).toBe('ACME LTD')
    expect(data.address_line1).toBe('')
    expect(data.visa_required_days).toBe('')
  })

  describe('with an Idempotency-Key', () => {
    it('stores one application however often the same key is sent', async () => {
      const before = await countRows(test.app, 'applications')
      const headers = { 'idempotency-key': '0b7f3c56-6f2e-4c55-9d0e-2f1a4a0e1c11' }
      const first = await create(touristApplication(), headers)
      const second = await create(touristApplication(), headers)
      expect(first.statusCode).toBe(201)
      expect(second.statusCode).toBe(200)
      expect(second.json().data.sku_id).toBe(first.json().data.sku_id)
      expect(await countRows(test.app, 'applications')).toBe(before + 1)
      const keys = await test.app.db
        .selectFrom('idempotency_keys')
        .select('sku_id')
        .where('key', '=', headers['idempotency-key'])
        .execute()
      expect(keys).toEqual([{ sku_id: first.json().data.sku_id }])
    })

    it('stores one application when retries with the same key arrive at once', async () => {
      const before = await countRows(test.app, 'applications')
      const headers = { 'idempotency-key': 'concurrent-retry' }
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => create(touristApplication(), headers)),
      )
      const skuIds = new Set(responses.map((response) => response.json().data.sku_id))
      expect(skuIds.size).toBe(1)
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201])
      expect(await countRows(test.app, 'applications')).toBe(before + 1)
    })

    it('answers the first result even when a replay would no longer validate', async () => {
      // Sent at noon with the earliest arrival accepted; replayed from an offline queue almost a
      // day later, when that arrival date has passed everywhere on Earth.
      let now = Date.parse('2030-06-01T12:00:00Z')
      await withTestApp({ now: () => now }, async (clocked) => {
        const payload = touristApplication({
          intended_arrival_date: '2030-06-01',
          passport_expiry_date: '2035-01-01',
        })
        const headers = { 'idempotency-key': 'offline-queue-7' }
        const send = () => clocked.app.inject({ method: 'POST', url: CREATE, payload, headers })
        const first = await send()
        expect(first.statusCode).toBe(201)
        now += 23 * 3600 * 1000 + 59 * 60 * 1000
        const replay = await send()
        expect(replay.statusCode).toBe(200)
        expect(replay.json().data.sku_id).toBe(first.json().data.sku_id)
      })
    })

    it('answers a body that fails with its refusal when its key has no live use, and stores nothing', async () => {
      const before = await countRows(test.app, 'applications')
      const response = await create(touristApplication({ surname: '' }), { 'idempotency-key': 'never-used' })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message: VALIDATION_MESSAGE })
      expect(await countRows(test.app, 'applications')).toBe(before)
      const keys = await test.app.db
        .selectFrom('idempotency_keys')
        .where('key', '=', 'never-used')
        .select('key')
        .execute()
      expect(keys).toEqual([])
    })

    it('refuses a key that is too long', async () => {
      const response = await create(touristApplication(), { 'idempotency-key': 'k'.repeat(201) })
      expectRefusal(
        response,
        400,
        'The Idempotency-Key header must be 1 to 200 printable characters.',
        'success',
      )
    })
  })
})

describe('GET /api/srilanka/View-application/{id}', () => {
  it('answers every field of the application, without addresses or internal ids', async () => {
    const skuId = await createdSkuId()
    const response = await view(skuId)
    expect(response.statusCode).toBe(200)
    const { status, data } = response.json()
    expect(status).toBe(true)
    expect(data).toMatchObject({
      sku_id: skuId,
      payment_status: 'UNPAID',
      visaType: 'TOURIST VISA',
      surname: 'FERNANDO',
      other_name: 'AMELIA ROSE',
      passport_number: 'AB1234567',
      days_14_days_before_this_travel: 'UNITED KINGDOM',
      address_in_srilanka: 'GALLE FACE HOTEL, COLOMBO',
      valid_residence_visa: false,
      multiple_entry_visa: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    expect(data.children).toEqual([
      {
        child_surnane: 'Fernando',
        child_surname: 'Fernando',
        child_givenName: 'Leo',
        child_date_of_birth: '2018-06-01',
        child_gender: 'Male',
        child_relationship: 'Child',
      },
    ])
    for (const hidden of [
      'id',
      'ip_address',
      'client_ip_address',
      'visitor_ip',
      'visitor_country',
      'visitor_city',
    ]) {
      expect(data).not.toHaveProperty(hidden)
    }
  })

  it('finds an application whatever the case, with spaces around the number', async () => {
    const skuId = await createdSkuId()
    const response = await test.app.inject({
      method: 'GET',
      url: `${VIEW}/%20${skuId.toLowerCase()}%20`,
      headers: keyOf(skuId),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.sku_id).toBe(skuId)
  })

  it('reads a number the way it is read aloud or copied: dashes, spaces, O for 0, I or L for 1', async () => {
    const skuId = await createdSkuId()
    // "AB01 CD..." typed as "ab-ol cd..": groups of four, lower case, letters for the digits.
    const typed = (skuId.match(/.{1,4}/g) ?? [])
      .join(' - ')
      .toLowerCase()
      .replace(/0/g, 'o')
      .replace(/1/g, (_, index: number) => (index % 2 ? 'I' : 'l'))
    const response = await test.app.inject({ method: 'GET', url: `${VIEW}/${encodeURIComponent(typed)}` })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.sku_id).toBe(skuId)
  })

  it.each([
    ['an unknown number', '0123456789ABCDEF'],
    ['an ill-formed number', 'not-a-number'],
  ])('answers 404 for %s', async (_, id) => {
    const response = await test.app.inject({ method: 'GET', url: `${VIEW}/${id}` })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ status: false, message: 'Application not found.' })
  })
})

describe('PUT /api/srilanka/update-application/{id}', () => {
  it('replaces the fields and children but keeps the number and the visitor context', async () => {
    const skuId = await createdSkuId()
    const response = await update(
      skuId.toLowerCase(),
      touristApplication({ surname: 'Perera', children: [], ip_address: '198.51.100.1' }),
      keyOf(skuId),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: true,
      message: 'Application updated successfully',
      data: { sku_id: skuId },
    })
    const { data } = (await view(skuId)).json()
    expect(data.surname).toBe('PERERA')
    expect(data.children).toEqual([])
    expect((await applicationRow(test.app, skuId)).client_ip_address).toBe('203.0.113.7')
  })

  it('refuses invalid fields with the status flag and changes nothing', async () => {
    const skuId = await createdSkuId()
    const response = await update(skuId, touristApplication({ surname: '' }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      status: false,
      errors: [{ field: 'surname', message: 'Surname is required.' }],
    })
    const { data } = (await view(skuId)).json()
    expect(data.surname).toBe('FERNANDO')
  })

  it('answers 404 for an unknown application', async () => {
    const response = await update('0123456789ABCDEF', touristApplication(), {
      'x-application-key': 'A'.repeat(43),
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ status: false, message: 'Application not found.' })
  })

  it('refuses to change a paid application', async () => {
    const skuId = await createdSkuId()
    await setPaymentStatus(test.app.db, skuId, 'COMPLETED', new Date().toISOString())
    const response = await update(skuId, touristApplication({ surname: 'Perera' }))
    expectRefusal(response, 409, 'This application has been paid and can no longer be changed.')
    const { data } = (await view(skuId)).json()
    expect(data).toMatchObject({ surname: 'FERNANDO', payment_status: 'COMPLETED' })
  })
})

describe('look-up rate limit', () => {
  it('answers 429 with Retry-After once a client passes the limit', async () => {
    await withTestApp({ lookupRateLimit: 3 }, async (limited) => {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({ method: 'GET', url: `${VIEW}/0123456789ABCDEF` })
        statuses.push(response.statusCode)
        if (response.statusCode === 429) {
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
          expect(response.json()).toEqual({
            status: false,
            message: 'Too many look-ups. Please wait a minute and try again.',
          })
        }
      }
      expect(statuses).toEqual([404, 404, 404, 429])
      const other = await limited.app.inject({
        method: 'GET',
        url: `${VIEW}/0123456789ABCDEF`,
        remoteAddress: '198.51.100.9',
      })
      expect(other.statusCode).toBe(404)
    })
  })
})
