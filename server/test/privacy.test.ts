// No one reads anyone else's data: answers carry only what the traveller typed (never addresses,
// row ids or internals), and every error is the plain error shape. Logs: plugins/logging.test.ts;
// numbers: applications/application-number.test.ts; look-up limits: plugins/rate-limit.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_FIELDS } from '../../shared/application'
import { type Journey, runJourney, TRAVELLER } from './journey'
import { buildTestApp, type TestApp } from './test-support'

const INTERNAL_KEYS = [
  'ip_address',
  'client_ip_address',
  'visitor_ip',
  'visitor_country',
  'visitor_city',
  'remoteAddress',
  'application_id',
  'purged_at',
  'request_id',
  'stack',
]

let test: TestApp
let journey: Journey

beforeAll(async () => {
  test = await buildTestApp({ lookupRateLimit: 0 })
  journey = await runJourney(test.app)
})
afterAll(() => test.close())

/** Every key of a JSON value, with the value it holds, at any depth. */
function* entries(value: unknown, path = ''): Generator<[string, string, unknown]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* entries(item, `${path}[${i}]`)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      yield [`${path}.${key}`, key, item]
      yield* entries(item, `${path}.${key}`)
    }
  }
}

/** A draft is the client's own data, stored as sent and answered back to it: not the server's to filter. */
const isDraftData = (step: string, path: string) =>
  step.startsWith('draft') && (path.startsWith('.data.') || path.startsWith('.draft.data.'))

const jsonAnswers = () =>
  journey.answers
    .filter((answer) => answer.step !== 'passport copy')
    .map((answer) => ({ ...answer, json: JSON.parse(answer.body) }))

describe('answers along a whole journey', () => {
  it('never carry an internal field or a row id', () => {
    for (const { step, json } of jsonAnswers()) {
      for (const [path, key, value] of entries(json)) {
        if (isDraftData(step, path)) continue
        expect(INTERNAL_KEYS, `${step}: ${path}`).not.toContain(key)
        if (key === 'id') expect(typeof value, `${step}: ${path} is a row id`).not.toBe('number')
      }
    }
  })

  it('never echo the address the server saw or the one the browser reported', () => {
    for (const answer of journey.answers) {
      expect(answer.body, answer.step).not.toContain(TRAVELLER.visitorIp)
      if (!answer.step.startsWith('draft'))
        expect(answer.body, answer.step).not.toContain(TRAVELLER.reportedIp)
    }
  })

  it('answer View-application with the form fields and the number, status and times, nothing more', () => {
    const view = jsonAnswers().find((answer) => answer.step === 'view')?.json
    const expected = [
      ...APPLICATION_FIELDS,
      'sku_id',
      'payment_status',
      'application_status',
      'language',
      'children',
      'created_at',
      'updated_at',
      'amount',
      'currency',
      'initials',
    ]
    expect(Object.keys(view.data).sort()).toEqual([...expected].sort())
  })

  it('answer View-application without the key with status, fee and initials only', () => {
    const answer = journey.answers.find((a) => a.step === 'view without key')
    const { data } = JSON.parse(answer?.body ?? '{}')
    expect(Object.keys(data).sort()).toEqual(
      [
        'sku_id',
        'payment_status',
        'application_status',
        'visaType',
        'amount',
        'currency',
        'initials',
        'group_size',
      ].sort(),
    )
    for (const secret of journey.secrets.filter((secret) => secret.toUpperCase() !== journey.skuId)) {
      expect(answer?.body).not.toContain(secret)
    }
  })

  it('give errors as the error shape only: no stack, no paths, no SQL', () => {
    const refusals = jsonAnswers().filter((answer) => answer.statusCode >= 400)
    expect(refusals.length).toBeGreaterThanOrEqual(4)
    for (const { step, json, body } of refusals) {
      expect(
        Object.keys(json).every((key) => ['status', 'success', 'message', 'errors', 'draft'].includes(key)),
        step,
      ).toBe(true)
      expect(body, step).not.toMatch(/\bat .+:\d+|\/work\/|node_modules|SQLITE|Error:/)
    }
  })
})
