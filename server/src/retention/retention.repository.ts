// SQL of the retention purge (see purge.ts for the rules and their order).
import { type Kysely, sql } from 'kysely'
import type { ApplicationsTable, Database } from '../db/database'
import { isPostgres } from '../db/dialect'
import { forgetContactMailsQueuedBefore, forgetMailsOfApplication } from '../mail'
import { forgetPushOfApplication } from '../push'

/**
 * What an application keeps once purged: its number, what was bought and when, for the agency's
 * accounts and its payment records. Every other column is personal and is cleared; a test checks
 * that each column of the table is in exactly one of these lists, so a new column gets a decision.
 */
export const KEPT_APPLICATION_COLUMNS = [
  'id',
  'sku_id',
  'payment_status',
  'application_status',
  'visa_type',
  'visa_required_days',
  'purpose_of_visit',
  'intended_arrival_date',
  'created_at',
  'updated_at',
  'purged_at',
  'fee_usd',
  // A random id, nothing personal: which applications were bought together.
  'group_id',
  // The language the traveller chose names no one, and says which language the agency answers in.
  'language',
] as const satisfies readonly (keyof ApplicationsTable)[]

export const CLEARED_TEXT_COLUMNS = [
  'passport_type',
  'surname',
  'given_names',
  'title',
  'date_of_birth',
  'gender',
  'country_of_birth',
  'nationality',
  'email',
  'occupation',
  'passport_number',
  'passport_issued_date',
  'passport_expiry_date',
  'country_last_14_days',
  'purpose_description',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'postal_code',
  'country_or_region',
  'mobile_number',
  'address_in_sri_lanka',
  'applicant_company_name',
  'applicant_company_address',
  'applicant_company_city',
  'applicant_company_state',
  'applicant_company_postal_code',
  'applicant_company_country',
  'applicant_company_email',
  'sri_lankan_company_name',
  'sri_lankan_company_address',
  'sri_lankan_company_city',
  'sri_lankan_company_state',
  'sri_lankan_company_postal_code',
  'sri_lankan_company_telephone',
  'passport_copy_filename',
  'authority_reference',
  'evisa_filename',
  'status_reason',
  'client_ip_address',
  'visitor_ip',
  'visitor_country',
  'visitor_city',
] as const satisfies readonly (keyof ApplicationsTable)[]

export const CLEARED_BOOLEAN_COLUMNS = [
  'has_valid_residence_visa',
  'is_currently_in_sri_lanka',
  'has_multiple_entry_visa',
] as const satisfies readonly (keyof ApplicationsTable)[]

export interface ApplicationToPurge {
  id: number
  sku_id: string
  nationality: string
  visa_type: string
}

/**
 * Applications past their arrival's retention, and unpaid ones nobody changed since
 * `unpaidChangedBefore`. On PostgreSQL the rows are held until the purge's transaction ends (`FOR
 * UPDATE`): a row another server is changing right now is waited for and judged as that change left
 * it (a new arrival date keeps it), and no change can slip in between choosing and clearing.
 */
