// What queues which push message: the status changes the traveller is mailed about. Runs inside
// the caller's transaction, beside the mail, so the message is queued exactly when the change
// commits; the caller wakes the sender after the commit (app.push.wake()).
import type { Kysely } from 'kysely'
import type { ApplicationStatus } from '../../../shared/application-status'
import { DEFAULT_LANGUAGE } from '../../../shared/languages'
import { isPushedStatus } from '../../../shared/push'
import type { Database } from '../db/database'
import { queuePushes } from './push.repository'

/**
 * One message per subscription of the application for a change to `status`, if the traveller is
 * told about that status (shared/push.ts PUSHED_STATUSES); keyed like the status mail, so the same
 * change queues nothing twice. Returns how many messages were queued.
 */
export async function queuePushForStatusChange(
  trx: Kysely<Database>,
  change: { skuId: string; status: ApplicationStatus; at: string },
): Promise<number> {
  const { skuId, status, at } = change
  if (!isPushedStatus(status)) return 0
  // The device writes the notification in the language the application was made in.
  const application = await trx
    .selectFrom('applications')
    .select('language')
    .where('sku_id', '=', skuId)
    .executeTakeFirst()
  return queuePushes(trx, {
    eventKey: `status:${skuId}:${status}:${at}`,
    message: { number: skuId, status, lang: application?.language ?? DEFAULT_LANGUAGE },
    at,
  })
}
