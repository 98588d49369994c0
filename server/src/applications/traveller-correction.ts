import type { Kysely } from 'kysely'
import type { Database } from '../db/database'
import { appendAudit, onStatusChanged } from '../staff'

/**
 * The traveller changed an application the agency sent back (NEEDS_CORRECTION): it is back with
 * the agency as IN_REVIEW. Recorded on the back-office's audit trail and announced like any
 * status change, inside the caller's transaction.
 */
export async function recordTravellerCorrection(
  trx: Kysely<Database>,
  skuId: string,
  at: string,
): Promise<void> {
  await appendAudit(trx, {
    at,
    actor: 'traveller',
    action: 'status-change',
    applicationNumber: skuId,
    detail: 'NEEDS_CORRECTION → IN_REVIEW. Corrected by the traveller',
  })
  await onStatusChanged(trx, { skuId, from: 'NEEDS_CORRECTION', to: 'IN_REVIEW', reason: null, at })
}
