import { mkdir, readdir, readFile, rmdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  buildTestApp,
  EVISA_UPLOAD,
  logCapture,
  SAMPLE_FILES,
  type TestApp,
  touristApplication,
  uploadFile,
} from '../../test/test-support'
import { withImmediateTransaction } from '../db/transaction'
import { manualClock, startSimulatorApp } from '../payments/payments.test-support'
import { type CaughtMail, startSmtpServer, type TestSmtpServer } from './mail.test-support'
import { queueStatusMail } from './mail-events'
import { mailsForApplication } from './mail-outbox.repository'

const API = '/api/srilanka'
const PUBLIC_URL = 'https://evisa.example.test'
const AGENCY_EMAIL = 'desk@agency.example.test'

let smtp: TestSmtpServer
let test: TestApp

beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(() => smtp.close())

async function start(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  test = await buildTestApp({
    ...overrides,
    mail: {
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
      agencyEmail: AGENCY_EMAIL,
      pollIntervalMs: 20,
      ...overrides.mail,
    },
  })
  return test
}

async function createApplication(payload = touristApplication()): Promise<string> {
  const response = await test.app.inject({ method: 'POST', url: `${API}/create-application`, payload })
  expect(response.statusCode).toBe(201)
  return response.json().data.sku_id
}

/** The mails that arrive from now on: waits for `count` of them. */
async function nextMails(count: number): Promise<CaughtMail[]> {
  const before = smtp.mails.length
  await smtp.waitForMails(before + count)
  return smtp.mails.slice(before, before + count)
}

async function outboxRows() {
  return test.app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()
}

function uploadEvisa(bytes: Buffer): Promise<string> {
  return uploadFile(test.app, bytes, EVISA_UPLOAD)
}

/** What the staff back-office does when approving: the eVisa and status, and the mail, in one go. */
async function approve(skuId: string, evisa: string) {
  await withImmediateTransaction(test.app.db, async (trx) => {
    await trx
      .updateTable('applications')
      .set({ application_status: 'APPROVED', evisa_filename: evisa })
      .where('sku_id', '=', skuId)
      .execute()
    await queueStatusMail(trx, { skuId, status: 'APPROVED', eventId: 1 })
  })
  test.app.mail.wake()
}

const EVISA_BYTES = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('the eVisa of this traveller')])

