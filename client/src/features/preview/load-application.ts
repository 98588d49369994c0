// Loads a submitted application for /Preview/{id} and /Apply/{id}: from the server when it answers,
// else from this device's draft of it (ADR 003), so both screens open offline once the application
// was submitted here, and never wait for ever for a connection. The server answers the full
// record only to a device holding the application's key; any other device is asked the passport
// number and date of birth first (the answer is `locked`; see docs/device-access.md).

import type { ApplicationRecord } from '../../../../shared/application'
import { normalizeApplicationNumber } from '../../../../shared/application-number'
import type { GroupMember } from '../../../../shared/groups'
import { deleteAccessKey, getAccessKey } from '../../lib/access-keys'
import { ApiError } from '../../lib/api'
import { applicationQueryOptions, isFullApplication } from '../../lib/applications'
import { queryClient } from '../../lib/query-client'
import { type Draft, findDraftBySkuId, getConnectivity } from '../../offline'

export interface LoadedApplication {
  locked?: false
  record: ApplicationRecord
  /** The members of its group as the server lists them to a key holder (none offline or alone). */
  group?: GroupMember[]
  /** 'device': the server could not be asked, or changes made here wait to be sent. */
  source: 'server' | 'device'
  /** This device's draft of the application, when it was submitted here. */
  draft?: Draft
}

/** This device may not open the application yet: it has no key, or the server refused it. */
export interface LockedApplication {
  locked: true
  skuId: string
  /** The server could not be asked: the passport questions need a connection. */
  offline: boolean
}

/**
 * The server's copy through React Query. 'offlineFirst' asks even when the browser says it is
 * offline (it can be wrong) instead of pausing, which would hang the route's loader; a retry is
 * worth it only with a connection, since a paused retry would hang it just the same.
 */
export function applicationQuery(id: string): ReturnType<typeof applicationQueryOptions> & {
  networkMode: 'offlineFirst'
  retry: (failures: number, error: Error) => boolean
} {
  return {
    ...applicationQueryOptions(id),
    networkMode: 'offlineFirst' as const,
    retry: (failures: number, error: Error) =>
      failures < 2 && (error as { status?: number }).status === 0 && getConnectivity().isOnline(),
  }
}

/** The application as this device's draft holds it, shaped as View-application answers it. */
export function draftToRecord(draft: Draft): ApplicationRecord {
  const data = draft.data as Record<string, unknown>
  const children = Array.isArray(data.children) ? (data.children as Record<string, unknown>[]) : []
  return {
    ...data,
    children: children.map((child) => ({ ...child, child_surname: child.child_surnane ?? '' })),
    sku_id: draft.skuId ?? '',
    payment_status: draft.syncState === 'paid' ? 'COMPLETED' : 'UNPAID',
    created_at: new Date(draft.submittedAt ?? draft.createdAt).toISOString(),
    updated_at: new Date(draft.updatedAt).toISOString(),
  } as unknown as ApplicationRecord
}

async function localDraft(id: string): Promise<Draft | undefined> {
  try {
    return await findDraftBySkuId(normalizeApplicationNumber(id))
  } catch {
    // No IndexedDB (private mode, another tab upgrading it): the server alone decides.
    return undefined
  }
}

export async function loadApplication(id: string): Promise<LoadedApplication | LockedApplication> {
  const skuId = normalizeApplicationNumber(id)
  const draft = await localDraft(skuId)
  // Changes made here and not yet sent: the server's copy is older than what the traveller sees.
  if (draft?.skuId && draft.syncState === 'queued') {
    return { record: draftToRecord(draft), source: 'device', draft }
  }
  const key = await getAccessKey(skuId)
  try {
    const query = applicationQuery(skuId)
    let view = await queryClient.ensureQueryData(query)
    // The summary cached by a look-up made before this device had the key.
    if (!isFullApplication(view) && key) view = await queryClient.fetchQuery({ ...query, staleTime: 0 })
    if (isFullApplication(view)) {
      return { record: view, source: 'server', draft, ...(view.group ? { group: view.group } : {}) }
    }
    // Without a key, or with one the server no longer accepts (forgotten, so it is asked afresh).
    if (key) await deleteAccessKey(skuId)
    return { locked: true, skuId, offline: false }
  } catch (error) {
    const offline = error instanceof ApiError && error.isNetworkError
    // This device's own copy of an application it submitted.
    if (draft?.skuId && offline) return { record: draftToRecord(draft), source: 'device', draft }
    if (!key && offline) return { locked: true, skuId, offline: true }
    throw error
  }
}
