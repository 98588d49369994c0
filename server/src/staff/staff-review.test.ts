import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  canMoveStatus,
} from '../../../shared/application-status'
import { REPLACE_EVISA_MESSAGES, STAFF_MESSAGES, STATUS_CHANGE_MESSAGES } from '../../../shared/staff'
import {
  buildTestApp,
  daysFromToday,
  SAMPLE_FILES,
  type TestApp,
  touristApplication,
} from '../../test/test-support'
import { setPaymentStatus } from '../applications'
import { makeStaff, SITE_ORIGIN, signIn, staffRequest } from './staff.test-support'

let test: TestApp
let admin: string
let agent: string

beforeAll(async () => {
  // Mail goes out only when a test flushes it, so a test can see it waiting: the sender's own
  // wake-up (a moment after each change) would otherwise send it while a slow test still looks.
  const hour = 3_600_000
  test = await buildTestApp({ staffSignInRateLimit: 0, mail: { wakeDelayMs: hour, pollIntervalMs: hour } })
  admin = await signIn(test.app, await makeStaff(test.app, 'admin@agency.example', 'admin'))
  agent = await signIn(test.app, await makeStaff(test.app, 'agent@agency.example', 'agent'))
}, 60_000)
afterAll(() => test.close())

async function createApplication(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/srilanka/create-application',
    payload: touristApplication(overrides),
  })
  if (response.statusCode !== 201) throw new Error(response.body)
  const { sku_id: number, access_key: key } = response.json().data
  accessKeys.set(number, key)
  return number
}

/** The key each application's creating device holds (changing it needs one). */
const accessKeys = new Map<string, string>()

async function paidApplication(overrides: Record<string, unknown> = {}): Promise<string> {
  const number = await createApplication(overrides)
  await setPaymentStatus(test.app.db, number, 'COMPLETED', new Date().toISOString())
  return number
}

async function setStatus(number: string, status: ApplicationStatus) {
  await test.app.db
    .updateTable('applications')
    .set({
      application_status: status,
      payment_status: status === 'AWAITING_PAYMENT' ? 'UNPAID' : 'COMPLETED',
    })
    .where('sku_id', '=', number)
    .execute()
}

function multipart(
  fields: Record<string, string>,
  file?: { content: Buffer; filename: string; type: string },
) {
  const boundary = '----staff-status-boundary'
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="evisa"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const PDF = { content: SAMPLE_FILES.pdf, filename: 'evisa.pdf', type: 'application/pdf' }

/** The fields each target status needs, sent the way the staff screen sends them. */
function moveTo(number: string, status: ApplicationStatus, cookie = agent) {
  const url = `/api/staff/applications/${number}/status`
  const fields = {
    status,
    note: 'Checked against the passport',
    reason: 'Photo unreadable',
    authorityReference: 'ETA-123',
  }
  if (status === 'APPROVED') {
    const body = multipart(fields, PDF)
    return test.app.inject(
      staffRequest({ method: 'POST', url, cookie, payload: body.payload, headers: body.headers }),
    )
  }
  return test.app.inject(staffRequest({ method: 'POST', url, cookie, payload: fields }))
}

const detail = (number: string, cookie = agent) =>
  test.app.inject(staffRequest({ method: 'GET', url: `/api/staff/applications/${number}`, cookie }))

describe('status moves', () => {
  const cases = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const))

  it.each(cases)('from %s to %s: allowed only when STATUS_MOVES lists it', async (from, to) => {
    const number = await createApplication()
    await setStatus(number, from)
    const response = await moveTo(number, to)
    if (canMoveStatus(from, to)) {
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toMatchObject({ status: true, applicationStatus: to })
      const row = await test.app.db
        .selectFrom('applications')
        .selectAll()
        .where('sku_id', '=', number)
        .executeTakeFirstOrThrow()
      expect(row.application_status).toBe(to)
      expect(row.status_reason).toBe(
        to === 'NEEDS_CORRECTION' || to === 'REJECTED' ? 'Photo unreadable' : null,
      )
      if (to === 'SUBMITTED') expect(row.authority_reference).toBe('ETA-123')
      if (to === 'APPROVED') expect(row.evisa_filename).toMatch(/\.pdf$/)
    } else {
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ status: false, message: `This move is not allowed from ${from}.` })
      const row = await test.app.db
        .selectFrom('applications')
        .select('application_status')
        .where('sku_id', '=', number)
        .executeTakeFirstOrThrow()
      expect(row.application_status).toBe(from)
    }
  })
})

