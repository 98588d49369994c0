import type { Insertable, Kysely, OnConflictBuilder } from 'kysely'
import type { Application, ApplicationRecord } from '../../../shared/application'
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/languages'
import type { PaymentStatus } from '../../../shared/options'
import { issueAccessKey, newAccessKey } from '../access'
import { compiledInsert, compiledQuery } from '../db/compiled-query'
import type { ApplicationRow, ApplicationsTable, Database } from '../db/database'
import { isPostgres } from '../db/dialect'
import {
  isRetryableConflict,
  lockResource,
  UPLOAD_REFERENCES,
  withImmediateTransaction,
} from '../db/transaction'
import { GroupRefused, groupToJoin } from '../groups'
import { queueReceivedMail, receivedMailRow } from '../mail'
import {
  type ApplicationFieldColumns,
  toApplicationColumns,
  toApplicationRecord,
  toChildColumns,
} from './application-mapping'
import { generateApplicationNumber } from './application-number'
import { insertApplicationAtOnce, isNumberTaken } from './insert-at-once'
import { recordTravellerCorrection } from './traveller-correction'

/** The address the server saw, and where it is (the body's ip_address is stored apart). */
export interface Visitor {
  ip: string
  country: string
  city: string
}

export interface CreateApplicationOptions {
  visitor: Visitor
  /** The Idempotency-Key header, and the hash of the body it came with. */
  idempotency?: { key: string; bodyHash: string }
  /** ISO timestamp of the change. */
  at: string
  /** The application the new one travels with (its key checked by the caller): joins its group. */
  group?: { memberSkuId: string }
}

/** An Idempotency-Key answers its first result for 24 hours; after that it is free again. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3600 * 1000

export type CreateApplicationResult =
  | { outcome: 'created' | 'replayed'; skuId: string; accessKey: string }
  /** The key was used, within its lifetime, with another body. */
  | { outcome: 'key-reused' }
  /** No application was given (a replay was expected) and the key has expired meanwhile. */
  | { outcome: 'needs-application' }

// Every look-up and create runs these: built and compiled once (db/compiled-query.ts).
// A number already taken inserts nothing and returns no id (the caller draws another), so the
// number needs no look-up of its own before the insert.
const insertApplication = compiledInsert('applications', (insert) =>
  insert
    .onConflict((conflict: OnConflictBuilder<Database, 'applications'>) =>
      conflict.column('sku_id').doNothing(),
    )
    .returning('id'),
)
const insertChildRows = compiledInsert('application_children')
// Claims the key for a new application: a key never used is inserted, an expired use (or one the
// purge has not removed yet) is taken over; a live use is left alone and returns no row.
const claimIdempotencyKey = compiledQuery(
  (db, key: string, skuId: string, bodyHash: string, at: string, oldest: string) =>
    db
      .insertInto('idempotency_keys')
      .values({ key, sku_id: skuId, body_hash: bodyHash, created_at: at })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet((update) => ({
            sku_id: update.ref('excluded.sku_id'),
            body_hash: update.ref('excluded.body_hash'),
            created_at: update.ref('excluded.created_at'),
          }))
          .where('idempotency_keys.created_at', '<=', oldest),
      )
      .returning('key'),
)
const selectApplication = compiledQuery((db, skuId: string) =>
  db.selectFrom('applications').selectAll().where('sku_id', '=', skuId),
)
const selectApplicationForUpdate = compiledQuery((db, skuId: string) =>
  db.selectFrom('applications').selectAll().where('sku_id', '=', skuId).forUpdate(),
)
const selectChildren = compiledQuery((db, applicationId: number) =>
  db
    .selectFrom('application_children')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('position'),
)
// A look-up without a valid key answers only the summary: it reads only the columns that make it,
// never the name-bearing rest of the row or the children (application-summary.ts).
const selectApplicationSummary = compiledQuery(
  (db, skuId: string) =>
    db
      .selectFrom('applications')
      .select([
        'sku_id',
        'payment_status',
        'application_status',
        'visa_type',
        'nationality',
        'given_names',
        'surname',
        'purged_at',
        'group_id',
      ])
      .where('sku_id', '=', skuId),
  { prepared: true },
)
const selectLiveIdempotencyKey = compiledQuery((db, key: string, oldest: string) =>
  db
    .selectFrom('idempotency_keys')
    .select(['sku_id', 'body_hash'])
    .where('key', '=', key)
    .where('created_at', '>', oldest),
)

export async function findApplicationBySkuId(
  db: Kysely<Database>,
  skuId: string,
): Promise<ApplicationRow | undefined> {
  return (await selectApplication(db, skuId))[0]
}

