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
import { compiledForms } from '../db/compiled-query'
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

/**
 * What a search is compared with: a surname prefix, and the exact e-mail, number and passport, with
 * the status and payment filters; absent where the search or the query has none. The values may be
 * placeholders (searchPage compiles each form of query once).
 */
interface SearchValues {
  surnameFrom: unknown
  surnameTo: unknown
  email: unknown
  number?: unknown
  passport?: unknown
  status?: unknown
  payment?: unknown
}

function searchValues({ status, payment, q }: Filters & { q: string }): SearchValues {
  const upper = q.toUpperCase()
  const number = normalizeApplicationNumber(q)
  const passport = upper.replace(/\s+/g, '')
  return {
    surnameFrom: upper,
    surnameTo: upper + TOP_CHARACTER,
    email: q.toLowerCase(),
    number: APPLICATION_NUMBER_PATTERN.test(number) ? number : undefined,
    passport: passport || undefined,
    status,
    payment,
  }
}

/** The terms that match one or a few rows each: the e-mail, the application and passport numbers. */
function exactTerms(eb: ExpressionBuilder<Database, 'applications'>, terms: SearchValues) {
  const exact: Expression<SqlBool>[] = [eb(sql`lower(email)`, '=', terms.email)]
  if (terms.number !== undefined) exact.push(eb('sku_id', '=', terms.number as string))
  if (terms.passport !== undefined) exact.push(eb('passport_number', '=', terms.passport as string))
  return exact
}

function filtered(db: Kysely<Database>, { status, payment, q }: Filters) {
  let query = db.selectFrom('applications').where('purged_at', 'is', null)
  if (status) query = query.where('application_status', '=', status)
  if (payment) query = query.where('payment_status', '=', payment)
  if (q) {
    const terms = searchValues({ q })
    query = query.where((eb) =>
      eb.or([
        eb.and([
          eb('surname', '>=', terms.surnameFrom as string),
          eb('surname', '<', terms.surnameTo as string),
        ]),
        ...exactTerms(eb, terms),
      ]),
    )
  }
  return query
}

/**
 * The rows a search finds, as the few columns the urgency, arrival, payment and status orders and
 * the count need, without reading a table row: the surname prefix from the surname index, which
 * carries those columns (migration 0020), and apart from it the exact terms (a handful of rows)
 * that are not already among the surname's. The same rows as `filtered` with the search, each
 * once. As one OR, SQLite fetched every match's table row (2,500 of them for a common surname,
 * each a random read of a wide row), once for the count and again for the page.
 */