describe('what a status needs', () => {
  const refused = async (number: string, payload: Record<string, string>, message: string) => {
    const response = await test.app.inject(
      staffRequest({
        method: 'POST',
        url: `/api/staff/applications/${number}/status`,
        cookie: agent,
        payload,
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(message)
  }

  it('asks a reason for NEEDS_CORRECTION and REJECTED, a reference for SUBMITTED, a PDF for APPROVED', async () => {
    const number = await paidApplication()
    await setStatus(number, 'IN_REVIEW')
    await refused(number, { status: 'NEEDS_CORRECTION', reason: '  ' }, STATUS_CHANGE_MESSAGES.reasonRequired)
    await refused(number, { status: 'REJECTED' }, STATUS_CHANGE_MESSAGES.reasonRequired)
    await refused(
      number,
      { status: 'SUBMITTED', authorityReference: '' },
      STATUS_CHANGE_MESSAGES.referenceRequired,
    )
    await refused(number, { status: 'APPROVED' }, STATUS_CHANGE_MESSAGES.evisaRequired)

    const jpeg = multipart(
      { status: 'APPROVED' },
      { content: SAMPLE_FILES.jpeg, filename: 'evisa.pdf', type: 'application/pdf' },
    )
    const notPdf = await test.app.inject(
      staffRequest({
        method: 'POST',
        url: `/api/staff/applications/${number}/status`,
        cookie: agent,
        payload: jpeg.payload,
        headers: jpeg.headers,
      }),
    )
    expect(notPdf.statusCode).toBe(400)
    expect(notPdf.json().message).toBe(STATUS_CHANGE_MESSAGES.evisaNotPdf)
    await refused(number, { status: 'ARCHIVED' }, 'Choose a status.')

    const unchanged = await detail(number)
    expect(unchanged.json().applicationStatus).toBe('IN_REVIEW')
    expect(
      unchanged.json().audit.filter((entry: { action: string }) => entry.action === 'status-change'),
    ).toEqual([])
  })

  it('keeps the eVisa PDF and serves it to staff only, never cached, each opening audited', async () => {
    const number = await paidApplication()
    await setStatus(number, 'IN_REVIEW')
    const approved = await moveTo(number, 'APPROVED')
    expect(approved.json().evisa).toEqual({ url: `/api/staff/applications/${number}/evisa` })
    const file = await test.app.inject(
      staffRequest({ method: 'GET', url: approved.json().evisa.url, cookie: agent }),
    )
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['cache-control']).toBe('no-store')
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true)
    expect((await test.app.inject({ method: 'GET', url: approved.json().evisa.url })).statusCode).toBe(401)
    const audit = (await detail(number)).json().audit
    expect(audit.map((entry: { action: string }) => entry.action)).toContain('open-evisa')
  })
})

describe('one application', () => {
  it('answers every field, the passport copy, visitor, payment and the audit with this opening', async () => {
    const upload = await test.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...(() => {
        const boundary = '----passport'
        return {
          payload: Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            SAMPLE_FILES.png,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        }
      })(),
    })
    const storedName: string = upload.json().file.filename
    const number = await paidApplication({ passport_bio_page: storedName, surname: 'Perera', language: 'de' })
    const at = new Date().toISOString()
    await test.app.db
      .insertInto('payment_orders')
      .values({
        paypal_order_id: 'ORDER-1',
        sku_id: number,
        amount: '85.00',
        currency: 'USD',
        status: 'COMPLETED',
        request_id: 'r1',
        created_at: at,
        updated_at: at,
      })
      .execute()
    await test.app.db
      .insertInto('payment_order_items')
      .values({ paypal_order_id: 'ORDER-1', sku_id: number, amount: '85.00', paid: 1 })
      .execute()
    await test.app.db
      .insertInto('payment_captures')
      .values({
        capture_id: 'CAPTURE-1',
        paypal_order_id: 'ORDER-1',
        amount: '85.00',
        currency: 'USD',
        status: 'COMPLETED',
        captured_at: at,
        created_at: at,
      })
      .execute()

    const response = await detail(number.toLowerCase())
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const answer = response.json()
    expect(answer).toMatchObject({
      status: true,
      application: {
        sku_id: number,
        surname: 'PERERA',
        passport_number: 'AB1234567',
        application_status: 'RECEIVED',
        // The traveller's language, which the back-office shows beside the status.
        language: 'de',
      },
      passportCopy: { url: `/api/staff/applications/${number}/passport-copy`, contentType: 'image/png' },
      visitor: { ip: '127.0.0.1' },
      payment: {
        orderId: 'ORDER-1',
        captureId: 'CAPTURE-1',
        amount: '85.00',
        currency: 'USD',
        mode: 'simulator',
      },
      applicationStatus: 'RECEIVED',
      allowedMoves: ['IN_REVIEW', 'NEEDS_CORRECTION', 'REJECTED'],
      authorityReference: null,
      statusReason: null,
      evisa: null,
      mails: [expect.objectContaining({ kind: 'received', to: expect.stringContaining('@') })],
    })
    expect(answer.audit[0]).toMatchObject({ actor: 'agent@agency.example', action: 'open-application' })
    // The stored name would open the copy at /uploads/{name}, past the audit: staff never get it.
    expect(response.body).not.toContain(storedName)
    expect(response.body).not.toContain(storedName.replace(/\.\w+$/, ''))
    expect(answer.application.passport_bio_page).toBe('')

    const copy = await test.app.inject(
      staffRequest({ method: 'GET', url: answer.passportCopy.url, cookie: agent }),
    )
    expect(copy.headers['content-type']).toBe('image/png')
    expect(copy.headers['cache-control']).toBe('no-store')
    // The very bytes kept on upload (pictures are re-encoded there without their metadata), read
    // from where this database keeps them: the data folder on SQLite, a table on PostgreSQL.
    const kept = await test.app.files.read(storedName)
    expect(kept).toBeDefined()
    expect(copy.rawPayload.equals(kept!)).toBe(true)
    expect((await detail(number)).json().audit[1]).toMatchObject({
      actor: 'agent@agency.example',
      action: 'open-passport-copy',
    })
    // Every opening is one entry, the second as the first.
    await test.app.inject(staffRequest({ method: 'GET', url: answer.passportCopy.url, cookie: admin }))
    const openings = (await detail(number))
      .json()
      .audit.filter((entry: { action: string }) => entry.action === 'open-passport-copy')
    expect(openings.map((entry: { actor: string }) => entry.actor)).toEqual([
      'admin@agency.example',
      'agent@agency.example',
    ])
  })

  it('answers 404 for an unknown or malformed number, and records no opening', async () => {
    const before = await test.app.db.selectFrom('staff_audit').select('id').execute()
    for (const number of ['0000000000000000', 'nope']) {
      const response = await detail(number)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ status: false, message: STAFF_MESSAGES.applicationNotFound })
    }
    expect(await test.app.db.selectFrom('staff_audit').select('id').execute()).toHaveLength(before.length)
  })

  it('records the change with who, when, the move, reason and note, newest first', async () => {
    const number = await paidApplication()
    await moveTo(number, 'IN_REVIEW')
    const asked = await moveTo(number, 'NEEDS_CORRECTION', admin)
    const [latest, earlier] = asked.json().audit
    expect(latest).toMatchObject({
      actor: 'admin@agency.example',
      action: 'status-change',
      detail: 'IN_REVIEW → NEEDS_CORRECTION. Reason: Photo unreadable. Note: Checked against the passport',
    })
    expect(Date.parse(latest.at)).not.toBeNaN()
    expect(earlier).toMatchObject({
      actor: 'agent@agency.example',
      detail: expect.stringMatching(/^RECEIVED → IN_REVIEW/),
    })
  })
})

