import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import Database from 'better-sqlite3'
import { touristApplication } from '../shared/application-fixture'
import { addMonths, localToday } from '../shared/dates'

/** The data folder of the server the browser tests run against (scripts/e2e-server.mjs). */
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? join(tmpdir(), `evisa-e2e-${process.env.E2E_PORT ?? '4173'}`)

/** A date `days` from today (as of `now`), as a native date input wants it. */
export function isoDaysFromToday(days: number, now: Date = new Date()): string {
  const date = new Date(now)
  date.setDate(date.getDate() + days)
  return localToday(date)
}

/**
 * The arrival date of the journeys' traveller, counted once when the tests load: what a test types
 * into the form, sends through the API and then looks for must be the same date, which two counts
 * a moment apart are not when midnight falls between them.
 */
export const ARRIVAL = isoDaysFromToday(30)

/**
 * The traveller the journeys type into the form (journey-helpers.ts), travelling alone, as the
 * server keeps what they type (upper case where the form makes it so); the tests look for these
 * details on the screens and in the stored record.
 */
function journeyTraveller() {
  return {
    surname: 'PERERA',
    other_name: 'ANNA MARIA',
    date_of_birth: '1988-04-12',
    email: 'anna.perera@example.com',
    Occupation: 'TEACHER',
    passport_number: 'GB1234567',
    passport_issued_date: '2021-03-01',
    passport_expiry_date: addMonths(ARRIVAL, 24),
    intended_arrival_date: ARRIVAL,
    address_line1: '10 HIGH STREET',
    city: 'LONDON',
    postal_code: 'N1 1AA',
    mobile_number: '+447700900123',
    address_in_srilanka: 'GALLE FACE HOTEL, COLOMBO',
    multiple_entry_visa: false,
    children: [],
  }
}

/** Fields of the shared fixture that the form never sends, so the journeys' records lack them. */
const NOT_TYPED = ['PassportType', 'ip_address', 'passport_bio_page'] as const

/** The tests' one application (shared/application-fixture.ts) for the journey's traveller, as the API takes it. */
export function validApplication(overrides: Record<string, unknown> = {}) {
  const application: Record<string, unknown> = touristApplication({ ...journeyTraveller(), ...overrides })
  for (const name of NOT_TYPED) if (!(name in overrides)) delete application[name]
  return application
}

/** Creates an application through the real API and returns its number. */
export async function createApplicationViaApi(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await request.post('/api/srilanka/create-application', {
    data: validApplication(overrides),
  })
  if (response.status() !== 201) throw new Error(`create-application answered ${response.status()}`)
  const body = (await response.json()) as { data: { sku_id: string } }
  return body.data.sku_id
}

/** The passport number and date of birth of validApplication(): what the verify step asks. */
export const APPLICANT_PROOF = { passport_number: 'GB1234567', date_of_birth: '1988-04-12' } as const

/** Creates an application through the real API; answers its number and the creator's key. */
export async function createApplicationWithKey(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<{ skuId: string; accessKey: string }> {
  const response = await request.post('/api/srilanka/create-application', {
    data: validApplication(overrides),
  })
  if (response.status() !== 201) throw new Error(`create-application answered ${response.status()}`)
  const body = (await response.json()) as { data: { sku_id: string; access_key: string } }
  return { skuId: body.data.sku_id, accessKey: body.data.access_key }
}

/**
 * A second traveller joining `first`'s group through the real API, as the next traveller's form
 * does (the first one's number and key as proof); answers the new member's number. Its passport
 * is GB7654321, its given name RAVI.
 */
export async function joinGroupViaApi(
  request: APIRequestContext,
  first: { skuId: string; accessKey: string },
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await request.post('/api/srilanka/create-application', {
    data: validApplication({ other_name: 'RAVI', passport_number: 'GB7654321', ...overrides }),
    headers: { 'X-Group-Member': first.skuId, 'X-Application-Key': first.accessKey },
  })
  if (response.status() !== 201) throw new Error(`create-application answered ${response.status()}`)
  return ((await response.json()) as { data: { sku_id: string } }).data.sku_id
}

/** A key for `skuId`, by answering the passport questions as another device would. */
export async function verifyViaApi(
  request: APIRequestContext,
  skuId: string,
  proof: { passport_number: string; date_of_birth: string } = APPLICANT_PROOF,
): Promise<string> {
  const response = await request.post('/api/srilanka/verify-application', {
    data: { sku_id: skuId, ...proof },
  })
  if (response.status() !== 200) throw new Error(`verify-application answered ${response.status()}`)
  return ((await response.json()) as { data: { access_key: string } }).data.access_key
}

/** The whole record of `skuId`, as a key holder reads it. */
export async function viewWithKey(request: APIRequestContext, skuId: string, accessKey?: string) {
  const key = accessKey ?? (await verifyViaApi(request, skuId))
  const response = await request.get(`/api/srilanka/View-application/${skuId}`, {
    headers: { 'X-Application-Key': key },
  })
  if (response.status() !== 200) throw new Error(`View-application answered ${response.status()}`)
  return ((await response.json()) as { data: Record<string, unknown> }).data
}

/**
 * What the back-office does on approving (paid, APPROVED, the eVisa PDF uploaded and attached),
 * straight in the e2e server's database. Answers the eVisa's bytes.
 */
export async function approveWithEvisa(request: APIRequestContext, skuId: string): Promise<Buffer> {
  const evisa = Buffer.from(`%PDF-1.7\n% the eVisa of ${skuId}\n%%EOF\n`)
  const upload = await request.post('/api/upload', {
    multipart: { image: { name: 'evisa.pdf', mimeType: 'application/pdf', buffer: evisa } },
  })
  if (upload.status() !== 201) throw new Error(`eVisa upload answered ${upload.status()}`)
  const { filename } = ((await upload.json()) as { file: { filename: string } }).file
  const db = new Database(join(E2E_DATA_DIR, 'evisa.sqlite'), { timeout: 10_000 })
  try {
    db.prepare(
      "update applications set payment_status = 'COMPLETED', application_status = 'APPROVED', evisa_filename = ? where sku_id = ?",
    ).run(filename, skuId)
  } finally {
    db.close()
  }
  return evisa
}

/** How many contact messages the e2e server holds with exactly these remarks. */
export function countContactMessages(remarks: string): number {
  const db = new Database(join(E2E_DATA_DIR, 'evisa.sqlite'), { readonly: true, timeout: 10_000 })
  try {
    const row = db
      .prepare('select count(*) as count from contact_messages where remarks = ?')
      .get(remarks) as {
      count: number
    }
    return row.count
  } finally {
    db.close()
  }
}

/** The back-office audit trail's entries by `actor`, oldest first, as the e2e server keeps them. */
export function staffAuditOf(
  actor: string,
): { action: string; application_number: string | null; detail: string }[] {
  const db = new Database(join(E2E_DATA_DIR, 'evisa.sqlite'), { readonly: true, timeout: 10_000 })
  try {
    return db
      .prepare('select action, application_number, detail from staff_audit where actor = ? order by id')
      .all(actor) as { action: string; application_number: string | null; detail: string }[]
  } finally {
    db.close()
  }
}
