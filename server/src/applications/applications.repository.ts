import type { Kysely } from 'kysely'
import type { Application, ApplicationRecord } from '../../../shared/application'
import type { PaymentStatus } from '../../../shared/options'
import type { ApplicationRow, Database } from '../db/database'
import { withImmediateTransaction } from '../db/transaction'
import { toApplicationColumns, toApplicationRecord, toChildColumns } from './application-mapping'
import { generateApplicationNumber } from './application-number'
import { recordTravellerCorrection } from './traveller-correction'

/** The address the server saw, and where it is (the body's ip_address is stored apart). */
export interface Visitor {
  ip: string
  country: string
  city: string
}

export interface CreateApplicationOptions {
  visitor: Visitor
  idempotencyKey?: string
  /** ISO timestamp of the change. */
  at: string
}

export function findApplicationBySkuId(
  db: Kysely<Database>,
  skuId: string,
): Promise<ApplicationRow | undefined> {
  return db.selectFrom('applications').selectAll().where('sku_id', '=', skuId).executeTakeFirst()
}

export async function findApplicationRecord(
  db: Kysely<Database>,
  skuId: string,
): Promise<ApplicationRecord | undefined> {
  const row = await findApplicationBySkuId(db, skuId)
  // A purged application (retention/) keeps only an anonymous row for the accounts.
  if (!row || row.purged_at !== null) return undefined
  const children = await db
    .selectFrom('application_children')
    .selectAll()
    .where('application_id', '=', row.id)
    .orderBy('position')
    .execute()
  return toApplicationRecord(row, children)
}

export async function findSkuIdByIdempotencyKey(
  db: Kysely<Database>,
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('sku_id')
    .where('key', '=', key)
    .executeTakeFirst()
  return row?.sku_id
}

async function unusedApplicationNumber(db: Kysely<Database>): Promise<string> {
  // 80 random bits make a collision astronomically rare; checking inside the write transaction
  // makes it impossible.
  for (;;) {
    const skuId = generateApplicationNumber()
    if (!(await findApplicationBySkuId(db, skuId))) return skuId
  }
}

async function replaceChildren(
  db: Kysely<Database>,
  applicationId: number,
  children: Application['children'],
) {
  await db.deleteFrom('application_children').where('application_id', '=', applicationId).execute()
  if (children.length === 0) return
  await db
    .insertInto('application_children')
    .values(
      children.map((child, position) => ({
        application_id: applicationId,
        ...toChildColumns(child, position),
      })),
    )
    .execute()
}

/**
 * Stores a new application with its children. With an idempotency key already used, stores
 * nothing and answers the application made the first time (`created: false`).
 */
export function createApplication(
  db: Kysely<Database>,
  application: Application,
  { visitor, idempotencyKey, at }: CreateApplicationOptions,
): Promise<{ skuId: string; created: boolean }> {
  return withImmediateTransaction(db, async (trx) => {
    if (idempotencyKey) {
      const existing = await findSkuIdByIdempotencyKey(trx, idempotencyKey)
      if (existing) return { skuId: existing, created: false }
    }
    const skuId = await unusedApplicationNumber(trx)
    const { id } = await trx
      .insertInto('applications')
      .values({
        ...toApplicationColumns(application),
        sku_id: skuId,
        payment_status: 'UNPAID',
        client_ip_address: application.ip_address,
        visitor_ip: visitor.ip,
        visitor_country: visitor.country,
        visitor_city: visitor.city,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await replaceChildren(trx, id, application.children)
    if (idempotencyKey) {
      await trx
        .insertInto('idempotency_keys')
        .values({ key: idempotencyKey, sku_id: skuId, created_at: at })
        .execute()
    }
    return { skuId, created: true }
  })
}

export type UpdateApplicationResult = 'updated' | 'not-found' | 'paid' | 'fee-fields-locked'

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
    const row = await findApplicationBySkuId(trx, skuId)
    if (!row || row.purged_at !== null) return 'not-found'
    const columns = toApplicationColumns(application)
    // Checked in the same transaction as the write, so a capture cannot slip in between.
    const correcting = row.payment_status === 'COMPLETED'
    if (correcting) {
      if (row.application_status !== 'NEEDS_CORRECTION') return 'paid'
      if (columns.visa_type !== row.visa_type || columns.nationality !== row.nationality) {
        return 'fee-fields-locked'
      }
    }
    await trx
      .updateTable('applications')
      .set({
        ...columns,
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
