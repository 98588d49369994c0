// Setting up an account from its link, signing in and out.
import type { FastifyPluginAsync } from 'fastify'
import type * as v from 'valibot'
import {
  type MeAnswer,
  type OkAnswer,
  SetupConfirmSchema,
  type SetupInfoAnswer,
  type SetupPasswordAnswer,
  SetupPasswordSchema,
  type SignInAnswer,
  SignInSchema,
  STAFF_MESSAGES,
} from '../../../shared/staff'
import { lockResource, withImmediateTransaction } from '../db/transaction'
import { forgetCounter, giveBackTry, type Throttle, throttleTry } from '../limits/counters.repository'
import { HttpError } from '../plugins/errors'
import { clientKey } from '../plugins/rate-limit'
import { validateBody } from '../plugins/validation'
import { appendAudit } from './audit.repository'
import { isCommonPassword } from './common-passwords'
import {
  checkPassword,
  checkTotp,
  enrolment,
  hashStaffPassword,
  needsRehash,
  newToken,
  newTotpSecret,
  openSecret,
  sealSecret,
  tokenHash,
  totpStep,
} from './credentials'
import {
  claimTotpStep,
  completeSetup,
  deleteDeadSessions,
  deleteSession,
  findStaffByEmail,
  findUsableSetupToken,
  insertSession,
  recordSignIn,
  replacePasswordHash,
  setSetupChoices,
} from './staff.repository'
import {
  clearSessionCookie,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  type SiteOptions,
  setSessionCookie,
  signedIn,
} from './staff-session'

const MINUTE = 60_000
/**
 * Sign-in tries per e-mail address typed, real account or not: five one after the other, then a
 * wait of a minute before the next, doubling with each try let through, at most 15 minutes; an
 * hour without tries forgets them, and a sign-in forgets them at once. A stranger who types
 * someone's address can slow that person down for as long as they keep trying, never lock them
 * out for a fixed time; the per-address throttle below slows the stranger.
 */
export const ACCOUNT_THROTTLE: Throttle = {
  free: 5,
  firstDelayMs: MINUTE,
  maxDelayMs: 15 * MINUTE,
  quietMs: 60 * MINUTE,
}
/** Per client address (an office shares one): more room, the same growing wait. */
export const ADDRESS_THROTTLE: Throttle = {
  free: 20,
  firstDelayMs: MINUTE,
  maxDelayMs: 15 * MINUTE,
  quietMs: 60 * MINUTE,
}
const MAX_AUDITED_EMAIL_LENGTH = 320
const CHOOSE_PASSWORD_FIRST = 'Choose a password first.'

export interface AuthRoutesOptions extends SiteOptions {
  /** Encrypts TOTP secrets at rest (credentials.ts loadStaffSecret). */
  secret: string
}

interface ByToken {
  Params: { token: string }
}

