// GET /push-key, POST and DELETE /push-subscriptions (README "Notifications"). A subscription is
// stored only for a device that holds the application's key, and only when its endpoint is on an
// allowed push service (push-origins.ts): the server never posts anywhere a browser tells it to.
import { ECDH } from 'node:crypto'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  PUSH_MESSAGES,
  type PushKeyResponse,
  type PushSubscriptionResponse,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
} from '../../../shared/push'
import { checkAccess } from '../access'
import { findApplicationBySkuId } from '../applications'
import { withImmediateTransaction } from '../db/transaction'
import { HttpError } from '../plugins/errors'
import { validateBody } from '../plugins/validation'
import { addSubscription, removeSubscription } from './push.repository'
import { isAllowedEndpoint } from './push-origins'

/** The device's key opens this application: 401 without one, 404 unknown, 403 another's. */
async function requireAccess(app: Parameters<FastifyPluginAsync>[0], skuId: string, request: FastifyRequest) {
  const access = await checkAccess(app.db, skuId, request)
  if (access === 'missing') throw new HttpError(401, PUSH_MESSAGES.keyMissing)
  const row = await findApplicationBySkuId(app.db, skuId)
  if (!row || row.purged_at !== null) throw new HttpError(404, PUSH_MESSAGES.applicationNotFound)
  if (access === 'wrong') throw new HttpError(403, PUSH_MESSAGES.keyWrong)
}

/** A P-256 public point the device can decrypt with; web-push would otherwise fail at every send. */
function isP256Point(base64url: string): boolean {
  try {
    // Throws unless the bytes are an uncompressed point on the curve.
    const point = Buffer.from(base64url, 'base64url')
    ECDH.convertKey(point, 'prime256v1', undefined, undefined, 'uncompressed')
    return point.length === 65
  } catch {
    return false
  }
}

export const pushRoutes: FastifyPluginAsync = async (app) => {
  app.get('/push-key', async (_request, reply) => {
    const { publicKey } = await app.push.vapidKeys()
    return reply.header('cache-control', 'no-cache').send({ publicKey } satisfies PushKeyResponse)
  })

  const limits = { onRequest: [app.lookupRateLimit, app.writeRateLimit] }

  app.post('/push-subscriptions', limits, async (request, reply) => {
    const body = validateBody(PushSubscriptionSchema, request.body)
    const skuId = body.sku_id
    await requireAccess(app, skuId, request)
    const { endpoint, keys } = body.subscription
    if (!isAllowedEndpoint(endpoint, app.push.settings.origins)) {
      throw new HttpError(400, PUSH_MESSAGES.endpointRefused)
    }
    if (!isP256Point(keys.p256dh)) throw new HttpError(400, PUSH_MESSAGES.badKeys)
    const at = new Date(app.now()).toISOString()
    const outcome = await withImmediateTransaction(app.db, (trx) =>
      addSubscription(trx, { skuId, endpoint, p256dh: keys.p256dh, auth: keys.auth, at }),
    )
    if (outcome === 'too-many') throw new HttpError(409, PUSH_MESSAGES.tooMany)
    return reply.code(201).send({
      status: true,
      message: 'Notifications are on for this device.',
    } satisfies PushSubscriptionResponse)
  })

  app.delete('/push-subscriptions', limits, async (request) => {
    const body = validateBody(PushUnsubscribeSchema, request.body)
    await requireAccess(app, body.sku_id, request)
    await withImmediateTransaction(app.db, (trx) =>
      removeSubscription(trx, body.sku_id, body.subscription.endpoint),
    )
    return {
      status: true,
      message: 'Notifications are off for this device.',
    } satisfies PushSubscriptionResponse
  })
}
