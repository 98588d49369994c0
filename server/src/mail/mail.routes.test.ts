import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  RESEND_EVISA_ANSWER,
  RETURNING_APPLICANT_ANSWER,
  REUSE_LINK_INVALID,
} from '../../../shared/mail-requests'
import {
  buildTestApp,
  EVISA_UPLOAD,
  SAMPLE_FILES,
  type TestApp,
  touristApplication,
  updateApplicationRow,
  uploadFile,
} from '../../test/test-support'
import { withImmediateTransaction } from '../db/transaction'
import { manualClock } from '../payments/payments.test-support'
import { startSmtpServer, type TestSmtpServer } from './mail.test-support'

const API = '/api/srilanka'
const PUBLIC_URL = 'https://evisa.example.test'
const clock = manualClock()
let smtp: TestSmtpServer
let test: TestApp
let skuId: string

beforeAll(async () => {
  smtp = await startSmtpServer()
  test = await buildTestApp({
    now: clock.now,
    mail: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, pollIntervalMs: 20, requestsPerHour: 0 },
  })
  const created = await test.app.inject({
    method: 'POST',
    url: `${API}/create-application`,
    payload: touristApplication(),
  })
  skuId = created.json().data.sku_id
  await test.app.mail.flush()
  // The first mail starts the renderer thread: over 10 s on a loaded machine (PostgreSQL runs).
}, 60_000)
afterAll(async () => {
  await test.close()
  await smtp.close()
})

function post(path: string, payload: object) {
  return test.app.inject({ method: 'POST', url: `${API}/${path}`, payload })
}

async function mailsAfter(action: () => Promise<unknown>) {
  const before = smtp.mails.length
  await action()
  await test.app.mail.flush()
  return smtp.mails.slice(before)
}

function tokenOf(text: string): string {
  const match = /\/Apply\?reuse=([A-Za-z0-9_-]+)/.exec(text)
  if (!match?.[1]) throw new Error('No link in the mail.')
  return match[1]
}

