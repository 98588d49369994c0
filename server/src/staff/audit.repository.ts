// The audit trail: appended to, read, never changed. There is deliberately no update or delete
// here, and no other module touches staff_audit (a test walks every route to show it).
import type { Kysely } from 'kysely'
import type { AuditAction, AuditEntry } from '../../../shared/staff'
import type { Database } from '../db/database'

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
