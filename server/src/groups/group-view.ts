// What one member's key holder sees of the others: the summary anyone with a member's number could
// look up, never their names, passports or contacts.
import type { Kysely } from 'kysely'
import { initialsOf } from '../../../shared/access'
import { FEE_CURRENCY, feeForApplication, formatFee } from '../../../shared/fees'
import type { GroupMember } from '../../../shared/groups'
import type { VisaType } from '../../../shared/options'
import type { Database } from '../db/database'
import { findGroupMembers, type GroupMemberRow } from './groups.repository'

export function groupMemberOf(row: GroupMemberRow): GroupMember {
  return {
    sku_id: row.sku_id,
    payment_status: row.payment_status,
    application_status: row.application_status,
    visaType: row.visa_type as VisaType,
    amount: formatFee(feeForApplication({ nationality: row.nationality, visaType: row.visa_type })),
    currency: FEE_CURRENCY,
    initials: initialsOf(row.given_names, row.surname),
  }
}

/** Every member of the group of `skuId`, itself included, first traveller first; none when alone. */
export async function groupOfMember(db: Kysely<Database>, skuId: string): Promise<GroupMember[] | undefined> {
  const own = await db
    .selectFrom('applications')
    .select('group_id')
    .where('sku_id', '=', skuId)
    .executeTakeFirst()
  if (!own?.group_id) return undefined
  const members = await findGroupMembers(db, own.group_id)
  return members.length > 1 ? members.map(groupMemberOf) : undefined
}
