// The back-office API under /api/staff (README, "Back-office"). Every call first passes the
// cross-site guard, then needs a live session unless its route is marked staffPublic (setting up
// an account, signing in).
import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import { MAX_UPLOAD_BYTES } from '../../../shared/limits'
import { authRoutes } from './auth.routes'
import { reviewRoutes } from './review.routes'
import { refuseCrossSite, requireSession, type SiteOptions } from './staff-session'
import { teamRoutes } from './team.routes'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff call that needs no session. */
    staffPublic?: boolean
  }
}

export interface StaffRoutesOptions extends SiteOptions {
  uploadsDir: string
  /** Encrypts TOTP secrets at rest. */
  secret: string
  paymentMode: string
  /** Setup links' start when PUBLIC_URL is unset (development): team.routes.ts. */
  linkFallback?: string
}

export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (app, options) => {
  // Only the status form sends multipart (the eVisa PDF); the file limit truncates so the route
  // can answer "too large" and remove what was written.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 5, headerPairs: 50 },
  })
  const session = requireSession(app, { publicUrl: options.publicUrl })
  app.addHook('onRequest', async (request, reply) => {
    refuseCrossSite(request, options)
    if (!request.routeOptions.config.staffPublic) await session(request, reply)
  })
  const site = { publicUrl: options.publicUrl }
  await app.register(authRoutes, { ...site, secret: options.secret })
  await app.register(reviewRoutes, { uploadsDir: options.uploadsDir, paymentMode: options.paymentMode })
  await app.register(teamRoutes, { ...site, linkFallback: options.linkFallback })
}
