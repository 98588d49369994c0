import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH } from '../../../shared/limits'
import { rawBody, testAppForSuite, touristApplication } from '../../test/test-support'
import { jsonTextProblem, NUL_MESSAGE, nestsDeeperThan, TOO_DEEP_MESSAGE } from './json-body'

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside one another, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false)
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true)
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[[[{{{{{{' }), 2)).toBe(false)
    expect(nestsDeeperThan(JSON.stringify({ text: 'quote \\" [[[[[[' }), 2)).toBe(false)
    expect(nestsDeeperThan(deep(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false)
    expect(nestsDeeperThan(deep(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true)
  })
})

describe('jsonTextProblem', () => {
  it('finds a NUL written as \\u0000 in a string, not the text backslash-u0000', () => {
    expect(jsonTextProblem(JSON.stringify({ postal_code: '\u0000' }), 5)).toBe('nul')
    expect(jsonTextProblem(JSON.stringify({ a: ['x', 'y\u0000z'] }), 5)).toBe('nul')
    expect(jsonTextProblem(JSON.stringify({ note: 'written \\u0000 as text' }), 5)).toBeUndefined()
    expect(jsonTextProblem(JSON.stringify({ sign: '\u00e9\u0001' }), 5)).toBeUndefined()
  })
})

describe('a NUL in a JSON body', () => {
  const test = testAppForSuite({ pressure: { maxEventLoopDelay: 0 } })

  it('is refused with a 400 and a clear message, and nothing is stored (PostgreSQL cannot hold it)', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/srilanka/create-application',
      payload: touristApplication({ postal_code: '\u0000' }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(NUL_MESSAGE)
    const stored = await test.app.db.selectFrom('applications').select('id').execute()
    expect(stored).toEqual([])
  })
})

describe('JSON bodies nested 20,000 deep', () => {
  // The overload guard off: a loaded test machine's event loop must not turn these into 503s.
  const test = testAppForSuite({ lookupRateLimit: 0, pressure: { maxEventLoopDelay: 0 } })
  const body = deep(20_000)
  const nestedData = `{"data":${body},"version":1}`
  const nestedApplication = JSON.stringify(touristApplication()).replace(/}$/, `,"surname":${body}}`)

  it.each([
    ['PUT', '/api/srilanka/drafts/0b7f3c56-6f2e-4c55-9d0e-2f1a4a0e1c11', nestedData],
    ['POST', '/api/srilanka/create-application', nestedApplication],
    ['POST', '/api/srilanka/createContactUS', body],
    ['POST', '/api/srilanka/verify-application', body],
    ['POST', '/api/srilanka/returning-applicant', body],
    ['POST', '/api/staff/sign-in', body],
  ] as const)('%s %s answers 400 with a clear message, never 500', async (method, url, payload) => {
    const response = await test.app.inject({
      ...rawBody(method, url, 'application/json', payload),
      headers: {
        'content-type': 'application/json',
        'idempotency-key': 'f1d2d2f9-24e8-4b4a-9c1e-1a2b3c4d5e6f',
        origin: 'http://localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(TOO_DEEP_MESSAGE)
  })

  it('still reads ordinary JSON, and refuses a __proto__ key as before', async () => {
    const create = await test.app.inject({
      method: 'POST',
      url: '/api/srilanka/create-application',
      payload: touristApplication(),
    })
    expect(create.statusCode).toBe(201)
    const poisoned = await test.app.inject(
      rawBody('POST', '/api/srilanka/createContactUS', 'application/json', '{"__proto__":{"x":1}}'),
    )
    expect(poisoned.statusCode).toBe(400)
  })
})