/**
 * Inside a write that reads an application and then changes it: the row, held until the
 * transaction ends (PostgreSQL's `FOR UPDATE`), so what the write checked (paid? purged? the status
 * it moves from?) still holds when it commits, whichever server writes next; a write that finds the
 * row held waits and then reads it as the other left it. On SQLite the write lock holds everything.
 */
export async function findApplicationForUpdate(
  trx: Kysely<Database>,
  skuId: string,
): Promise<ApplicationRow | undefined> {
  if (!isPostgres(trx)) return findApplicationBySkuId(trx, skuId)
  return (await selectApplicationForUpdate(trx, skuId))[0]
}

export type ApplicationSummaryRow = Pick<
  ApplicationRow,
  | 'sku_id'
  | 'payment_status'
  | 'application_status'
  | 'visa_type'
  | 'nationality'
  | 'given_names'
  | 'surname'
  | 'group_id'
>

export async function findApplicationRecord(
  db: Kysely<Database>,
  skuId: string,
): Promise<ApplicationRecord | undefined> {
  const row = await findApplicationBySkuId(db, skuId)
  // A purged application (retention/) keeps only an anonymous row for the accounts.
  if (!row || row.purged_at !== null) return undefined
  return toApplicationRecord(row, await selectChildren(db, row.id))
}

/** What a look-up without a valid key may see (withoutKey in application-summary.ts). */
export async function findApplicationSummary(
  db: Kysely<Database>,
  skuId: string,
): Promise<ApplicationSummaryRow | undefined> {
  const row = (await selectApplicationSummary(db, skuId))[0]
  return row && row.purged_at === null ? row : undefined
}