function searchMatches(db: Kysely<Database>, terms: SearchValues) {
  const narrow = () => {
    let query = db
      .selectFrom('applications')
      .select(['id', 'intended_arrival_date', 'payment_status', 'application_status'])
      .where('purged_at', 'is', null)
    if (terms.status !== undefined) query = query.where('application_status', '=', terms.status as never)
    if (terms.payment !== undefined) query = query.where('payment_status', '=', terms.payment as never)
    return query
  }
  const from = terms.surnameFrom as string
  const to = terms.surnameTo as string
  const bySurname = narrow().where('surname', '>=', from).where('surname', '<', to)
  // surname is never null, so "not in the prefix range" is exactly one of these two.
  const byExact = narrow()
    .where((eb) => eb.or(exactTerms(eb, terms)))
    .where((eb) => eb.or([eb('surname', '<', from), eb('surname', '>=', to)]))
  return db.selectFrom(bySurname.unionAll(byExact).as('m'))
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
 * The page from two parts of the list, each walked (or sorted) in the page's order: the urgent
 * rows and the rest, or the paid and the unpaid. `inFirst` counts the first part; the first page
 * starts at the top of the first part whatever its size, so it never asks.
 */
async function pageOfTwoParts<P>(
  offset: number,
  pageSize: number,
  [first, second]: readonly [P, P],
  inFirst: () => Promise<number>,
  page: (part: P, partOffset: number, limit: number) => Promise<Row[]>,
): Promise<Row[]> {
  const before = offset === 0 ? 0 : await inFirst()
  let rows = offset === 0 || offset < before ? await page(first, offset, pageSize) : []
  if (rows.length < pageSize) {
    rows = rows.concat(await page(second, Math.max(0, offset - before), pageSize - rows.length))
  }
  return rows
}

/** isUrgent over the columns of a search's matches (searchMatches). */
const matchIsUrgent = (cutoff: unknown) =>
  sql<SqlBool>`intended_arrival_date <= ${cutoff} and payment_status = ${'COMPLETED'} and application_status not in (${'APPROVED'}, ${'REJECTED'})`

/** The orders a search's page is sorted in among its matches: each by columns the matches carry. */
const MATCH_ORDERS = {
  // Within the urgent part and within the rest (pageOfTwoParts).
  urgency: ['intended_arrival_date'],
  arrival: ['intended_arrival_date'],
  // COMPLETED sorts before UNPAID, the order PAYMENT_ORDER gives.
  payment: ['payment_status'],
  status: ['application_status'],
} as const

type Row = Pick<ApplicationRow, (typeof ROW_COLUMNS)[number]>

const SEARCH_VALUE_NAMES = [
  'surnameFrom',
  'surnameTo',
  'email',
  'number',
  'passport',
  'status',
  'payment',
] as const

/**
 * A search's statements, each form compiled once: building and compiling them with Kysely cost
 * about as much as one of them takes to run (docs/performance.md). A form is what a statement is
 * for (`count`, `counts`: total and urgent; `all`, `urgent`, `rest`: a page of the matches or of
 * one part), its order, and which search values it has; its values are those, then the cutoff
 * (urgency), then the limit and offset (a page).
 */
const runSearch = compiledForms<Record<string, unknown>>((db, form, values) => {
  const [kind, sort, dir, names] = form.split('|') as [
    string,
    keyof typeof MATCH_ORDERS,
    'asc' | 'desc',
    string,
  ]
  const present = names.split(',')
  const terms = Object.fromEntries(
    present.map((name, index) => [name, values[index]]),
  ) as unknown as SearchValues
  const [first, second, third] = values.slice(present.length)
  const matches = searchMatches(db, terms)
  if (kind === 'count') return matches.select((eb) => eb.fn.countAll<number>().as('total'))
  if (kind === 'counts') {
    return matches.select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when(matchIsUrgent(first)).then(1).else(0).end()).as('urgent'),
    ])
  }
  const [part, limit, offset] =
    kind === 'all'
      ? [matches, first, second]
      : [
          kind === 'urgent'
            ? matches.where(matchIsUrgent(first))
            : matches.where(sql<SqlBool>`not (${matchIsUrgent(first)})`),
          second,
          third,
        ]
  const keys = [...MATCH_ORDERS[sort], 'id'] as const
  let ids = part.select('id')
  let page = db.selectFrom('applications').select(ROW_COLUMNS)
  for (const key of keys) {
    ids = ids.orderBy(key, dir)
    page = page.orderBy(key, dir)
  }
  return page.where('id', 'in', ids.limit(limit as number).offset(offset as number))
})

/** Runs one of a search's statements (runSearch) of the kind, order and values given. */
function searchStatement(
  db: Kysely<Database>,
  kind: 'count' | 'counts' | 'all' | 'urgent' | 'rest',
  { sort, dir }: Pick<QueueQuery, 'sort' | 'dir'>,
  terms: SearchValues,
  extra: unknown[],
) {
  const present = SEARCH_VALUE_NAMES.filter((name) => terms[name] !== undefined)
  const values = [...present.map((name) => terms[name]), ...extra]
  return runSearch(db, `${kind}|${sort}|${dir}|${present.join(',')}`, values)
}

/** How many rows a search finds (searchMatches: from indexes alone). */
async function countOfMatches(db: Kysely<Database>, query: QueueQuery, terms: SearchValues): Promise<number> {
  const [row] = await searchStatement(db, 'count', query, terms, [])
  return Number(row?.total ?? 0)
}

/**
 * A search's page in one of MATCH_ORDERS: the page's ids chosen among the matches, which are read
 * from an index alone, then only those rows read from the table, in the same order. In the
 * urgency order, the urgent matches and then the rest, as the unsearched queue; one pass over the
 * matches counts both the total and the urgent part when a later page needs the second.
 */
