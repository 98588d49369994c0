// The queue's pages against a plain reading of what each filter, search and sort means, over a
// store made to hit every edge the SQL takes apart: purged rows, a surname prefix that is also a
// passport number (one row found both ways, listed once), e-mails in another case, arrivals on
// both sides of the urgency cutoff, and pages across the urgent part and the rest. However the
// queries are split up for speed (queue.repository.ts), each page must be this one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CROCKFORD_ALPHABET, normalizeApplicationNumber } from '../../../shared/application-number'
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../shared/application-status'
import { isoDateUtc } from '../../../shared/dates'
import type { PaymentStatus } from '../../../shared/options'
import { QUEUE_SORTS, type QueueQuery, type QueueSort } from '../../../shared/staff'
import { buildTestApp, type TestApp, touristApplication } from '../../test/test-support'
import { countByStatus, findQueuePage, urgentCutoff } from './queue.repository'

const DAY_MS = 24 * 3600 * 1000
const NOW = Date.now()

interface Stored {
  id: number
  sku_id: string
  surname: string
  given_names: string
  email: string
  passport_number: string
  nationality: string
  visa_type: string
  intended_arrival_date: string
  payment_status: PaymentStatus
  application_status: ApplicationStatus
  updated_at: string
  purged_at: string | null
}

let test: TestApp
let stored: Stored[] = []

/** A small deterministic generator, so every run builds the same store. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

beforeAll(async () => {
  test = await buildTestApp({ mail: { sending: false } })
  // One application made the ordinary way, copied with the columns the queue reads changed.
  const created = await test.app.inject({
    method: 'POST',
    url: '/api/srilanka/create-application',
    payload: touristApplication(),
  })
  if (created.statusCode !== 201) throw new Error(created.body)
  const { id: _id, ...base } = await test.app.db
    .selectFrom('applications')
    .selectAll()
    .executeTakeFirstOrThrow()
  await test.app.db.deleteFrom('applications').execute()
  const next = random(7)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  const rows = Array.from({ length: 150 }, (_, i) => {
    const paid = next() < 0.6
    const at = new Date(NOW - Math.floor(next() * 30 * DAY_MS)).toISOString()
    return {
      ...base,
      sku_id: Array.from({ length: 16 }, () => pick([...CROCKFORD_ALPHABET])).join(''),
      surname: pick(['PERERA', 'PERERA B', 'PEREIRA', 'PER', 'SILVA', 'SILVANO', 'FERNANDO', 'LI']),
      given_names: pick(['ANNA', 'BEN', 'CHEN', 'DARA']),
      // A family sharing an address, written in another case by some of them.
      email: i % 9 === 0 ? 'family@example.com' : i % 9 === 1 ? 'Family@Example.COM' : `t${i}@example.com`,
      // "PER" is a surname prefix and a passport number: one row is found both ways.
      passport_number: i % 11 === 0 ? 'PER' : i % 13 === 0 ? 'N998877' : `P${String(i).padStart(6, '0')}`,
      nationality: pick(['GERMANY', 'INDIA', 'JAPAN']),
      visa_type: pick(['TOURIST VISA', 'BUSINESS VISA']),
      // Around the urgency cutoff (4 days ahead), past arrivals too, with many ties.
      intended_arrival_date: isoDateUtc(NOW + Math.floor(next() * 16 - 5) * DAY_MS),
      payment_status: (paid ? 'COMPLETED' : 'UNPAID') as PaymentStatus,
      application_status: (paid
        ? pick(APPLICATION_STATUSES.slice(1))
        : 'AWAITING_PAYMENT') as ApplicationStatus,
      created_at: at,
      updated_at: at,
      purged_at: next() < 0.1 ? at : null,
    }
  })
  await test.app.db.insertInto('applications').values(rows).execute()
  stored = (await test.app.db
    .selectFrom('applications')
    .select([
      'id',
      'sku_id',
      'surname',
      'given_names',
      'email',
      'passport_number',
      'nationality',
      'visa_type',
      'intended_arrival_date',
      'payment_status',
      'application_status',
      'updated_at',
      'purged_at',
    ])
    .execute()) as Stored[]
}, 60_000)
afterAll(() => test.close(), 60_000)

function isUrgent(row: Stored): boolean {
  return (
    row.payment_status === 'COMPLETED' &&
    row.application_status !== 'APPROVED' &&
    row.application_status !== 'REJECTED' &&
    row.intended_arrival_date <= urgentCutoff(NOW)
  )
}

function matches(row: Stored, { status, payment, q }: QueueQuery): boolean {
  if (row.purged_at !== null) return false
  if (status && row.application_status !== status) return false
  if (payment && row.payment_status !== payment) return false
  if (!q) return true
  const upper = q.toUpperCase()
  return (
    row.surname.startsWith(upper) ||
    row.email.toLowerCase() === q.toLowerCase() ||
    row.sku_id === normalizeApplicationNumber(q) ||
    row.passport_number === upper.replace(/\s+/g, '')
  )
}

/** What each sort orders by, ascending, before the id that breaks ties. */
const SORT_KEYS: Record<QueueSort, (row: Stored) => (string | number)[]> = {
  urgency: (row) => [isUrgent(row) ? 0 : 1, row.intended_arrival_date],
  number: (row) => [row.sku_id],
  name: (row) => [row.surname, row.given_names],
  nationality: (row) => [row.nationality],
  visa: (row) => [row.visa_type],
  arrival: (row) => [row.intended_arrival_date],
  payment: (row) => [row.payment_status],
  status: (row) => [row.application_status],
  updated: (row) => [row.updated_at],
}