describe('replacing the eVisa of an approved application', () => {
  const CORRECTED = Buffer.from('%PDF-1.7\n% the corrected eVisa\n%%EOF\n')
  const replace = (
    number: string,
    fields: Record<string, string>,
    file: { content: Buffer; filename: string; type: string } | null = {
      content: CORRECTED,
      filename: 'evisa-corrected.pdf',
      type: 'application/pdf',
    },
  ) => {
    const body = multipart(fields, file ?? undefined)
    return test.app.inject(
      staffRequest({
        method: 'POST',
        url: `/api/staff/applications/${number}/evisa`,
        cookie: agent,
        payload: body.payload,
        headers: body.headers,
      }),
    )
  }
  const rowOf = (number: string) =>
    test.app.db.selectFrom('applications').selectAll().where('sku_id', '=', number).executeTakeFirstOrThrow()

  async function approved(): Promise<string> {
    const number = await paidApplication()
    await setStatus(number, 'IN_REVIEW')
    expect((await moveTo(number, 'APPROVED')).statusCode).toBe(200)
    return number
  }

  it('keeps the new PDF, removes the old one, records who and why, and mails the traveller the new file', async () => {
    const number = await approved()
    const old = (await rowOf(number)).evisa_filename ?? ''
    // The approval's mail is still waiting (no sender has run): it must not go with the wrong file.
    const response = await replace(number, { note: 'Wrong passport number on the first one' })
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json()
    expect(answer).toMatchObject({ applicationStatus: 'APPROVED', evisa: { url: expect.any(String) } })
    expect(answer.audit[0]).toMatchObject({
      actor: 'agent@agency.example',
      action: 'replace-evisa',
      detail: 'Note: Wrong passport number on the first one',
    })

    const now = (await rowOf(number)).evisa_filename ?? ''
    expect(now).not.toBe(old)
    expect(await test.app.files.read(old)).toBeUndefined()
    expect(
      await test.app.db.selectFrom('uploads').select('filename').where('filename', '=', old).execute(),
    ).toEqual([])
    const served = await test.app.inject(
      staffRequest({ method: 'GET', url: answer.evisa.url, cookie: agent }),
    )
    expect(served.rawPayload.equals(CORRECTED)).toBe(true)

    expect(answer.mails.map((mail: { kind: string; state: string }) => [mail.kind, mail.state])).toEqual([
      ['received', 'pending'],
      ['approved', 'failed'],
      ['evisa-replaced', 'pending'],
    ])
    expect(answer.mails[1].lastError).toBe('superseded')
    const outbox = await test.app.db
      .selectFrom('mail_outbox')
      .select('attachments')
      .where('sku_id', '=', number)
      .where('kind', '=', 'evisa-replaced')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(outbox.attachments)).toEqual([
      { type: 'upload', filename: now, name: `eVisa-${number}.pdf` },
    ])
    await test.app.mail.flush()
    const sent = (await detail(number)).json().mails
    expect(sent.map((mail: { kind: string; state: string }) => [mail.kind, mail.state])).toEqual([
      ['received', 'sent'],
      ['approved', 'failed'],
      ['evisa-replaced', 'sent'],
    ])
  })

  it('refuses an application not approved (409), a file that is not a PDF, the same file, or no note (400), changing nothing', async () => {
    const inReview = await paidApplication()
    await setStatus(inReview, 'IN_REVIEW')
    const notApproved = await replace(inReview, { note: 'x' })
    expect(notApproved.statusCode).toBe(409)
    expect(notApproved.json().message).toBe(REPLACE_EVISA_MESSAGES.notApproved)
    expect((await rowOf(inReview)).evisa_filename).toBeNull()

    const number = await approved()
    const before = await rowOf(number)
    const uploadsBefore = await test.app.db.selectFrom('uploads').select('filename').execute()
    const cases: [Record<string, string>, Parameters<typeof replace>[2], string][] = [
      [{ note: '  ' }, undefined, REPLACE_EVISA_MESSAGES.note],
      [{}, undefined, REPLACE_EVISA_MESSAGES.note],
      [
        { note: 'x' },
        { content: SAMPLE_FILES.jpeg, filename: 'evisa.pdf', type: 'application/pdf' },
        STATUS_CHANGE_MESSAGES.evisaNotPdf,
      ],
      [{ note: 'x' }, PDF, REPLACE_EVISA_MESSAGES.sameFile],
    ]
    for (const [fields, file, message] of cases) {
      const response = await replace(number, fields, file)
      expect(response.statusCode, message).toBe(400)
      expect(response.json().message).toBe(message)
    }
    const noFile = await replace(number, { note: 'x' }, null)
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().message).toBe(STATUS_CHANGE_MESSAGES.evisaRequired)
    expect(await rowOf(number)).toEqual(before)
    expect(await test.app.db.selectFrom('uploads').select('filename').execute()).toEqual(uploadsBefore)
    expect(await test.app.files.read(before.evisa_filename ?? '')).toEqual(SAMPLE_FILES.pdf)
    const audit = (await detail(number)).json().audit
    expect(audit.filter((entry: { action: string }) => entry.action === 'replace-evisa')).toEqual([])
  })
})

