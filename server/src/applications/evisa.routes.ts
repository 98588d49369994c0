// GET /evisa/{number}: the approved eVisa, to a device holding the application's key and to nobody
// else (README, "Who can see what"). The number alone is public (it travels in e-mails and PayPal
// records), so it opens nothing here.
import type { FastifyPluginAsync } from 'fastify'
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from '../../../shared/application-number'
import { EVISA_MESSAGES, evisaDownloadName } from '../../../shared/evisa'
import { checkAccess } from '../access'
import { sendUpload } from '../files/send-upload'
import { HttpError } from '../plugins/errors'
import { findUpload } from '../uploads'
import { findApplicationBySkuId } from './applications.repository'

export const evisaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/evisa/:id',
    { onRequest: app.lookupRateLimit },
    async (request, reply) => {
      const skuId = normalizeApplicationNumber(request.params.id)
      if (!APPLICATION_NUMBER_PATTERN.test(skuId))
        throw new HttpError(404, EVISA_MESSAGES.applicationNotFound)
      const access = await checkAccess(app.db, skuId, request)
      if (access === 'missing') throw new HttpError(401, EVISA_MESSAGES.keyMissing)
      // Whether a number exists is public already (View-application answers 404), so saying so
      // here reveals nothing more; whether it is approved is told only to its key holder.
      const row = await findApplicationBySkuId(app.db, skuId)
      if (!row || row.purged_at !== null) throw new HttpError(404, EVISA_MESSAGES.applicationNotFound)
      if (access === 'wrong') throw new HttpError(403, EVISA_MESSAGES.keyWrong)
      if (row.application_status !== 'APPROVED' || !row.evisa_filename) {
        throw new HttpError(404, EVISA_MESSAGES.notIssued)
      }
      const upload = await findUpload(app.db, row.evisa_filename)
      if (!upload) throw new HttpError(404, EVISA_MESSAGES.notIssued)
      return sendUpload(reply, app.files, upload, { download: true, downloadName: evisaDownloadName(skuId) })
    },
  )
}
