// All SQL of Web Push: the devices' subscriptions and the outbox of messages to them. Every
// function takes `db` first so the caller's transaction can be passed in: a message is queued in
// the same transaction as the status change that causes it.
import type { Kysely } from 'kysely'
import { MAX_PUSH_SUBSCRIPTIONS, type PushMessage } from '../../../shared/push'
import type { Database, PushOutboxRow } from '../db/database'
import { isPostgres } from '../db/dialect'
import { lockResource, withImmediateTransaction } from '../db/transaction'

export interface NewSubscription {
  skuId: string
  endpoint: string
  p256dh: string
  auth: string
  at: string
}

/**
 * Stores a subscription: the same endpoint again replaces its keys (one row); a new one is refused
 * once the application has MAX_PUSH_SUBSCRIPTIONS. Run in a write transaction
 * (withImmediateTransaction); the application's subscriptions are counted and added by one writer
 * at a time (their own lock, on PostgreSQL), so two devices subscribing at once, on any server,
 * cannot both be the fifth.
 */
export async function addSubscription(
  trx: Kysely<Database>,
  subscription: NewSubscription,
): Promise<'added' | 'renewed' | 'too-many'> {
  const { skuId, endpoint, p256dh, auth, at } = subscription
  await lockResource(trx, `push-subscriptions:${skuId}`)
  const existing = await trx
    .selectFrom('push_subscriptions')
    .select('id')
    .where('sku_id', '=', skuId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst()
  if (existing) {
    await trx.updateTable('push_subscriptions').set({ p256dh, auth }).where('id', '=', existing.id).execute()
    return 'renewed'
  }
  const { count } = await trx
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sku_id', '=', skuId)
    .executeTakeFirstOrThrow()
  if (Number(count) >= MAX_PUSH_SUBSCRIPTIONS) return 'too-many'
  await trx
    .insertInto('push_subscriptions')
    .values({ sku_id: skuId, endpoint, p256dh, auth, created_at: at })
    .execute()
  return 'added'
}

/** Removes one device's subscription and whatever was still to be sent to it. */
export async function removeSubscription(
  db: Kysely<Database>,
  skuId: string,
  endpoint: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('sku_id', '=', skuId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst()
  return (result.numDeletedRows ?? 0n) > 0n
}

export function subscriptionsOf(db: Kysely<Database>, skuId: string) {
  return db.selectFrom('push_subscriptions').selectAll().where('sku_id', '=', skuId).orderBy('id').execute()
}

/**
 * Queues `message` for every subscription of its application, keyed by `eventKey` and the
 * subscription, so repeating the change queues nothing new. Returns how many were queued.
 */
export async function queuePushes(
  db: Kysely<Database>,
  { eventKey, message, at }: { eventKey: string; message: PushMessage; at: string },
): Promise<number> {
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('sku_id', '=', message.number)
    .execute()
  if (subscriptions.length === 0) return 0
  const payload = JSON.stringify(message)
  const result = await db
    .insertInto('push_outbox')
    .values(
      subscriptions.map(({ id }) => ({
        event_key: `${eventKey}:${id}`,
        subscription_id: id,
        sku_id: message.number,
        payload,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .onConflict((conflict) => conflict.column('event_key').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}

/** A message due for sending, with where it goes. */
export interface DuePush extends PushOutboxRow {
  endpoint: string
  p256dh: string
  auth: string
}

/**
 * Takes up to `limit` due messages: each attempt is counted and the message is leased until
 * `leaseUntil`, so no other sender (another server, or this one after a crash) takes it
 * meanwhile. As the mail outbox does (mail/mail-outbox.repository.ts).
 */
export function claimDuePushes(
  db: Kysely<Database>,
  { now, leaseUntil, limit }: { now: string; leaseUntil: string; limit: number },
): Promise<DuePush[]> {
  const claim = async (trx: Kysely<Database>) => {
    const query = trx
      .selectFrom('push_outbox')
      .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_outbox.subscription_id')
      .selectAll('push_outbox')
      .select(['push_subscriptions.endpoint', 'push_subscriptions.p256dh', 'push_subscriptions.auth'])
      .where('push_outbox.state', '=', 'pending')
      .where('push_outbox.next_attempt_at', '<=', now)
      .orderBy('push_outbox.next_attempt_at')
      .orderBy('push_outbox.id')
      .limit(limit)
    const due = await (isPostgres(trx) ? query.forUpdate('push_outbox').skipLocked() : query).execute()
    if (due.length === 0) return []
    await trx
      .updateTable('push_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .execute()
    return due.map((row) => ({ ...row, attempts: row.attempts + 1 }))
  }
  return isPostgres(db) ? db.transaction().execute(claim) : withImmediateTransaction(db, claim)
}

/** What became of each message of a claimed batch. */
export interface SettledPushes {
  sent: number[]
  retry: { id: number; error: string; nextAttemptAt: string }[]
  failed: { id: number; error: string }[]
  /** The push service says the subscription is gone (404, 410): it is deleted, with its messages. */
  gone: number[]
  /** Not attempted (the server is stopping): due again now, the attempt not counted. */
  released: number[]
  at: string
}

/** Writes what became of a batch in one transaction (one commit per batch, as the mail sender). */
export async function settlePushes(db: Kysely<Database>, batch: SettledPushes): Promise<void> {
  const { sent, retry, failed, gone, released, at } = batch
  if (sent.length + retry.length + failed.length + gone.length + released.length === 0) return
  const settle = async (trx: Kysely<Database>) => {
    if (sent.length > 0) {
      await trx
        .updateTable('push_outbox')
        .set({ state: 'sent', sent_at: at, last_error: null })
        .where('id', 'in', sent)
        .execute()
    }
    for (const { id, error, nextAttemptAt } of retry) {
      await trx
        .updateTable('push_outbox')
        .set({ last_error: error, next_attempt_at: nextAttemptAt })
        .where('id', '=', id)
        .execute()
    }
    for (const { id, error } of failed) {
      await trx
        .updateTable('push_outbox')
        .set({ state: 'failed', last_error: error })
        .where('id', '=', id)
        .execute()
    }
    if (gone.length > 0) await trx.deleteFrom('push_subscriptions').where('id', 'in', gone).execute()
    if (released.length > 0) {
      await trx
        .updateTable('push_outbox')
        .set((eb) => ({ attempts: eb('attempts', '-', 1), next_attempt_at: at }))
        .where('id', 'in', released)
        .execute()
    }
  }
  await (isPostgres(db) ? db.transaction().execute(settle) : withImmediateTransaction(db, settle))
}

/** Retention: an application's subscriptions and their messages go with its personal data. */
export async function forgetPushOfApplication(db: Kysely<Database>, skuId: string): Promise<void> {
  await db.deleteFrom('push_outbox').where('sku_id', '=', skuId).execute()
  await db.deleteFrom('push_subscriptions').where('sku_id', '=', skuId).execute()
}