describe('the traveller hears of a decision', () => {
  it('queues the correction, approval (with the eVisa) and rejection mails with the change, listed on the detail page', async () => {
    const asked = await paidApplication()
    await moveTo(asked, 'IN_REVIEW')
    const corrected = await moveTo(asked, 'NEEDS_CORRECTION')
    expect(corrected.json().mails.map((mail: { kind: string }) => mail.kind)).toEqual([
      'received',
      'correction',
    ])

    const approved = await paidApplication()
    await moveTo(approved, 'IN_REVIEW')
    await moveTo(approved, 'APPROVED')
    const rejected = await paidApplication()
    await moveTo(rejected, 'REJECTED')
    await test.app.mail.flush()

    const approvedMails = (await detail(approved)).json().mails
    // Paid here by setting the status directly, so no receipt: received, then approved.
    expect(approvedMails).toEqual([
      expect.objectContaining({ kind: 'received', state: 'sent' }),
      expect.objectContaining({
        kind: 'approved',
        subject: expect.stringContaining(approved),
        state: 'sent',
      }),
    ])
    const rejectedKinds = (await detail(rejected)).json().mails.map((mail: { kind: string }) => mail.kind)
    expect(rejectedKinds).toContain('rejected')
    // A move that tells the traveller nothing new queues nothing.
    expect((await detail(asked)).json().mails).toHaveLength(2)
  })
})

