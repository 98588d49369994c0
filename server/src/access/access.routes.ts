import type { FastifyPluginAsync } from 'fastify'
import {
  DETAILS_DO_NOT_MATCH,
  normalizePassportNumber,
  type VerifyApplicationResponse,
  VerifyApplicationSchema,
} from '../../../shared/access'
import { apiError } from '../../../shared/api'
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from '../../../shared/application-number'
import { findApplicationBySkuId } from '../applications/applications.repository'
import { clientKey } from '../plugins/rate-limit'
import { validateBody } from '../plugins/validation'
import { issueAccessKey } from './access-keys'
import { createFailedTries } from './failed-tries'

/** Failed tries allowed per application number, and per client address, in an hour. */
export const VERIFY_FAILURES_PER_HOUR = 5
const HOUR_MS = 3600 * 1000
const TOO_MANY_TRIES_MESSAGE = 'Too many tries. Please wait an hour and try again.'

/**
 * POST /verify-application: the application number, passport number and date of birth (as US
 * ESTA asks) give this device a new access key. One message for every mismatch, an unknown
 * number included, so the answer never tells whether a number exists. Failed tries are bounded
 * per number (guessing one traveller's details) and per address (trying many numbers).
 */
export const accessRoutes: FastifyPluginAsync = async (app) => {
  const byNumber = createFailedTries(VERIFY_FAILURES_PER_HOUR, HOUR_MS, app.now)
  const byAddress = createFailedTries(VERIFY_FAILURES_PER_HOUR, HOUR_MS, app.now)

  app.post('/verify-application', { onRequest: app.lookupRateLimit }, async (request, reply) => {
    const body = validateBody(VerifyApplicationSchema, request.body)
    const skuId = normalizeApplicationNumber(body.sku_id)
    const address = clientKey(request)
    const wait = Math.max(byNumber.blockedFor(skuId), byAddress.blockedFor(address))
    if (wait > 0) {
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send(apiError('status', TOO_MANY_TRIES_MESSAGE))
    }
    const row = APPLICATION_NUMBER_PATTERN.test(skuId)
      ? await findApplicationBySkuId(app.db, skuId)
      : undefined
    const matches =
      row !== undefined &&
      row.purged_at === null &&
      row.passport_number === normalizePassportNumber(body.passport_number) &&
      row.date_of_birth === body.date_of_birth
    if (!matches) {
      byNumber.fail(skuId)
      byAddress.fail(address)
      return reply.code(403).send(apiError('status', DETAILS_DO_NOT_MATCH))
    }
    const accessKey = await issueAccessKey(app.db, skuId, new Date(app.now()).toISOString())
    return reply.header('cache-control', 'no-store').send({
      status: true,
      data: { access_key: accessKey },
    } satisfies VerifyApplicationResponse)
  })
}
