// /Apply?reuse=<token>: the one-time link from the "Applied before?" mail. The token is spent at once
// (it works once), its details become a NEW draft on this device, and the address loses the token.
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { ReuseLinkResponse } from '../../../../shared/api-types'
import { REUSE_LINK_INVALID } from '../../../../shared/mail-requests'
import { toast } from '../../components/toast'
import { ApiError, apiRequest } from '../../lib/api'
import { createDraft } from '../drafts'

export const REUSE_FILLED_MESSAGE =
  'We started a new application with your details from before. Check them, then add this trip.'

// One request per token even when an effect runs twice (StrictMode) or the page re-renders.
const opening = new Map<string, Promise<string | undefined>>()

async function openDraftFromLink(token: string): Promise<string | undefined> {
  try {
    const { data } = await apiRequest<ReuseLinkResponse>(
      `/api/srilanka/returning-applicant/${encodeURIComponent(token)}`,
      { method: 'POST', body: {} },
    )
    const draft = await createDraft(data)
    toast.success(REUSE_FILLED_MESSAGE)
    return draft.id
  } catch (error) {
    toast.error(
      error instanceof ApiError && error.status === 404 ? REUSE_LINK_INVALID : (error as Error).message,
    )
    return undefined
  }
}

export function OpenReuseLink({ token }: { token: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    let promise = opening.get(token)
    if (!promise) {
      promise = openDraftFromLink(token)
      opening.set(token, promise)
    }
    let cancelled = false
    void promise.then((draftId) => {
      if (cancelled) return
      void navigate({ to: '/Apply', search: draftId ? { draft: draftId } : {}, replace: true })
    })
    return () => {
      cancelled = true
    }
  }, [token, navigate])
  return (
    <article>
      <h1>Apply for a Sri Lanka eVisa</h1>
      <p className="notice" role="status">
        Opening your details...
      </p>
    </article>
  )
}