describe('a correction by the traveller', () => {
  const update = (number: string, overrides: Record<string, unknown>) =>
    test.app.inject({
      method: 'PUT',
      url: `/api/srilanka/update-application/${number}`,
      headers: { 'x-application-key': accessKeys.get(number) ?? '' },
      payload: touristApplication(overrides),
    })

  it('is accepted when the agency asked for one, and hands the application back as IN_REVIEW', async () => {
    const number = await paidApplication()
    await moveTo(number, 'NEEDS_CORRECTION')
    const response = await update(number, { address_in_srilanka: 'Cinnamon Grand, Colombo' })
    expect(response.statusCode).toBe(200)
    const answer = (await detail(number)).json()
    expect(answer.applicationStatus).toBe('IN_REVIEW')
    expect(answer.statusReason).toBeNull()
    expect(answer.application.address_in_srilanka).toBe('CINNAMON GRAND, COLOMBO')
    expect(answer.audit[1]).toMatchObject({ actor: 'traveller', action: 'status-change' })
    // Once corrected it is the agency's again.
    expect((await update(number, { address_in_srilanka: 'Elsewhere' })).statusCode).toBe(409)
  })

  it('cannot change the visa type or nationality, which the fee depends on', async () => {
    const number = await paidApplication()
    await moveTo(number, 'NEEDS_CORRECTION')
    const nationality = await update(number, { nationality: 'INDIA' })
    expect(nationality.statusCode).toBe(409)
    expect(nationality.json().message).toBe(
      'The visa type and nationality cannot change once the application is paid.',
    )
    expect((await detail(number)).json().applicationStatus).toBe('NEEDS_CORRECTION')
  })

  it('is refused for a paid application the agency did not send back', async () => {
    const number = await paidApplication()
    expect((await update(number, { city: 'Leeds' })).statusCode).toBe(409)
  })
})

