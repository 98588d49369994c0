// All SQL of the mail outbox. Every function takes `db` first so the caller's transaction can be
// passed in: a mail is queued in the same transaction as the change that causes it.
import { hash } from 'node:crypto'
import type { Insertable, Kysely, OnConflictBuilder } from 'kysely'
import { compiledInsert } from '../db/compiled-query'
import type { Database, MailOutboxRow, MailOutboxTable, MailState } from '../db/database'
import { isPostgres } from '../db/dialect'
import { withImmediateTransaction, withRetriedTransaction } from '../db/transaction'
import { type AttachmentRef, type MailKind, type MailPayload, subjectOf } from './mail-kinds'

export interface QueuedMail {
  eventKey: string
  to: string
  payload: MailPayload
  skuId?: string
  attachments?: AttachmentRef[]
  /** ISO time of the change; the mail is due at once. */
  at: string
}

/** The domain Message-IDs are made under. */
const MESSAGE_ID_DOMAIN = 'mail.evisa.invalid'

/**
 * A Message-ID made from the event alone: every attempt of one mail carries the same one, so if a
 * crash between "accepted by the server" and "marked sent" makes us send it again, the copies are
 * recognisably one message (mail clients and many servers drop the duplicate).
 */
export function messageIdFor(eventKey: string): string {
  return `<${hash('sha256', eventKey, 'hex').slice(0, 40)}@${MESSAGE_ID_DOMAIN}>`
}

// Every create queues a mail: built and compiled once (db/compiled-query.ts).
const insertMail = compiledInsert('mail_outbox', (insert) =>
  insert.onConflict((conflict: OnConflictBuilder<Database, 'mail_outbox'>) =>
    conflict.column('event_key').doNothing(),
  ),
)

/**
 * The outbox row of a mail, as queueMail inserts it (on conflict of its event_key, nothing), for a
 * write that inserts it in a statement of its own making (a create on PostgreSQL).
 */
export function mailOutboxRow(mail: QueuedMail): Insertable<MailOutboxTable> {
  return {
    event_key: mail.eventKey,
    kind: mail.payload.kind,
    sku_id: mail.skuId ?? null,
    recipient: mail.to,
    subject: subjectOf(mail.payload),
    payload: JSON.stringify(mail.payload),
    attachments: JSON.stringify(mail.attachments ?? []),
    message_id: messageIdFor(mail.eventKey),
    next_attempt_at: mail.at,
    created_at: mail.at,
  }
}

/** Queues a mail; an event already queued queues nothing (returns false). */
export async function queueMail(db: Kysely<Database>, mail: QueuedMail): Promise<boolean> {
  const result = await insertMail(db, mailOutboxRow(mail))
  return (result.numAffectedRows ?? 0n) > 0n
}

/**
 * Takes up to `limit` due mails for sending: each attempt is counted and the mail is leased until
 * `leaseUntil`, so a second sender (another server, or this one after a crash, once the lease
 * ends) cannot take it meanwhile. SQLite: in a write transaction; PostgreSQL: with
 * `FOR UPDATE SKIP LOCKED`, so senders on several servers never wait for one another.
 */
export function claimDueMails(
  db: Kysely<Database>,
  { now, leaseUntil, limit }: { now: string; leaseUntil: string; limit: number },
): Promise<MailOutboxRow[]> {
  const claim = async (trx: Kysely<Database>) => {
    const query = trx
      .selectFrom('mail_outbox')
      .selectAll()
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
    // PostgreSQL: the rows are locked until the lease is written, and rows another server is
    // claiming right now are passed over rather than waited for.
    const due = await (isPostgres(trx) ? query.forUpdate().skipLocked() : query).execute()
    if (due.length === 0) return []
    await countAttempt(
      trx,
      due.map((row) => row.id),
      '+',
      leaseUntil,
    )
    return due.map((row) => ({ ...row, attempts: row.attempts + 1 }))
  }
  return outboxTransaction(db, claim)
}

/** The sender's transactions: SQLite's write lock from the start; PostgreSQL's row locks suffice. */
function outboxTransaction<T>(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return isPostgres(db) ? withRetriedTransaction(db, fn) : withImmediateTransaction(db, fn)
}

/** Counts an attempt of the mails `ids` (a claim, `+`) or takes it back (a release, `-`); due at `dueAt`. */
function countAttempt(trx: Kysely<Database>, ids: number[], sign: '+' | '-', dueAt: string) {
  return trx
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', sign, 1), next_attempt_at: dueAt }))
    .where('id', 'in', ids)
    .execute()
}

/** What became of each mail of a claimed batch (the sender's `settleMails`). */
export interface SettledBatch {
  /** Accepted by the server (or written to disk): done. */
  sent: MailOutboxRow[]
  /** Refused or unreachable: tried again at `nextAttemptAt`. */
  retry: { row: MailOutboxRow; error: string; nextAttemptAt: string }[]
  /** Refused for longer than the retry period: given up. */
  failed: { row: MailOutboxRow; error: string }[]
  /** Claimed but not attempted (the server is stopping, or the lease is running out): due again now. */
  released: MailOutboxRow[]
  at: string
}

