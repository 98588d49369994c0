// The traveller's two ways to get mail on request: a one-time link to reuse earlier details, and
// an approved eVisa sent again. Both answer the same whether or not anything matched (so they
// cannot tell anyone whether a passport number applied here), and both are rate-limited per
// client address, counted in the database so the limit holds across servers and restarts; the
// number of mails per application is limited too (mail-events.ts, reuse-tokens.repository.ts).
// The search for a match runs after the answer has gone (app.mail.later): the answer takes the
// same path, and the same time, whatever matched.
import type { FastifyPluginAsync } from 'fastify'
import type { MailRequestResponse, ReuseLinkResponse } from '../../../shared/api-types'
import type { Language } from '../../../shared/languages'
import {
  RESEND_EVISA_ANSWER,
  RETURNING_APPLICANT_ANSWER,
  REUSABLE_FIELDS,
  REUSE_LINK_INVALID,
  ResendEvisaSchema,
  ReturningApplicantSchema,
} from '../../../shared/mail-requests'
import { RANDOM_KEY_PATTERN } from '../../../shared/random-key'
import { lockResource, withImmediateTransaction } from '../db/transaction'
import { HttpError } from '../plugins/errors'
import { rateLimitHook } from '../plugins/rate-limit'
import { validateBody } from '../plugins/validation'
import { queueEvisaResend } from './mail-events'
import { queueMail } from './mail-outbox.repository'
import {
  consumeReuseToken,
  countRecentTokens,
  findReturningApplication,
  hashToken,
  insertReuseToken,
  newReuseToken,
  REUSE_LINKS_AN_HOUR,
  REUSE_TOKEN_LIFETIME_MS,
} from './reuse-tokens.repository'

const TOO_MANY_MESSAGE = 'Too many requests from this address. Please try again in an hour.'

export const mailRoutes: FastifyPluginAsync = async (app) => {
  const max = app.mail.settings.requestsPerHour
  // Per client address and hour, apart from the site's other budgets (plugins/rate-limit.ts).
  const limited = {
    onRequest: rateLimitHook(app, {
      name: 'mail-requests',
      max,
      windowMs: 3600_000,
      message: TOO_MANY_MESSAGE,
      store: 'database',
    }),
  }
  const iso = () => new Date(app.now()).toISOString()

  app.post('/returning-applicant', limited, async (request, reply) => {
    const { passport_number, email, children, language } = validateBody(
      ReturningApplicantSchema,
      request.body,
    )
    const now = app.now()
    app.mail.later(async () => {
      if (await queueReuseLink({ passport_number, email, children, language }, now)) app.mail.wake()
    })
    return reply
      .code(202)
      .send({ status: true, message: RETURNING_APPLICANT_ANSWER } satisfies MailRequestResponse)
  })

  function queueReuseLink(
    {
      passport_number,
      email,
      children,
      language,
    }: { passport_number: string; email: string; children: boolean; language?: Language },
    now: number,
  ): Promise<boolean> {
    return withImmediateTransaction(app.db, async (trx) => {
      const match = await findReturningApplication(trx, { passportNumber: passport_number, email })
      if (!match) return false
      // The links of one application are counted and added by one writer at a time, on every server.
      await lockResource(trx, `reuse-links:${match.sku_id}`)
      const since = new Date(now - 3600_000).toISOString()
      if ((await countRecentTokens(trx, match.sku_id, since)) >= REUSE_LINKS_AN_HOUR) return false
      const token = newReuseToken()
      const hash = hashToken(token)
      const at = new Date(now).toISOString()
      const expiresAt = new Date(now + REUSE_TOKEN_LIFETIME_MS).toISOString()
      await insertReuseToken(trx, { hash, skuId: match.sku_id, includeChildren: children, at, expiresAt })
      return queueMail(trx, {
        eventKey: `reuse:${hash}`,
        to: match.email,
        // Not the application's number: the outbox row is listed with that application for staff.
        skuId: match.sku_id,
        at,
        // In the language of the page that asked, else the earlier application's.
        payload: {
          kind: 'reuse-link',
          lang: language ?? match.language,
          path: `/Apply?reuse=${token}`,
          expiresAt,
        },
      })
    })
  }

  app.post<{ Params: { token: string } }>('/returning-applicant/:token', limited, async (request) => {
    const { token } = request.params
    const used = RANDOM_KEY_PATTERN.test(token) ? await consumeReuseToken(app.db, token, iso()) : undefined
    if (!used) throw new HttpError(404, REUSE_LINK_INVALID)
    const data: Record<string, unknown> = {}
    for (const field of REUSABLE_FIELDS) data[field] = used.record[field]
    if (used.includeChildren) {
      data.children = used.record.children.map(({ child_surname, ...child }) => ({
        ...child,
        child_surnane: child_surname,
      }))
    }
    return { status: true, data } satisfies ReuseLinkResponse
  })

  app.post('/resend-evisa', limited, async (request, reply) => {
    const { sku_id, passport_number, language } = validateBody(ResendEvisaSchema, request.body)
    const now = app.now()
    app.mail.later(async () => {
      const queued = await withImmediateTransaction(app.db, (trx) =>
        queueEvisaResend(trx, { skuId: sku_id, passportNumber: passport_number, now, language }),
      )
      if (queued) app.mail.wake()
    })
    return reply.code(202).send({ status: true, message: RESEND_EVISA_ANSWER } satisfies MailRequestResponse)
  })
}
