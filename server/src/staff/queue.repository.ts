// The work queue: one page of applications with filters and a sort, the total, and the counts per
// status. Every search term and sort column has an index (migrations 0006_staff, 0017) or, for
// the two values of payment, a walk of each in id order; the bench
// (scripts/bench, "staff") holds it to its target at 100,000 applications.
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely'
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from '../../../shared/application-number'
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../shared/application-status'
import { isoDateUtc } from '../../../shared/dates'
import type { PaymentStatus } from '../../../shared/options'
import { type QueueQuery, type QueueRow, URGENT_WITHIN_DAYS } from '../../../shared/staff'
import type { ApplicationRow, Database } from '../db/database'

const DAY_MS = 24 * 3600 * 1000
// The last character Unicode has: every string that starts with a prefix sorts below prefix + it.
const TOP_CHARACTER = '\u{10FFFF}'

/** Arrivals on or before this date are urgent (past ones included: they are overdue). */
export function urgentCutoff(now: number): string {
  return isoDateUtc(now + URGENT_WITHIN_DAYS * DAY_MS)
}

/** Paid, not decided, arriving by the cutoff: written so the arrival index can serve it. */
function isUrgent(eb: ExpressionBuilder<Database, 'applications'>, now: number) {
  return eb.and([
    eb('intended_arrival_date', '<=', urgentCutoff(now)),
    eb('payment_status', '=', 'COMPLETED'),
    eb('application_status', 'not in', ['APPROVED', 'REJECTED']),
  ])
}

type Filters = Pick<QueueQuery, 'status' | 'payment' | 'q'>

function filtered(db: Kysely<Database>, { status, payment, q }: Filters) {
  let query = db.selectFrom('applications').where('purged_at', 'is', null)
  if (status) query = query.where('application_status', '=', status)
  if (payment) query = query.where('payment_status', '=', payment)
  if (q) {
    const upper = q.toUpperCase()
    const number = normalizeApplicationNumber(q)
    const passport = upper.replace(/\s+/g, '')
    query = query.where((eb) => {
      const terms: Expression<SqlBool>[] = [
        eb.and([eb('surname', '>=', upper), eb('surname', '<', upper + TOP_CHARACTER)]),
        eb(sql`lower(email)`, '=', q.toLowerCase()),
      ]
      if (APPLICATION_NUMBER_PATTERN.test(number)) terms.push(eb('sku_id', '=', number))
      if (passport) terms.push(eb('passport_number', '=', passport))
      return eb.or(terms)
    })
  }
  return query
}

const SORT_COLUMNS = {
  number: ['sku_id'],
  name: ['surname', 'given_names'],
  nationality: ['nationality'],
  visa: ['visa_type'],
  arrival: ['intended_arrival_date'],
  payment: ['payment_status'],
  status: ['application_status'],
  updated: ['updated_at'],
} as const

/** The payment statuses in the order the column sorts in (ascending). */
const PAYMENT_ORDER: readonly PaymentStatus[] = ['COMPLETED', 'UNPAID']

const ROW_COLUMNS = [
  'sku_id',
  'surname',
  'given_names',
  'nationality',
  'visa_type',
  'intended_arrival_date',
  'payment_status',
  'application_status',
  'updated_at',
  'group_id',
] as const

async function countOf(query: ReturnType<typeof filtered>): Promise<number> {
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
  return count
}

/**
 * One page, sorted. The urgency sort is two walks of the arrival index (urgent rows, then the
 * rest), each already in arrival order, rather than an urgency flag computed for every row and
 * sorted: at 100,000 rows that sort read the whole table on every page.
 */
