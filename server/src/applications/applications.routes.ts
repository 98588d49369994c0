import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type {
  CreateApplicationResponse,
  UpdateApplicationResponse,
  ViewApplicationResponse,
} from '../../../shared/api-types'
import { type Application, createApplicationSchema, PASSPORT_COPY_INVALID } from '../../../shared/application'
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from '../../../shared/application-number'
import { todayAnywhere } from '../../../shared/dates'
import { GROUP_MESSAGES } from '../../../shared/groups'
import { checkAccess } from '../access'
import { GroupRefused, groupOfMember, groupSizeOf } from '../groups'
import { canonicalHash } from '../lib/canonical-hash'
import { HttpError } from '../plugins/errors'
import { idempotencyKeyOf, VALIDATION_MESSAGE, validateBody } from '../plugins/validation'
import { findUpload } from '../uploads'
import { summaryOf, withFee } from './application-summary'
import {
  createApplication,
  findApplicationRecord,
  findApplicationSummary,
  updateApplication,
} from './applications.repository'
import { locateVisitor } from './visitor-location'

const APPLICATION_NOT_FOUND_MESSAGE = 'Application not found.'
const PAID_MESSAGE = 'This application has been paid and can no longer be changed.'
const FEE_FIELDS_MESSAGE = 'The visa type and nationality cannot change once the application is paid.'
// Says nothing of what the key was used for, or by whom.
const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was used for a different request.'
const KEY_MISSING_MESSAGE = 'This application can be changed only from a device that has proved access to it.'
const KEY_WRONG_MESSAGE = 'The access key does not open this application.'
const ORDER_OPEN_MESSAGE =
  'A payment for this application has started: its nationality and visa type cannot change now. Please finish the payment, or try again in 3 hours.'

interface ByNumber {
  Params: { id: string }
}

/** The number from the URL, trimmed and upper-cased; anything that cannot be one is simply unknown. */
function applicationNumberParam(id: string): string {
  const skuId = normalizeApplicationNumber(id)
  if (!APPLICATION_NUMBER_PATTERN.test(skuId)) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE)
  return skuId
}