export function findApplicationsToPurge(
  db: Kysely<Database>,
  { arrivedBefore, unpaidChangedBefore }: { arrivedBefore: string; unpaidChangedBefore: string },
  limit: number,
): Promise<ApplicationToPurge[]> {
  const query = db
    .selectFrom('applications')
    .select(['id', 'sku_id', 'nationality', 'visa_type'])
    .where('purged_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('intended_arrival_date', '<', arrivedBefore),
        eb.and([eb('payment_status', '!=', 'COMPLETED'), eb('updated_at', '<', unpaidChangedBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
  return (isPostgres(db) ? query.forUpdate() : query).execute()
}

const CLEARED_VALUES = {
  ...Object.fromEntries(CLEARED_TEXT_COLUMNS.map((column) => [column, ''])),
  ...Object.fromEntries(CLEARED_BOOLEAN_COLUMNS.map((column) => [column, 0])),
} as Record<(typeof CLEARED_TEXT_COLUMNS)[number], ''> & Record<(typeof CLEARED_BOOLEAN_COLUMNS)[number], 0>

/**
 * Clears the personal columns, removes the children, the idempotency keys and the access keys.
 * Run in a transaction.
 */
export async function anonymiseApplication(
  trx: Kysely<Database>,
  application: ApplicationToPurge,
  { feeUsd, at }: { feeUsd: number; at: string },
): Promise<void> {
  await trx
    .updateTable('applications')
    .set({ ...CLEARED_VALUES, fee_usd: feeUsd, purged_at: at })
    .where('id', '=', application.id)
    .execute()
  await trx.deleteFrom('application_children').where('application_id', '=', application.id).execute()
  await trx.deleteFrom('idempotency_keys').where('sku_id', '=', application.sku_id).execute()
  await trx.deleteFrom('application_keys').where('sku_id', '=', application.sku_id).execute()
  await forgetMailsOfApplication(trx, application.sku_id)
  await forgetPushOfApplication(trx, application.sku_id)
}

export async function deleteContactMessagesReceivedBefore(
  db: Kysely<Database>,
  before: string,
): Promise<number> {
  const result = await db.deleteFrom('contact_messages').where('created_at', '<', before).executeTakeFirst()
  await forgetContactMailsQueuedBefore(db, before)
  return Number(result.numDeletedRows)
}

export async function deleteDraftsUntouchedSince(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('drafts').where('updated_at', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Uploads older than `createdBefore` that no application refers to. A draft that names one (the
 * traveller uploaded, then went on filling the form) keeps it: the draft's own expiry frees it.
 */
export async function findUnattachedUploads(
  db: Kysely<Database>,
  createdBefore: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('filename')
    .where('created_at', '<', createdBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('applications')
            .select(sql.lit(1).as('one'))
            .where((eb) =>
              eb.or([
                eb('applications.passport_copy_filename', '=', eb.ref('uploads.filename')),
                eb('applications.evisa_filename', '=', eb.ref('uploads.filename')),
              ]),
            ),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('drafts')
            .select(sql.lit(1).as('one'))
            .where(
              isPostgres(db)
                ? sql<boolean>`strpos(drafts.data, uploads.filename) > 0`
                : sql<boolean>`instr(drafts.data, uploads.filename) > 0`,
            ),
        ),
      ),
    )
    .orderBy('filename')
    .limit(limit)
    .execute()
  return rows.map((row) => row.filename)
}

export async function deleteUploadRows(db: Kysely<Database>, filenames: string[]): Promise<void> {
  if (filenames.length === 0) return
  await db.deleteFrom('uploads').where('filename', 'in', filenames).execute()
}

/** Which of these names have an uploads row. */
export async function knownUploadNames(db: Kysely<Database>, filenames: string[]): Promise<Set<string>> {
  if (filenames.length === 0) return new Set()
  const rows = await db.selectFrom('uploads').select('filename').where('filename', 'in', filenames).execute()
  return new Set(rows.map((row) => row.filename))
}

export interface CheckpointResult {
  busy: number
  log: number
  checkpointed: number
}

/**
 * SQLite: copies the WAL into the database file and empties it, so rows the purge just overwrote
 * do not linger in old WAL frames (secure_delete, set in open-database.ts, zeroes them in the
 * file). PostgreSQL has neither; its autovacuum reclaims the dead rows (docs/decisions/008-postgresql.md).
 */
export async function checkpointAndTruncateWal(db: Kysely<Database>): Promise<CheckpointResult | undefined> {
  if (isPostgres(db)) return undefined
  const { rows } = await sql<CheckpointResult>`pragma wal_checkpoint(TRUNCATE)`.execute(db)
  return rows[0]
}

/**
 * The PostgreSQL advisory lock a purge holds (any constant; "evisa-pu" in ASCII), so that of
 * several servers on one database one purges at a time.
 */
const PURGE_LOCK_KEY = 0x65766973612d7075n

/**
 * Runs `purge` unless another server's purge holds the lock, then answers undefined. On SQLite one
 * process owns the database, and the schedule already runs one purge at a time.
 */
export async function withPurgeLock<T>(
  db: Kysely<Database>,
  purge: () => Promise<T>,
): Promise<T | undefined> {
  if (!isPostgres(db)) return purge()
  // A session lock on a connection of its own, held across the purge's many transactions.
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${sql.lit(PURGE_LOCK_KEY)}) as locked`.execute(connection)
    if (!rows[0]?.locked) return undefined
    try {
      return await purge()
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(PURGE_LOCK_KEY)})`.execute(connection)
    }
  })
}
