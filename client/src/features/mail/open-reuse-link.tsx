// /Apply?reuse=<token>: the one-time link from the "Applied before?" mail. The token is spent at once
// (it works once), its details become a NEW draft on this device, and the address loses the token.
// The mail stays in the inbox, so the same link is often opened again: this device remembers which
// draft a link made (by the token's SHA-256, never the token) and opens that draft again instead of
// saying the link has expired over a form it filled.
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { ReuseLinkResponse } from '../../../../shared/api-types'
import { REUSE_LINK_INVALID } from '../../../../shared/mail-requests'
import { toast } from '../../components/toast'
import { ApiError, apiRequest } from '../../lib/api'
import { createDraft, getDraft } from '../../offline'

export const REUSE_FILLED_MESSAGE =
  'We started a new application with your details from before. Check them, then add this trip.'
export const REUSE_ALREADY_OPEN_MESSAGE =
  'This link was already opened on this device: here is the application it filled, as you left it.'

const OPENED_LINKS_KEY = 'evisa-reuse-links'

async function tokenDigest(token: string): Promise<string | undefined> {
  try {
    const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
    return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
  } catch {
    // No SubtleCrypto (an insecure origin): the link simply is not remembered.
    return undefined
  }
}

function openedLinks(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OPENED_LINKS_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

function rememberLink(digest: string | undefined, draftId: string) {
  if (!digest) return
  try {
    localStorage.setItem(OPENED_LINKS_KEY, JSON.stringify({ ...openedLinks(), [digest]: draftId }))
  } catch {
    // Storage full or blocked: opening the link again then says it was used, as before.
  }
}

/** The draft this device made from the link before, while it still has it. */
async function draftFromBefore(digest: string | undefined): Promise<string | undefined> {
  const draftId = digest ? openedLinks()[digest] : undefined
  if (!draftId) return undefined
  const draft = await getDraft(draftId).catch(() => undefined)
  return draft?.id
}

// One request per token even when an effect runs twice (StrictMode) or the page re-renders.
const opening = new Map<string, Promise<string | undefined>>()

async function openDraftFromLink(token: string): Promise<string | undefined> {
  const digest = await tokenDigest(token)
  const before = await draftFromBefore(digest)
  if (before) {
    toast.info(REUSE_ALREADY_OPEN_MESSAGE)
    return before
  }
  try {
    const { data } = await apiRequest<ReuseLinkResponse>(
      `/api/srilanka/returning-applicant/${encodeURIComponent(token)}`,
      { method: 'POST', body: {} },
    )
    const draft = await createDraft(data)
    rememberLink(digest, draft.id)
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