describe('mails travellers and the agency receive', () => {
  beforeAll(() => start())
  afterAll(() => test.close())

  it('sends "application received" once, with the number, the fee and a link that carries no key', async () => {
    const arriving = nextMails(1)
    const skuId = await createApplication()
    const [mail] = await arriving
    expect(mail?.to).toBe('amelia.fernando@example.com')
    expect(mail?.subject).toContain(skuId)
    expect(mail?.text).toContain(skuId)
    expect(mail?.text).toContain('85.00 USD')
    expect(mail?.text).toContain(`${PUBLIC_URL}/Preview/${skuId}`)
    expect(mail?.html).toContain(`${PUBLIC_URL}/Preview/${skuId}`)
    expect(mail?.text).not.toMatch(/key=|reuse=/)
    await test.app.mail.flush()
    const rows = (await outboxRows()).filter((row) => row.sku_id === skuId)
    expect(rows.map((row) => [row.event_key, row.state])).toEqual([[`received:${skuId}`, 'sent']])
    expect(smtp.mails.filter((m) => m.subject.includes(skuId))).toHaveLength(1)
  })

  it('queues nothing new when create-application is repeated with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'mail-test-repeat' }
    const payload = touristApplication()
    const first = await test.app.inject({
      method: 'POST',
      url: `${API}/create-application`,
      payload,
      headers,
    })
    const again = await test.app.inject({
      method: 'POST',
      url: `${API}/create-application`,
      payload,
      headers,
    })
    expect(again.json().data.sku_id).toBe(first.json().data.sku_id)
    const rows = (await outboxRows()).filter((row) => row.sku_id === first.json().data.sku_id)
    expect(rows).toHaveLength(1)
  })

  it('sends correction, approved (the uploaded eVisa attached, byte for byte) and rejected mails', async () => {
    const skuId = await createApplication()
    await test.app.mail.flush()

    const queueStatus = async (mail: Omit<Parameters<typeof queueStatusMail>[1], 'skuId'>) => {
      const arriving = nextMails(1)
      await withImmediateTransaction(test.app.db, (trx) => queueStatusMail(trx, { skuId, ...mail }))
      test.app.mail.wake()
      return (await arriving)[0]
    }
    const correction = await queueStatus({
      status: 'NEEDS_CORRECTION',
      reason: 'The passport copy is blurred.',
      eventId: 'h1',
    })
    expect(correction?.subject).toBe(`Application ${skuId}: a correction is needed`)
    expect(correction?.text).toContain('The passport copy is blurred.')
    expect(correction?.text).toContain(`${PUBLIC_URL}/Apply/${skuId}`)

    const arriving = nextMails(1)
    await approve(skuId, await uploadEvisa(EVISA_BYTES))
    const [approved] = await arriving
    expect(approved?.to).toBe('amelia.fernando@example.com')
    expect(approved?.subject).toContain(skuId)
    expect(approved?.attachments.map((a) => a.filename)).toEqual([`eVisa-${skuId}.pdf`])
    expect(approved?.attachments[0]?.content.equals(EVISA_BYTES)).toBe(true)

    const rejected = await queueStatus({
      status: 'REJECTED',
      reason: 'Travel dates outside the allowed period.',
      eventId: 'h3',
    })
    expect(rejected?.subject).toBe(`Application ${skuId} was not approved`)
    expect(rejected?.text).toContain('Travel dates outside the allowed period.')

    // Statuses that tell the traveller nothing new queue nothing; a repeated event queues nothing.
    const queued = await withImmediateTransaction(test.app.db, async (trx) => [
      await queueStatusMail(trx, { skuId, status: 'IN_REVIEW', eventId: 'h4' }),
      await queueStatusMail(trx, { skuId, status: 'REJECTED', reason: 'again', eventId: 'h3' }),
    ])
    expect(queued).toEqual([false, false])

    await test.app.mail.flush()
    const mails = await mailsForApplication(test.app.db, skuId)
    expect(mails.map((m) => [m.kind, m.state, m.attempts])).toEqual([
      ['received', 'sent', 1],
      ['correction', 'sent', 1],
      ['approved', 'sent', 1],
      ['rejected', 'sent', 1],
    ])
    expect(mails[0]).toMatchObject({ to: 'amelia.fernando@example.com', lastError: null })
    expect(mails[0]?.sentAt).toEqual(expect.any(String))
  })

  it('sends a contact message to the agency (Reply-To the sender) and an acknowledgement to the sender', async () => {
    const arriving = nextMails(2)
    const response = await test.app.inject({
      method: 'POST',
      url: `${API}/createContactUS`,
      payload: {
        Given_Name: 'Nimal Perera',
        Email: 'nimal@example.com',
        contact_no: '+94 77 123 4567',
        Nationality: 'SRI LANKA',
        remarks: 'Can my child travel on my passport?',
      },
    })
    expect(response.statusCode).toBe(201)
    const mails = await arriving
    const agency = mails.find((m) => m.to === AGENCY_EMAIL)
    const ack = mails.find((m) => m.to === 'nimal@example.com')
    expect(agency?.replyTo).toBe('nimal@example.com')
    expect(agency?.text).toContain('Can my child travel on my passport?')
    expect(agency?.text).toContain('+94 77 123 4567')
    expect(ack?.subject).toBe('We received your message')
    // A fixed text: nothing the sender typed goes to the address they typed (no relay).
    for (const typed of ['Nimal', 'Perera', 'Can my child travel on my passport?', '+94 77 123 4567']) {
      expect(ack?.text).not.toContain(typed)
      expect(ack?.html).not.toContain(typed)
      expect(ack?.subject).not.toContain(typed)
    }
    expect(ack?.text).toContain('If you did not write to us')
  })
})

