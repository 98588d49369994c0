// A traveller's mails arrive in the language the application was made in, through the real
// sender and a real SMTP server: received and receipt, the status mails, the returning-applicant
// link, the lost eVisa and the contact note. The agency's mail stays English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVISA_UPLOAD, SAMPLE_FILES, touristApplication, uploadFile } from '../../test/test-support'
import { withImmediateTransaction } from '../db/transaction'
import { type SimulatorTestApp, startSimulatorApp } from '../payments/payments.test-support'
import { type CaughtMail, startSmtpServer, type TestSmtpServer } from './mail.test-support'
import { queueStatusMail } from './mail-events'

const API = '/api/srilanka'
const PUBLIC_URL = 'https://evisa.example.test'
const AGENCY_EMAIL = 'desk@agency.example.test'

let smtp: TestSmtpServer
let test: SimulatorTestApp

beforeAll(async () => {
  smtp = await startSmtpServer()
  // The PayPal simulator is called over HTTP, so this app listens.
  test = await startSimulatorApp(undefined, {
    mail: {
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
      agencyEmail: AGENCY_EMAIL,
      pollIntervalMs: 20,
      requestsPerHour: 0,
    },
  })
}, 60_000)
afterAll(async () => {
  await test.close()
  await smtp.close()
})

/** The mails sent while `action` runs (and what it handed to the sender), in order. */
async function mailsAfter(action: () => Promise<unknown>): Promise<CaughtMail[]> {
  const before = smtp.mails.length
  await action()
  await test.app.mail.flush()
  return smtp.mails.slice(before)
}

async function createKeyed(overrides: Record<string, unknown>): Promise<{ skuId: string; key: string }> {
  const response = await test.app.inject({
    method: 'POST',
    url: `${API}/create-application`,
    payload: touristApplication(overrides),
  })
  expect(response.statusCode).toBe(201)
  return { skuId: response.json().data.sku_id, key: response.json().data.access_key }
}

async function create(overrides: Record<string, unknown>): Promise<string> {
  return (await createKeyed(overrides)).skuId
}

async function pay(skuId: string): Promise<{ captureId: string; paidAt: string }> {
  const token = (await test.app.inject({ method: 'GET', url: `${API}/getaccesstocken` })).json().accessToken
  const headers = { authorization: `Bearer ${token}` }
  const order = await test.app.inject({
    method: 'POST',
    url: `${API}/create-Order`,
    payload: { sku_id: skuId },
    headers,
  })
  expect(order.statusCode).toBe(200)
  const captured = await test.app.inject({
    method: 'POST',
    url: `${API}/capture-order`,
    payload: { orderID: order.json().id, sku_id: skuId },
    headers,
  })
  expect(captured.statusCode).toBe(200)
  const { captureId, paid_at } = captured.json().data
  return { captureId, paidAt: paid_at }
}

function words(mail: CaughtMail | undefined): string {
  return (mail?.text ?? '').replace(/\s+/g, ' ')
}

