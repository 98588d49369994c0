import type { FastifyPluginAsync } from 'fastify'
import {
  DETAILS_DO_NOT_MATCH,
  normalizePassportNumber,
  type VerifyApplicationResponse,
  VerifyApplicationSchema,
} from '../../../shared/access'
import { apiError } from '../../../shared/api'
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from '../../../shared/application-number'
import { findApplicationBySkuId } from '../applications'
import { countTry, giveBackTry } from '../limits/counters.repository'
import { clientKey } from '../plugins/rate-limit'
import { validateBody } from '../plugins/validation'
import { issueAccessKey } from './access-keys'

/** Failed tries allowed per application number, and per client address, in an hour. */
export const VERIFY_FAILURES_PER_HOUR = 5
const HOUR_MS = 3600 * 1000
const TOO_MANY_TRIES_MESSAGE = 'Too many tries. Please wait an hour and try again.'

/**
 * POST /verify-application: the application number, passport number and date of birth (as US
 * ESTA asks) give this device a new access key. One message for every mismatch, an unknown
 * number included, so the answer never tells whether a number exists. Failed tries are bounded
 * per number (guessing one traveller's details) and per address (trying many numbers).
 *
 * Count first, then check: each try is counted in the database before the details are compared
 * (limits/counters.repository.ts), and a right answer gives its try back. So parallel tries, on
 * one server or several, reach the comparison at most 5 times an hour per number and per
 * address, and a restart forgets nothing.
 */
export const accessRoutes: FastifyPluginAsync = async (app) => {
  app.post('/verify-application', { onRequest: app.lookupRateLimit }, async (request, reply) => {
    const body = validateBody(VerifyApplicationSchema, request.body)
    const skuId = normalizeApplicationNumber(body.sku_id)
    const now = app.now()
    const keys = [`verify:number:${skuId}`, `verify:address:${clientKey(request)}`]
    // One after the other, the next only when the last allowed the try: a try refused for its
    // number never spends its address's budget, so of many parallel tries exactly the first five
    // of each number get through both (counted side by side, the two orders could differ).
    for (const key of keys) {
      const tried = await countTry(app.db, { key, windowMs: HOUR_MS, now })
      if (tried.count > VERIFY_FAILURES_PER_HOUR) {
        return reply
          .code(429)
          .header('retry-after', String(Math.max(1, Math.ceil((tried.resetAt - now) / 1000))))
          .send(apiError('status', TOO_MANY_TRIES_MESSAGE))
      }
    }
    const row = APPLICATION_NUMBER_PATTERN.test(skuId)
      ? await findApplicationBySkuId(app.db, skuId)
      : undefined
    const matches =
      row !== undefined &&
      row.purged_at === null &&
      row.passport_number === normalizePassportNumber(body.passport_number) &&
      row.date_of_birth === body.date_of_birth
    if (!matches) return reply.code(403).send(apiError('status', DETAILS_DO_NOT_MATCH))
    await Promise.all(keys.map((key) => giveBackTry(app.db, key)))
    const accessKey = await issueAccessKey(app.db, skuId, new Date(app.now()).toISOString())
    return reply.header('cache-control', 'no-store').send({
      status: true,
      data: { access_key: accessKey },
    } satisfies VerifyApplicationResponse)
  })
}
