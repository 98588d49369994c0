// Loads a submitted application for /Preview/{id} and /Apply/{id}: from the server when it answers,
// else from this device's draft of it (ADR 003), so both screens open offline once the application
// was submitted here, and never wait for ever for a connection.
import type { ApplicationRecord } from '../../../../shared/application'
import { normalizeApplicationNumber } from '../../../../shared/application-number'
import { ApiError } from '../../lib/api'
import { applicationQueryOptions } from '../../lib/applications'
import { queryClient } from '../../lib/query-client'
import { type Draft, findDraftBySkuId } from '../drafts/draft-store'

export interface LoadedApplication {
  record: ApplicationRecord
  /** 'device': the server could not be asked, or changes made here wait to be sent. */
  source: 'server' | 'device'
  /** This device's draft of the application, when it was submitted here. */
  draft?: Draft
}

/**
 * The server's copy through React Query. 'offlineFirst' asks even when the browser says it is
 * offline (it can be wrong) instead of pausing, which would hang the route's loader; a retry is
 * worth it only with a connection, since a paused retry would hang it just the same.
 */
export function applicationQuery(id: string) {
  return {
    ...applicationQueryOptions(id),
    networkMode: 'offlineFirst' as const,
    retry: (failures: number, error: Error) =>
      failures < 2 && (error as { status?: number }).status === 0 && navigator.onLine,
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

export async function loadApplication(id: string): Promise<LoadedApplication> {
  const draft = await localDraft(id)
  // Changes made here and not yet sent: the server's copy is older than what the traveller sees.
  if (draft?.skuId && draft.syncState === 'queued') {
    return { record: draftToRecord(draft), source: 'device', draft }
  }
  try {
    const record = await queryClient.ensureQueryData(applicationQuery(id))
    return { record, source: 'server', draft }
  } catch (error) {
    if (draft?.skuId && error instanceof ApiError && error.isNetworkError) {
      return { record: draftToRecord(draft), source: 'device', draft }
    }
    throw error
  }
}