/** The oldest moment at which a use of a key made before `at` is still live. */
function oldestLiveUse(at: string): string {
  return new Date(Date.parse(at) - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString()
}

/** The live use of an idempotency key: made less than 24 hours before `at`. */
async function findIdempotencyKey(db: Kysely<Database>, key: string, at: string) {
  return (await selectLiveIdempotencyKey(db, key, oldestLiveUse(at)))[0]
}

/** Thrown inside create's transaction to roll the new application back: its key is in use. */
class KeyInUse extends Error {}

/**
 * Inserts the application under a new random number; returns the number and the row's id. 80
 * random bits make a collision astronomically rare; the unique number makes it impossible.
 */
async function insertUnderNewNumber(
  db: Kysely<Database>,
  row: Omit<Insertable<ApplicationsTable>, 'sku_id'>,
): Promise<{ skuId: string; id: number }> {
  for (;;) {
    const skuId = generateApplicationNumber()
    const inserted = await insertApplication(db, { ...row, sku_id: skuId })
    const id = (inserted.rows[0] as { id: number } | undefined)?.id
    if (id !== undefined) return { skuId, id }
  }
}

async function replaceChildren(
  db: Kysely<Database>,
  applicationId: number,
  children: Application['children'],
) {
  await db.deleteFrom('application_children').where('application_id', '=', applicationId).execute()
  await insertChildren(db, applicationId, children)
}

async function insertChildren(
  db: Kysely<Database>,
  applicationId: number,
  children: Application['children'],
) {
  if (children.length === 0) return
  // One statement for all of them, compiled once per number of children.
  await insertChildRows(
    db,
    children.map((child, position) => ({
      application_id: applicationId,
      ...toChildColumns(child, position),
    })),
  )
}

/**
 * Stores a new application with its children and issues its first access key. With an
 * idempotency key used in the last 24 hours: the same body stores nothing and answers the
 * application made the first time with a new access key (the first answer may have been lost);
 * another body answers `key-reused`. The caller passes no application when the body failed its
 * checks: a live use of the key still answers (a replay whose arrival date has passed meanwhile),
 * otherwise `needs-application`. A new application's key is claimed by its insert, not looked up
 * first: the look-up runs only when the key turns out to be in use.
 */
export async function createApplication(
  db: Kysely<Database>,
  application: Application | undefined,
  { visitor, idempotency, at, group }: CreateApplicationOptions,
): Promise<CreateApplicationResult> {
  /** The answer for a key in live use (none when it is not). */
  const replay = (key: NonNullable<typeof idempotency>) =>
    withImmediateTransaction(db, async (trx): Promise<CreateApplicationResult | undefined> => {
      const existing = await findIdempotencyKey(trx, key.key, at)
      if (!existing) return undefined
      if (existing.body_hash !== key.bodyHash) return { outcome: 'key-reused' }
      const accessKey = await issueAccessKey(trx, existing.sku_id, at)
      return { outcome: 'replayed', skuId: existing.sku_id, accessKey }
    })
  if (!application) return (idempotency && (await replay(idempotency))) ?? { outcome: 'needs-application' }
  for (;;) {
    try {
      return await insertNewApplication(db, application, { visitor, idempotency, at, group })
    } catch (error) {
      // A replay of a traveller who joined a group that is full now (counting them): the replay's answer.
      if (error instanceof GroupRefused && idempotency) {
        const answer = await replay(idempotency)
        if (answer) return answer
      }
      if (!(error instanceof KeyInUse && idempotency)) throw error
      // Rare (a retry of a create whose answer was lost): the new row is rolled back and the first
      // result is answered. Should the use expire in between, the application is stored after all.
      const answer = await replay(idempotency)
      if (answer) return answer
    }
  }
}

/** The row of a new application but its number. */
function newApplicationRow(
  application: Application,
  columns: ApplicationFieldColumns,
  language: Language,
  visitor: Visitor,
  at: string,
  groupId: string | undefined,
): Omit<Insertable<ApplicationsTable>, 'sku_id'> {
  return {
    ...columns,
    language,
    ...(groupId ? { group_id: groupId } : {}),
    payment_status: 'UNPAID',
    client_ip_address: application.ip_address,
    visitor_ip: visitor.ip,
    visitor_country: visitor.country,
    visitor_city: visitor.city,
    created_at: at,
    updated_at: at,
  }
}

/**
 * The write of a new application, in one transaction: the row under a new number, its children,
 * its key's claim (a key in live use throws KeyInUse, which rolls it all back), its "received"
 * mail and its first access key. The key is claimed after the row because it refers to the number.
 * On PostgreSQL, a traveller alone is written by one statement (insertAtOnce).
 */
function insertNewApplication(
  db: Kysely<Database>,
  application: Application,
  options: CreateApplicationOptions,
): Promise<CreateApplicationResult> {
  if (isPostgres(db) && !options.group) return insertAtOnce(db, application, options)
  const { visitor, idempotency, at, group } = options
  return withImmediateTransaction(db, async (trx): Promise<CreateApplicationResult> => {
    const columns = toApplicationColumns(application)
    // Nothing else to hold: the number, the idempotency key and the mail's event are unique, and
    // their inserts say when another writer has them (ON CONFLICT), so creates run side by side.
    // A traveller joining a group holds the group (groupToJoin), so groups stay within their size.
    if (columns.passport_copy_filename) await lockResource(trx, UPLOAD_REFERENCES, 'shared')
    const groupId = group ? await groupToJoin(trx, group.memberSkuId) : undefined
    const language = application.language ?? DEFAULT_LANGUAGE
    const { skuId, id } = await insertUnderNewNumber(
      trx,
      newApplicationRow(application, columns, language, visitor, at, groupId),
    )
    // A new application has no children to replace.
    await insertChildren(trx, id, application.children)
    if (idempotency) {
      const { key, bodyHash } = idempotency
      const claimed = await claimIdempotencyKey(trx, key, skuId, bodyHash, at, oldestLiveUse(at))
      if (claimed.length === 0) throw new KeyInUse()
    }
    // In the same transaction: an acknowledged application always has its "received" mail queued.
    await queueReceivedMail(trx, skuId, at, { ...columns, language })
    const accessKey = await issueAccessKey(trx, skuId, at)
    return { outcome: 'created', skuId, accessKey }
  })
}

/**
 * PostgreSQL, a traveller alone: the same write as insertNewApplication's transaction, as one
 * statement (insert-at-once.ts): one round trip instead of seven, and no transaction to open and
 * commit around it. What it holds is the same: the idempotency key's claim (ON CONFLICT, waiting
 * for a writer of the same key), the number's unique constraint, the mail's event key, and
 * UPLOAD_REFERENCES shared when a passport copy is named. A number drawn twice fails the whole
 * statement; another is drawn. A lost race (a deadlock, a serialization failure) runs it again,
 * as withImmediateTransaction does.
 */
async function insertAtOnce(
  db: Kysely<Database>,
  application: Application,
  { visitor, idempotency, at }: CreateApplicationOptions,
): Promise<CreateApplicationResult> {
  const columns = toApplicationColumns(application)
  const language = application.language ?? DEFAULT_LANGUAGE
  const row = newApplicationRow(application, columns, language, visitor, at, undefined)
  const children = application.children.map((child, position) => toChildColumns(child, position))
  for (let run = 1; ; run++) {
    const skuId = generateApplicationNumber()
    const accessKey = newAccessKey(skuId, at)
    try {
      const id = await insertApplicationAtOnce(db, {
        holdsUploadReferences: Boolean(columns.passport_copy_filename),
        claim: idempotency && {
          key: idempotency.key,
          sku_id: skuId,
          body_hash: idempotency.bodyHash,
          created_at: at,
          oldestLive: oldestLiveUse(at),
        },
        application: { ...row, sku_id: skuId },
        children,
        mail: receivedMailRow(skuId, at, { ...columns, language }),
        accessKey: accessKey.row,
      })
      if (id === undefined) throw new KeyInUse()
      return { outcome: 'created', skuId, accessKey: accessKey.key }
    } catch (error) {
      if (isNumberTaken(error)) continue
      if (!isRetryableConflict(error) || run >= MAX_AT_ONCE_RUNS) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** run))
    }
  }
}