/** Valibot's first field message as the answer's message: these forms have one or two fields. */
export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  try {
    return validateBody(schema, body)
  } catch (error) {
    if (error instanceof HttpError && error.errors?.[0]) {
      throw new HttpError(400, error.errors[0].message, error.errors)
    }
    throw error
  }
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const iso = (ms = app.now()) => new Date(ms).toISOString()

  async function usableSetup(token: string) {
    const setup = await findUsableSetupToken(app.db, tokenHash(token), iso())
    if (!setup) throw new HttpError(404, STAFF_MESSAGES.setupLinkInvalid)
    return setup
  }

  const open = { config: { staffPublic: true }, onRequest: app.staffSignInRateLimit }

  app.get<ByToken>('/setup/:token', open, async (request): Promise<SetupInfoAnswer> => {
    const { account } = await usableSetup(request.params.token)
    return { status: true, email: account.email, role: account.role }
  })

  app.post<ByToken>('/setup/:token/password', open, async (request): Promise<SetupPasswordAnswer> => {
    const { account, token } = await usableSetup(request.params.token)
    const { password } = parseBody(SetupPasswordSchema, request.body)
    if (isCommonPassword(password, account.email)) throw new HttpError(400, STAFF_MESSAGES.passwordTooCommon)
    const secret = newTotpSecret()
    await setSetupChoices(app.db, token.token_hash, {
      passwordHash: await hashStaffPassword(password),
      sealedTotpSecret: await sealSecret(options.secret, secret),
    })
    return { status: true, ...(await enrolment(secret, account.email)) }
  })

  app.post<ByToken>('/setup/:token/confirm', open, async (request): Promise<OkAnswer> => {
    const { account, token } = await usableSetup(request.params.token)
    const { code } = parseBody(SetupConfirmSchema, request.body)
    if (!token.password_hash || !token.totp_secret) throw new HttpError(400, CHOOSE_PASSWORD_FIRST)
    const secret = await openSecret(options.secret, token.totp_secret)
    if (!checkTotp(secret, code, app.now())) throw new HttpError(400, STAFF_MESSAGES.codeWrong)
    const credentials = { passwordHash: token.password_hash, sealedTotpSecret: token.totp_secret }
    await withImmediateTransaction(app.db, async (trx) => {
      // Checked again inside the write: a link is used once, even by two tabs at the same moment
      // on two servers (the link's own lock, held until the commit).
      await lockResource(trx, `staff-setup:${token.token_hash}`)
      if (!(await findUsableSetupToken(trx, token.token_hash, iso()))) {
        throw new HttpError(404, STAFF_MESSAGES.setupLinkInvalid)
      }
      await completeSetup(trx, token.token_hash, account.id, credentials, iso())
      await appendAudit(trx, { at: iso(), actor: account.email, action: 'staff-setup', detail: account.role })
    })
    return { status: true }
  })

  /**
   * One answer for every refusal: 401 for a wrong e-mail, password or code (the password is
   * checked against a decoy hash when the account is unknown or disabled, so all take as long),
   * and 429 with Retry-After for a throttled address or e-mail, whether the account exists or not.
   * The throttles are reserved before the password is checked, in the database: parallel tries,
   * through any server, get no more checks than the throttle allows.
   */
  app.post('/sign-in', open, async (request, reply): Promise<SignInAnswer> => {
    const { email, password, code } = parseBody(SignInSchema, request.body)
    const now = app.now()
    const actor = email.toLowerCase().slice(0, MAX_AUDITED_EMAIL_LENGTH)
    const failed = async (detail: string) =>
      appendAudit(app.db, { at: iso(now), actor, action: 'sign-in-failed', detail })

    const addressKey = `staff-sign-in:address:${clientKey(request)}`
    const accountKey = `staff-sign-in:account:${actor}`
    for (const [key, throttle] of [
      [addressKey, ADDRESS_THROTTLE],
      [accountKey, ACCOUNT_THROTTLE],
    ] as const) {
      const reserved = await throttleTry(app.db, key, throttle, now)
      if (!reserved.allowed) {
        await failed('Too many tries: waiting')
        reply.header('retry-after', String(Math.max(1, Math.ceil((reserved.retryAt - now) / 1000))))
        throw new HttpError(429, STAFF_MESSAGES.tooManyTries)
      }
    }

    const account = await findStaffByEmail(app.db, email)
    const usable = account && !account.disabled_at ? account : undefined
    const passwordRight = await checkPassword(usable?.password_hash ?? null, password)
    const step =
      passwordRight && usable?.totp_secret != null
        ? totpStep(await openSecret(options.secret, usable.totp_secret), code, now)
        : undefined
    // Taken once: the same code (overheard, or sent twice) does not sign in a second time.
    const codeFresh =
      usable !== undefined && step !== undefined && (await claimTotpStep(app.db, usable.id, step))
    if (!usable || !codeFresh) {
      await failed(
        account?.disabled_at
          ? 'Account disabled'
          : step !== undefined
            ? 'Code already used'
            : 'Wrong e-mail, password or code',
      )
      throw new HttpError(401, STAFF_MESSAGES.signInFailed)
    }
    await forgetCounter(app.db, accountKey)
    await giveBackTry(app.db, addressKey)
    if (usable.password_hash && needsRehash(usable.password_hash)) {
      await replacePasswordHash(app.db, usable.id, usable.password_hash, await hashStaffPassword(password))
    }

    const token = newToken()
    await withImmediateTransaction(app.db, async (trx) => {
      await deleteDeadSessions(trx, iso(now), iso(now - SESSION_IDLE_MS))
      await recordSignIn(trx, usable.id, iso(now))
      await insertSession(trx, {
        tokenHash: tokenHash(token),
        staffId: usable.id,
        at: iso(now),
        expiresAt: iso(now + SESSION_ABSOLUTE_MS),
      })
      await appendAudit(trx, { at: iso(now), actor: usable.email, action: 'sign-in' })
    })
    setSessionCookie(request, reply, options, token)
    return { status: true, staff: { email: usable.email, role: usable.role } }
  })

  app.post('/sign-out', async (request, reply): Promise<OkAnswer> => {
    const staff = signedIn(request)
    await deleteSession(app.db, staff.tokenHash)
    await appendAudit(app.db, { at: iso(), actor: staff.email, action: 'sign-out' })
    clearSessionCookie(request, reply, options)
    return { status: true }
  })

  app.get('/me', async (request): Promise<MeAnswer> => {
    const { email, role } = signedIn(request)
    return { status: true, staff: { email, role } }
  })
}
