import type { FastifyPluginAsync } from 'fastify'
import type { ContactResponse } from '../../../shared/api-types'
import { ContactMessageSchema } from '../../../shared/contact'
import { idempotencyKeyOf, validateBody } from '../plugins/validation'
import { saveContactMessage } from './contact.repository'

const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.'

export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/createContactUS',
    { config: { successFlag: 'success' }, onRequest: [app.writeRateLimit, app.diskGuard] },
    async (request, reply) => {
      const clientKey = idempotencyKeyOf(request.headers['idempotency-key'])
      const message = validateBody(ContactMessageSchema, request.body)
      // A device that sends a queued message again (its first answer lost) stores and mails it once.
      await saveContactMessage(app.db, message, {
        at: new Date(app.now()).toISOString(),
        agencyEmail: app.mail.settings.agencyEmail,
        clientKey,
      })
      app.mail.wake()
      return reply.code(201).send({ success: true, message: CONTACT_THANKS } satisfies ContactResponse)
    },
  )
}
