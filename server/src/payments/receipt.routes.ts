// GET /receipt/{number}: the receipt of a paid application, to a device holding its key and to
// nobody else (README, "Who can see what"). The device that paid keeps the receipt from the
// capture's answer; when that answer was lost on the way back (the payment went through, the
// connection did not), the success page asks here instead of saying it holds none.
import type { FastifyPluginAsync } from 'fastify'
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from '../../../shared/application-number'
import { RECEIPT_MESSAGES, type ReceiptResponse } from '../../../shared/payments'
import { checkAccess } from '../access'
import { findApplicationBySkuId } from '../applications'
import { HttpError } from '../plugins/errors'
import { findCompletedCaptureOfApplication, findOrderItems } from './payments.repository'

export const receiptRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/receipt/:id',
    { onRequest: app.lookupRateLimit },
    async (request): Promise<ReceiptResponse> => {
      const skuId = normalizeApplicationNumber(request.params.id)
      if (!APPLICATION_NUMBER_PATTERN.test(skuId))
        throw new HttpError(404, RECEIPT_MESSAGES.applicationNotFound)
      const access = await checkAccess(app.db, skuId, request)
      if (access === 'missing') throw new HttpError(401, RECEIPT_MESSAGES.keyMissing)
      // Whether a number exists is public already (View-application answers 404); whether and how
      // it was paid is told only to its key holder.
      const row = await findApplicationBySkuId(app.db, skuId)
      if (!row || row.purged_at !== null) throw new HttpError(404, RECEIPT_MESSAGES.applicationNotFound)
      if (access === 'wrong') throw new HttpError(403, RECEIPT_MESSAGES.keyWrong)
      const capture =
        row.payment_status === 'COMPLETED'
          ? await findCompletedCaptureOfApplication(app.db, skuId)
          : undefined
      if (!capture) throw new HttpError(404, RECEIPT_MESSAGES.notPaid)
      return {
        status: true,
        data: {
          sku_id: skuId,
          visaType: row.visa_type,
          captureId: capture.capture_id,
          amount: capture.amount,
          currency: capture.currency,
          paid_at: capture.captured_at,
          email: row.email ?? '',
          items: await findOrderItems(app.db, capture.paypal_order_id),
        },
      }
    },
  )
}
