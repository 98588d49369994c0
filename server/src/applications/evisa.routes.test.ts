// The traveller's eVisa download: only the device holding the application's key gets the file, and
// only once the agency has approved the application with one.
import { describe, expect, it } from 'vitest'
import { EVISA_MESSAGES } from '../../../shared/evisa'
import {
  EVISA_UPLOAD,
  SAMPLE_FILES,
  testAppForSuite,
  touristApplication,
  updateApplicationRow,
  uploadFile,
  withTestApp,
} from '../../test/test-support'

const EVISA = '/api/srilanka/evisa'
const PDF = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('% the approved eVisa\n')])

const test = testAppForSuite({ lookupRateLimit: 0 })

async function created(surname = 'Fernando') {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/srilanka/create-application',
    payload: touristApplication({ surname }),
  })
  expect(response.statusCode).toBe(201)
  return response.json().data as { sku_id: string; access_key: string }
}

/** What the back-office does on approving: the PDF is an upload, the application points to it. */
async function approve(skuId: string, pdf = PDF) {
  const evisaFilename = await uploadFile(test.app, pdf, EVISA_UPLOAD)
  await updateApplicationRow(test.app, skuId, {
    payment_status: 'COMPLETED',
    application_status: 'APPROVED',
    evisa_filename: evisaFilename,
  })
}

function download(skuId: string, key?: string, app = test.app) {
  return app.inject({
    method: 'GET',
    url: `${EVISA}/${skuId}`,
    headers: key === undefined ? {} : { 'x-application-key': key },
  })
}

function expectRefusal(response: Awaited<ReturnType<typeof download>>, status: number, message: string) {
  expect(response.statusCode).toBe(status)
  expect(response.json()).toEqual({ status: false, message })
  expect(response.headers['content-type']).toMatch(/^application\/json/)
}

describe('GET /api/srilanka/evisa/{number}', () => {
  it('hands the approved eVisa, byte for byte, to the device holding the key', async () => {
    const { sku_id, access_key } = await created()
    await approve(sku_id)
    // The number as a traveller may type it: lower case, with dashes.
    const typed = `${sku_id.slice(0, 4).toLowerCase()}-${sku_id.slice(4)}`
    const response = await download(typed, access_key)
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.equals(PDF)).toBe(true)
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="eVisa-${sku_id}.pdf"`,
      'content-length': String(PDF.length),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    })
  })

  it("refuses without a key (401), with a wrong key or another application's key (403)", async () => {
    const mine = await created()
    const theirs = await created('Silva')
    await approve(mine.sku_id)
    await approve(theirs.sku_id)
    expectRefusal(await download(mine.sku_id), 401, EVISA_MESSAGES.keyMissing)
    for (const key of [theirs.access_key, 'A'.repeat(43), 'not a key']) {
      expectRefusal(await download(mine.sku_id, key), 403, EVISA_MESSAGES.keyWrong)
    }
  })

  it('answers 404 for an unknown or malformed number, as View-application already does', async () => {
    const { access_key } = await created()
    expectRefusal(await download('ZZZZZZZZZZZZZZZZ', access_key), 404, EVISA_MESSAGES.applicationNotFound)
    expectRefusal(await download('not-a-number', access_key), 404, EVISA_MESSAGES.applicationNotFound)
  })

  it('answers 404 to the key holder until the application is approved with a file', async () => {
    const { sku_id, access_key } = await created()
    expectRefusal(await download(sku_id, access_key), 404, EVISA_MESSAGES.notIssued)
    // Paid and in review: still nothing to download.
    await updateApplicationRow(test.app, sku_id, {
      payment_status: 'COMPLETED',
      application_status: 'IN_REVIEW',
    })
    expectRefusal(await download(sku_id, access_key), 404, EVISA_MESSAGES.notIssued)
    // Approved, but its file is gone from the uploads table.
    await updateApplicationRow(test.app, sku_id, {
      application_status: 'APPROVED',
      evisa_filename: 'AAAAAAAAAAAAAAAAAAAAAAAA.pdf',
    })
    expectRefusal(await download(sku_id, access_key), 404, EVISA_MESSAGES.notIssued)
  })

  it('is under the look-up rate limit', async () => {
    await withTestApp({ lookupRateLimit: 2 }, async (limited) => {
      const statuses: number[] = []
      for (let i = 0; i < 3; i++)
        statuses.push((await download('ZZZZZZZZZZZZZZZZ', undefined, limited.app)).statusCode)
      expect(statuses).toEqual([401, 401, 429])
    })
  })
})
