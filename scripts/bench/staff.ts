// The back-office's share of `npm run bench` (scenarios staff-queue and staff-search): a data
// folder with `count` applications and a signed-in admin, written straight into SQLite (one
// transaction, one prepared insert: about 100,000 rows in a few seconds), then the queue's first
// page sorted by urgency and a surname search, through the real server.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import * as v from 'valibot'
import { toApplicationColumns } from '../../server/src/applications/application-mapping'
import { generateApplicationNumber } from '../../server/src/applications/application-number'
import { DATABASE_FILENAME } from '../../server/src/db/data-folder'
import { migrateToLatest } from '../../server/src/db/migrate'
import { openDatabase } from '../../server/src/db/open-database'
import { newToken, tokenHash } from '../../server/src/staff/credentials'
import { SESSION_COOKIE } from '../../server/src/staff/staff-session'
import { createApplicationSchema } from '../../shared/application'
import { touristApplication } from '../../shared/application-fixture'
import { APPLICATION_STATUSES } from '../../shared/application-status'
import { isoDateUtc, todayAnywhere } from '../../shared/dates'

const SURNAMES = [
  'PERERA',
  'FERNANDO',
  'SILVA',
  'SMITH',
  'JONES',
  'MULLER',
  'SCHMIDT',
  'GARCIA',
  'MARTIN',
  'ROSSI',
  'KUMAR',
  'SINGH',
  'WANG',
  'LI',
  'ZHANG',
  'TANAKA',
  'SATO',
  'KIM',
  'PARK',
  'NGUYEN',
  'DUBOIS',
  'BERNARD',
  'JANSEN',
  'DE VRIES',
  'NOWAK',
  'KOWALSKI',
  'IVANOV',
  'SMIRNOV',
  'COHEN',
  'LEVI',
  'BROWN',
  'WILSON',
  'TAYLOR',
  'ANDERSSON',
  'JOHANSSON',
  'HANSEN',
  'NIELSEN',
  'MURPHY',
  'KELLY',
  'WALSH',
]
const NATIONALITIES = [
  'UNITED KINGDOM',
  'GERMANY',
  'INDIA',
  'CHINA',
  'FRANCE',
  'AUSTRALIA',
  'JAPAN',
  'RUSSIA',
]
const DAY_MS = 24 * 3600 * 1000

/** A small deterministic generator, so every run seeds the same spread. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

export interface StaffBenchData {
  /** The Cookie header of a signed-in admin. */
  cookie: string
  seconds: number
}

export async function seedStaffBench(
  dataDir: string,
  count: number,
  now = Date.now(),
): Promise<StaffBenchData> {
  const started = performance.now()
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const db = openDatabase(join(dataDir, DATABASE_FILENAME))
  await migrateToLatest(db)
  await db.destroy()

  const base = toApplicationColumns(
    v.parse(
      createApplicationSchema(() => todayAnywhere(now)),
      touristApplication(),
    ),
  )
  const fixed = {
    ...base,
    client_ip_address: '203.0.113.7',
    visitor_ip: '203.0.113.7',
    visitor_country: 'GB',
    visitor_city: 'London',
  }
  const columns = [
    ...Object.keys(fixed),
    'sku_id',
    'surname',
    'nationality',
    'passport_number',
    'email',
    'intended_arrival_date',
    'payment_status',
    'application_status',
    'created_at',
    'updated_at',
  ]
  const unique = [...new Set(columns)]
  const sqlite = new SqliteDatabase(join(dataDir, DATABASE_FILENAME))
  sqlite.pragma('journal_mode = WAL')
  const insert = sqlite.prepare(
    `insert into applications (${unique.join(', ')}) values (${unique.map((column) => `@${column}`).join(', ')})`,
  )
  const next = random(42)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const paid = next() < 0.7
      const status = paid ? pick(APPLICATION_STATUSES.slice(1)) : 'AWAITING_PAYMENT'
      const at = new Date(now - Math.floor(next() * 90 * DAY_MS)).toISOString()
      insert.run({
        ...fixed,
        sku_id: generateApplicationNumber(),
        // A surname and a suffix: 40 families, each prefix search finds about 1 in 40.
        surname: `${pick(SURNAMES)}${i % 7 === 0 ? '' : ` ${String.fromCharCode(65 + (i % 26))}`}`,
        nationality: pick(NATIONALITIES),
        passport_number: `P${String(i).padStart(8, '0')}`,
        email: `traveller${i}@example.com`,
        intended_arrival_date: isoDateUtc(now + Math.floor((next() * 190 - 10) * DAY_MS)),
        payment_status: paid ? 'COMPLETED' : 'UNPAID',
        application_status: status,
        created_at: at,
        updated_at: at,
      })
    }
  })()

  const token = newToken()
  const at = new Date(now).toISOString()
  const { lastInsertRowid } = sqlite
    .prepare('insert into staff_accounts (email, role, created_at) values (?, ?, ?)')
    .run('bench.admin@agency.example', 'admin', at)
  // A long session: the bench outlasts neither limit, and no password hashing is measured.
  sqlite
    .prepare(
      'insert into staff_sessions (token_hash, staff_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?)',
    )
    .run(tokenHash(token), lastInsertRowid, at, '9999-12-31T00:00:00.000Z', '9999-12-31T00:00:00.000Z')
  sqlite.pragma('optimize')
  sqlite.close()
  return { cookie: `${SESSION_COOKIE}=${token}`, seconds: (performance.now() - started) / 1000 }
}
