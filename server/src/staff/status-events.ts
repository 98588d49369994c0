import type { Kysely } from 'kysely'
import type { ApplicationStatus } from '../../../shared/application-status'
import type { Database } from '../db/database'

export interface StatusChangedEvent {
  skuId: string
  from: ApplicationStatus
  to: ApplicationStatus
  /** The reason the traveller reads (NEEDS_CORRECTION, REJECTED), else null. */
  reason: string | null
}

/**
 * Runs inside the transaction that changes an application's status, by staff or by the
 * traveller's correction. The e-mail outbox hooks in here, so a mail is queued exactly when the
 * change commits; until then it does nothing.
 */
export async function onStatusChanged(_trx: Kysely<Database>, _event: StatusChangedEvent): Promise<void> {}
