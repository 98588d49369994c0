// A traveller's whole journey through the API, with personal data that is easy to search for:
// the privacy tests run it, then look for that data where it must never be (logs, answers).
import type { FastifyInstance, HTTPMethods } from 'fastify'
import { multipartFile, SAMPLE_FILES, touristApplication } from './test-support'

export const TRAVELLER = {
  surname: 'Wickramasinghe',
  otherNames: 'Nethmini Anjali',
  email: 'nethmini.secret@example.com',
  passportNumber: 'N7654321Q',
  childName: 'Sandaruwanthi',
  mobile: '+94 77 765 4321',
  /** The address the server sees, and the one the browser reports: neither is ever answered. */
  visitorIp: '81.2.69.142',
  reportedIp: '198.51.100.23',
}

export interface JourneyAnswer {
  step: string
  statusCode: number
  body: string
}

export interface Journey {
  skuId: string
  draftId: string
  answers: JourneyAnswer[]
  /** Every value that must never reach a log. */
  secrets: string[]
}

const DRAFT_ID = '5a0c7f52-1d3b-4e8e-9a61-6c1f0e7b9d24'

/**
 * Runs upload, create, view, update, draft save and read, contact, the payment calls when the
 * app has them, and a few refusals. The app is made to listen, since the PayPal simulator is
 * reached over HTTP, as in production.
 */
export async function runJourney(app: FastifyInstance): Promise<Journey> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const answers: JourneyAnswer[] = []
  const call = async (
    step: string,
    method: HTTPMethods,
    url: string,
    options: { payload?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      remoteAddress: TRAVELLER.visitorIp,
      headers: options.headers,
      payload: options.payload as string,
    })
    answers.push({ step, statusCode: response.statusCode, body: response.body })
    return response
  }

  const uploaded = await call('upload', 'POST', '/api/upload', multipartFile(SAMPLE_FILES.jpeg))
  const passportCopy: string = uploaded.json().file.filename
  const application = touristApplication({
    surname: TRAVELLER.surname,
    other_name: TRAVELLER.otherNames,
    email: TRAVELLER.email,
    passport_number: TRAVELLER.passportNumber,
    mobile_number: TRAVELLER.mobile,
    passport_bio_page: passportCopy,
    ip_address: TRAVELLER.reportedIp,
    children: [
      {
        child_surnane: TRAVELLER.surname,
        child_givenName: TRAVELLER.childName,
        child_date_of_birth: '2019-03-02',
        child_gender: 'Female',
        child_relationship: 'Child',
      },
    ],
  })
  const created = await call('create', 'POST', '/api/srilanka/create-application', {
    payload: application,
    headers: { 'idempotency-key': DRAFT_ID },
  })
  const skuId: string = created.json().data.sku_id
  const accessKey: string = created.json().data.access_key
  const withKey = { 'x-application-key': accessKey }
  await call('view', 'GET', `/api/srilanka/View-application/${skuId}`, { headers: withKey })
  await call('view without key', 'GET', `/api/srilanka/View-application/${skuId}`)
  await call('update', 'PUT', `/api/srilanka/update-application/${skuId.toLowerCase()}`, {
    payload: { ...application, Occupation: 'Engineer' },
    headers: withKey,
  })
  await call('verify wrong', 'POST', '/api/srilanka/verify-application', {
    payload: { sku_id: skuId, passport_number: TRAVELLER.passportNumber, date_of_birth: '1901-01-01' },
  })
  const verified = await call('verify', 'POST', '/api/srilanka/verify-application', {
    payload: { sku_id: skuId, passport_number: TRAVELLER.passportNumber, date_of_birth: '1990-04-12' },
  })
  const verifiedKey: string = verified.json().data?.access_key ?? ''
  await call('passport copy', 'GET', `/uploads/${passportCopy}`)
  await call('draft save', 'PUT', `/api/srilanka/drafts/${DRAFT_ID}`, {
    payload: { data: application, version: 1 },
  })
  await call('draft read', 'GET', `/api/srilanka/drafts/${DRAFT_ID}`)
  await call('draft stale save', 'PUT', `/api/srilanka/drafts/${DRAFT_ID}`, {
    payload: { data: application, version: 1 },
  })
  await call('contact', 'POST', '/api/srilanka/createContactUS', {
    payload: {
      Given_Name: `${TRAVELLER.otherNames} ${TRAVELLER.surname}`,
      Email: TRAVELLER.email,
      contact_no: TRAVELLER.mobile,
      Nationality: 'SRI LANKA',
      remarks: `My passport ${TRAVELLER.passportNumber}, application ${skuId}`,
    },
  })

  const token = await call('payment token', 'GET', '/api/srilanka/getaccesstocken')
  if (token.statusCode === 200) {
    const headers = { authorization: `Bearer ${token.json().accessToken}` }
    const order = await call('create order', 'POST', '/api/srilanka/create-Order', {
      payload: { sku_id: skuId, amount: '1.00', currency: 'USD', description: `eVisa ${TRAVELLER.surname}` },
      headers,
    })
    await call('capture', 'POST', '/api/srilanka/capture-order', {
      payload: { orderID: order.json().id, sku_id: skuId },
      headers,
    })
    await call('view paid', 'GET', `/api/srilanka/View-application/${skuId}`, { headers: withKey })
    await call('update paid', 'PUT', `/api/srilanka/update-application/${skuId}`, {
      payload: application,
      headers: withKey,
    })
  }

  // Refusals, which must not echo what they refused.
  await call('invalid update', 'PUT', `/api/srilanka/update-application/${skuId}`, {
    payload: {
      ...application,
      passport_number: `${TRAVELLER.passportNumber}!!`,
      email: `${TRAVELLER.email}@`,
    },
    headers: withKey,
  })
  await call('broken JSON', 'POST', '/api/srilanka/create-application', {
    payload: `{"surname": "${TRAVELLER.surname}", "email": "${TRAVELLER.email}",`,
    headers: { 'content-type': 'application/json' },
  })
  await call('unknown number', 'GET', `/api/srilanka/View-application/${skuId.slice(0, 15)}0`)
  await call('unknown path', 'GET', `/api/srilanka/View-application/${TRAVELLER.passportNumber}/x`)

  return {
    skuId,
    draftId: DRAFT_ID,
    answers,
    secrets: [
      TRAVELLER.surname,
      TRAVELLER.surname.toUpperCase(),
      TRAVELLER.otherNames,
      TRAVELLER.otherNames.toUpperCase(),
      TRAVELLER.email,
      TRAVELLER.passportNumber,
      TRAVELLER.childName,
      TRAVELLER.mobile,
      skuId,
      skuId.toLowerCase(),
      accessKey,
      verifiedKey,
    ],
  }
}
