// Who is calling: the session cookie, its two time limits, and the cross-site guard that every
// staff call passes first.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { STAFF_API, STAFF_MESSAGES, type StaffRole } from '../../../shared/staff'
import { HttpError } from '../plugins/errors'
import { tokenHash } from './credentials'
import { deleteSession, findLiveSession, touchSession } from './staff.repository'

export const SESSION_COOKIE = 'evisa_staff'
export const SESSION_ABSOLUTE_MS = 8 * 3600 * 1000
export const SESSION_IDLE_MS = 30 * 60 * 1000
// Activity is written at most this often: the idle limit is exact to within it, and a busy
// member of staff does not cost a durable write per call.
const TOUCH_EVERY_MS = 60 * 1000

export interface SignedInStaff {
  id: number
  email: string
  role: StaffRole
  tokenHash: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff session hook on every staff route that needs a session. */
    staff?: SignedInStaff
  }
}

export interface SiteOptions {
  /** PUBLIC_URL: the site's address as browsers see it, when a proxy stands in front. */
  publicUrl?: string
}

/** This site's origin as the browser sees it: PUBLIC_URL's, else the request's own. */
export function ownOrigin(request: FastifyRequest, { publicUrl }: SiteOptions): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`
}

export function isHttps(request: FastifyRequest, { publicUrl }: SiteOptions): boolean {
  return request.protocol === 'https' || Boolean(publicUrl?.startsWith('https:'))
}

const SAFE_METHODS = new Set(['GET', 'HEAD'])

/**
 * Refuses requests another site made the browser send (CSRF). Browsers send Origin on every
 * cross-origin request and on same-origin POSTs, and Sec-Fetch-Site on all of them, so a
 * state-changing call must prove it came from this origin with one of the two.
 */
export function refuseCrossSite(request: FastifyRequest, site: SiteOptions): void {
  const origin = request.headers.origin
  const fetchSite = request.headers['sec-fetch-site']
  const own = ownOrigin(request, site)
  if (fetchSite === 'cross-site' || (origin !== undefined && origin !== own)) {
    throw new HttpError(403, STAFF_MESSAGES.crossSite)
  }
  if (!SAFE_METHODS.has(request.method) && origin !== own && fetchSite !== 'same-origin') {
    throw new HttpError(403, STAFF_MESSAGES.crossSite)
  }
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const [name, ...value] = pair.trim().split('=')
    if (name === SESSION_COOKIE) return value.join('=') || undefined
  }
  return undefined
}

function cookie(request: FastifyRequest, site: SiteOptions, value: string, maxAgeSeconds: number): string {
  const secure = isHttps(request, site) ? '; Secure' : ''
  return `${SESSION_COOKIE}=${value}; Path=${STAFF_API}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  site: SiteOptions,
  token: string,
) {
  reply.header('set-cookie', cookie(request, site, token, SESSION_ABSOLUTE_MS / 1000))
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, site: SiteOptions) {
  reply.header('set-cookie', cookie(request, site, '', 0))
}

/** onRequest hook: a live session, else 401 (and the dead cookie is cleared). */
export function requireSession(app: FastifyInstance, site: SiteOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = readSessionToken(request)
    const now = app.now()
    const at = new Date(now).toISOString()
    const hash = token && tokenHash(token)
    const session = hash
      ? await findLiveSession(app.db, hash, at, new Date(now - SESSION_IDLE_MS).toISOString())
      : undefined
    if (!hash || !session) {
      if (token) {
        if (hash) await deleteSession(app.db, hash)
        clearSessionCookie(request, reply, site)
      }
      throw new HttpError(401, STAFF_MESSAGES.signInRequired)
    }
    if (Date.parse(session.last_seen_at) <= now - TOUCH_EVERY_MS) await touchSession(app.db, hash, at)
    request.staff = { id: session.id, email: session.email, role: session.role, tokenHash: hash }
  }
}

export function signedIn(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new HttpError(401, STAFF_MESSAGES.signInRequired)
  return request.staff
}

/** preHandler for admin-only calls. */
export async function requireAdmin(request: FastifyRequest) {
  if (signedIn(request).role !== 'admin') throw new HttpError(403, STAFF_MESSAGES.adminOnly)
}
