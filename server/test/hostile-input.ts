// Arbitraries for the property tests (*.property.test.ts): what a careless or hostile client can
// send, and the checks every answer must pass.

import fc from 'fast-check'
import type { FastifyInstance, LightMyRequestResponse as InjectResponse } from 'fastify'
import { sql } from 'kysely'
import { expect } from 'vitest'

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE applications; --",
  '1 UNION SELECT passport_number FROM applications',
  '" OR ""="',
  '%',
  '_',
  '*',
  '\\',
  "') OR 1=1 --",
]

const TRICKY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u202e',
  '\ufeff',
  '😀'.repeat(50),
  'ＡＢＣＤＥＦＧＨＪＫＭＮＰＱＲＳ',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}',
  'x'.repeat(5000),
  '-1',
  'NaN',
  '1e309',
]

/** Text of every kind: any code point, SQL, traversal, markup, huge. */
export const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...SQL_FRAGMENTS, ...TRICKY_STRINGS),
)

/** A value of any JSON type, deeply nested or not. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.constantFrom(
    Array.from({ length: 50 }, () => ({ child_surnane: 'A' })),
    { $gt: '' },
  ),
)

/** A valid body with some of its fields replaced by hostile values, or extra fields added. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid)
  const replaced =
    keys.length > 0 ? fc.uniqueArray(fc.constantFrom(...keys), { maxLength: 6 }) : fc.constant([])
  return fc
    .tuple(
      replaced,
      fc.array(hostileValue, { minLength: 6, maxLength: 6 }),
      fc.dictionary(hostileString, hostileValue, { maxKeys: 3 }),
    )
    .map(([replaced, values, extra]) => {
      const body: Record<string, unknown> = { ...valid, ...extra }
      replaced.forEach((key, i) => {
        body[key] = values[i]
      })
      return body
    })
}

export type HostileBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }

/** Any body: a mutated valid one, any JSON value, or raw text that is rarely valid JSON. */
export function hostileBody(valid: Record<string, unknown> | undefined): fc.Arbitrary<HostileBody> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v): HostileBody => ({ kind: 'json', value: v }))
  const raw = fc
    .tuple(
      fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          '{"__proto__": {"admin": true}}',
          '{"constructor": {"prototype": {"admin": true}}}',
          '{"surname": "A", ',
          '[1, 2',
          '\u0000',
          '{"a": 1e999999}',
          `{"a": "${'\\u0000'.repeat(10)}"}`,
          '{"a":'.repeat(2000),
        ),
      ),
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'image/jpeg',
      ),
    )
    .map(([text, contentType]): HostileBody => ({ kind: 'raw', text, contentType }))
  return valid
    ? fc.oneof(json(mutatedBody(valid)), json(fc.jsonValue({ maxDepth: 3 })), raw)
    : fc.oneof(json(fc.jsonValue({ maxDepth: 3 })), raw)
}

/** Path parameters: wrong length, wrong alphabet, SQL, unicode, percent-encoding, traversal. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((text) => encodeURIComponent(text)),
  fc.stringMatching(/^[0-9A-Za-z]{1,40}$/),
  fc.stringMatching(/^[ILOU0-9]{16}$/),
  fc
    .uint8Array({ maxLength: 12 })
    .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%00',
    '%2e%2e%2f%2e%2e%2fevisa.sqlite',
    '..%2F..%2Fetc%2Fpasswd',
    '%C0%AE%C0%AE%2F',
    '.',
    '..',
  ),
  fc.constantFrom(...SQL_FRAGMENTS).map(encodeURIComponent),
)

/** Header values a client can actually send: latin-1 without control characters but tab. */
export const headerValue = fc
  .oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 30 }).map((text) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '')),
    fc.constantFrom(...SQL_FRAGMENTS),
    fc.constant('x'.repeat(4000)),
  )
  .filter((value) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value))

/** Optional extra headers: Idempotency-Key, Authorization, Accept, X-Forwarded-For, and odd ones. */
export const hostileHeaders = fc.record(
  {
    'idempotency-key': headerValue,
    authorization: fc.oneof(
      headerValue,
      headerValue.map((value) => `Bearer ${value}`),
    ),
    accept: fc.oneof(headerValue, fc.constantFrom('text/html', '*/*', 'application/json')),
    'x-forwarded-for': headerValue,
    'accept-language': headerValue,
    'x-http-method-override': fc.constantFrom('DELETE', 'PUT', 'GET'),
    'content-type': fc.oneof(
      headerValue,
      fc.constantFrom(
        'application/json; charset=utf-16',
        'application/json; boundary=x',
        'multipart/form-data',
        'text/plain',
        'application/*',
      ),
    ),
  },
  { requiredKeys: [] },
)

/** The tables of each app's database, listed once: no test changes the schema. */
const tablesOf = new WeakMap<FastifyInstance, Promise<string[]>>()

/** Row counts of every table, to prove a refused request stored nothing. */
export async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  let listed = tablesOf.get(app)
  if (!listed) {
    // The introspection leaves out Kysely's own tables, on SQLite and PostgreSQL alike.
    listed = app.db.introspection.getTables().then((tables) => tables.map(({ name }) => name))
    tablesOf.set(app, listed)
  }
  const names = await listed
  // One query for all of them: on PostgreSQL a query a table made each hostile request cost a
  // round trip per table, twice.
  const counts = sql.join(
    names.map((name, index) => sql`(select count(*) from ${sql.table(name)}) as ${sql.ref(`t${index}`)}`),
  )
  const result = await sql<Record<string, number | string>>`select ${counts}`.execute(app.db)
  const row = result.rows[0] ?? {}
  return Object.fromEntries(names.map((name, index) => [name, Number(row[`t${index}`] ?? 0)]))
}

const INTERNALS = /\bat [^\n]*:\d+:\d+|node_modules|SQLITE_|\.ts:\d+|stack/i

/**
 * Never a 5xx; a 4xx carries the product's error shape (docs/rules.md §2) with the call's flag and no
 * internals. `flag` is the success flag of the route, when the route is one of the API's.
 */
export function expectSafeAnswer(response: InjectResponse, flag: 'status' | 'success' | undefined) {
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500)
  expect(response.body).not.toMatch(INTERNALS)
  if (response.statusCode < 400 || flag === undefined) return
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const body = response.json()
  expect(typeof body.message).toBe('string')
  expect(body.message.length).toBeGreaterThan(0)
  expect(body[flag]).toBe(false)
  if (body.errors !== undefined) {
    expect(Array.isArray(body.errors)).toBe(true)
    for (const error of body.errors) {
      expect(typeof error.field).toBe('string')
      expect(typeof error.message).toBe('string')
    }
  }
}
