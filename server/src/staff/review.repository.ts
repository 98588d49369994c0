// One application as staff see it, and the status change with everything it writes.
import type { Kysely } from 'kysely'
import { type ApplicationStatus, canMoveStatus } from '../../../shared/application-status'
import type { StatusChange } from '../../../shared/staff'
import { findApplicationBySkuId, findApplicationForUpdate, findApplicationRecord } from '../applications'
import type { Database, UploadRow } from '../db/database'
import { findGroupMembers } from '../groups'
import { queueEvisaReplacedMail } from '../mail'
import { deleteUpload, findUpload, insertUpload } from '../uploads'
import { appendAudit, auditOfApplication } from './audit.repository'
import { onStatusChanged } from './status-events'

export async function findReview(db: Kysely<Database>, skuId: string) {
  const row = await findApplicationBySkuId(db, skuId)
  const record = row && (await findApplicationRecord(db, skuId))
  if (!row || !record) return undefined
  const [passportCopy, evisa, capture, audit, group] = await Promise.all([
    row.passport_copy_filename ? findUpload(db, row.passport_copy_filename) : undefined,
    row.evisa_filename ? findUpload(db, row.evisa_filename) : undefined,
    // The capture that paid it, alone or with its group: its own fee, and the order's total.
    db
      .selectFrom('payment_captures')
      .innerJoin(
        'payment_order_items',
        'payment_order_items.paypal_order_id',
        'payment_captures.paypal_order_id',
      )
      .select([
        'payment_captures.paypal_order_id',
        'payment_captures.capture_id',
        'payment_order_items.amount',
        'payment_captures.amount as orderTotal',
        'payment_captures.currency',
        'payment_captures.captured_at',
      ])
      .where('payment_order_items.sku_id', '=', skuId)
      .where('payment_order_items.paid', '=', 1)
      .executeTakeFirst(),
    auditOfApplication(db, skuId),
    row.group_id ? findGroupMembers(db, row.group_id) : [],
  ])
  return { row, record, passportCopy, evisa, capture, audit, group }
}

export type StatusChangeResult =
  | { outcome: 'changed'; from: ApplicationStatus }
  | { outcome: 'not-found' }
  | { outcome: 'refused'; from: ApplicationStatus }

export interface StatusChangeInput extends StatusChange {
  /** The eVisa, already on disk under its final name, for APPROVED. */
  evisa?: UploadRow
  actor: string
  at: string
}

/**
 * Moves an application to a new status if STATUS_MOVES allows it from the status it has now,
 * which is read inside the same transaction (the caller's: pass an immediate transaction). Writes
 * the status and what goes with it, the eVisa's upload row, the audit entry, and calls
 * onStatusChanged, all or nothing.
 */
export async function changeStatus(
  trx: Kysely<Database>,
  skuId: string,
  input: StatusChangeInput,
): Promise<StatusChangeResult> {
  const row = await findApplicationForUpdate(trx, skuId)
  if (!row || row.purged_at !== null) return { outcome: 'not-found' }
  const from = row.application_status
  if (!canMoveStatus(from, input.status)) return { outcome: 'refused', from }

  const to = input.status
  const reason = to === 'NEEDS_CORRECTION' || to === 'REJECTED' ? input.reason : null
  if (input.evisa) await insertUpload(trx, input.evisa)
  await trx
    .updateTable('applications')
    .set({
      application_status: to,
      // The reason describes the latest request or refusal only; a later move clears it.
      status_reason: reason,
      ...(to === 'SUBMITTED' ? { authority_reference: input.authorityReference } : {}),
      ...(to === 'APPROVED' && input.evisa ? { evisa_filename: input.evisa.filename } : {}),
      updated_at: input.at,
    })
    .where('id', '=', row.id)
    .execute()
  await appendAudit(trx, {
    at: input.at,
    actor: input.actor,
    action: 'status-change',
    applicationNumber: skuId,
    detail: statusChangeDetail(from, input),
  })
  await onStatusChanged(trx, { skuId, from, to, reason, at: input.at })
  return { outcome: 'changed', from }
}

export type ReplaceEvisaResult =
  | { outcome: 'replaced'; replaced: string }
  | { outcome: 'not-found' }
  | { outcome: 'not-approved' }
  | { outcome: 'same-file' }

/**
 * Puts a corrected eVisa in place of an approved application's (the caller's immediate
 * transaction): the new upload row, the application pointing at it, the old upload row gone, the
 * audit entry and the traveller's mail with the new file, all or nothing. The old file's bytes
 * are the caller's to remove once this commits (rows first, then files: a crash in between
 * leaves an orphan file, which retention sweeps away).
 */
export async function replaceEvisa(
  trx: Kysely<Database>,
  skuId: string,
  input: { evisa: UploadRow; note: string; actor: string; at: string },
): Promise<ReplaceEvisaResult> {
  // Held until the commit (PostgreSQL): a status change or a second replacement waits, then reads
  // what this one left.
  const row = await findApplicationForUpdate(trx, skuId)
  if (!row || row.purged_at !== null) return { outcome: 'not-found' }
  const replaced = row.evisa_filename
  if (row.application_status !== 'APPROVED' || !replaced) return { outcome: 'not-approved' }
  const current = await findUpload(trx, replaced)
  if (current?.sha256 === input.evisa.sha256) return { outcome: 'same-file' }
  await insertUpload(trx, input.evisa)
  await trx
    .updateTable('applications')
    .set({ evisa_filename: input.evisa.filename, updated_at: input.at })
    .where('id', '=', row.id)
    .execute()
  await deleteUpload(trx, replaced)
  await appendAudit(trx, {
    at: input.at,
    actor: input.actor,
    action: 'replace-evisa',
    applicationNumber: skuId,
    detail: `Note: ${input.note}`,
  })
  await queueEvisaReplacedMail(trx, { skuId, replaced, at: input.at })
  return { outcome: 'replaced', replaced }
}

function statusChangeDetail(from: ApplicationStatus, input: StatusChangeInput): string {
  const parts = [`${from} → ${input.status}`]
  if (input.status === 'SUBMITTED') parts.push(`Authority reference: ${input.authorityReference}`)
  if (input.status === 'NEEDS_CORRECTION' || input.status === 'REJECTED')
    parts.push(`Reason: ${input.reason}`)
  if (input.evisa) parts.push('eVisa PDF attached')
  if (input.note) parts.push(`Note: ${input.note}`)
  return parts.join('. ')
}
