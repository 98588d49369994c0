import type { Kysely } from 'kysely'
import type { ApplicationStatus } from '../../../shared/application-status'
import type { Database } from '../db/database'
import { queueStatusMail } from '../mail'
import { queuePushForStatusChange } from '../push'

export interface StatusChangedEvent {
  skuId: string
  from: ApplicationStatus
  to: ApplicationStatus
  /** The reason the traveller reads (NEEDS_CORRECTION, REJECTED), else null. */
  reason: string | null
  /** ISO time of the change: with the status, it makes the mail's event unique. */
  at: string
}

/**
 * Runs inside the transaction that changes an application's status, by staff or by the
 * traveller's correction, so the traveller's mail (correction needed, approved with the eVisa,
 * rejected) is queued exactly when the change commits, and never without it, with a push message
 * to each of the traveller's devices that asked for one. The caller wakes the mail and push
 * senders after the commit.
 */
export async function onStatusChanged(trx: Kysely<Database>, event: StatusChangedEvent): Promise<void> {
  await queueStatusMail(trx, { skuId: event.skuId, status: event.to, reason: event.reason, at: event.at })
  await queuePushForStatusChange(trx, { skuId: event.skuId, status: event.to, at: event.at })
}