describe('the queue', () => {
  let numbers: Record<string, string>
  // The arrival dates the applications were made with, counted once: the checks look for these,
  // not for a count from a later today that midnight UTC may have moved on.
  let arrivals: Record<'laterPaid' | 'urgentSoon' | 'urgentSooner' | 'soonUnpaid' | 'other', string>
  let fresh: TestApp
  let cookie: string
  const queue = (query = '') =>
    fresh.app.inject(staffRequest({ method: 'GET', url: `/api/staff/applications${query}`, cookie }))

  beforeAll(async () => {
    fresh = await buildTestApp({ staffSignInRateLimit: 0 })
    cookie = await signIn(fresh.app, await makeStaff(fresh.app, 'admin@agency.example'))
    const make = async (overrides: Record<string, unknown>, paid: boolean) => {
      const response = await fresh.app.inject({
        method: 'POST',
        url: '/api/srilanka/create-application',
        payload: touristApplication(overrides),
      })
      const number = response.json().data.sku_id as string
      if (paid) await setPaymentStatus(fresh.app.db, number, 'COMPLETED', new Date().toISOString())
      return number
    }
    arrivals = {
      laterPaid: daysFromToday(20),
      urgentSoon: daysFromToday(3),
      urgentSooner: daysFromToday(1),
      soonUnpaid: daysFromToday(0),
      other: daysFromToday(10),
    }
    numbers = {
      laterPaid: await make({ surname: 'Silva', intended_arrival_date: arrivals.laterPaid }, true),
      urgentSoon: await make({ surname: 'Fernando', intended_arrival_date: arrivals.urgentSoon }, true),
      urgentSooner: await make({ surname: 'Fernandez', intended_arrival_date: arrivals.urgentSooner }, true),
      soonUnpaid: await make(
        {
          surname: 'Bandara',
          intended_arrival_date: arrivals.soonUnpaid,
          email: 'Kamal.Bandara@Example.com',
        },
        false,
      ),
      other: await make(
        { surname: 'Jayasuriya', passport_number: 'N 998877', intended_arrival_date: arrivals.other },
        false,
      ),
    }
  }, 60_000)
  // Closing this app took longer than a hook's default 10 s on a loaded machine (PostgreSQL).
  afterAll(() => fresh.close(), 60_000)

  it('lists urgent applications (paid, arriving within 4 days) first, then by arrival', async () => {
    const answer = (await queue()).json()
    expect(answer.rows.map((row: { number: string }) => row.number)).toEqual([
      numbers.urgentSooner,
      numbers.urgentSoon,
      numbers.soonUnpaid,
      numbers.other,
      numbers.laterPaid,
    ])
    expect(answer.rows.map((row: { urgent: boolean }) => row.urgent)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
    expect(answer).toMatchObject({ total: 5, page: 1, pageSize: 50 })
    expect(answer.counts).toEqual({
      AWAITING_PAYMENT: 2,
      RECEIVED: 3,
      IN_REVIEW: 0,
      NEEDS_CORRECTION: 0,
      SUBMITTED: 0,
      APPROVED: 0,
      REJECTED: 0,
    })
    expect(answer.rows[0]).toEqual({
      number: numbers.urgentSooner,
      name: 'FERNANDEZ AMELIA ROSE',
      nationality: 'UNITED KINGDOM',
      visaType: 'TOURIST VISA',
      arrival: arrivals.urgentSooner,
      payment: 'COMPLETED',
      status: 'RECEIVED',
      updated: expect.any(String),
      urgent: true,
      group: null,
    })
  })

  it('finds by surname prefix, exact passport number, e-mail or application number, whatever the case', async () => {
    const found = async (q: string) =>
      (await queue(`?q=${encodeURIComponent(q)}`))
        .json()
        .rows.map((row: { number: string }) => row.number)
        .sort()
    expect(await found('fern')).toEqual([numbers.urgentSoon, numbers.urgentSooner].sort())
    expect(await found('n998877')).toEqual([numbers.other])
    expect(await found('n 998 877')).toEqual([numbers.other])
    expect(await found('kamal.bandara@example.COM')).toEqual([numbers.soonUnpaid])
    expect(await found(` ${numbers.laterPaid?.toLowerCase()} `)).toEqual([numbers.laterPaid])
    expect(await found('ernando')).toEqual([])
  })

  it('filters by status and payment, sorts by any column and pages', async () => {
    expect((await queue('?payment=UNPAID')).json().total).toBe(2)
    expect((await queue('?status=RECEIVED')).json().total).toBe(3)
    const byName = (await queue('?sort=name&dir=desc')).json().rows.map((row: { name: string }) => row.name)
    expect(byName[0]).toMatch(/^SILVA/)
    expect(byName.at(-1)).toMatch(/^BANDARA/)
    const second = (await queue('?sort=arrival&pageSize=2&page=2')).json()
    expect(second.rows.map((row: { number: string }) => row.number)).toEqual([
      numbers.urgentSoon,
      numbers.other,
    ])
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 })
  })

  it('sorts by payment (paid first, then by arrival order of the applications), paging across the two', async () => {
    const numbersOf = async (query: string) =>
      (await queue(query)).json().rows.map((row: { number: string }) => row.number)
    const paidFirst = [
      numbers.laterPaid,
      numbers.urgentSoon,
      numbers.urgentSooner,
      numbers.soonUnpaid,
      numbers.other,
    ]
    expect(await numbersOf('?sort=payment')).toEqual(paidFirst)
    expect(await numbersOf('?sort=payment&dir=desc')).toEqual([...paidFirst].reverse())
    expect(await numbersOf('?sort=payment&pageSize=2&page=2')).toEqual(paidFirst.slice(2, 4))
    expect(await numbersOf('?sort=payment&dir=desc&pageSize=2&page=2')).toEqual(
      [...paidFirst].reverse().slice(2, 4),
    )
    expect(await numbersOf('?sort=payment&pageSize=2&page=3')).toEqual(paidFirst.slice(4))
    expect(await numbersOf('?sort=payment&payment=UNPAID')).toEqual(paidFirst.slice(3))
    expect(await numbersOf('?sort=payment&q=fern')).toEqual([numbers.urgentSoon, numbers.urgentSooner])
    expect((await queue('?sort=payment&pageSize=2&page=2')).json()).toMatchObject({ total: 5 })
  })

  it('records every page and search on the audit trail: who, the page, the filters and the kind of search, never the term', async () => {
    const entries = async () =>
      fresh.app.db
        .selectFrom('staff_audit')
        .selectAll()
        .where('action', '=', 'view-queue')
        .orderBy('id')
        .execute()
    const before = (await entries()).length
    await queue('?sort=arrival&pageSize=2&page=2')
    await queue('?q=n%20998877&payment=UNPAID')
    await queue('?q=Kamal.Bandara%40example.com')
    await queue('?q=fern')
    await queue(`?q=${numbers.other}`)
    const added = (await entries()).slice(before)
    expect(added.map((entry) => [entry.actor, entry.application_number, entry.detail])).toEqual([
      ['admin@agency.example', null, 'page 2 (2 a page), 2 of 5 shown, sorted by arrival asc'],
      [
        'admin@agency.example',
        null,
        'page 1 (50 a page), 1 of 1 shown, payment UNPAID, searched by a passport number',
      ],
      ['admin@agency.example', null, 'page 1 (50 a page), 1 of 1 shown, searched by an e-mail address'],
      ['admin@agency.example', null, 'page 1 (50 a page), 2 of 2 shown, searched by a surname'],
      ['admin@agency.example', null, 'page 1 (50 a page), 1 of 1 shown, searched by an application number'],
    ])
    const trail = JSON.stringify(await fresh.app.db.selectFrom('staff_audit').selectAll().execute())
    for (const term of ['998877', 'kamal', 'FERN', 'fern']) expect(trail.toLowerCase()).not.toContain(term)
    // A refused query shows nothing, so it records nothing.
    await queue('?pageSize=1000')
    expect(await entries()).toHaveLength(before + 5)
  })

  it('answers 400 with the field for a bad query', async () => {
    for (const query of ['?sort=password', '?pageSize=1000', '?page=0', '?status=DONE', '?dir=up']) {
      const response = await queue(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().status).toBe(false)
    }
  })

  it('exports the filtered list as CSV for admins, formula-like cells escaped, the export audited', async () => {
    await fresh.app.db
      .updateTable('applications')
      .set({ surname: '=HYPERLINK("http://evil.example")', given_names: '+1', nationality: '@SUM(A1)' })
      .where('sku_id', '=', numbers.other ?? '')
      .execute()
    const response = await fresh.app.inject(
      staffRequest({ method: 'GET', url: '/api/staff/export.csv?payment=UNPAID&sort=arrival', cookie }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = response.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Number,Name,Nationality,Visa,Arrival,Payment,Status,Updated,Urgent')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toContain(
      `${numbers.other},"'=HYPERLINK(""http://evil.example"") +1",'@SUM(A1),TOURIST VISA`,
    )
    const audit = await fresh.app.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'export')
      .execute()
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'admin@agency.example',
        detail: '2 rows, filtered by payment UNPAID',
      }),
    ])
  })
})

