// Groups of travellers (docs/decisions/018-groups.md): which applications travel and pay together.
// A group is only the random id its members carry in applications.group_id.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { GROUP_MAX_TRAVELLERS } from '../../../shared/groups'
import type { ApplicationRow, Database } from '../db/database'
import { isPostgres } from '../db/dialect'
import { lockResource } from '../db/transaction'

export type GroupRefusal = 'member-not-found' | 'full'

/** Thrown inside create's transaction: the new application cannot join the group; nothing is kept. */
export class GroupRefused extends Error {
  constructor(readonly reason: GroupRefusal) {
    super(reason)
    this.name = 'GroupRefused'
  }
}

/**
 * Inside the transaction that creates an application travelling with `memberSkuId` (the caller has
 * checked the key to it): the group to write on the new row. A member without a group becomes the
 * first of a new one. The member's row is held (its group is set once), then the group itself, so
 * that two travellers added at once on two servers count each other: the eleventh is refused.
 */
export async function groupToJoin(trx: Kysely<Database>, memberSkuId: string): Promise<string> {
  let query = trx
    .selectFrom('applications')
    .select(['id', 'group_id', 'purged_at'])
    .where('sku_id', '=', memberSkuId)
  if (isPostgres(trx)) query = query.forUpdate()
  const member = await query.executeTakeFirst()
  if (!member || member.purged_at !== null) throw new GroupRefused('member-not-found')
  const groupId = member.group_id ?? randomUUID()
  await lockResource(trx, `group:${groupId}`)
  if (member.group_id === null) {
    await trx.updateTable('applications').set({ group_id: groupId }).where('id', '=', member.id).execute()
  }
  const { count } = await trx
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow()
  if (Number(count) >= GROUP_MAX_TRAVELLERS) throw new GroupRefused('full')
  return groupId
}

export type GroupMemberRow = Pick<
  ApplicationRow,
  | 'id'
  | 'sku_id'
  | 'group_id'
  | 'payment_status'
  | 'application_status'
  | 'visa_type'
  | 'nationality'
  | 'given_names'
  | 'surname'
  | 'title'
  | 'email'
>

/** The live members of a group, in the order they joined (the first traveller first). */
export function findGroupMembers(db: Kysely<Database>, groupId: string): Promise<GroupMemberRow[]> {
  return db
    .selectFrom('applications')
    .select([
      'id',
      'sku_id',
      'group_id',
      'payment_status',
      'application_status',
      'visa_type',
      'nationality',
      'given_names',
      'surname',
      'title',
      'email',
    ])
    .where('group_id', '=', groupId)
    .where('purged_at', 'is', null)
    .orderBy('id')
    .execute()
}

/** How many live members the group of an application has (0 when it travels alone). */
export async function groupSizeOf(db: Kysely<Database>, groupId: string | null): Promise<number> {
  if (groupId === null) return 0
  const { count } = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('group_id', '=', groupId)
    .where('purged_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(count)
}
