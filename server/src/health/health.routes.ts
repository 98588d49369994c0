import type { FastifyPluginAsync } from 'fastify'
import { pingDatabase } from './health.repository'

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // buildApp migrates before any route exists, so a database that answers is a migrated one.
  app.get('/health', async () => {
    await pingDatabase(app.db)
    return { status: 'ok' }
  })
}