/** Runs of insertAtOnce lost to a race before the conflict is passed on (as withImmediateTransaction). */
const MAX_AT_ONCE_RUNS = 6

export type UpdateApplicationResult = 'updated' | 'not-found' | 'paid' | 'order-open' | 'fee-fields-locked'

/**
 * How long an order counts as open: PayPal lets a buyer approve an order for 3 hours. Meanwhile
 * the fields that set the fee (nationality, visa type) cannot change. Capture prices again from
 * the stored row in any case, so an older order can never be captured at a stale fee.
 */
export const OPEN_ORDER_MS = 3 * 3600 * 1000

/**
 * Replaces the form fields and children; the number, status and visitor context stay. Once paid,
 * only an application the agency sent back for a correction (NEEDS_CORRECTION) may change, and not
 * in its visa type or nationality (the fee paid depends on them); the correction hands it back to
 * the agency as IN_REVIEW, on the audit trail as the traveller's move.
 */
export function updateApplication(
  db: Kysely<Database>,
  skuId: string,
  application: Application,
  at: string,
): Promise<UpdateApplicationResult> {
  return withImmediateTransaction(db, async (trx) => {
    const columns = toApplicationColumns(application)
    if (columns.passport_copy_filename) await lockResource(trx, UPLOAD_REFERENCES, 'shared')
    const row = await findApplicationForUpdate(trx, skuId)
    if (!row || row.purged_at !== null) return 'not-found'
    // Checked in the same transaction as the write, so a capture cannot slip in between.
    const correcting = row.payment_status === 'COMPLETED'
    if (correcting) {
      if (row.application_status !== 'NEEDS_CORRECTION') return 'paid'
      if (columns.visa_type !== row.visa_type || columns.nationality !== row.nationality) {
        return 'fee-fields-locked'
      }
    } else if (columns.nationality !== row.nationality || columns.visa_type !== row.visa_type) {
      const openSince = new Date(Date.parse(at) - OPEN_ORDER_MS).toISOString()
      // An order of a group counts for each member it pays.
      const open = await trx
        .selectFrom('payment_orders')
        .innerJoin(
          'payment_order_items',
          'payment_order_items.paypal_order_id',
          'payment_orders.paypal_order_id',
        )
        .select('payment_orders.paypal_order_id')
        .where('payment_order_items.sku_id', '=', skuId)
        .where('payment_orders.status', '=', 'CREATED')
        .where('payment_orders.created_at', '>', openSince)
        .executeTakeFirst()
      if (open) return 'order-open'
    }
    await trx
      .updateTable('applications')
      .set({
        ...columns,
        // Sent only by a client that knows it: an update without it keeps the stored language.
        ...(application.language ? { language: application.language } : {}),
        updated_at: at,
        ...(correcting ? { application_status: 'IN_REVIEW' as const, status_reason: null } : {}),
      })
      .where('id', '=', row.id)
      .execute()
    await replaceChildren(trx, row.id, application.children)
    if (correcting) await recordTravellerCorrection(trx, skuId, at)
    return 'updated'
  })
}

/**
 * For payments: records the outcome of a capture. Paying also hands the application to the agency
 * (AWAITING_PAYMENT becomes RECEIVED) in the caller's transaction. Returns false when no such
 * application exists.
 */
export async function setPaymentStatus(
  db: Kysely<Database>,
  skuId: string,
  status: PaymentStatus,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set((eb) => ({
      payment_status: status,
      updated_at: at,
      application_status:
        status === 'COMPLETED'
          ? eb
              .case()
              .when('application_status', '=', 'AWAITING_PAYMENT')
              .then('RECEIVED' as const)
              .else(eb.ref('application_status'))
              .end()
          : eb.ref('application_status'),
    }))
    .where('sku_id', '=', skuId)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
