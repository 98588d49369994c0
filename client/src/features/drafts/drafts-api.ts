// The drafts calls of docs/rules.md §2. The sync engine is their only caller.

import { apiRequest } from '../../lib/api'
import type { DraftData } from '../../lib/idb'

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
  const body = await apiRequest<{ status: true; draftId: string; version: number; updatedAt: string }>(
    draftPath(draftId),
    { method: 'PUT', body: { data, version } },
  )
  return { version: body.version, updatedAt: body.updatedAt }
}

export async function getServerDraft(draftId: string) {
  return apiRequest<{ status: true; data: DraftData; version: number; updatedAt: string }>(draftPath(draftId))
}

export async function deleteServerDraft(draftId: string): Promise<void> {
  await apiRequest<{ status: true }>(draftPath(draftId), { method: 'DELETE' })
}