function expectedPage(query: QueueQuery) {
  const keyOf = (row: Stored) => [...SORT_KEYS[query.sort](row), row.id]
  const sign = query.dir === 'asc' ? 1 : -1
  const found = stored
    .filter((row) => matches(row, query))
    .sort((a, b) => {
      const [left, right] = [keyOf(a), keyOf(b)]
      for (let i = 0; i < left.length; i++) {
        if (left[i] !== right[i]) return ((left[i] as string) < (right[i] as string) ? -1 : 1) * sign
      }
      return 0
    })
  const start = (query.page - 1) * query.pageSize
  return {
    rows: found.slice(start, start + query.pageSize).map((row) => [row.sku_id, isUrgent(row)]),
    total: found.length,
  }
}

const FILTERS: Pick<QueueQuery, 'status' | 'payment'>[] = [
  {},
  { status: 'RECEIVED' },
  { payment: 'COMPLETED' },
  { payment: 'UNPAID' },
  { status: 'IN_REVIEW', payment: 'COMPLETED' },
]

describe('the queue page', () => {
  it('lists, counts, flags and pages exactly the rows each filter, search and sort selects', async () => {
    const someNumber = stored.find((row) => row.purged_at === null && row.surname === 'SILVA')?.sku_id
    const searches = [
      undefined,
      'per',
      'Silva',
      'family@EXAMPLE.com',
      someNumber?.toLowerCase(),
      'n 998 877',
      'zzz',
    ]
    const counts = await countByStatus(test.app.db)
    let compared = 0
    let index = 0
    for (const q of searches) {
      for (const sort of QUEUE_SORTS) {
        for (const dir of ['asc', 'desc'] as const) {
          // Every filter for the orders a search or the urgency split serves apart; one in turn
          // for the others.
          const filters = ['urgency', 'arrival', 'payment', 'status'].includes(sort)
            ? FILTERS
            : [FILTERS[index++ % FILTERS.length]!]
          for (const filter of filters) {
            for (const page of [1, 3, 40]) {
              const query: QueueQuery = { page, pageSize: 7, sort, dir, ...filter, q }
              const answer = await findQueuePage(test.app.db, query, NOW, counts)
              const label = JSON.stringify(query)
              expect(
                { rows: answer.rows.map((row) => [row.number, row.urgent]), total: answer.total },
                label,
              ).toEqual(expectedPage(query))
              compared += 1
            }
          }
        }
      }
    }
    // The store holds what the comparison is about: urgent rows, searches that find several.
    expect(stored.filter((row) => row.purged_at === null && isUrgent(row)).length).toBeGreaterThan(7)
    expect(
      expectedPage({ page: 1, pageSize: 100, sort: 'urgency', dir: 'asc', q: 'per' }).total,
    ).toBeGreaterThan(14)
    expect(compared).toBeGreaterThan(800)
  }, 240_000)
})
