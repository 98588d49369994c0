// While the server closes (SIGTERM, see server.ts), requests already being served finish; a new
// request that still reaches it on a kept-alive connection is told to come back, in the API's error
// shape, and its connection is closed so the client reconnects to whatever replaces this process.
// Fastify's own 503 for this case (return503OnClosing) has neither Retry-After nor our shape, so
// buildApp turns it off and this hook answers instead.
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { apiError } from '../../../shared/api'
import { successFlagOf } from '../plugins/errors'

export const CLOSING_MESSAGE = 'The service is restarting. Please try again in a moment.'
export const CLOSING_RETRY_AFTER_SECONDS = 5

const refuseRequestsWhileClosing: FastifyPluginAsync = async (app) => {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  // Callback style, and done() is not called after answering: that ends the request here for
  // certain. (An async hook that returns the reply lets Fastify move on as soon as it resolves,
  // which can be before the answer is finished, and the route would then run behind the 503.)
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done()
    reply
      .code(503)
      .header('retry-after', String(CLOSING_RETRY_AFTER_SECONDS))
      .send(apiError(successFlagOf(request), CLOSING_MESSAGE))
  })
  // A callback hook: every answer passes here, and there is nothing to wait for.
  app.addHook('onSend', (_request, reply, payload, done) => {
    // Also for answers to requests that were in flight when closing began.
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
}

export const closingPlugin = fp(refuseRequestsWhileClosing, { name: 'closing', fastify: '5.x' })
