// Staff management, for admins only.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  AddStaffSchema,
  type OkAnswer,
  type SetupLinkAnswer,
  type StaffListAnswer,
} from '../../../shared/staff'
import { HttpError } from '../plugins/errors'
import { parseBody } from './auth.routes'
import { listStaff } from './staff.repository'
import { ownOrigin, requireAdmin, type SiteOptions, signedIn } from './staff-session'
import { addStaffMember, disableStaffMember, resetStaffMember, type TeamResult } from './team.service'

interface ById {
  Params: { id: string }
}

const STAFF_NOT_FOUND = 'No such member of staff.'
const ALREADY_EXISTS = 'This e-mail address already has an account.'
const NOT_YOURSELF = 'You cannot disable your own account.'

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

export const teamRoutes: FastifyPluginAsync<SiteOptions> = async (app, site) => {
  app.addHook('preHandler', requireAdmin)
  const context = (request: FastifyRequest) => ({
    actor: signedIn(request).email,
    now: app.now(),
    baseUrl: ownOrigin(request, site),
  })

  app.get('/staff', async (): Promise<StaffListAnswer> => ({ status: true, staff: await listStaff(app.db) }))

  app.post('/staff', async (request, reply) => {
    const member = parseBody(AddStaffSchema, request.body)
    const answer = setupLinkAnswer(await addStaffMember(app.db, member, context(request)))
    return reply.code(201).send(answer)
  })

  app.post<ById>('/staff/:id/reset', async (request) =>
    setupLinkAnswer(await resetStaffMember(app.db, idParam(request.params.id), context(request))),
  )

  app.post<ById>('/staff/:id/disable', async (request) => {
    const id = idParam(request.params.id)
    if (id === signedIn(request).id) throw new HttpError(409, NOT_YOURSELF)
    if ((await disableStaffMember(app.db, id, context(request))) === 'not-found') {
      throw new HttpError(404, STAFF_NOT_FOUND)
    }
    return { status: true } satisfies OkAnswer
  })
}