describe('every staff call', () => {
  const PUBLIC = new Set([
    'GET /api/staff/setup/:token',
    'POST /api/staff/setup/:token/password',
    'POST /api/staff/setup/:token/confirm',
    'POST /api/staff/sign-in',
  ])

  /** Every route under /api/staff, read from the app's own route table (a tree, 4 columns a level). */
  function staffRoutes(): string[] {
    const routes: string[] = []
    const stack: string[] = []
    for (const line of test.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const start = line.search(/[^\s│├└─]/)
      const match = /^(\S+)(?: \(([^)]+)\))?$/.exec(line.slice(start))
      if (start < 0 || !match?.[1]) continue
      const depth = start / 4 - 1
      stack[depth] = (depth > 0 ? (stack[depth - 1] ?? '') : '') + match[1]
      const path = stack[depth] ?? ''
      if (!path.startsWith('/api/staff/') || !match[2]) continue
      for (const method of match[2].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`)
    }
    return routes
  }

  const call = (route: string, cookie?: string, number = '0000000000000000') => {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string]
    const url = path.replace(':number', number).replace(':id', '1').replace(':token', 'x')
    return test.app.inject(
      staffRequest({ method, url, cookie, ...(method === 'POST' ? { payload: {} } : {}) }),
    )
  }

  it('answers 401 without a session, except setting up and signing in', async () => {
    const routes = staffRoutes()
    expect(routes.length).toBeGreaterThanOrEqual(16)
    for (const route of routes) {
      if (PUBLIC.has(route)) continue
      const response = await call(route)
      expect(response.statusCode, route).toBe(401)
      expect(response.json(), route).toEqual({ status: false, message: STAFF_MESSAGES.signInRequired })
    }
  })

  it('never changes or removes an audit entry: every route, called by an admin, only appends', async () => {
    const before = await test.app.db.selectFrom('staff_audit').selectAll().orderBy('id').execute()
    expect(before.length).toBeGreaterThan(0)
    const number = await paidApplication()
    for (const route of staffRoutes()) {
      if (route.endsWith('/sign-out')) continue
      await call(route, admin, number)
    }
    const after = await test.app.db.selectFrom('staff_audit').selectAll().orderBy('id').execute()
    expect(after.slice(0, before.length)).toEqual(before)
  })

  it('has no code path that updates or deletes the audit trail', async () => {
    const sources: string[] = []
    const walk = async (dir: string) => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) await walk(path)
        else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
          sources.push(await readFile(path, 'utf8'))
      }
    }
    await walk(join(import.meta.dirname, '..'))
    expect(sources.length).toBeGreaterThan(20)
    for (const source of sources) {
      expect(source).not.toMatch(/(updateTable|deleteFrom)\(\s*'staff_audit'/)
      expect(source).not.toMatch(/(update|delete\s+from)\s+staff_audit/i)
    }
  })

  it('refuses a cross-site status change', async () => {
    const number = await paidApplication()
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${number}/status`,
      headers: { origin: 'https://evil.example', cookie: agent },
      payload: { status: 'IN_REVIEW' },
    })
    expect(response.statusCode).toBe(403)
    expect((await detail(number)).json().applicationStatus).toBe('RECEIVED')
    expect(SITE_ORIGIN).toBe('http://localhost:80')
  })
})
