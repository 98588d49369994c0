// robots.txt: the client's own file (client/public/robots.txt, when a build is served) with the
// back-office added, so search engines never list /staff whatever the client's file says.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyPluginAsync } from 'fastify'

const STAFF_RULE = 'Disallow: /staff'
const FALLBACK = 'User-agent: *\nDisallow: /api/\nDisallow: /uploads/\n'

export function robotsText(clientDir: string | false): string {
  const file = clientDir ? join(clientDir, 'robots.txt') : undefined
  const base = file && existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK
  if (base.split('\n').some((line) => line.trim() === STAFF_RULE)) return base
  return `${base.replace(/\n*$/, '\n')}${STAFF_RULE}\n`
}

/** GET /robots.txt. Encapsulated: it adds a route and nothing else. */
export const robotsPlugin: FastifyPluginAsync<{ clientDir: string | false }> = async (app, { clientDir }) => {
  const text = robotsText(clientDir)
  app.get('/robots.txt', (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-cache').send(text),
  )
}
