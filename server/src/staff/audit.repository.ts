// The audit trail: appended to, read, never changed. There is deliberately no update or delete
// here, and no other module touches staff_audit (a test walks every route to show it).
import type { Kysely } from 'kysely'
import type { AuditAction, AuditEntry } from '../../../shared/staff'
import type { Database } from '../db/database'
import { isPostgres } from '../db/dialect'
import { withImmediateTransaction } from '../db/transaction'

export interface NewAuditEntry {
  at: string
  actor: string
  action: AuditAction
  applicationNumber?: string
  detail?: string
}

export async function appendAudit(db: Kysely<Database>, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      application_number: entry.applicationNumber ?? null,
      detail: entry.detail ?? '',
    })
    .execute()
}

/**
 * An entry that is a write of its own, not part of a caller's transaction (a look at the queue, an
 * opening): still stored before the caller answers. On SQLite it joins the writes committing
 * together (db/transaction.ts), so staff paging at the same moment share one flush of the log
 * instead of each waiting for its own: alone, the insert's commit cost about 0.3 ms of CPU and
 * 0.4 ms of the request loop (a synchronous fsync), more than the queue page it records
 * (docs/performance.md). On PostgreSQL a single insert commits by itself.
 */
export function recordAudit(db: Kysely<Database>, entry: NewAuditEntry): Promise<void> {
  if (isPostgres(db)) return appendAudit(db, entry)
  return withImmediateTransaction(db, (trx) => appendAudit(trx, entry))
}

/** Newest first. */
export async function auditOfApplication(
  db: Kysely<Database>,
  applicationNumber: string,
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('staff_audit')
    .select(['at', 'actor', 'action', 'detail'])
    .where('application_number', '=', applicationNumber)
    .orderBy('id', 'desc')
    .execute()
  return rows
}
