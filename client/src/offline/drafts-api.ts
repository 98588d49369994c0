// The drafts calls of docs/rules.md §2. The sync engine is their only caller.

import type { DraftResponse, DraftSavedResponse, OkAnswer } from '../../../shared/api-types'
import { apiRequest } from '../lib/api'
import type { DraftData } from './records'

const BASE = '/api/srilanka/drafts'

export interface SavedDraft {
  version: number
  updatedAt: string
}

function draftPath(draftId: string) {
  return `${BASE}/${encodeURIComponent(draftId)}`
}

/** Stores `data` as `version`; a stale version answers 409 with the server's copy in `body.draft`. */
export async function putDraft(draftId: string, data: DraftData, version: number): Promise<SavedDraft> {
  const body = await apiRequest<DraftSavedResponse>(draftPath(draftId), {
    method: 'PUT',
    body: { data, version },
  })
  return { version: body.version, updatedAt: body.updatedAt }
}

/** The server's copy; its data is what this client put, so it reads as the client's draft data. */
export async function getServerDraft(draftId: string) {
  return apiRequest<Omit<DraftResponse, 'data'> & { data: DraftData }>(draftPath(draftId))
}

export async function deleteServerDraft(draftId: string): Promise<void> {
  await apiRequest<OkAnswer>(draftPath(draftId), { method: 'DELETE' })
}
