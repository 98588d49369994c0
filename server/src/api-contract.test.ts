// The answers the client reads are the types in shared/api-types.ts. The routes already return values
// typed with them (a change there fails the typecheck); this test checks the real answers, as the
// app sends them, carry exactly the keys the types name: no key the client reads is missing, and
// nothing is sent that the contract does not list.
import { describe, expect, it } from 'vitest'
import type {
  ApplicationSummary,
  ContactResponse,
  CreateApplicationResponse,
  DraftConflictAnswer,
  DraftResponse,
  DraftSavedResponse,
  MailRequestResponse,
  OkAnswer,
  UpdateApplicationResponse,
  UploadResponse,
  ViewApplicationResponse,
} from '../../shared/api-types'
import { contactMessage } from '../../shared/contact-fixture'
import { multipartFile, SAMPLE_FILES, testAppForSuite, touristApplication } from '../test/test-support'

/** A type's keys, sorted; the compiler insists the table names each key once, and no other. */
function keysOf<T>(table: Record<keyof T, true>): string[] {
  return Object.keys(table).sort()
}

const keysIn = (value: unknown) => Object.keys(value as object).sort()

describe('every answer carries exactly the keys of its shared type', () => {
  const test = testAppForSuite()
  const API = '/api/srilanka'

  it('create-application, View-application (no key), update-application', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: `${API}/create-application`,
      payload: touristApplication(),
    })
    expect(created.statusCode).toBe(201)
    const createdBody = created.json<CreateApplicationResponse>()
    expect(keysIn(createdBody)).toEqual(
      keysOf<CreateApplicationResponse>({ success: true, message: true, data: true }),
    )
    expect(keysIn(createdBody.data)).toEqual(
      keysOf<CreateApplicationResponse['data']>({ sku_id: true, access_key: true }),
    )
    const { sku_id, access_key } = createdBody.data

    const viewed = await test.app.inject({ method: 'GET', url: `${API}/View-application/${sku_id}` })
    const viewedBody = viewed.json<ViewApplicationResponse>()
    expect(keysIn(viewedBody)).toEqual(keysOf<ViewApplicationResponse>({ status: true, data: true }))
    expect(keysIn(viewedBody.data)).toEqual(
      keysOf<ApplicationSummary>({
        sku_id: true,
        payment_status: true,
        application_status: true,
        visaType: true,
        amount: true,
        currency: true,
        initials: true,
        group_size: true,
      }),
    )

    const updated = await test.app.inject({
      method: 'PUT',
      url: `${API}/update-application/${sku_id}`,
      payload: touristApplication(),
      headers: { 'x-application-key': access_key },
    })
    expect(updated.statusCode).toBe(200)
    const updatedBody = updated.json<UpdateApplicationResponse>()
    expect(keysIn(updatedBody)).toEqual(
      keysOf<UpdateApplicationResponse>({ status: true, message: true, data: true }),
    )
    expect(keysIn(updatedBody.data)).toEqual(keysOf<UpdateApplicationResponse['data']>({ sku_id: true }))
  })

  it('the drafts: save, read, a stale save, delete', async () => {
    const url = `${API}/drafts/0b6f6f0e-3c3a-4d1e-9b7a-2f1f3c4d5e6f`
    const saved = await test.app.inject({
      method: 'PUT',
      url,
      payload: { data: { surname: 'A' }, version: 1 },
    })
    expect(keysIn(saved.json())).toEqual(
      keysOf<DraftSavedResponse>({ status: true, draftId: true, version: true, updatedAt: true }),
    )
    const read = await test.app.inject({ method: 'GET', url })
    expect(keysIn(read.json())).toEqual(
      keysOf<DraftResponse>({ status: true, draftId: true, data: true, version: true, updatedAt: true }),
    )
    const stale = await test.app.inject({ method: 'PUT', url, payload: { data: {}, version: 1 } })
    expect(stale.statusCode).toBe(409)
    const staleBody = stale.json<DraftConflictAnswer>()
    expect(keysIn(staleBody)).toEqual(['draft', 'message', 'status'])
    expect(keysIn(staleBody.draft)).toEqual(
      keysOf<DraftConflictAnswer['draft']>({ data: true, version: true, updatedAt: true }),
    )
    const deleted = await test.app.inject({ method: 'DELETE', url })
    expect(keysIn(deleted.json())).toEqual(keysOf<OkAnswer>({ status: true }))
  })

  it('an upload, a contact message, a returning-applicant request', async () => {
    const uploaded = await test.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...multipartFile(SAMPLE_FILES.pdf, { filename: 'p.pdf', contentType: 'application/pdf' }),
    })
    const uploadBody = uploaded.json<UploadResponse>()
    expect(keysIn(uploadBody)).toEqual(keysOf<UploadResponse>({ success: true, file: true }))
    expect(keysIn(uploadBody.file)).toEqual(keysOf<UploadResponse['file']>({ filename: true }))

    const contact = await test.app.inject({
      method: 'POST',
      url: `${API}/createContactUS`,
      payload: contactMessage(),
    })
    expect(keysIn(contact.json())).toEqual(keysOf<ContactResponse>({ success: true, message: true }))

    const returning = await test.app.inject({
      method: 'POST',
      url: `${API}/returning-applicant`,
      payload: { passport_number: 'N1234567', email: 'nobody@example.com' },
    })
    expect(returning.statusCode).toBe(202)
    expect(keysIn(returning.json())).toEqual(keysOf<MailRequestResponse>({ status: true, message: true }))
  })
})
