// Serves the built PWA. Hashed files under /assets/ never change, so browsers keep them for a
// year; the shell files must be revalidated so a new version is picked up.
import { join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const NOT_SPA_PATHS = /^\/(api|uploads)(\/|$)/

export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    // Routes for the files present at start, so unknown paths reach the SPA fallback below
    // rather than a static 404.
    wildcard: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, path) => {
      const immutable = path.startsWith(join(clientDir, 'assets') + sep)
      reply.header('cache-control', immutable ? IMMUTABLE : REVALIDATE)
    },
  })

  // Client-side routes (/Apply, /Preview/{id}, ...) exist only in the SPA: a browser asking for a
  // page gets the shell; API clients and scripts get the JSON 404.
  app.get('/*', (request, reply) => {
    const wantsPage = request.headers.accept?.includes('text/html') ?? false
    if (!wantsPage || NOT_SPA_PATHS.test(request.url)) return reply.callNotFound()
    return reply.header('cache-control', REVALIDATE).sendFile('index.html')
  })
}