describe('POST /api/srilanka/returning-applicant', () => {
  it('answers the same 202 whether or not an application matches, and mails a link only on a match', async () => {
    const mails = await mailsAfter(async () => {
      for (const body of [
        { passport_number: 'AB1234567', email: 'someone.else@example.com' },
        { passport_number: 'ZZ9999999', email: 'amelia.fernando@example.com' },
        { passport_number: 'ab 123 4567', email: 'Amelia.Fernando@example.com' },
      ]) {
        const response = await post('returning-applicant', body)
        expect(response.statusCode).toBe(202)
        expect(response.json()).toEqual({ status: true, message: RETURNING_APPLICANT_ANSWER })
      }
    })
    expect(mails).toHaveLength(1)
    expect(mails[0]?.to).toBe('amelia.fernando@example.com')
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/Apply?reuse=`)
    // Only a hash of the token is kept, and the link leaves the outbox once sent.
    const token = tokenOf(mails[0]?.text ?? '')
    const stored = JSON.stringify(await test.app.db.selectFrom('reuse_tokens').selectAll().execute())
    const outbox = JSON.stringify(await test.app.db.selectFrom('mail_outbox').selectAll().execute())
    expect(stored).not.toContain(token)
    expect(outbox).not.toContain(token)
  })

  it('opens the personal, passport and contact details once, without travel dates or children', async () => {
    const [mail] = await mailsAfter(() =>
      post('returning-applicant', { passport_number: 'AB1234567', email: 'amelia.fernando@example.com' }),
    )
    const token = tokenOf(mail?.text ?? '')
    const opened = await post(`returning-applicant/${token}`, {})
    expect(opened.statusCode).toBe(200)
    const { data } = opened.json()
    expect(data).toMatchObject({
      surname: 'FERNANDO',
      passport_number: 'AB1234567',
      email: 'amelia.fernando@example.com',
      date_of_birth: '1990-04-12',
      address_line1: '12 HIGH STREET',
      mobile_number: '+44 7700 900123',
    })
    for (const left of [
      'intended_arrival_date',
      'visa_required_days',
      'visaType',
      'children',
      'passport_bio_page',
      'sku_id',
    ]) {
      expect(data).not.toHaveProperty(left)
    }
    const again = await post(`returning-applicant/${token}`, {})
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ status: false, message: REUSE_LINK_INVALID })
  })

  it('brings the children when asked to', async () => {
    const [mail] = await mailsAfter(() =>
      post('returning-applicant', {
        passport_number: 'AB1234567',
        email: 'amelia.fernando@example.com',
        children: true,
      }),
    )
    const opened = await post(`returning-applicant/${tokenOf(mail?.text ?? '')}`, {})
    expect(opened.json().data.children).toEqual([
      expect.objectContaining({
        child_surnane: 'Fernando',
        child_givenName: 'Leo',
        child_date_of_birth: '2018-06-01',
      }),
    ])
  })

  it('refuses a link after an hour, and an unknown one, with the same message', async () => {
    // Three links an hour per application at most: the earlier tests used them.
    clock.advance(3600_000 + 1)
    const [mail] = await mailsAfter(() =>
      post('returning-applicant', { passport_number: 'AB1234567', email: 'amelia.fernando@example.com' }),
    )
    clock.advance(3600_000 + 1)
    for (const token of [tokenOf(mail?.text ?? ''), 'x'.repeat(43), 'not-a-token']) {
      const response = await post(`returning-applicant/${token}`, {})
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe(REUSE_LINK_INVALID)
    }
  })

  it('sends at most three links an hour for one application, answering the same', async () => {
    clock.advance(3600_000)
    const mails = await mailsAfter(async () => {
      for (let i = 0; i < 5; i++) {
        const response = await post('returning-applicant', {
          passport_number: 'AB1234567',
          email: 'amelia.fernando@example.com',
        })
        expect(response.statusCode).toBe(202)
      }
    })
    expect(mails).toHaveLength(3)
  })

  it('answers before looking anything up, so a match takes no longer than no match', async () => {
    // The database is held by a write that has not finished: an answer that waited for the search
    // (or for queueing the mail) could not arrive until it is released.
    clock.advance(3600_000 + 1)
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const holding = withImmediateTransaction(test.app.db, () => held)
    try {
      for (const body of [
        { passport_number: 'AB1234567', email: 'amelia.fernando@example.com' },
        { passport_number: 'ZZ9999999', email: 'nobody@example.com' },
      ]) {
        const response = await post('returning-applicant', body)
        expect(response.statusCode).toBe(202)
        expect(response.json()).toEqual({ status: true, message: RETURNING_APPLICANT_ANSWER })
      }
    } finally {
      release()
      await holding
    }
    // The search ran after the answer: the match still gets its link.
    const mails = await mailsAfter(async () => {})
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain('/Apply?reuse=')
  })

  it('checks the input: 400 with field errors', async () => {
    const response = await post('returning-applicant', { passport_number: '12', email: 'nope' })
    expect(response.statusCode).toBe(400)
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'passport_number'])
  })
})

describe('POST /api/srilanka/resend-evisa', () => {
  const evisa = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('eVisa to resend')])

  it('answers the same either way and mails the eVisa only for an approved application whose passport matches', async () => {
    const notYet = await mailsAfter(() =>
      post('resend-evisa', { sku_id: skuId, passport_number: 'AB1234567' }),
    )
    expect(notYet).toEqual([])

    const evisaFilename = await uploadFile(test.app, evisa, EVISA_UPLOAD)
    await updateApplicationRow(test.app, skuId, {
      application_status: 'APPROVED',
      evisa_filename: evisaFilename,
    })

    const mails = await mailsAfter(async () => {
      for (const body of [
        { sku_id: skuId, passport_number: 'XX0000000' },
        { sku_id: 'ZZZZZZZZZZZZZZZZ', passport_number: 'AB1234567' },
        { sku_id: ` ${skuId.toLowerCase()} `, passport_number: 'ab1234567' },
      ]) {
        const response = await post('resend-evisa', body)
        expect(response.statusCode).toBe(202)
        expect(response.json()).toEqual({ status: true, message: RESEND_EVISA_ANSWER })
      }
    })
    expect(mails).toHaveLength(1)
    expect(mails[0]?.to).toBe('amelia.fernando@example.com')
    expect(mails[0]?.subject).toContain(skuId)
    expect(mails[0]?.attachments[0]?.content.equals(evisa)).toBe(true)
  })

  it('sends at most three a day for one application', async () => {
    const mails = await mailsAfter(async () => {
      for (let i = 0; i < 4; i++) {
        clock.advance(1000)
        await post('resend-evisa', { sku_id: skuId, passport_number: 'AB1234567' })
      }
    })
    // One was sent by the test before, within the same day.
    expect(mails).toHaveLength(2)
  })
})

describe('rate limits per client address', () => {
  it('answers 429 in the API error shape after the hourly budget', async () => {
    const limited = await buildTestApp({ mail: { sending: false, requestsPerHour: 2 } })
    try {
      const codes: number[] = []
      for (let i = 0; i < 3; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `${API}/resend-evisa`,
          payload: { sku_id: 'ZZZZZZZZZZZZZZZZ', passport_number: 'AB1234567' },
        })
        codes.push(response.statusCode)
        if (response.statusCode === 429) {
          expect(response.json()).toEqual({
            status: false,
            message: expect.stringContaining('Too many requests'),
          })
          expect(response.headers['retry-after']).toBeDefined()
        }
      }
      expect(codes).toEqual([202, 202, 429])
    } finally {
      await limited.close()
    }
  })

  it('counts the hourly budget in the database: parallel requests get no more, and a restart forgets nothing', async () => {
    const first = await buildTestApp({ mail: { sending: false, requestsPerHour: 3 } })
    let restarted: TestApp | undefined
    try {
      const ask = (app: TestApp['app']) =>
        app.inject({
          method: 'POST',
          url: `${API}/returning-applicant`,
          payload: { passport_number: 'ZZ9999999', email: 'nobody@example.com' },
        })
      const answers = await Promise.all(Array.from({ length: 8 }, () => ask(first.app)))
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        202, 202, 202, 429, 429, 429, 429, 429,
      ])
      await first.app.close()
      restarted = await buildTestApp({
        dataDir: first.dataDir,
        databaseUrl: first.databaseUrl,
        mail: { sending: false, requestsPerHour: 3 },
      })
      expect((await ask(restarted.app)).statusCode).toBe(429)
    } finally {
      if (restarted) await restarted.close()
      else await first.close()
    }
  })
})
