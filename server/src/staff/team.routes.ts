// Staff management, for admins only.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  AddStaffSchema,
  type OkAnswer,
  type SetupLinkAnswer,
  type StaffListAnswer,
} from '../../../shared/staff'
import { HttpError } from '../plugins/errors'
import { appendAudit } from './audit.repository'
import { parseBody } from './auth.routes'
import { findStaffById, listStaff } from './staff.repository'
import { requireAdmin, type SiteOptions, signedIn } from './staff-session'
import { addStaffMember, disableStaffMember, resetStaffMember, type TeamResult } from './team.service'

interface ById {
  Params: { id: string }
}

const STAFF_NOT_FOUND = 'No such member of staff.'
const ALREADY_EXISTS = 'This e-mail address already has an account.'
const NOT_YOURSELF = 'You cannot disable your own account.'
export const NO_PUBLIC_URL =
  "Setup links need PUBLIC_URL, the site's address as browsers see it (https://...). Ask whoever runs the server to set it."
export const ADMIN_RESET_FROM_COMMAND_LINE =
  'An administrator account is reset on the server, with `npm run staff -- reset <email>`, so no single signed-in admin can take over another.'

export interface TeamRoutesOptions extends SiteOptions {
  /**
   * Where setup links point when PUBLIC_URL is unset: http://HOST:PORT in development. Never the
   * request's Host header, which the caller writes. Unset as well (production without
   * PUBLIC_URL): adding and resetting staff answer 503 saying what to set.
   */
  linkFallback?: string
}

function idParam(value: string): number {
  const id = Number(value)
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, STAFF_NOT_FOUND)
  return id
}

function setupLinkAnswer(result: TeamResult): SetupLinkAnswer {
  if (result.outcome === 'exists') throw new HttpError(409, ALREADY_EXISTS)
  if (result.outcome === 'not-found') throw new HttpError(404, STAFF_NOT_FOUND)
  return { status: true, setupUrl: result.setupUrl }
}

export const teamRoutes: FastifyPluginAsync<TeamRoutesOptions> = async (app, site) => {
  app.addHook('preHandler', requireAdmin)
  const baseUrl = site.publicUrl ?? site.linkFallback
  const context = (request: FastifyRequest) => {
    if (!baseUrl) throw new HttpError(503, NO_PUBLIC_URL)
    return { actor: signedIn(request).email, now: app.now(), baseUrl }
  }

  app.get('/staff', async (): Promise<StaffListAnswer> => ({ status: true, staff: await listStaff(app.db) }))

  app.post('/staff', async (request, reply) => {
    const member = parseBody(AddStaffSchema, request.body)
    const answer = setupLinkAnswer(await addStaffMember(app.db, member, context(request)))
    return reply.code(201).send(answer)
  })

  app.post<ById>('/staff/:id/reset', async (request) => {
    const id = idParam(request.params.id)
    const target = await findStaffById(app.db, id)
    if (target?.role === 'admin') {
      // A reset hands out a link that sets the account's password: between admins, that would
      // let one signed-in admin (or whoever took their session) take over every other.
      await appendAudit(app.db, {
        at: new Date(app.now()).toISOString(),
        actor: signedIn(request).email,
        action: 'staff-reset',
        detail: `${target.email}: refused, an administrator is reset from the command line`,
      })
      throw new HttpError(403, ADMIN_RESET_FROM_COMMAND_LINE)
    }
    return setupLinkAnswer(await resetStaffMember(app.db, id, context(request)))
  })

  app.post<ById>('/staff/:id/disable', async (request) => {
    const id = idParam(request.params.id)
    if (id === signedIn(request).id) throw new HttpError(409, NOT_YOURSELF)
    if ((await disableStaffMember(app.db, id, context(request))) === 'not-found') {
      throw new HttpError(404, STAFF_NOT_FOUND)
    }
    return { status: true } satisfies OkAnswer
  })
}
