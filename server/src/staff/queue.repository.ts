// The work queue: one page of applications with filters and a sort, the total, and the counts per
// status. Every search term and sort column has an index (migration 0006_staff), and the bench
// (scripts/bench, "staff") holds it to its target at 100,000 applications.
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely'
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from '../../../shared/application-number'
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../shared/application-status'
import { isoDateUtc } from '../../../shared/dates'
import { type QueueQuery, type QueueRow, URGENT_WITHIN_DAYS } from '../../../shared/staff'
import type { Database } from '../db/database'

const DAY_MS = 24 * 3600 * 1000
// The last character Unicode has: every string that starts with a prefix sorts below prefix + it.
const TOP_CHARACTER = '\u{10FFFF}'

/** Arrivals on or before this date are urgent (past ones included: they are overdue). */
export function urgentCutoff(now: number): string {
  return isoDateUtc(now + URGENT_WITHIN_DAYS * DAY_MS)
}

function urgentExpression(now: number) {
  return sql<number>`(payment_status = 'COMPLETED' and application_status not in ('APPROVED', 'REJECTED') and intended_arrival_date <= ${urgentCutoff(now)})`
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

export async function findQueuePage(db: Kysely<Database>, query: QueueQuery, now: number) {
  const urgent = urgentExpression(now)
  let page = filtered(db, query).select([
    'sku_id',
    'surname',
    'given_names',
    'nationality',
    'visa_type',
    'intended_arrival_date',
    'payment_status',
    'application_status',
    'updated_at',
    urgent.as('urgent'),
  ])
  const dir = query.dir
  if (query.sort === 'urgency') {
    page = page.orderBy(urgent, dir === 'asc' ? 'desc' : 'asc').orderBy('intended_arrival_date', dir)
  } else {
    for (const column of SORT_COLUMNS[query.sort]) page = page.orderBy(column, dir)
  }
  // A stable order across pages when the sort column ties.
  page = page.orderBy('id', dir)

  const [rows, total] = await Promise.all([
    page
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
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
        urgent: row.urgent === 1,
      }),
    ),
    total: total.count,
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
