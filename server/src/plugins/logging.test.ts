import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runJourney } from '../../test/journey'
import { buildTestApp, logCapture, type TestApp, touristApplication } from '../../test/test-support'
import { addStaffMember } from '../staff'
import {
  completeSetup,
  SITE_ORIGIN,
  setupTokenOf,
  signInRequest,
  staffRequest,
} from '../staff/staff.test-support'
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
    // Upload, create, view, update, drafts, contact, payment and refusals (server/test/journey.ts).
    const journey = await runJourney(test.app)
    expect(journey.answers.filter((answer) => answer.statusCode >= 500)).toEqual([])
    const log = lines.join('')
    expect(log).toContain('/api/srilanka/View-application/:id')
    expect(log).toContain('"statusCode":201')
    expect(log).toContain('"level":10') // trace: the most the logger can say
    for (const secret of journey.secrets) expect(log).not.toContain(secret)
  })
})

describe('request logs of a staff setup and a returning applicant', () => {
  it('never hold the setup token or the one-time link token', { timeout: 120_000 }, async () => {
    const log = logCapture()
    const test = await buildTestApp({
      logger: { level: 'trace', stream: log.stream },
      mail: { sending: true, requestsPerHour: 0 },
    })
    try {
      // A staff setup from its link to the first sign-in, as the setup page and sign-in form call it.
      const added = await addStaffMember(
        test.app.db,
        { email: 'new.agent@agency.example', role: 'agent' },
        { actor: 'test', now: test.app.now(), baseUrl: SITE_ORIGIN },
      )
      if (added.outcome !== 'ok') throw new Error(added.outcome)
      const setupToken = setupTokenOf(added.setupUrl)
      const info = await test.app.inject(
        staffRequest({ method: 'GET', url: `/api/staff/setup/${setupToken}` }),
      )
      expect(info.statusCode).toBe(200)
      const staff = await completeSetup(test.app, added.setupUrl, {
        email: 'new.agent@agency.example',
        role: 'agent',
      })
      expect((await signInRequest(test.app, staff)).statusCode).toBe(200)

      // "Applied before?": the link's mail, then the link opened.
      const created = await test.app.inject({
        method: 'POST',
        url: '/api/srilanka/create-application',
        payload: touristApplication(),
      })
      expect(created.statusCode).toBe(201)
      const asked = await test.app.inject({
        method: 'POST',
        url: '/api/srilanka/returning-applicant',
        payload: { passport_number: 'AB1234567', email: 'amelia.fernando@example.com' },
      })
      expect(asked.statusCode).toBe(202)
      await test.app.mail.flush()
      const mails = await readdir(join(test.dataDir, 'mail'))
      const linkMail = mails.find((name) => name.endsWith('-reuse-link.eml'))
      const text = (await simpleParser(await readFile(join(test.dataDir, 'mail', linkMail ?? '')))).text ?? ''
      const reuseToken = /reuse=([A-Za-z0-9_-]{43})/.exec(text)?.[1]
      if (!reuseToken) throw new Error('no link in the mail')
      const opened = await test.app.inject({
        method: 'POST',
        url: `/api/srilanka/returning-applicant/${reuseToken}`,
        payload: {},
      })
      expect(opened.statusCode).toBe(200)
      // A wrong token is logged the same way.
      await test.app.inject({ method: 'GET', url: `/api/staff/setup/${setupToken.slice(0, -1)}x` })

      const logged = log.text()
      expect(logged).toContain('/api/staff/setup/:id/confirm')
      expect(logged).toContain('/api/srilanka/returning-applicant/:id')
      for (const secret of [setupToken, setupToken.slice(0, 20), reuseToken, reuseToken.slice(0, 20)]) {
        expect(logged).not.toContain(secret)
      }
    } finally {
      await test.close()
    }
  })
})
