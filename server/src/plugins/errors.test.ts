import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, rawBody, type TestApp } from '../../test/test-support'

describe('error answers', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp()
    test.app.get('/api/test/crash', async () => {
      throw new Error('SQLITE_CORRUPT at /srv/data/evisa.sqlite')
    })
  })
  afterAll(() => test.close())

  it('hides the internals of a server failure', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/test/crash' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      status: false,
      message: 'Something went wrong on our side. Please try again.',
    })
    expect(response.body).not.toContain('SQLITE')
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/srilanka/no-such-call' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ status: false, message: 'Not found.' })
  })

  it('answers a method the path does not take with a JSON 404', async () => {
    const response = await test.app.inject({ method: 'DELETE', url: '/api/srilanka/create-application' })
    expect(response.statusCode).toBe(404)
    expect(response.json().status).toBe(false)
  })

  it('answers an undecodable address with a JSON 400', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/srilanka/View-application/%E0%A4%A' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: false, message: 'The address of this request is not valid.' })
  })

  it('answers an empty JSON body as invalid JSON', async () => {
    const draft = '/api/srilanka/drafts/0b7f3c56-6f2e-4c55-9d0e-2f1a4a0e1c11'
    const response = await test.app.inject(rawBody('PUT', draft, 'application/json', ''))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: false, message: 'The request body is not valid JSON.' })
  })

  it('answers a body of another type with 415', async () => {
    const contact = '/api/srilanka/createContactUS'
    const response = await test.app.inject(
      rawBody('POST', contact, 'application/x-www-form-urlencoded', 'Given_Name=A'),
    )
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({
      success: false,
      message: 'Send the request body as JSON (Content-Type: application/json).',
    })
  })
})
