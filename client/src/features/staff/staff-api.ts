// Calls to the staff API (README, "Back-office"). The session is a cookie the browser sends on
// same-origin requests only; any 401 from a signed-in call means it has ended, and the staff area
// goes back to sign-in with SESSION_ENDED_MESSAGE.
import { messageOf } from '../../../../shared/api'
import type {
  MeAnswer,
  OkAnswer,
  SetupLinkAnswer,
  SignInAnswer,
  StaffListAnswer,
} from '../../../../shared/api-types'
import { type QueueQuery as ApiQueueQuery, STAFF_API } from '../../../../shared/staff'
import { ApiError, fetchJson } from '../../lib/api'
import { queryClient } from '../../lib/query-client'
import { endSession } from './session-store'
import type {
  ApplicationDetail,
  Enrolment,
  QueuePage,
  SetupInfo,
  StaffAccount,
  StaffMember,
  StaffRole,
} from './staff-types'

export const ME_QUERY_KEY = ['staff', 'me'] as const

interface CallOptions {
  method?: 'GET' | 'POST'
  json?: unknown
  form?: FormData
  signal?: AbortSignal
  /** Calls made before a session exists (setup, sign-in): a 401 there is a wrong answer, not an ended session. */
  anonymous?: boolean
}

async function staffCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  const { method = options.json !== undefined || options.form ? 'POST' : 'GET', json, form, signal } = options
  const { response, json: body } = await fetchJson(`${STAFF_API}${path}`, {
    method,
    signal,
    credentials: 'same-origin',
    headers: json === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  })
  if (response.status === 401 && !options.anonymous) {
    endSession()
    queryClient.setQueryData(ME_QUERY_KEY, null)
  }
  if (!response.ok || (body as { status?: unknown } | null)?.status === false) {
    throw new ApiError(response.status, messageOf(body, 'Something went wrong. Please try again.'), body)
  }
  return body as T
}

/** Who is signed in, or null when nobody is (a 401 is the normal signed-out answer here). */
export async function fetchMe(signal?: AbortSignal): Promise<StaffMember | null> {
  try {
    const body = await staffCall<MeAnswer>('/me', { signal, anonymous: true })
    return body.staff
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export async function signIn(email: string, password: string, code: string): Promise<StaffMember> {
  const body = await staffCall<SignInAnswer>('/sign-in', {
    json: { email, password, code },
    anonymous: true,
  })
  return body.staff
}

export async function signOut(): Promise<void> {
  await staffCall<OkAnswer>('/sign-out', { method: 'POST', json: {}, anonymous: true })
}

export function fetchSetup(token: string) {
  return staffCall<SetupInfo>(`/setup/${encodeURIComponent(token)}`, { anonymous: true })
}

export function choosePassword(token: string, password: string) {
  return staffCall<Enrolment>(`/setup/${encodeURIComponent(token)}/password`, {
    json: { password },
    anonymous: true,
  })
}

export function confirmSetup(token: string, code: string) {
  return staffCall<OkAnswer>(`/setup/${encodeURIComponent(token)}/confirm`, {
    json: { code },
    anonymous: true,
  })
}

/**
 * What the queue screen asks for: the API's query (shared/staff.ts), with the sort, direction and
 * filters left unset when the address has none (the server's default order: urgent arrivals first).
 */
export type QueueQuery = Pick<ApiQueueQuery, 'page' | 'pageSize'> &
  Partial<Omit<ApiQueueQuery, 'page' | 'pageSize'>>

export function queueSearchParams(query: Partial<QueueQuery>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  return params
}

export function fetchQueue(query: QueueQuery, signal?: AbortSignal) {
  return staffCall<QueuePage>(`/applications?${queueSearchParams(query)}`, { signal })
}

export function exportCsvUrl(query: Partial<QueueQuery>): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query
  return `${STAFF_API}/export.csv?${queueSearchParams(filters)}`
}

export function fetchApplicationDetail(number: string, signal?: AbortSignal) {
  return staffCall<ApplicationDetail>(`/applications/${encodeURIComponent(number)}`, { signal })
}

export interface StatusChange {
  status: string
  note: string
  reason?: string
  authorityReference?: string
  evisa?: File
}

export function changeStatus(number: string, change: StatusChange) {
  const form = new FormData()
  form.append('status', change.status)
  form.append('note', change.note)
  if (change.reason !== undefined) form.append('reason', change.reason)
  if (change.authorityReference !== undefined) form.append('authorityReference', change.authorityReference)
  if (change.evisa) form.append('evisa', change.evisa, change.evisa.name)
  return staffCall<ApplicationDetail>(`/applications/${encodeURIComponent(number)}/status`, { form })
}

/** A corrected eVisa for an approved application; the traveller is mailed it again. */
export function replaceEvisa(number: string, evisa: File, note: string) {
  const form = new FormData()
  form.append('note', note)
  form.append('evisa', evisa, evisa.name)
  return staffCall<ApplicationDetail>(`/applications/${encodeURIComponent(number)}/evisa`, { form })
}

export async function fetchStaffAccounts(signal?: AbortSignal): Promise<StaffAccount[]> {
  const body = await staffCall<StaffListAnswer>('/staff', { signal })
  return body.staff
}

export function addStaff(email: string, role: StaffRole) {
  return staffCall<SetupLinkAnswer>('/staff', { json: { email, role } })
}

export function disableStaff(id: StaffAccount['id']) {
  return staffCall<OkAnswer>(`/staff/${encodeURIComponent(String(id))}/disable`, { json: {} })
}

export function resetStaff(id: StaffAccount['id']) {
  return staffCall<SetupLinkAnswer>(`/staff/${encodeURIComponent(String(id))}/reset`, { json: {} })
}
