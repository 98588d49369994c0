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
import { HttpError } from '../plugins/errors'
import { validateBody } from '../plugins/validation'
import { appendAudit } from './audit.repository'
import {
  checkPassword,
  checkTotp,
  enrolment,
  hashPassword,
  newToken,
  newTotpSecret,
  openSecret,
  sealSecret,
  tokenHash,
} from './credentials'
import {
  completeSetup,
  deleteDeadSessions,
  deleteSession,
  findStaffByEmail,
  findUsableSetupToken,
  insertSession,
  recordFailedSignIn,
  recordSignIn,
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

export const MAX_FAILED_SIGN_INS = 5
export const LOCK_MS = 15 * 60 * 1000
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
    const secret = newTotpSecret()
    await setSetupChoices(app.db, token.token_hash, {
      passwordHash: await hashPassword(password),
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

  app.post('/sign-in', open, async (request, reply): Promise<SignInAnswer> => {
    const { email, password, code } = parseBody(SignInSchema, request.body)
    const now = app.now()
    const account = await findStaffByEmail(app.db, email)
    const failed = async (detail: string) =>
      appendAudit(app.db, {
        at: iso(now),
        actor: email.toLowerCase().slice(0, MAX_AUDITED_EMAIL_LENGTH),
        action: 'sign-in-failed',
        detail,
      })

    if (account?.locked_until && account.locked_until > iso(now)) {
      await failed('Account locked')
      throw new HttpError(423, STAFF_MESSAGES.locked)
    }
    const usable = account && !account.disabled_at ? account : undefined
    const passwordRight = await checkPassword(usable?.password_hash ?? null, password)
    const codeRight =
      passwordRight &&
      usable?.totp_secret != null &&
      checkTotp(await openSecret(options.secret, usable.totp_secret), code, now)
    if (!usable || !codeRight) {
      await failed(account?.disabled_at ? 'Account disabled' : 'Wrong e-mail, password or code')
      if (usable) {
        const locked = await recordFailedSignIn(app.db, usable.id, MAX_FAILED_SIGN_INS, iso(now + LOCK_MS))
        if (locked) throw new HttpError(423, STAFF_MESSAGES.locked)
      }
      throw new HttpError(401, STAFF_MESSAGES.signInFailed)
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
