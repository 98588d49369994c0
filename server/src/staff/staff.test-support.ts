// Helpers for the back-office tests: staff made through the real setup calls, signed in with codes
// computed from the shown secret, requests that look like they come from this site.
import type { FastifyInstance, InjectOptions } from 'fastify'
import { Secret, TOTP } from 'otpauth'
import { vi } from 'vitest'
import type { StaffRole } from '../../../shared/staff'
import { passwords } from './credentials'
import { addStaffMember } from './team.service'

/** What app.inject's requests count as this site's origin (Host: localhost:80, plain HTTP). */
export const SITE_ORIGIN = 'http://localhost:80'
export const STAFF_PASSWORD = 'violet tractor murmurs over cobalt'

export interface TestStaff {
  email: string
  password: string
  secret: string
  role: StaffRole
}

export function totpCode(secret: string, at: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  })
}

/** A same-origin request, as the staff screens send it; `cookie` is a session's. */
export function staffRequest(options: InjectOptions & { cookie?: string; origin?: string }): InjectOptions {
  const { cookie, headers, origin = SITE_ORIGIN, ...rest } = options
  return {
    ...rest,
    headers: { origin, 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}), ...headers },
  }
}

export function setupTokenOf(setupUrl: string): string {
  const token = new URL(setupUrl).hash.slice(1)
  if (!token) throw new Error('No token in the setup link')
  return token
}

/** Sets up an account through the setup calls and answers its credentials. */
export async function completeSetup(
  app: FastifyInstance,
  setupUrl: string,
  member: { email: string; role: StaffRole },
  origin = SITE_ORIGIN,
): Promise<TestStaff> {
  const token = setupTokenOf(setupUrl)
  const password = await app.inject(
    staffRequest({
      method: 'POST',
      url: `/api/staff/setup/${token}/password`,
      payload: { password: STAFF_PASSWORD },
      origin,
    }),
  )
  if (password.statusCode !== 200) throw new Error(`password: ${password.statusCode} ${password.body}`)
  const { secret } = password.json() as { secret: string }
  const confirm = await app.inject(
    staffRequest({
      method: 'POST',
      url: `/api/staff/setup/${token}/confirm`,
      payload: { code: totpCode(secret, app.now()) },
      origin,
    }),
  )
  if (confirm.statusCode !== 200) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`)
  return { ...member, password: STAFF_PASSWORD, secret }
}

export async function makeStaff(
  app: FastifyInstance,
  email: string,
  role: StaffRole = 'admin',
  origin = SITE_ORIGIN,
): Promise<TestStaff> {
  const result = await addStaffMember(
    app.db,
    { email, role },
    { actor: 'test', now: app.now(), baseUrl: SITE_ORIGIN },
  )
  if (result.outcome !== 'ok') throw new Error(`addStaffMember: ${result.outcome}`)
  return completeSetup(app, result.setupUrl, { email, role }, origin)
}

// The last TOTP step each account signed in with: a code works once, so a second sign-in in the
// same 30 seconds uses the next step's code (accepted for clock drift), as a person would wait for.
const lastSteps = new Map<string, number>()

/** What the sign-in form sends for `staff`, with a code their app shows now and not used yet. */
export function signInPayload(app: FastifyInstance, staff: TestStaff) {
  const now = app.now()
  const current = Math.floor(now / 30_000)
  if (staff.password !== STAFF_PASSWORD) {
    // Made up to fail: its code is not taken.
    return { email: staff.email, password: staff.password, code: totpCode(staff.secret, now) }
  }
  const step = Math.max(current, (lastSteps.get(`${staff.email}:${staff.secret}`) ?? current - 1) + 1)
  if (step > current + 1)
    throw new Error('Two sign-ins of one account in this 30-second step already: move the clock.')
  lastSteps.set(`${staff.email}:${staff.secret}`, step)
  return { email: staff.email, password: staff.password, code: totpCode(staff.secret, step * 30_000) }
}

export function signInRequest(
  app: FastifyInstance,
  staff: TestStaff,
  overrides: Record<string, string> = {},
) {
  // A request made to fail (any field overridden) does not take the account's next code.
  const payload =
    Object.keys(overrides).length > 0
      ? {
          email: staff.email,
          password: staff.password,
          code: totpCode(staff.secret, app.now()),
          ...overrides,
        }
      : signInPayload(app, staff)
  return app.inject(staffRequest({ method: 'POST', url: '/api/staff/sign-in', payload }))
}

/** Signs in and answers the Cookie header for later requests. */
export async function signIn(app: FastifyInstance, staff: TestStaff): Promise<string> {
  const response = await signInRequest(app, staff)
  if (response.statusCode !== 200) throw new Error(`sign-in: ${response.statusCode} ${response.body}`)
  const setCookie = String(response.headers['set-cookie'])
  return setCookie.split(';')[0] ?? ''
}

/**
 * Makes password checks instant for tests about what comes around them (throttles, answers):
 * scrypt at its production cost takes seconds on a loaded test machine. Counts the checks.
 */
export function fastPasswordChecks() {
  return vi
    .spyOn(passwords, 'verify')
    .mockImplementation(async (_hash, password) => password === STAFF_PASSWORD)
}

/** A clock the test moves by hand. */
export function testClock(start = Date.now()) {
  let time = start
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
}