async function searchPage(
  db: Kysely<Database>,
  query: QueueQuery & { q: string },
  now: number,
): Promise<{ rows: Row[]; total: number }> {
  const { dir, pageSize } = query
  const offset = (query.page - 1) * pageSize
  const terms = searchValues(query)
  const rowsOf = async (
    kind: 'all' | 'urgent' | 'rest',
    before: unknown[],
    partOffset: number,
    limit: number,
  ) => (await searchStatement(db, kind, query, terms, [...before, limit, partOffset])) as Row[]
  if (query.sort !== 'urgency') {
    const total = await countOfMatches(db, query, terms)
    return { rows: offset < total ? await rowsOf('all', [], offset, pageSize) : [], total }
  }
  const cutoff = urgentCutoff(now)
  let total: number
  let inUrgent = 0
  if (offset === 0) total = await countOfMatches(db, query, terms)
  else {
    const [row] = await searchStatement(db, 'counts', query, terms, [cutoff])
    total = Number(row?.total ?? 0)
    // SUM over no rows is null.
    inUrgent = Number(row?.urgent ?? 0)
  }
  if (offset >= total) return { rows: [], total }
  const parts = ['urgent', 'rest'] as const
  // Ascending: urgent first. Descending reverses the whole order.
  const rows = await pageOfTwoParts(
    offset,
    pageSize,
    dir === 'asc' ? parts : [parts[1], parts[0]],
    async () => (dir === 'asc' ? inUrgent : total - inUrgent),
    (part, partOffset, limit) => rowsOf(part, [cutoff], partOffset, limit),
  )
  return { rows, total }
}

/**
 * A page in any order but a search's MATCH_ORDERS. The urgency sort is two walks of the arrival
 * index (urgent rows, then the rest), each already in arrival order, rather than an urgency flag
 * computed for every row and sorted: at 100,000 rows that sort read the whole table on every page.
 */
async function sortedPage(
  db: Kysely<Database>,
  query: QueueQuery,
  now: number,
  total: number,
  offset: number,
): Promise<Row[]> {
  const { dir, pageSize } = query
  if (query.sort === 'urgency') {
    const urgent = filtered(db, query).where((eb) => isUrgent(eb, now))
    const rest = filtered(db, query).where((eb) => eb.not(isUrgent(eb, now)))
    // Ascending: urgent first. Descending reverses the whole order.
    const [first, second] = dir === 'asc' ? [urgent, rest] : [rest, urgent]
    return pageOfTwoParts(
      offset,
      pageSize,
      [first, second],
      async () => (dir === 'asc' ? countOf(urgent) : total - (await countOf(urgent))),
      (part, partOffset, limit) =>
        part
          .select(ROW_COLUMNS)
          .orderBy('intended_arrival_date', dir)
          .orderBy('id', dir)
          .limit(limit)
          .offset(partOffset)
          .execute(),
    )
  }
  if (query.sort === 'payment' && !query.payment) {
    // Two values, so two walks in id order (the table's own), each stopped after the page, like
    // the urgency sort: there is no index led by payment_status to sort by (one takes over the
    // urgent walk and the searches, migration 0006_staff), and sorting every row by it read the
    // whole table on every page.
    const [first, second] = dir === 'asc' ? PAYMENT_ORDER : ([...PAYMENT_ORDER].reverse() as PaymentStatus[])
    const part = (payment: PaymentStatus) => filtered(db, { ...query, payment })
    return pageOfTwoParts(
      offset,
      pageSize,
      [first!, second!],
      () => countOf(part(first!)),
      (payment, partOffset, limit) =>
        part(payment).select(ROW_COLUMNS).orderBy('id', dir).limit(limit).offset(partOffset).execute(),
    )
  }
  let page = filtered(db, query).select(ROW_COLUMNS)
  for (const column of SORT_COLUMNS[query.sort]) page = page.orderBy(column, dir)
  // A stable order across pages when the sort column ties.
  return page.orderBy('id', dir).limit(pageSize).offset(offset).execute()
}

/**
 * One page, sorted, and the total. A search in the urgency, arrival, payment or status order
 * sorts its matches (searchPage: a few thousand at most, read from an index); every other page
 * walks an index in its order (sortedPage).
 */
export async function findQueuePage(
  db: Kysely<Database>,
  query: QueueQuery,
  now: number,
  /** The counts per status, when the caller has them: the total of an unfiltered or status-filtered list. */
  counts?: Record<ApplicationStatus, number>,
) {
  const { pageSize, q, sort } = query
  const offset = (query.page - 1) * pageSize
  let rows: Row[]
  let total: number
  if (q && Object.hasOwn(MATCH_ORDERS, sort)) {
    ;({ rows, total } = await searchPage(db, { ...query, q }, now))
  } else {
    total =
      counts && !q && !query.payment
        ? query.status
          ? counts[query.status]
          : Object.values(counts).reduce((sum, count) => sum + count, 0)
        : q
          ? await countOfMatches(db, query, searchValues({ ...query, q }))
          : await countOf(filtered(db, query))
    rows = await sortedPage(db, query, now, total, offset)
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