export const applicationRoutes: FastifyPluginAsync = async (app) => {
  // The server accepts every date that is "today" somewhere on Earth (see shared/dates.ts).
  const schema = createApplicationSchema(() => todayAnywhere(app.now()))

  async function validApplication(body: unknown) {
    const application = validateBody(schema, body)
    if (application.passport_bio_page && !(await findUpload(app.db, application.passport_bio_page))) {
      throw new HttpError(400, VALIDATION_MESSAGE, [
        { field: 'passport_bio_page', message: PASSPORT_COPY_INVALID },
      ])
    }
    return application
  }

  /**
   * The application a new one travels with (header X-Group-Member), proved by that application's
   * key: nobody joins a stranger's group, or pulls a stranger into theirs, without it.
   */
  async function groupReference(request: FastifyRequest) {
    const header = request.headers['x-group-member']
    if (header === undefined) return undefined
    const memberSkuId = normalizeApplicationNumber(typeof header === 'string' ? header : '')
    const access = APPLICATION_NUMBER_PATTERN.test(memberSkuId)
      ? await checkAccess(app.db, memberSkuId, request)
      : 'wrong'
    if (access === 'missing') throw new HttpError(401, GROUP_MESSAGES.memberKeyMissing)
    if (
      !APPLICATION_NUMBER_PATTERN.test(memberSkuId) ||
      !(await findApplicationSummary(app.db, memberSkuId))
    ) {
      throw new HttpError(404, GROUP_MESSAGES.memberNotFound)
    }
    if (access === 'wrong') throw new HttpError(403, GROUP_MESSAGES.memberKeyWrong)
    return { memberSkuId }
  }

  app.post(
    '/create-application',
    { config: { successFlag: 'success' }, onRequest: [app.writeRateLimit, app.diskGuard] },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'])
      const at = new Date(app.now()).toISOString()
      const idempotency = key ? { key, bodyHash: canonicalHash(request.body) } : undefined
      // A key in use is answered from what it was first used with, even when the body no longer
      // passes (a replay from an offline queue: its arrival date may have passed). The key is
      // looked up only in createApplication's transaction; a body that fails is kept back until
      // that look-up has found no live use of its key.
      let application: Application | undefined
      let refusal: HttpError | undefined
      try {
        application = await validApplication(request.body)
      } catch (error) {
        if (!(error instanceof HttpError && idempotency)) throw error
        refusal = error
      }
      const group = await groupReference(request)
      const location = application ? await locateVisitor(request.ip) : { country: '', city: '' }
      let result: Awaited<ReturnType<typeof createApplication>>
      try {
        result = await createApplication(app.db, application, {
          visitor: { ip: request.ip, ...location },
          idempotency,
          at,
          group,
        })
      } catch (error) {
        if (!(error instanceof GroupRefused)) throw error
        if (error.reason === 'full') throw new HttpError(409, GROUP_MESSAGES.full)
        throw new HttpError(404, GROUP_MESSAGES.memberNotFound)
      }
      // No application and no live use of the key: the body's own refusal is the answer.
      if (result.outcome === 'needs-application') throw refusal
      if (result.outcome === 'key-reused') throw new HttpError(422, IDEMPOTENCY_KEY_REUSED_MESSAGE)
      if (result.outcome === 'created') {
        app.counters.applicationsCreated.inc()
        app.mail.wake()
      }
      return reply.code(result.outcome === 'created' ? 201 : 200).send({
        success: true,
        message: 'Application created successfully',
        data: { sku_id: result.skuId, access_key: result.accessKey },
      } satisfies CreateApplicationResponse)
    },
  )

  app.put<ByNumber>(
    '/update-application/:id',
    { onRequest: [app.lookupRateLimit, app.diskGuard] },
    async (request) => {
      const skuId = applicationNumberParam(request.params.id)
      const access = await checkAccess(app.db, skuId, request)
      if (access === 'missing') throw new HttpError(401, KEY_MISSING_MESSAGE)
      const exists = await findApplicationRecord(app.db, skuId)
      if (!exists) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE)
      if (access === 'wrong') throw new HttpError(403, KEY_WRONG_MESSAGE)
      const application = await validApplication(request.body)
      const result = await updateApplication(app.db, skuId, application, new Date(app.now()).toISOString())
      if (result === 'not-found') throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE)
      if (result === 'paid') throw new HttpError(409, PAID_MESSAGE)
      if (result === 'order-open') throw new HttpError(409, ORDER_OPEN_MESSAGE)
      if (result === 'fee-fields-locked') throw new HttpError(409, FEE_FIELDS_MESSAGE)
      return {
        status: true,
        message: 'Application updated successfully',
        data: { sku_id: skuId },
      } satisfies UpdateApplicationResponse
    },
  )

  // Without a valid key (none, or a wrong one): the summary the look-up and payment screens need.
  app.get<ByNumber>('/View-application/:id', { onRequest: app.lookupRateLimit }, async (request) => {
    const skuId = applicationNumberParam(request.params.id)
    if ((await checkAccess(app.db, skuId, request)) === 'valid') {
      const record = await findApplicationRecord(app.db, skuId)
      if (!record) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE)
      const group = await groupOfMember(app.db, skuId)
      return {
        status: true,
        data: { ...withFee(record), ...(group ? { group } : {}) },
      } satisfies ViewApplicationResponse
    }
    const summary = await findApplicationSummary(app.db, skuId)
    if (!summary) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE)
    const groupSize = Math.max(1, await groupSizeOf(app.db, summary.group_id))
    return { status: true, data: summaryOf(summary, groupSize) } satisfies ViewApplicationResponse
  })
}
