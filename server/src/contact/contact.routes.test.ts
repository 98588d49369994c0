import { describe, expect, it } from 'vitest'
import { contactMessage } from '../../../shared/contact-fixture'
import { countRows, rawBody, testAppForSuite } from '../../test/test-support'

const URL = '/api/srilanka/createContactUS'
// The nationality as a traveller may type it: the server keeps it upper-cased.
const message = contactMessage({ Nationality: 'united kingdom' })

describe('POST /api/srilanka/createContactUS', () => {
  const test = testAppForSuite()

  it('stores a complete message and thanks the sender', async () => {
    const response = await test.app.inject({ method: 'POST', url: URL, payload: message })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      success: true,
      message: 'Thank you for contacting us. We will get back to you soon.',
    })
    const stored = await test.app.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      name: 'Amelia Fernando',
      email: 'amelia@example.com',
      nationality: 'UNITED KINGDOM',
    })
  })

  it('stores and mails a message sent again with the same Idempotency-Key once', async () => {
    const headers = { 'idempotency-key': '5d0c3a4e-8f1b-4f6e-9a57-1c2b3d4e5f60' }
    const messages = await countRows(test.app, 'contact_messages')
    const mails = await countRows(test.app, 'mail_outbox')
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await test.app.inject({ method: 'POST', url: URL, payload: message, headers })
      expect(response.statusCode).toBe(201)
      expect(response.json().success).toBe(true)
    }
    expect(await countRows(test.app, 'contact_messages')).toBe(messages + 1)
    expect(await countRows(test.app, 'mail_outbox')).toBe(mails + 2)
  })

  it('refuses an Idempotency-Key that is not printable text, and stores nothing', async () => {
    const before = await countRows(test.app, 'contact_messages')
    const response = await test.app.inject({
      method: 'POST',
      url: URL,
      payload: message,
      headers: { 'idempotency-key': 'x'.repeat(201) },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false })
    expect(await countRows(test.app, 'contact_messages')).toBe(before)
  })

  it('refuses missing fields with a message for each, and stores nothing', async () => {
    const before = await countRows(test.app, 'contact_messages')
    const response = await test.app.inject({ method: 'POST', url: URL, payload: { Given_Name: '  ' } })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.success).toBe(false)
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'Given_Name', message: 'Name is required.' },
        { field: 'Email', message: 'Email is required.' },
        { field: 'remarks', message: 'Remarks is required.' },
      ]),
    )
    expect(await countRows(test.app, 'contact_messages')).toBe(before)
  })

  it('refuses an e-mail that is not an address', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: URL,
      payload: { ...message, Email: 'not-an-address' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([{ field: 'Email', message: 'Enter a valid email address.' }])
  })

  it('answers malformed JSON with a 400 that carries the success flag', async () => {
    const response = await test.app.inject(rawBody('POST', URL, 'application/json', '{"Given_Name": '))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' })
  })
})
