import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runJourney } from '../reliability/journey'
import { buildTestApp, type TestApp } from '../test-support'
import { redactUrl } from './logging'

describe('redactUrl', () => {
  it.each([
    ['/api/srilanka/View-application/ABCDEFGHJKMNPQRS', '/api/srilanka/View-application/:id'],
    ['/api/srilanka/update-application/abc', '/api/srilanka/update-application/:id'],
    ['/api/srilanka/drafts/0b7f3c56-6f2e-4c55-9d0e-2f1a4a0e1c11', '/api/srilanka/drafts/:id'],
    ['/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.jpg', '/uploads/:id'],
    ['/Preview/ABCDEFGHJKMNPQRS', '/Preview/:id'],
    ['/Payment/ABCDEFGHJKMNPQRS?from=lookup', '/Payment/:id'],
    ['/Apply/ABCDEFGHJKMNPQRS', '/Apply/:id'],
    ['/api/srilanka/evisa/ABCDEFGHJKMNPQRS', '/api/srilanka/evisa/:id'],
    ['/api/staff/applications/ABCDEFGHJKMNPQRS/evisa', '/api/staff/applications/:id/evisa'],
    ['/api/staff/applications?page=1', '/api/staff/applications'],
    ['/api/health', '/api/health'],
    ['/api/staff/setup/Abc123def456ghi789jkl012mno345pqr678stu901v', '/api/staff/setup/:id'],
    [
      '/api/staff/setup/Abc123def456ghi789jkl012mno345pqr678stu901v/password',
      '/api/staff/setup/:id/password',
    ],
    [
      '/api/srilanka/returning-applicant/q8yQ1-2_aZ8yQ1-2_aZ8yQ1-2_aZ8yQ1-2_aZ8yQ1-2',
      '/api/srilanka/returning-applicant/:id',
    ],
    ['/api/srilanka/returning-applicant', '/api/srilanka/returning-applicant'],
    ['/api/some-future-call/q8yQ1-2_aZ8yQ1-2_aZ8yQ1-2_aZ8yQ1', '/api/some-future-call/:token'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged)
  })
})

describe('request logs', () => {
  let test: TestApp
  const lines: string[] = []
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk))
        callback()
      },
    })
    test = await buildTestApp({ logger: { level: 'trace', stream } })
  })
  afterAll(() => test.close())

  it('hold no name, e-mail, passport number or application number over a whole journey', async () => {
    // Upload, create, view, update, drafts, contact, payment and refusals (reliability/journey.ts).
    const journey = await runJourney(test.app)
    expect(journey.answers.filter((answer) => answer.statusCode >= 500)).toEqual([])
    const log = lines.join('')
    expect(log).toContain('/api/srilanka/View-application/:id')
    expect(log).toContain('"statusCode":201')
    expect(log).toContain('"level":10') // trace: the most the logger can say
    for (const secret of journey.secrets) expect(log).not.toContain(secret)
  })
})