describe('a traveller’s mails in the language of the application', () => {
  it('a German application gets its "received" and receipt mails in German, subject and body', async () => {
    let skuId = ''
    const [received] = await mailsAfter(async () => {
      skuId = await create({ language: 'de' })
    })
    expect(received?.subject).toBe(`Antrag ${skuId} eingegangen: So bezahlen Sie`)
    expect(received?.html).toMatch(/<html[^>]* lang="de"/)
    expect(received?.html).toMatch(/<html[^>]* dir="ltr"/)
    expect(words(received)).toContain('Guten Tag AMELIA ROSE FERNANDO,')
    expect(words(received)).toContain('Die Gebühr beträgt 85,00 USD')
    expect(received?.text).toContain(`${PUBLIC_URL}/de/Preview/${skuId}`)
    // The number, the name and the agency stay as they are.
    expect(received?.text).toContain(skuId)

    let paid = { captureId: '', paidAt: '' }
    const [receipt] = await mailsAfter(async () => {
      paid = await pay(skuId)
    })
    expect(receipt?.subject).toBe(`Zahlungsbeleg für Antrag ${skuId}`)
    expect(receipt?.html).toMatch(/<html[^>]* lang="de"/)
    expect(words(receipt)).toContain('Wir haben Ihre Zahlung erhalten.')
    expect(words(receipt)).toContain('Betrag: 85,00 USD')
    expect(words(receipt)).toContain(`PayPal-Transaktionsnummer: ${paid.captureId}`)
    const germanDate = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(paid.paidAt),
    )
    expect(words(receipt)).toContain(`Datum: ${germanDate}`)
    expect(receipt?.attachments[0]?.filename).toBe(`receipt-${skuId}.pdf`)
  })

  it('an English application gets them in English, at the spec’s paths', async () => {
    let skuId = ''
    const [received] = await mailsAfter(async () => {
      skuId = await create({})
    })
    expect(received?.subject).toBe(`Application ${skuId} received: how to pay`)
    expect(received?.html).toMatch(/<html[^>]* lang="en"/)
    expect(words(received)).toContain('Dear Ms AMELIA ROSE FERNANDO,')
    expect(words(received)).toContain('the fee is 85.00 USD')
    expect(received?.text).toContain(`${PUBLIC_URL}/Preview/${skuId}`)
    const [receipt] = await mailsAfter(() => pay(skuId))
    expect(receipt?.subject).toBe(`Payment receipt for application ${skuId}`)
    expect(words(receipt)).toContain('Amount: 85.00 USD')
  })

  it('an Arabic application gets right-to-left mails', async () => {
    let skuId = ''
    const [received] = await mailsAfter(async () => {
      skuId = await create({ language: 'ar' })
    })
    expect(received?.subject).toBe(`تم استلام الطلب ${skuId}: طريقة الدفع`)
    expect(received?.html).toMatch(/<html[^>]* dir="rtl"/)
    expect(received?.html).toMatch(/<html[^>]* lang="ar"/)
    expect(received?.text).toContain(`${PUBLIC_URL}/ar/Preview/${skuId}`)
  })

  it('the status mails follow a language changed by update; the reason staff wrote is sent as written', async () => {
    const skuId = await create({ language: 'de' })
    const other = await createKeyed({ language: 'de' })
    const changed = await test.app.inject({
      method: 'PUT',
      url: `${API}/update-application/${other.skuId}`,
      headers: { 'x-application-key': other.key },
      payload: touristApplication({ language: 'fr' }),
    })
    expect(changed.statusCode).toBe(200)
    await test.app.mail.flush()
    const [correction] = await mailsAfter(async () => {
      await withImmediateTransaction(test.app.db, (trx) =>
        queueStatusMail(trx, {
          skuId: other.skuId,
          status: 'NEEDS_CORRECTION',
          reason: 'The passport copy is blurred.',
          eventId: 'fr-1',
        }),
      )
      test.app.mail.wake()
    })
    expect(correction?.subject).toBe(`Demande ${other.skuId}\u00a0: une correction est nécessaire`)
    expect(correction?.html).toMatch(/<html[^>]* lang="fr"/)
    expect(words(correction)).toContain('The passport copy is blurred.')
    expect(correction?.text).toContain(`${PUBLIC_URL}/fr/Apply/${other.skuId}`)

    const [rejected] = await mailsAfter(async () => {
      await withImmediateTransaction(test.app.db, (trx) =>
        queueStatusMail(trx, { skuId, status: 'REJECTED', reason: '', eventId: 'de-1' }),
      )
      test.app.mail.wake()
    })
    expect(rejected?.subject).toBe(`Antrag ${skuId} wurde nicht genehmigt`)
    expect(words(rejected)).toContain('Begründung: Es wurde keine Begründung angegeben.')
  })

  it('the approved mail and the lost-eVisa mail are in the application’s language, or the asking page’s', async () => {
    const skuId = await create({ language: 'ru', passport_number: 'RU7654321' })
    await test.app.mail.flush()
    const evisa = await uploadFile(
      test.app,
      Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('eVisa')]),
      EVISA_UPLOAD,
    )
    const [approved] = await mailsAfter(async () => {
      await withImmediateTransaction(test.app.db, async (trx) => {
        await trx
          .updateTable('applications')
          .set({ application_status: 'APPROVED', evisa_filename: evisa })
          .where('sku_id', '=', skuId)
          .execute()
        await queueStatusMail(trx, { skuId, status: 'APPROVED', eventId: 'ru-1' })
      })
      test.app.mail.wake()
    })
    expect(approved?.subject).toBe(`Ваша eVisa: заявление ${skuId} одобрено`)
    expect(approved?.attachments.map((a) => a.filename)).toEqual([`eVisa-${skuId}.pdf`])

    const resend = (body: object) =>
      mailsAfter(() =>
        test.app.inject({
          method: 'POST',
          url: `${API}/resend-evisa`,
          payload: { sku_id: skuId, passport_number: 'RU7654321', ...body },
        }),
      )
    const [again] = await resend({})
    expect(again?.subject).toBe(`Ваша eVisa: заявление ${skuId} одобрено`)
    expect(again?.html).toMatch(/<html[^>]* lang="ru"/)
    const [asked] = await resend({ language: 'zh' })
    expect(asked?.subject).toBe(`您的电子签证：申请 ${skuId} 已获批准`)
    expect(asked?.html).toMatch(/<html[^>]* lang="zh"/)
  })

  it('the returning-applicant link is in the asking page’s language, and opens the form in it', async () => {
    await create({ language: 'de', passport_number: 'DE1234567' })
    await test.app.mail.flush()
    const ask = (body: object) =>
      mailsAfter(() =>
        test.app.inject({
          method: 'POST',
          url: `${API}/returning-applicant`,
          payload: { passport_number: 'DE1234567', email: 'amelia.fernando@example.com', ...body },
        }),
      )
    const [german] = await ask({})
    expect(german?.subject).toBe('Ihr Link für einen neuen Antrag mit Ihren Angaben')
    expect(german?.text).toContain(`${PUBLIC_URL}/de/Apply?reuse=`)
    const [french] = await ask({ language: 'fr' })
    expect(french?.subject).toBe('Votre lien pour faire une nouvelle demande avec vos informations')
    expect(french?.text).toContain(`${PUBLIC_URL}/fr/Apply?reuse=`)
  })

  it('the contact form’s note to the sender is in the page’s language; the agency’s copy stays English', async () => {
    const mails = await mailsAfter(() =>
      test.app.inject({
        method: 'POST',
        url: `${API}/createContactUS`,
        payload: {
          Given_Name: 'Nimal Perera',
          Email: 'nimal@example.com',
          contact_no: '+94 77 123 4567',
          Nationality: 'SRI LANKA',
          remarks: 'Kann mein Kind mit meinem Pass reisen?',
          language: 'de',
        },
      }),
    )
    const agency = mails.find((mail) => mail.to === AGENCY_EMAIL)
    const note = mails.find((mail) => mail.to === 'nimal@example.com')
    expect(agency?.subject).toBe('Contact form: a message from Nimal Perera')
    expect(agency?.html).toMatch(/<html[^>]* lang="en"/)
    expect(note?.subject).toBe('Wir haben Ihre Nachricht erhalten')
    expect(note?.html).toMatch(/<html[^>]* lang="de"/)
  })

  it('refuses a language that is not one of the site’s on the mail requests, with a 400 on the field', async () => {
    for (const [path, body] of [
      ['returning-applicant', { passport_number: 'DE1234567', email: 'a@example.com', language: 'xx' }],
      ['resend-evisa', { sku_id: 'ABCDEFGHJKMNPQRS', passport_number: 'DE1234567', language: 'xx' }],
    ] as const) {
      const response = await test.app.inject({ method: 'POST', url: `${API}/${path}`, payload: body })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toEqual([
        { field: 'language', message: 'language must be one of en, ru, de, zh, fr, ar.' },
      ])
    }
  })
})
