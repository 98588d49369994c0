import type { FastifyPluginAsync } from 'fastify'
import { ContactMessageSchema } from '../../../shared/contact'
import { validateBody } from '../plugins/validation'
import { saveContactMessage } from './contact.repository'

const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.'

export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/createContactUS',
    { config: { successFlag: 'success' }, onRequest: [app.writeRateLimit, app.diskGuard] },
    async (request, reply) => {
      const message = validateBody(ContactMessageSchema, request.body)
      await saveContactMessage(app.db, message, new Date(app.now()).toISOString())
      return reply.code(201).send({ success: true, message: CONTACT_THANKS })
    },
  )
}
