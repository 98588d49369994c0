import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { MAX_DRAFT_VERSION } from '../../../shared/draft'
import { buildTestApp, countRows, testAppForSuite } from '../../test/test-support'

const url = (id: string) => `/api/srilanka/drafts/${id}`

const test = testAppForSuite()

function put(id: string, payload: unknown) {
  return test.app.inject({ method: 'PUT', url: url(id), payload: payload as object })
}

describe('drafts', () => {
  it('stores a new draft at whatever version the device reached', async () => {
    const id = randomUUID()
    const response = await put(id, { data: { surname: 'FERN' }, version: 7 })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: true, draftId: id, version: 7, updatedAt: expect.any(String) })
  })

  it('stores the largest version the table holds, on either database', async () => {
    const id = randomUUID()
    expect((await put(id, { data: {}, version: MAX_DRAFT_VERSION })).statusCode).toBe(200)
    expect((await test.app.inject({ method: 'GET', url: url(id) })).json().version).toBe(MAX_DRAFT_VERSION)
  })

  it('gives a stored draft back', async () => {
    const id = randomUUID()
    await put(id, { data: { surname: 'FERN', children: [{ child_givenName: 'Leo' }] }, version: 1 })
    const response = await test.app.inject({ method: 'GET', url: url(id) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: true,
      draftId: id,
      data: { surname: 'FERN', children: [{ child_givenName: 'Leo' }] },
      version: 1,
      updatedAt: expect.any(String),
    })
  })

  it('accepts the next version of an existing draft', async () => {
    const id = randomUUID()
    await put(id, { data: { surname: 'FERN' }, version: 1 })
    const response = await put(id, { data: { surname: 'FERNANDO' }, version: 2 })
    expect(response.statusCode).toBe(200)
    expect(response.json().version).toBe(2)
    expect((await test.app.inject({ method: 'GET', url: url(id) })).json().data).toEqual({
      surname: 'FERNANDO',
    })
  })

  it('refuses a stale version with 409 and the server’s copy, keeping that copy', async () => {
    const id = randomUUID()
    await put(id, { data: { surname: 'FERN' }, version: 1 })
    await put(id, { data: { surname: 'FERNANDO' }, version: 2 })
    const response = await put(id, { data: { surname: 'OTHER DEVICE' }, version: 2 })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      status: false,
      message: 'This draft was changed elsewhere.',
      draft: { data: { surname: 'FERNANDO' }, version: 2, updatedAt: expect.any(String) },
    })
    expect((await test.app.inject({ method: 'GET', url: url(id) })).json().data).toEqual({
      surname: 'FERNANDO',
    })
  })

  it('treats upper- and lower-case spellings of an id as the same draft', async () => {
    const id = randomUUID()
    await put(id.toUpperCase(), { data: {}, version: 1 })
    const response = await test.app.inject({ method: 'GET', url: url(id) })
    expect(response.statusCode).toBe(200)
    expect(response.json().draftId).toBe(id)
  })

  it('deletes a draft', async () => {
    const id = randomUUID()
    await put(id, { data: {}, version: 1 })
    const response = await test.app.inject({ method: 'DELETE', url: url(id) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: true })
    expect((await test.app.inject({ method: 'GET', url: url(id) })).statusCode).toBe(404)
  })

  it.each(['GET', 'DELETE'] as const)('answers 404 to %s of an unknown draft', async (method) => {
    const response = await test.app.inject({ method, url: url(randomUUID()) })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ status: false, message: 'Draft not found.' })
  })

  it.each(['GET', 'PUT', 'DELETE'] as const)('refuses %s with an id that is not a UUID', async (method) => {
    const response = await test.app.inject({
      method,
      url: url('draft-1'),
      ...(method === 'PUT' ? { payload: { data: {}, version: 1 } } : {}),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: false, message: 'The draft id must be a UUID.' })
  })

  it.each([
    ['data that is not an object', { data: 'SMITH', version: 1 }, 'data', 'Draft data must be an object.'],
    ['missing data', { version: 1 }, 'data', 'This field is required.'],
    ['a version below 1', { data: {}, version: 0 }, 'version', 'Version must be at least 1.'],
    ['a fractional version', { data: {}, version: 1.5 }, 'version', 'Version must be a whole number.'],
    ['a missing version', { data: {} }, 'version', 'This field is required.'],
    ['a version that is not a number', { data: {}, version: '2' }, 'version', 'Version must be a number.'],
    [
      'a version the table cannot hold',
      { data: {}, version: MAX_DRAFT_VERSION + 1 },
      'version',
      'Version is too large.',
    ],
    [
      'a version of 1.8e308',
      { data: {}, version: 1.7976931348623131e308 },
      'version',
      'Version is too large.',
    ],
    [
      'data over the draft limit',
      { data: { notes: 'x'.repeat(300 * 1024) }, version: 1 },
      'data',
      'Draft data is too large.',
    ],
  ])('refuses %s with a 400 and stores nothing', async (_, payload, field, message) => {
    const before = await countRows(test.app, 'drafts')
    const response = await put(randomUUID(), payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([{ field, message }])
    expect(await countRows(test.app, 'drafts')).toBe(before)
  })

  it('refuses a body over the JSON limit with 413', async () => {
    const response = await put(randomUUID(), { data: { notes: 'x'.repeat(1024 * 1024) }, version: 1 })
    expect(response.statusCode).toBe(413)
    expect(response.json().status).toBe(false)
  })

  it('limits draft look-ups per client', async () => {
    const limited = await buildTestApp({ lookupRateLimit: 2 })
    try {
      const statuses = []
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.app.inject({ method: 'GET', url: url(randomUUID()) })).statusCode)
      }
      expect(statuses).toEqual([404, 404, 429])
    } finally {
      await limited.close()
    }
  })
})
