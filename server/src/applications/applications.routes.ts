import type { FastifyPluginAsync } from 'fastify'
import { createApplicationSchema, PASSPORT_COPY_INVALID } from '../../../shared/application'
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from '../../../shared/application-number'
import { todayAnywhere } from '../../../shared/dates'
import { HttpError } from '../plugins/errors'
import { VALIDATION_MESSAGE, validateBody } from '../plugins/validation'
import { findUpload } from '../uploads/uploads.repository'
import {
  createApplication,
  findApplicationRecord,
  findSkuIdByIdempotencyKey,
  updateApplication,
} from './applications.repository'
import { locateVisitor } from './visitor-location'

const APPLICATION_NOT_FOUND_MESSAGE = 'Application not found.'
const PAID_MESSAGE = 'This application has been paid and can no longer be changed.'
const FEE_FIELDS_MESSAGE = 'The visa type and nationality cannot change once the application is paid.'
const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 200 printable characters.'
const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,200}$/

interface ByNumber {
  Params: { id: string }
}

/** The number from the URL, trimmed and upper-cased; anything that cannot be one is simply unknown. */
function applicationNumberParam(id: string): string {
  const skuId = normalizeApplicationNumber(id)
  if (!APPLICATION_NUMBER_PATTERN.test(skuId)) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE)
  return skuId
}

function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGE)
  }
  return header
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

  app.post('/create-application', { config: { successFlag: 'success' } }, async (request, reply) => {
    const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key'])
    const answer = (skuId: string) => ({
      success: true,
      message: 'Application created successfully',
      data: { sku_id: skuId },
    })
    // A repeated key answers the first result even if the body would no longer pass (its
    // arrival date may have passed while the request sat in an offline queue).
    const earlier = idempotencyKey && (await findSkuIdByIdempotencyKey(app.db, idempotencyKey))
    if (earlier) return reply.code(200).send(answer(earlier))

    const application = await validApplication(request.body)
    const location = await locateVisitor(request.ip)
    const { skuId, created } = await createApplication(app.db, application, {
      visitor: { ip: request.ip, ...location },
      idempotencyKey,
      at: new Date(app.now()).toISOString(),
    })
    return reply.code(created ? 201 : 200).send(answer(skuId))
  })

  app.put<ByNumber>('/update-application/:id', async (request) => {
    const skuId = applicationNumberParam(request.params.id)
    const application = await validApplication(request.body)
    const result = await updateApplication(app.db, skuId, application, new Date(app.now()).toISOString())
    if (result === 'not-found') throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE)
    if (result === 'paid') throw new HttpError(409, PAID_MESSAGE)
    if (result === 'fee-fields-locked') throw new HttpError(409, FEE_FIELDS_MESSAGE)
    return { status: true, message: 'Application updated successfully', data: { sku_id: skuId } }
  })

  app.get<ByNumber>('/View-application/:id', { onRequest: app.lookupRateLimit }, async (request) => {
    const record = await findApplicationRecord(app.db, applicationNumberParam(request.params.id))
    if (!record) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE)
    return { status: true, data: record }
  })
}
