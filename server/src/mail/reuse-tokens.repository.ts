// Returning applicants' one-time links. The token itself exists only in the mail; the table keeps
// its SHA-256, so a copy of the database cannot open anyone's details.
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ApplicationRecord } from '../../../shared/application'
import type { Language } from '../../../shared/languages'
import { toApplicationRecord } from '../applications'
import type { Database } from '../db/database'
import { withImmediateTransaction } from '../db/transaction'

export const REUSE_TOKEN_LIFETIME_MS = 3600_000
/** Links a passport number can ask for in an hour, whoever asks. */
export const REUSE_LINKS_AN_HOUR = 3

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** 256 random bits, base64url: what goes in the link. */
export function newReuseToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The newest kept application whose passport number and e-mail both match. */
export async function findReturningApplication(
  db: Kysely<Database>,
  { passportNumber, email }: { passportNumber: string; email: string },
): Promise<{ sku_id: string; email: string; language: Language } | undefined> {
  return db
    .selectFrom('applications')
    .select(['sku_id', 'email', 'language'])
    .where('passport_number', '=', passportNumber)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('purged_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

export async function countRecentTokens(
  db: Kysely<Database>,
  skuIds: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('reuse_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sku_id', '=', skuIds)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertReuseToken(
  db: Kysely<Database>,
  token: { hash: string; skuId: string; includeChildren: boolean; at: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('reuse_tokens')
    .values({
      token_hash: token.hash,
      sku_id: token.skuId,
      include_children: token.includeChildren ? 1 : 0,
      created_at: token.at,
      expires_at: token.expiresAt,
    })
    .execute()
}

/**
 * Uses a token up: answers the application it opens and whether children were asked for, once.
 * An unknown, used or expired token, or an application purged since, answers undefined.
 */
export function consumeReuseToken(
  db: Kysely<Database>,
  token: string,
  at: string,
): Promise<{ record: ApplicationRecord; includeChildren: boolean } | undefined> {
  return withImmediateTransaction(db, async (trx) => {
    // Spent by the statement that finds it unspent: of two servers using one link at the same
    // moment, the second finds it used (PostgreSQL re-reads the row once the first commits).
    const row = await trx
      .updateTable('reuse_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returningAll()
      .executeTakeFirst()
    if (!row) return undefined
    const application = await trx
      .selectFrom('applications')
      .selectAll()
      .where('sku_id', '=', row.sku_id)
      .where('purged_at', 'is', null)
      .executeTakeFirst()
    if (!application) return undefined
    const children = row.include_children
      ? await trx
          .selectFrom('application_children')
          .selectAll()
          .where('application_id', '=', application.id)
          .orderBy('position')
          .execute()
      : []
    return { record: toApplicationRecord(application, children), includeChildren: row.include_children === 1 }
  })
}
