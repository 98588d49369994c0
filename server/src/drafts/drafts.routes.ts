import type { FastifyPluginAsync } from 'fastify'
import { apiError } from '../../../shared/api'
import type {
  DraftConflictAnswer,
  DraftResponse,
  DraftSavedResponse,
  OkAnswer,
} from '../../../shared/api-types'
import { DraftIdSchema, DraftSaveSchema } from '../../../shared/draft'
import { HttpError } from '../plugins/errors'
import { validate, validateBody } from '../plugins/validation'
import { deleteDraft, findDraft, saveDraft } from './drafts.repository'

const DRAFT_NOT_FOUND_MESSAGE = 'Draft not found.'
const DRAFT_CONFLICT_MESSAGE = 'This draft was changed elsewhere.'

interface ByDraftId {
  Params: { draftId: string }
}

/** UUIDs are case-insensitive; one spelling per draft keeps one row per draft. */
function draftIdParam(draftId: string): string {
  return validate(DraftIdSchema, draftId).toLowerCase()
}

export const draftRoutes: FastifyPluginAsync = async (app) => {
  app.put<ByDraftId>(
    '/drafts/:draftId',
    { onRequest: [app.lookupRateLimit, app.writeRateLimit, app.diskGuard] },
    async (request, reply) => {
      const draftId = draftIdParam(request.params.draftId)
      const draft = validateBody(DraftSaveSchema, request.body)
      const result = await saveDraft(app.db, draftId, draft, new Date(app.now()).toISOString())
      if (!result.saved) {
        app.counters.syncConflicts.inc()
        return reply.code(409).send({
          ...apiError('status', DRAFT_CONFLICT_MESSAGE),
          draft: result.current,
        } satisfies DraftConflictAnswer)
      }
      const { version, updatedAt } = result.draft
      return { status: true, draftId, version, updatedAt } satisfies DraftSavedResponse
    },
  )

  app.get<ByDraftId>('/drafts/:draftId', { onRequest: app.lookupRateLimit }, async (request) => {
    const draftId = draftIdParam(request.params.draftId)
    const draft = await findDraft(app.db, draftId)
    if (!draft) throw new HttpError(404, DRAFT_NOT_FOUND_MESSAGE)
    return { status: true, draftId, ...draft } satisfies DraftResponse
  })

  app.delete<ByDraftId>('/drafts/:draftId', { onRequest: app.lookupRateLimit }, async (request) => {
    const deleted = await deleteDraft(app.db, draftIdParam(request.params.draftId))
    if (!deleted) throw new HttpError(404, DRAFT_NOT_FOUND_MESSAGE)
    return { status: true } satisfies OkAnswer
  })
}