export async function findQueuePage(
  db: Kysely<Database>,
  query: QueueQuery,
  now: number,
  /** The counts per status, when the caller has them: the total of an unfiltered or status-filtered list. */
  counts?: Record<ApplicationStatus, number>,
) {
  const { dir, pageSize } = query
  const offset = (query.page - 1) * pageSize
  const total =
    counts && !query.q && !query.payment
      ? query.status
        ? counts[query.status]
        : Object.values(counts).reduce((sum, count) => sum + count, 0)
      : await countOf(filtered(db, query))
  let rows: Pick<ApplicationRow, (typeof ROW_COLUMNS)[number]>[]
  if (query.sort === 'urgency') {
    const urgent = filtered(db, query).where((eb) => isUrgent(eb, now))
    const rest = filtered(db, query).where((eb) => eb.not(isUrgent(eb, now)))
    // Ascending: urgent first. Descending reverses the whole order.
    const [first, second] = dir === 'asc' ? [urgent, rest] : [rest, urgent]
    const inFirst = dir === 'asc' ? await countOf(urgent) : total - (await countOf(urgent))
    const page = (part: typeof urgent, partOffset: number, limit: number) =>
      part
        .select(ROW_COLUMNS)
        .orderBy('intended_arrival_date', dir)
        .orderBy('id', dir)
        .limit(limit)
        .offset(partOffset)
        .execute()
    rows = offset < inFirst ? await page(first, offset, pageSize) : []
    if (rows.length < pageSize) {
      rows = rows.concat(await page(second, Math.max(0, offset - inFirst), pageSize - rows.length))
    }
  } else if (query.sort === 'payment' && !query.payment) {
    // Two values, so two walks in id order (the table's own), each stopped after the page, like
    // the urgency sort: there is no index led by payment_status to sort by (one takes over the
    // urgent walk and the searches, migration 0006_staff), and sorting every row by it read the
    // whole table on every page.
    const [first, second] = dir === 'asc' ? PAYMENT_ORDER : ([...PAYMENT_ORDER].reverse() as PaymentStatus[])
    const part = (payment: PaymentStatus) => filtered(db, { ...query, payment })
    const inFirst = await countOf(part(first!))
    const page = (payment: PaymentStatus, partOffset: number, limit: number) =>
      part(payment).select(ROW_COLUMNS).orderBy('id', dir).limit(limit).offset(partOffset).execute()
    rows = offset < inFirst ? await page(first!, offset, pageSize) : []
    if (rows.length < pageSize) {
      rows = rows.concat(await page(second!, Math.max(0, offset - inFirst), pageSize - rows.length))
    }
  } else {
    let page = filtered(db, query).select(ROW_COLUMNS)
    for (const column of SORT_COLUMNS[query.sort]) page = page.orderBy(column, dir)
    // A stable order across pages when the sort column ties.
    rows = await page.orderBy('id', dir).limit(pageSize).offset(offset).execute()
  }
  const cutoff = urgentCutoff(now)
  return {
    rows: rows.map(
      (row): QueueRow => ({
        number: row.sku_id,
        name: `${row.surname} ${row.given_names}`.trim(),
        nationality: row.nationality,
        visaType: row.visa_type,
        arrival: row.intended_arrival_date,
        payment: row.payment_status,
        status: row.application_status,
        updated: row.updated_at,
        urgent:
          row.payment_status === 'COMPLETED' &&
          row.application_status !== 'APPROVED' &&
          row.application_status !== 'REJECTED' &&
          row.intended_arrival_date <= cutoff,
        group: row.group_id,
      }),
    ),
    total,
  }
}

/** Applications per status over the whole store (purged rows aside). */
export async function countByStatus(db: Kysely<Database>): Promise<Record<ApplicationStatus, number>> {
  const rows = await db
    .selectFrom('applications')
    .select(['application_status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('purged_at', 'is', null)
    .groupBy('application_status')
    .execute()
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >
  for (const row of rows) counts[row.application_status] = row.count
  return counts
}

/** Every row the filters select, in the query's order, for the CSV export. */
export async function* queueRowsForExport(db: Kysely<Database>, query: QueueQuery, now: number) {
  const batch = 1000
  for (let page = 1; ; page++) {
    const { rows } = await findQueuePage(db, { ...query, page, pageSize: batch }, now)
    yield* rows
    if (rows.length < batch) return
  }
}
