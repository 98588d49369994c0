import { hashPassword as oldHashPassword } from 'better-auth/crypto'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { STAFF_MESSAGES } from '../../../shared/staff'
import { buildTestApp, type TestApp } from '../../test/test-support'
import { OWASP_SCRYPT_LOG_N, passwords, setPasswordHashCostForTests } from './credentials'
import {
  completeSetup,
  fastPasswordChecks,
  makeStaff,
  SITE_ORIGIN,
  setupTokenOf,
  signIn,
  signInPayload,
  signInRequest,
  staffRequest,
  testClock,
  totpCode,
} from './staff.test-support'
import { addStaffMember } from './team.service'

const MINUTE = 60_000

describe('staff accounts and sessions', { timeout: 60_000 }, () => {
  let test: TestApp
  let clock: ReturnType<typeof testClock>

  beforeEach(async () => {
    clock = testClock(Date.parse('2026-11-26T09:00:00Z'))
    // The overload guard off: a loaded test machine's event loop must not turn these into 503s.
    test = await buildTestApp({ now: clock.now, staffSignInRateLimit: 0, pressure: { maxEventLoopDelay: 0 } })
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await test.close()
  })

  /** A POST from the back-office's own pages, signed in with `cookie` or not at all. */
  const post = (url: string, payload: object, cookie?: string) =>
    test.app.inject(staffRequest({ method: 'POST', url, payload, cookie }))

  const me = (cookie: string) =>
    test.app.inject(staffRequest({ method: 'GET', url: '/api/staff/me', cookie }))

  async function newLink(email = 'new.admin@agency.example', role: 'admin' | 'agent' = 'admin') {
    const result = await addStaffMember(
      test.app.db,
      { email, role },
      { actor: 'test', now: clock.now(), baseUrl: SITE_ORIGIN },
    )
    if (result.outcome !== 'ok') throw new Error(result.outcome)
    return result.setupUrl
  }

  describe('setup link', () => {
    it('shows the e-mail and role, takes a 12+ character password, then a code from the shown secret', async () => {
      const url = await newLink()
      expect(url).toMatch(new RegExp(`^${SITE_ORIGIN}/staff/setup#[A-Za-z0-9]{40,}$`))
      const token = setupTokenOf(url)
      const info = await test.app.inject(staffRequest({ method: 'GET', url: `/api/staff/setup/${token}` }))
      expect(info.json()).toEqual({ status: true, email: 'new.admin@agency.example', role: 'admin' })

      const short = await post(`/api/staff/setup/${token}/password`, { password: 'elevenchars' })
      expect(short.statusCode).toBe(400)
      expect(short.json().message).toBe(STAFF_MESSAGES.passwordTooShort)
      for (const common of ['Password1234!', 'qwertyuiop123', 'new.admin2026!']) {
        const refused = await post(`/api/staff/setup/${token}/password`, { password: common })
        expect(refused.statusCode, common).toBe(400)
        expect(refused.json().message).toBe(STAFF_MESSAGES.passwordTooCommon)
      }

      const chosen = await post(`/api/staff/setup/${token}/password`, { password: 'twelve chars' })
      expect(chosen.statusCode).toBe(200)
      const { secret, otpauthUrl, qrSvg } = chosen.json()
      expect(secret).toMatch(/^[A-Z2-7]{32}$/)
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/)
      expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)

      const wrong = await post(`/api/staff/setup/${token}/confirm`, { code: '000000' })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().message).toBe(STAFF_MESSAGES.codeWrong)

      const confirmed = await post(`/api/staff/setup/${token}/confirm`, {
        code: totpCode(secret, clock.now()),
      })
      expect(confirmed.json()).toEqual({ status: true })
      const signedIn = await signInRequest(test.app, {
        email: 'New.Admin@agency.example',
        password: 'twelve chars',
        secret,
        role: 'admin',
      })
      expect(signedIn.json()).toEqual({
        status: true,
        staff: { email: 'new.admin@agency.example', role: 'admin' },
      })
    })

    it('works once only', async () => {
      const url = await newLink()
      await completeSetup(test.app, url, { email: 'new.admin@agency.example', role: 'admin' })
      const again = await test.app.inject(
        staffRequest({ method: 'GET', url: `/api/staff/setup/${setupTokenOf(url)}` }),
      )
      expect(again.statusCode).toBe(404)
      expect(again.json()).toEqual({ status: false, message: STAFF_MESSAGES.setupLinkInvalid })
    })

    it('expires after 24 hours', async () => {
      const url = await newLink()
      clock.advance(24 * 60 * MINUTE - 1)
      const justInTime = await test.app.inject(
        staffRequest({ method: 'GET', url: `/api/staff/setup/${setupTokenOf(url)}` }),
      )
      expect(justInTime.statusCode).toBe(200)
      clock.advance(1)
      for (const [method, path] of [
        ['GET', ''],
        ['POST', '/password'],
        ['POST', '/confirm'],
      ] as const) {
        const late = await test.app.inject(
          staffRequest({
            method,
            url: `/api/staff/setup/${setupTokenOf(url)}${path}`,
            ...(method === 'POST' ? { payload: { password: 'twelve chars', code: '123456' } } : {}),
          }),
        )
        expect(late.statusCode).toBe(404)
        expect(late.json().message).toBe(STAFF_MESSAGES.setupLinkInvalid)
      }
    })

    it('refuses an unknown token without saying more', async () => {
      const response = await test.app.inject(
        staffRequest({ method: 'GET', url: '/api/staff/setup/not-a-token' }),
      )
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ status: false, message: STAFF_MESSAGES.setupLinkInvalid })
    })
  })

  describe('sign-in', () => {
    it('sets an HttpOnly, SameSite=Strict session cookie for /api/staff, Secure only over HTTPS', async () => {
      const staff = await makeStaff(test.app, 'admin@agency.example')
      const response = await signInRequest(test.app, staff)
      expect(response.statusCode).toBe(200)
      const cookie = String(response.headers['set-cookie'])
      expect(cookie).toMatch(/^evisa_staff=[A-Za-z0-9]{40,};/)
      expect(cookie).toContain('HttpOnly')
      expect(cookie).toContain('SameSite=Strict')
      expect(cookie).toContain('Path=/api/staff')
      expect(cookie).toContain(`Max-Age=${8 * 3600}`)
      expect(cookie).not.toContain('Secure')
      expect((await me(cookie.split(';')[0] ?? '')).json()).toEqual({
        status: true,
        staff: { email: 'admin@agency.example', role: 'admin' },
      })
    })

    it('marks the cookie Secure when the site is HTTPS', async () => {
      const https = await buildTestApp({
        now: clock.now,
        publicUrl: 'https://evisa.example',
        staffSignInRateLimit: 0,
      })
      try {
        const staff = await makeStaff(https.app, 'admin@agency.example', 'admin', 'https://evisa.example')
        const response = await https.app.inject({
          method: 'POST',
          url: '/api/staff/sign-in',
          headers: { origin: 'https://evisa.example' },
          payload: signInPayload(https.app, staff),
        })
        expect(response.statusCode).toBe(200)
        expect(String(response.headers['set-cookie'])).toContain('; Secure')
      } finally {
        await https.close()
      }
    })

    it('answers the same refusal for a wrong password, a wrong code and an unknown e-mail', async () => {
      const staff = await makeStaff(test.app, 'admin@agency.example')
      const mismatches: Record<string, string>[] = [
        { password: 'wrong password!' },
        { code: '000000' },
        { email: 'nobody@agency.example' },
      ]
      for (const overrides of mismatches) {
        const response = await signInRequest(test.app, staff, overrides)
        expect(response.statusCode).toBe(401)
        expect(response.json()).toEqual({ status: false, message: STAFF_MESSAGES.signInFailed })
        expect(response.headers['set-cookie']).toBeUndefined()
      }
    })

    it('after 5 failures makes the next try wait a minute, then longer, answering a real and an unknown account alike', async () => {
      const staff = await makeStaff(test.app, 'admin@agency.example')
      fastPasswordChecks()
      const unknown = { ...staff, email: 'nobody@agency.example' }
      for (const who of [staff, unknown]) {
        for (let attempt = 1; attempt <= 5; attempt++) {
          expect((await signInRequest(test.app, who, { code: '000000' })).statusCode).toBe(401)
        }
      }
      // Even the right credentials wait: the answer must not tell a right password from a wrong one.
      const waiting = [await signInRequest(test.app, staff), await signInRequest(test.app, unknown)]
      for (const response of waiting) {
        expect(response.statusCode).toBe(429)
        expect(response.json()).toEqual({ status: false, message: STAFF_MESSAGES.tooManyTries })
        expect(response.headers['retry-after']).toBe('60')
      }
      clock.advance(MINUTE)
      expect((await signInRequest(test.app, unknown, { code: '000000' })).statusCode).toBe(401)
      // The wait doubles with each try let through, and hammering during it does not lengthen it.
      expect((await signInRequest(test.app, unknown)).headers['retry-after']).toBe('120')
      expect((await signInRequest(test.app, unknown)).headers['retry-after']).toBe('120')
      expect((await signInRequest(test.app, staff)).statusCode).toBe(200)
    })

    it('counts failures in a row only: a success starts the count again', async () => {
      const staff = await makeStaff(test.app, 'admin@agency.example')
      for (let attempt = 1; attempt <= 4; attempt++) await signInRequest(test.app, staff, { code: '000000' })
      expect((await signInRequest(test.app, staff)).statusCode).toBe(200)
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await signInRequest(test.app, staff, { code: '000000' })).statusCode).toBe(401)
      }
    })

    it('checks at most 5 passwords of 15 wrong sign-ins sent at once', async () => {
      const staff = await makeStaff(test.app, 'admin@agency.example')
      const checks = vi.spyOn(passwords, 'verify')
      try {
        const answers = await Promise.all(
          Array.from({ length: 15 }, () => signInRequest(test.app, staff, { password: 'wrong password!' })),
        )
        const statuses = answers.map((answer) => answer.statusCode).sort()
        expect(statuses).toEqual([...Array(5).fill(401), ...Array(10).fill(429)])
        expect(checks).toHaveBeenCalledTimes(5)
      } finally {
        checks.mockRestore()
      }
    })

    it('slows one address trying many accounts: 20 tries, then a wait', async () => {
      const checks = fastPasswordChecks()
      const answers = []
      for (let i = 0; i < 21; i++) {
        const response = await test.app.inject(
          staffRequest({
            method: 'POST',
            url: '/api/staff/sign-in',
            payload: { email: `guess${i}@agency.example`, password: 'wrong password!', code: '000000' },
          }),
        )
        answers.push(response.statusCode)
      }
      expect(answers).toEqual([...Array(20).fill(401), 429])
      expect(checks).toHaveBeenCalledTimes(20)
      // Another address is not held up by this one.
      const elsewhere = await test.app.inject(
        staffRequest({
          method: 'POST',
          url: '/api/staff/sign-in',
          remoteAddress: '203.0.113.9',
          payload: { email: 'guess0@agency.example', password: 'wrong password!', code: '000000' },
        }),
      )
      expect(elsewhere.statusCode).toBe(401)
    })

    it('accepts an authenticator code once: the same code does not sign in twice', async () => {
      const staff = await makeStaff(test.app, 'admin@agency.example')
      const code = totpCode(staff.secret, clock.now())
      const payload = { email: staff.email, password: staff.password, code }
      const first = await post('/api/staff/sign-in', payload)
      expect(first.statusCode).toBe(200)
      const replayed = await post('/api/staff/sign-in', payload)
      expect(replayed.statusCode).toBe(401)
      expect(replayed.json()).toEqual({ status: false, message: STAFF_MESSAGES.signInFailed })
      // An older step's code, still within the drift allowed, is refused once a newer one was used.
      const older = await post('/api/staff/sign-in', {
        ...payload,
        code: totpCode(staff.secret, clock.now() - 30_000),
      })
      expect(older.statusCode).toBe(401)
      // The next step's code (a phone clock a little ahead) still works: drift of one step either side.
      const ahead = await post('/api/staff/sign-in', {
        ...payload,
        code: totpCode(staff.secret, clock.now() + 30_000),
      })
      expect(ahead.statusCode).toBe(200)
    })

    it('takes one authenticator code once even when sent twice at the same moment', async () => {
      const staff = await makeStaff(test.app, 'admin@agency.example')
      const payload = {
        email: staff.email,
        password: staff.password,
        code: totpCode(staff.secret, clock.now()),
      }
      const answers = await Promise.all([
        post('/api/staff/sign-in', payload),
        post('/api/staff/sign-in', payload),
      ])
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401])
    })

    // Three hashes at 128 MiB each: about two seconds on a quiet machine, a minute on a loaded one.
    it('hashes new passwords with scrypt at N=2^17, r=8, p=1, and rehashes an older hash at the next sign-in', {
      timeout: 240_000,
    }, async () => {
      setPasswordHashCostForTests(OWASP_SCRYPT_LOG_N)
      onTestFinished(() => setPasswordHashCostForTests(12))
      const staff = await makeStaff(test.app, 'admin@agency.example')
      const row = await test.app.db
        .selectFrom('staff_accounts')
        .select(['id', 'password_hash'])
        .where('email', '=', staff.email)
        .executeTakeFirstOrThrow()
      expect(row.password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/)
      // An account set up before: better-auth's scrypt (N=2^14), "salt:key" in hex.
      const older = await oldHashPassword(staff.password)
      await test.app.db
        .updateTable('staff_accounts')
        .set({ password_hash: older })
        .where('id', '=', row.id)
        .execute()
      expect((await signInRequest(test.app, staff)).statusCode).toBe(200)
      const after = await test.app.db
        .selectFrom('staff_accounts')
        .select('password_hash')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow()
      expect(after.password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/)
      expect((await signInRequest(test.app, staff)).statusCode).toBe(200)
    })

    it('limits sign-in attempts per client address', async () => {
      const limited = await buildTestApp({ now: clock.now, staffSignInRateLimit: 3 })
      try {
        const attempt = () =>
          limited.app.inject(
            staffRequest({
              method: 'POST',
              url: '/api/staff/sign-in',
              payload: { email: 'nobody@agency.example', password: 'x', code: '000000' },
            }),
          )
        for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401)
        expect((await attempt()).statusCode).toBe(429)
      } finally {
        await limited.close()
      }
    })
  })

  describe('session', () => {
    it('ends after 30 minutes without a call', async () => {
      const cookie = await signIn(test.app, await makeStaff(test.app, 'admin@agency.example'))
      clock.advance(29 * MINUTE)
      expect((await me(cookie)).statusCode).toBe(200)
      clock.advance(29 * MINUTE)
      expect((await me(cookie)).statusCode).toBe(200)
      clock.advance(30 * MINUTE)
      const expired = await me(cookie)
      expect(expired.statusCode).toBe(401)
      expect(expired.json()).toEqual({ status: false, message: STAFF_MESSAGES.signInRequired })
      expect(String(expired.headers['set-cookie'])).toContain('Max-Age=0')
    })

    it('ends 8 hours after sign-in however active', async () => {
      const cookie = await signIn(test.app, await makeStaff(test.app, 'admin@agency.example'))
      for (let elapsed = 0; elapsed < 8 * 60 - 20; elapsed += 20) {
        clock.advance(20 * MINUTE)
        expect((await me(cookie)).statusCode).toBe(200)
      }
      clock.advance(20 * MINUTE)
      expect((await me(cookie)).statusCode).toBe(401)
    })

    it('ends at sign-out', async () => {
      const cookie = await signIn(test.app, await makeStaff(test.app, 'admin@agency.example'))
      const out = await test.app.inject(staffRequest({ method: 'POST', url: '/api/staff/sign-out', cookie }))
      expect(out.json()).toEqual({ status: true })
      expect(String(out.headers['set-cookie'])).toContain('Max-Age=0')
      expect((await me(cookie)).statusCode).toBe(401)
    })

    it('ends when an admin disables the account, which can no longer sign in', async () => {
      const admin = await signIn(test.app, await makeStaff(test.app, 'admin@agency.example'))
      const agent = await makeStaff(test.app, 'agent@agency.example', 'agent')
      const agentCookie = await signIn(test.app, agent)
      const list = await test.app.inject(
        staffRequest({ method: 'GET', url: '/api/staff/staff', cookie: admin }),
      )
      const id = list.json().staff.find((member: { email: string }) => member.email === agent.email).id
      const disabled = await test.app.inject(
        staffRequest({ method: 'POST', url: `/api/staff/staff/${id}/disable`, cookie: admin }),
      )
      expect(disabled.json()).toEqual({ status: true })
      expect((await me(agentCookie)).statusCode).toBe(401)
      expect((await signInRequest(test.app, agent)).statusCode).toBe(401)
      const after = await test.app.inject(
        staffRequest({ method: 'GET', url: '/api/staff/staff', cookie: admin }),
      )
      expect(after.json().staff.find((member: { email: string }) => member.email === agent.email).state).toBe(
        'disabled',
      )
    })

    it('does not accept a made-up cookie', async () => {
      expect((await me('evisa_staff=made-up')).statusCode).toBe(401)
    })
  })

  describe('cross-site requests', () => {
    it('are refused with 403 before anything else, signed in or not', async () => {
      const staff = await makeStaff(test.app, 'admin@agency.example')
      const cookie = await signIn(test.app, staff)
      const cases = [
        { method: 'POST', url: '/api/staff/sign-out', headers: { origin: 'https://evil.example', cookie } },
        { method: 'POST', url: '/api/staff/sign-out', headers: { 'sec-fetch-site': 'cross-site', cookie } },
        // A POST must show it comes from this site: neither header is proof of nothing.
        { method: 'POST', url: '/api/staff/sign-out', headers: { cookie } },
        { method: 'POST', url: '/api/staff/sign-out', headers: { 'sec-fetch-site': 'same-site', cookie } },
        { method: 'GET', url: '/api/staff/me', headers: { origin: 'https://evil.example', cookie } },
        { method: 'GET', url: '/api/staff/me', headers: { 'sec-fetch-site': 'cross-site', cookie } },
        {
          method: 'POST',
          url: '/api/staff/sign-in',
          headers: { origin: 'null' },
          payload: signInPayload(test.app, staff),
        },
      ] as const
      for (const request of cases) {
        const response = await test.app.inject(request)
        expect(response.statusCode, `${request.method} ${JSON.stringify(request.headers)}`).toBe(403)
        expect(response.json()).toEqual({ status: false, message: STAFF_MESSAGES.crossSite })
      }
      // Nothing was done: still signed in.
      expect((await me(cookie)).statusCode).toBe(200)
    })

    it('lets a GET without Origin through (a page load or an address typed in)', async () => {
      const cookie = await signIn(test.app, await makeStaff(test.app, 'admin@agency.example'))
      const response = await test.app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } })
      expect(response.statusCode).toBe(200)
    })
  })

  describe('staff management', () => {
    it('lets an admin add, list, reset and disable staff, each on the audit trail', async () => {
      const admin = await signIn(test.app, await makeStaff(test.app, 'admin@agency.example'))
      const added = await post(
        '/api/staff/staff',
        { email: 'Agent.Two@agency.example', role: 'agent' },
        admin,
      )
      expect(added.statusCode).toBe(201)
      const { setupUrl } = added.json()
      expect(setupUrl).toMatch(/\/staff\/setup#/)
      const twice = await post(
        '/api/staff/staff',
        { email: 'agent.two@agency.example', role: 'admin' },
        admin,
      )
      expect(twice.statusCode).toBe(409)

      const agent = await completeSetup(test.app, setupUrl, {
        email: 'agent.two@agency.example',
        role: 'agent',
      })
      const agentCookie = await signIn(test.app, agent)
      const list = await test.app.inject(
        staffRequest({ method: 'GET', url: '/api/staff/staff', cookie: admin }),
      )
      const member = list
        .json()
        .staff.find((row: { email: string }) => row.email === 'agent.two@agency.example')
      expect(member).toMatchObject({ role: 'agent', state: 'active' })

      const reset = await test.app.inject(
        staffRequest({ method: 'POST', url: `/api/staff/staff/${member.id}/reset`, cookie: admin }),
      )
      expect(reset.json()).toEqual({ status: true, setupUrl: expect.stringMatching(/\/staff\/setup#/) })
      expect((await me(agentCookie)).statusCode).toBe(401)
      expect((await signInRequest(test.app, agent)).statusCode).toBe(401)
      await completeSetup(test.app, reset.json().setupUrl, { email: agent.email, role: 'agent' })

      const actions = await test.app.db
        .selectFrom('staff_audit')
        .select(['actor', 'action', 'detail'])
        .where('action', 'in', ['staff-add', 'staff-setup', 'staff-reset', 'staff-disable'])
        .orderBy('id')
        .execute()
      expect(actions.map((row) => row.action)).toEqual([
        'staff-add',
        'staff-setup',
        'staff-add',
        'staff-setup',
        'staff-reset',
        'staff-setup',
      ])
      expect(actions[2]).toMatchObject({
        actor: 'admin@agency.example',
        detail: 'agent.two@agency.example as agent',
      })
    })

    it('builds setup links from PUBLIC_URL, never from the Host header a caller writes', async () => {
      const site = await buildTestApp({
        now: clock.now,
        publicUrl: 'https://evisa.example',
        staffSignInRateLimit: 0,
      })
      try {
        const origin = 'https://evisa.example'
        const staff = await makeStaff(site.app, 'admin@agency.example', 'admin', origin)
        const signedIn = await site.app.inject(
          staffRequest({
            method: 'POST',
            url: '/api/staff/sign-in',
            payload: signInPayload(site.app, staff),
            origin,
          }),
        )
        const admin = String(signedIn.headers['set-cookie']).split(';')[0] ?? ''
        const added = await site.app.inject(
          staffRequest({
            method: 'POST',
            url: '/api/staff/staff',
            payload: { email: 'agent@agency.example', role: 'agent' },
            cookie: admin,
            origin,
            headers: { host: 'attacker.example' },
          }),
        )
        expect(added.statusCode).toBe(201)
        expect(added.json().setupUrl).toMatch(/^https:\/\/evisa\.example\/staff\/setup#/)
      } finally {
        await site.close()
      }
    })

    it('refuses to make a setup link without PUBLIC_URL in production, saying what to set', async () => {
      const production = await buildTestApp({
        now: clock.now,
        staffLinkFallback: undefined,
        staffSignInRateLimit: 0,
      })
      try {
        const admin = await signIn(production.app, await makeStaff(production.app, 'admin@agency.example'))
        const added = await production.app.inject(
          staffRequest({
            method: 'POST',
            url: '/api/staff/staff',
            payload: { email: 'agent@agency.example', role: 'agent' },
            cookie: admin,
            // Without PUBLIC_URL the origin check goes by Host, so a caller who writes both passes it.
            origin: 'http://attacker.example',
            headers: { host: 'attacker.example' },
          }),
        )
        expect(added.statusCode).toBe(503)
        expect(added.json().message).toMatch(/PUBLIC_URL/)
        expect(added.body).not.toContain('attacker.example')
      } finally {
        await production.close()
      }
    })

    it('leaves resetting an administrator to the command line, and audits the refused try', async () => {
      const admin = await signIn(test.app, await makeStaff(test.app, 'admin@agency.example'))
      const other = await makeStaff(test.app, 'other.admin@agency.example', 'admin')
      const list = await test.app.inject(
        staffRequest({ method: 'GET', url: '/api/staff/staff', cookie: admin }),
      )
      const id = list.json().staff.find((member: { email: string }) => member.email === other.email).id
      const reset = await test.app.inject(
        staffRequest({ method: 'POST', url: `/api/staff/staff/${id}/reset`, cookie: admin }),
      )
      expect(reset.statusCode).toBe(403)
      expect(reset.json().message).toMatch(/npm run staff -- reset/)
      expect(reset.body).not.toContain('setup#')
      // Still set up: the other admin signs in as before.
      expect((await signInRequest(test.app, other)).statusCode).toBe(200)
      const audit = await test.app.db
        .selectFrom('staff_audit')
        .select(['actor', 'detail'])
        .where('action', '=', 'staff-reset')
        .execute()
      expect(audit).toEqual([
        {
          actor: 'admin@agency.example',
          detail: expect.stringMatching(/^other\.admin@agency\.example: refused/),
        },
      ])
    })

    it('refuses an admin disabling their own account', async () => {
      const admin = await signIn(test.app, await makeStaff(test.app, 'admin@agency.example'))
      const list = await test.app.inject(
        staffRequest({ method: 'GET', url: '/api/staff/staff', cookie: admin }),
      )
      const self = list.json().staff[0].id
      const response = await test.app.inject(
        staffRequest({ method: 'POST', url: `/api/staff/staff/${self}/disable`, cookie: admin }),
      )
      expect(response.statusCode).toBe(409)
    })

    it('is for admins only: an agent gets 403 from every call', async () => {
      const agent = await signIn(test.app, await makeStaff(test.app, 'agent@agency.example', 'agent'))
      for (const [method, url] of [
        ['GET', '/api/staff/staff'],
        ['POST', '/api/staff/staff'],
        ['POST', '/api/staff/staff/1/reset'],
        ['POST', '/api/staff/staff/1/disable'],
        ['GET', '/api/staff/export.csv'],
      ] as const) {
        const response = await test.app.inject(
          staffRequest({ method, url, cookie: agent, ...(method === 'POST' ? { payload: {} } : {}) }),
        )
        expect(response.statusCode, `${method} ${url}`).toBe(403)
        expect(response.json()).toEqual({ status: false, message: STAFF_MESSAGES.adminOnly })
      }
    })
  })

  describe('sign-in audit', () => {
    it('records successes and failures with the e-mail tried, never the password', async () => {
      const staff = await makeStaff(test.app, 'admin@agency.example')
      await signInRequest(test.app, staff, { password: 'a secret guess' })
      await signInRequest(test.app, staff, { email: 'Someone@Else.example' })
      await signIn(test.app, staff)
      const rows = await test.app.db
        .selectFrom('staff_audit')
        .selectAll()
        .where('action', 'in', ['sign-in', 'sign-in-failed'])
        .orderBy('id')
        .execute()
      expect(rows.map((row) => [row.actor, row.action])).toEqual([
        ['admin@agency.example', 'sign-in-failed'],
        ['someone@else.example', 'sign-in-failed'],
        ['admin@agency.example', 'sign-in'],
      ])
      expect(JSON.stringify(rows)).not.toContain('a secret guess')
      expect(JSON.stringify(rows)).not.toContain(staff.password)
    })
  })

  it('keeps staff answers out of caches and search engines, and robots.txt disallows /staff', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/staff/me' })
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    const robots = await test.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(robots.statusCode).toBe(200)
    expect(robots.body).toMatch(/^Disallow: \/staff$/m)
  })
})
