import type { FastifyPluginAsync } from 'fastify'
import { apiError } from '../../../shared/api'
import { isMigrated } from '../db/migrate'
import { pingDatabase } from './health.repository'

/** Why a server is not ready, as GET /api/ready names it: nothing about any traveller. */
type NotReady = 'database-unavailable' | 'database-not-migrated' | 'disk-space-low' | 'under-pressure'

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Liveness: the process answers and its database does. buildApp migrates before any route
  // exists, so a database that answers here was migrated at start.
  app.get('/health', async () => {
    await pingDatabase(app.db)
    return { status: 'ok' }
  })

  // Readiness, for a load balancer: send this server traffic only while it can serve it. 503
  // while the database does not answer or lacks a migration this code needs (another server of
  // an older version restored it, say), while the disk guard refuses writes, and while the server
  // sheds load (under-pressure also answers this route 503 itself then).
  app.get('/ready', async (_request, reply) => {
    const reasons: NotReady[] = []
    try {
      if (!(await isMigrated(app.db))) reasons.push('database-not-migrated')
    } catch {
      reasons.push('database-unavailable')
    }
    if (await app.diskSpaceLow()) reasons.push('disk-space-low')
    if (app.isUnderPressure()) reasons.push('under-pressure')
    if (reasons.length === 0) return { status: 'ok' }
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ ...apiError('status', 'This server is not ready to serve requests.'), reasons })
  })
}