/**
 * Writes what became of a claimed batch in one transaction: a busy server pays one commit (one
 * fsync on SQLite) per batch rather than one per mail, and a crash before it only leaves the
 * batch leased (sent again once the lease ends; docs/decisions/006-mail-outbox.md). The one-time
 * link's token leaves the outbox with its mail.
 */
export async function settleMails(db: Kysely<Database>, batch: SettledBatch): Promise<void> {
  const { sent, retry, failed, released, at } = batch
  if (sent.length + retry.length + failed.length + released.length === 0) return
  const settle = async (trx: Kysely<Database>) => {
    // One statement for the plain mails; a returning-applicant link also forgets its token.
    const plain = sent.filter((row) => row.kind !== 'reuse-link').map((row) => row.id)
    if (plain.length > 0) {
      await trx
        .updateTable('mail_outbox')
        .set({ state: 'sent', sent_at: at, last_error: null })
        .where('id', 'in', plain)
        .execute()
    }
    for (const row of sent.filter((row) => row.kind === 'reuse-link')) {
      await trx
        .updateTable('mail_outbox')
        .set({ state: 'sent', sent_at: at, last_error: null, payload: forgetLink(row.payload) })
        .where('id', '=', row.id)
        .execute()
    }
    for (const { row, error, nextAttemptAt } of retry) {
      await trx
        .updateTable('mail_outbox')
        .set({ last_error: error, next_attempt_at: nextAttemptAt })
        .where('id', '=', row.id)
        .execute()
    }
    for (const { row, error } of failed) {
      await trx
        .updateTable('mail_outbox')
        .set({
          state: 'failed',
          last_error: error,
          ...(row.kind === 'reuse-link' ? { payload: forgetLink(row.payload) } : {}),
        })
        .where('id', '=', row.id)
        .execute()
    }
    // Not attempted: the claim's count is taken back and the lease ended.
    if (released.length > 0) {
      await countAttempt(
        trx,
        released.map((row) => row.id),
        '-',
        at,
      )
    }
  }
  await outboxTransaction(db, settle)
}

function forgetLink(payload: string): string {
  const parsed = JSON.parse(payload) as { path?: string }
  return JSON.stringify({ ...parsed, path: '(one-time link removed once sent)' })
}

/** The next time the sender has something to do, if anything is pending. */
export async function nextDueAt(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('next'))
    .where('state', '=', 'pending')
    .executeTakeFirst()
  return row?.next ?? undefined
}

export interface MailSummary {
  kind: MailKind
  to: string
  subject: string
  state: MailState
  attempts: number
  queuedAt: string
  sentAt: string | null
  lastError: string | null
}

/** The mails of one application, oldest first, for the staff detail page. */
export async function mailsForApplication(db: Kysely<Database>, skuId: string): Promise<MailSummary[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['kind', 'recipient', 'subject', 'state', 'attempts', 'created_at', 'sent_at', 'last_error'])
    .where('sku_id', '=', skuId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    kind: row.kind as MailKind,
    to: row.recipient,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    queuedAt: row.created_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
  }))
}

/** Why a mail was never sent: its attachment was replaced before it went (MailSummary.lastError). */
export const SUPERSEDED = 'superseded'

/**
 * Gives up the application's mails still waiting to be sent whose attachments name `filename`:
 * a replaced eVisa must not reach the traveller after its correction. A mail a sender holds right
 * now may still go; marked failed here, its settling changes only its error unless it was sent.
 */
export async function supersedePendingMails(
  db: Kysely<Database>,
  { skuId, filename }: { skuId: string; filename: string },
): Promise<void> {
  const pending = await db
    .selectFrom('mail_outbox')
    .select(['id', 'attachments'])
    .where('sku_id', '=', skuId)
    .where('state', '=', 'pending')
    .execute()
  const ids = pending
    .filter((row) =>
      (JSON.parse(row.attachments) as AttachmentRef[]).some(
        (ref) => ref.type === 'upload' && ref.filename === filename,
      ),
    )
    .map((row) => row.id)
  if (ids.length === 0) return
  await db
    .updateTable('mail_outbox')
    .set({ state: 'failed', last_error: SUPERSEDED })
    .where('id', 'in', ids)
    .execute()
}

/** How many mails with event keys starting `prefix` were queued since `since` (resend limits). */
export async function countMailsSince(db: Kysely<Database>, prefix: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('event_key', 'like', `${prefix}%`)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Retention: an application's mails and one-time links go with its personal data. */
export async function forgetMailsOfApplication(db: Kysely<Database>, skuId: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('sku_id', '=', skuId).execute()
  await db.deleteFrom('reuse_tokens').where('sku_id', '=', skuId).execute()
}

/** Retention: contact messages' mails go with the messages. */
export async function forgetContactMailsQueuedBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('kind', 'in', ['contact-agency', 'contact-ack'])
    .where('created_at', '<', before)
    .execute()
}

/** The outbox's backlog for operators: mails still pending and when the oldest was queued. */
export async function outboxBacklog(
  db: Kysely<Database>,
): Promise<{ depth: number; oldestQueuedAt: string | undefined }> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [eb.fn.countAll<number>().as('depth'), eb.fn.min('created_at').as('oldest')])
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow()
  return { depth: Number(row.depth), oldestQueuedAt: row.oldest ?? undefined }
}