describe('paying', () => {
  // The PayPal simulator is called over HTTP, so this app listens.
  beforeAll(async () => {
    test = await startSimulatorApp(undefined, {
      mail: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, pollIntervalMs: 20 },
    })
  })
  afterAll(() => test.close())

  it('sends the payment receipt with the amount, the capture id, the date and a PDF receipt', async () => {
    const skuId = await createApplication()
    await test.app.mail.flush()
    const token = (await test.app.inject({ method: 'GET', url: `${API}/getaccesstocken` })).json().accessToken
    const headers = { authorization: `Bearer ${token}` }
    const order = await test.app.inject({
      method: 'POST',
      url: `${API}/create-Order`,
      payload: { sku_id: skuId },
      headers,
    })
    expect(order.statusCode).toBe(200)
    const arriving = nextMails(1)
    const captured = await test.app.inject({
      method: 'POST',
      url: `${API}/capture-order`,
      payload: { orderID: order.json().id, sku_id: skuId },
      headers,
    })
    expect(captured.statusCode).toBe(200)
    const { captureId } = captured.json().data
    const [mail] = await arriving
    expect(mail?.subject).toBe(`Payment receipt for application ${skuId}`)
    expect(mail?.text).toContain('85.00 USD')
    expect(mail?.text).toContain(captureId)
    // It promises only the mails that are sent: not every status change is one.
    const words = mail?.text.replace(/\s+/g, ' ')
    expect(words).toContain(
      'We e-mail you again if it needs a correction from you, and when it is approved (with the eVisa attached) or rejected.',
    )
    expect(words).not.toContain('when its status changes')
    expect(mail?.attachments).toHaveLength(1)
    expect(mail?.attachments[0]?.filename).toBe(`receipt-${skuId}.pdf`)
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe('an SMTP server that refuses or drops the connection', () => {
  beforeEach(() => start({ mail: { retry: { firstDelayMs: 10, maxDelayMs: 40 } } }))
  afterEach(() => test.close())

  it('is retried until it accepts, and the mail arrives once', async () => {
    smtp.refuseNext(2)
    const failuresBefore = smtp.failures
    const arriving = nextMails(1)
    const skuId = await createApplication()
    // The application is stored whatever becomes of its mail.
    const stored = await test.app.db
      .selectFrom('applications')
      .select('sku_id')
      .where('sku_id', '=', skuId)
      .executeTakeFirst()
    expect(stored?.sku_id).toBe(skuId)
    const [mail] = await arriving
    expect(mail?.subject).toContain(skuId)
    expect(smtp.failures - failuresBefore).toBe(2)
    await test.app.mail.flush()
    const [row] = await outboxRows()
    expect(row).toMatchObject({ state: 'sent', attempts: 3 })
    // Why it failed, never to whom or what: the code and the SMTP command, no address.
    await test.app.mail.flush()
    expect(smtp.mails.filter((m) => m.subject.includes(skuId))).toHaveLength(1)
  })

  it('is retried after a dropped connection', async () => {
    smtp.dropNext(1)
    const arriving = nextMails(1)
    const skuId = await createApplication()
    const [mail] = await arriving
    expect(mail?.subject).toContain(skuId)
    await test.app.mail.flush()
    expect((await outboxRows())[0]).toMatchObject({ state: 'sent', attempts: 2 })
  })

  it('records why an attempt failed without the address or the words of the mail', async () => {
    // A far-off retry: the row keeps the first failure.
    await test.close()
    test = await start({ mail: { retry: { firstDelayMs: 3600_000 } } })
    smtp.refuseNext(1)
    const skuId = await createApplication()
    await test.app.mail.flush()
    const [row] = await outboxRows()
    expect(row?.state).toBe('pending')
    expect(row?.last_error).toMatch(/451/)
    expect(row?.last_error).not.toContain('example.com')
    expect(row?.last_error).not.toContain(skuId)
  })
})

describe('the log', () => {
  it('says which mails were sent or retried, never to whom, about which application or what they said', async () => {
    const { stream, text } = logCapture()
    await start({ logger: { level: 'trace', stream }, mail: { retry: { firstDelayMs: 10 } } })
    try {
      smtp.refuseNext(1)
      const arriving = nextMails(1)
      const skuId = await createApplication()
      await arriving
      await test.app.mail.flush()
      const log = text()
      expect(log).toContain('mail not sent yet')
      expect(log).toContain('mail sent')
      for (const secret of [skuId, 'amelia.fernando@example.com', 'FERNANDO', 'AB1234567']) {
        expect(log.toUpperCase()).not.toContain(secret.toUpperCase())
      }
    } finally {
      await test.close()
    }
  })
})

/** The sender's debug line for each claim that took mail: one claim and one settling commit each. */
function settledBatches(log: string) {
  return log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; sent: number; released: number })
    .filter((line) => line.msg === 'mail batch settled')
}

describe('a burst of applications', () => {
  it('is sent in batches, with far fewer claims than mails, and every mail arrives exactly once', async () => {
    const { stream, text } = logCapture()
    await start({ logger: { level: 'debug', stream } })
    try {
      const BURST = 12
      // The sender is busy with the first mail (held by the SMTP server) while the others arrive.
      const held = smtp.holdNext()
      const arriving = nextMails(BURST)
      const skuIds = [await createApplication()]
      await held.arrived
      skuIds.push(...(await Promise.all(Array.from({ length: BURST - 1 }, () => createApplication()))))
      held.release()
      const mails = await arriving
      await test.app.mail.flush()

      // Each claim that took mail logs one settled batch (its claim and its settling commit).
      const batches = settledBatches(text())
      expect(batches.reduce((sum, batch) => sum + batch.sent, 0)).toBe(BURST)
      expect(batches.length).toBeLessThan(BURST)
      expect(batches.length).toBe(2)
      for (const skuId of skuIds) {
        expect(mails.filter((mail) => mail.subject.includes(skuId))).toHaveLength(1)
      }
      expect((await outboxRows()).map((row) => [row.state, row.attempts])).toEqual(
        skuIds.map(() => ['sent', 1]),
      )
    } finally {
      await test.close()
    }
  })
})

describe('a batch being sent', () => {
  it('never holds up a request: an application is answered while the batch before it is still out', async () => {
    await start()
    try {
      const held = smtp.holdNext()
      const arriving = nextMails(2)
      const first = await createApplication()
      await held.arrived
      // The sender holds the first mail's batch, claimed and unsettled, until the server accepts it.
      const second = await createApplication()
      expect((await outboxRows()).map((row) => [row.state, row.attempts])).toEqual([
        ['pending', 1],
        ['pending', 0],
      ])
      held.release()
      const mails = await arriving
      await test.app.mail.flush()
      expect(mails.map((mail) => [first, second].findIndex((skuId) => mail.subject.includes(skuId)))).toEqual(
        [0, 1],
      )
    } finally {
      await test.close()
    }
    // A bound, not a measure: the renderer's and the writer's threads start on a loaded machine.
  }, 60_000)
})

describe('a batch whose lease runs low', () => {
  it('releases the mails it has not started, and they are sent next, each once', async () => {
    const clock = manualClock()
    // Two mails queued while no sender runs, so the sender claims both at once when it starts.
    const quiet = await buildTestApp({ now: clock.now, mail: { smtpUrl: smtp.url, sending: false } })
    const skuIds: string[] = []
    for (let index = 0; index < 2; index += 1) {
      const response = await quiet.app.inject({
        method: 'POST',
        url: `${API}/create-application`,
        payload: touristApplication(),
      })
      skuIds.push(response.json().data.sku_id)
    }
    await quiet.app.close()

    const held = smtp.holdNext()
    const arriving = nextMails(2)
    const { stream, text } = logCapture()
    await start({ dataDir: quiet.dataDir, now: clock.now, logger: { level: 'debug', stream } })
    try {
      await test.app.ready()
      await held.arrived
      // The first send took most of the ten-minute lease: the second is not started under it.
      clock.advance(9 * 60_000)
      held.release()
      const mails = await arriving
      await test.app.mail.flush()
      for (const skuId of skuIds) {
        expect(mails.filter((mail) => mail.subject.includes(skuId))).toHaveLength(1)
      }
      expect(settledBatches(text()).map((batch) => [batch.sent, batch.released])).toEqual([
        [1, 1],
        [1, 0],
      ])
      // The released mail's claim is not counted as an attempt.
      expect((await outboxRows()).map((row) => [row.state, row.attempts])).toEqual([
        ['sent', 1],
        ['sent', 1],
      ])
    } finally {
      await test.close()
    }
  })
})

describe('giving up', () => {
  afterEach(() => test.close())

  it('marks a mail failed once it has failed for longer than the retry period', async () => {
    const clock = manualClock()
    // Nothing listens on port 9: every attempt fails at once.
    await start({
      now: clock.now,
      mail: { smtpUrl: 'smtp://127.0.0.1:9', retry: { firstDelayMs: 1000, giveUpAfterMs: 5000 } },
    })
    await createApplication()
    await test.app.mail.flush()
    expect((await outboxRows())[0]).toMatchObject({ state: 'pending', attempts: 1 })
    clock.advance(6000)
    await test.app.mail.flush()
    expect((await outboxRows())[0]).toMatchObject({ state: 'failed', attempts: 2 })
    expect((await outboxRows())[0]?.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/)
  })
})

describe('across a restart', () => {
  it('never sends a mail that was already sent, and sends what was still pending', async () => {
    await start()
    const dataDir = test.dataDir
    const arriving = nextMails(1)
    const sent = await createApplication()
    await arriving
    await test.app.mail.flush()
    await test.app.close()

    // Queued while no sender runs: the restarted server sends it, and only it.
    const quiet = await buildTestApp({ dataDir, mail: { smtpUrl: smtp.url, sending: false } })
    const pendingResponse = await quiet.app.inject({
      method: 'POST',
      url: `${API}/create-application`,
      payload: touristApplication(),
    })
    const pending = pendingResponse.json().data.sku_id as string
    await quiet.app.close()

    const before = smtp.mails.length
    const restarted = nextMails(1)
    await start({ dataDir })
    // The sender starts when the server is ready (listening, in production).
    await test.app.ready()
    await restarted
    await test.app.mail.flush()
    const after = smtp.mails.slice(before)
    expect(after.map((m) => m.subject.includes(pending))).toEqual([true])
    expect(smtp.mails.filter((m) => m.subject.includes(sent))).toHaveLength(1)
    await test.close()
    // A bound, not a measure: three servers start, two of them a renderer thread, on a loaded machine.
  }, 60_000)
})

describe('without SMTP_URL', () => {
  it('writes a whole batch, each mail once, and leaves no temporary file behind', async () => {
    test = await buildTestApp({ mail: { publicUrl: PUBLIC_URL, sending: false } })
    const skuIds = await Promise.all(Array.from({ length: 7 }, () => createApplication()))
    await test.app.close()
    // Queued while no sender ran: the next server's sender claims and writes them as one batch.
    const { stream, text } = logCapture()
    test = await buildTestApp({
      dataDir: test.dataDir,
      logger: { level: 'debug', stream },
      mail: { publicUrl: PUBLIC_URL },
    })
    await test.app.ready()
    await test.app.mail.flush()
    expect(settledBatches(text()).map((batch) => batch.sent)).toEqual([7])
    const dir = join(test.dataDir, 'mail')
    const files = (await readdir(dir)).sort()
    expect(files).toHaveLength(7)
    expect(files.every((name) => /^\d{8}-received\.eml$/.test(name))).toBe(true)
    const subjects = await Promise.all(
      files.map(async (name) => (await simpleParser(await readFile(join(dir, name)))).subject ?? ''),
    )
    for (const skuId of skuIds) expect(subjects.filter((subject) => subject.includes(skuId))).toHaveLength(1)
    expect((await outboxRows()).map((row) => [row.state, row.attempts])).toEqual(
      skuIds.map(() => ['sent', 1]),
    )
    await test.close()
    // A bound, not a measure: the renderer's and the writer's threads start on a loaded machine.
  }, 60_000)

  it('tries a batch again when its files cannot be written, and writes it once they can', async () => {
    const clock = manualClock()
    test = await buildTestApp({
      now: clock.now,
      mail: { publicUrl: PUBLIC_URL, retry: { firstDelayMs: 1000 } },
    })
    // A folder where the first mail's temporary file would go: its open fails (EISDIR).
    const dir = join(test.dataDir, 'mail')
    const blocker = join(dir, '.00000001-received.eml.tmp')
    await mkdir(blocker, { recursive: true })
    const skuId = await createApplication()
    await test.app.mail.flush()
    const [row] = await outboxRows()
    expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: 'EISDIR' })
    expect(await readdir(dir)).toEqual(['.00000001-received.eml.tmp'])
    await rmdir(blocker)
    clock.advance(1000)
    await test.app.mail.flush()
    expect((await outboxRows()).map((each) => [each.state, each.attempts])).toEqual([['sent', 2]])
    const files = await readdir(dir)
    expect(files).toEqual(['00000001-received.eml'])
    expect((await simpleParser(await readFile(join(dir, files[0] ?? '')))).subject).toContain(skuId)
    await test.close()
    // A bound, not a measure: the renderer's and the writer's threads start on a loaded machine.
  }, 60_000)

  it('writes each mail as an .eml file under DATA_DIR/mail/, readable only by the server', async () => {
    test = await buildTestApp({ mail: { publicUrl: PUBLIC_URL } })
    const skuId = await createApplication()
    await test.app.mail.flush()
    const dir = join(test.dataDir, 'mail')
    const files = await readdir(dir)
    expect(files).toEqual([expect.stringMatching(/^\d+-received\.eml$/)])
    const path = join(dir, files[0] ?? '')
    expect((await stat(path)).mode & 0o777).toBe(0o600)
    const parsed = await simpleParser(await readFile(path))
    expect(parsed.subject).toContain(skuId)
    expect(parsed.text).toContain(`${PUBLIC_URL}/Preview/${skuId}`)
    await test.close()
    // A bound, not a measure: the renderer's and the writer's threads start on a loaded machine.
  }, 60_000)

  it('writes a message in its standard form: CRLF lines a mail server takes, the words in base64', async () => {
    test = await buildTestApp({ mail: { publicUrl: PUBLIC_URL } })
    const skuId = await createApplication()
    await test.app.mail.flush()
    const dir = join(test.dataDir, 'mail')
    const [file] = await readdir(dir)
    const raw = (await readFile(join(dir, file ?? ''))).toString('latin1')
    // Every line ends in CRLF and stays far below SMTP's 998 characters (the HTML is one long line).
    expect(raw.split('\r\n').every((line) => !line.includes('\n') && line.length <= 78)).toBe(true)
    // Both words parts are base64, which Node encodes natively (the composition's cost per mail).
    const parts = [
      ...raw.matchAll(/Content-Type: (text\/(?:plain|html))[\s\S]*?Content-Transfer-Encoding: (\S+)/g),
    ]
    expect(parts.map(([, type, encoding]) => `${type} ${encoding}`).sort()).toEqual([
      'text/html base64',
      'text/plain base64',
    ])
    const parsed = await simpleParser(Buffer.from(raw, 'latin1'))
    expect(parsed.html).toContain(skuId)
    await test.close()
    // A bound, not a measure: the renderer's and the writer's threads start on a loaded machine.
  }, 60_000)
})
