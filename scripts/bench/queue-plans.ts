// SQLite's plan for every query the back-office queue runs (each sort, with and without the status,
// payment and search filters, and the counts per status), on the staff bench's data, with its
// median time: to see which index serves what, and at what cost, before an index is added or dropped.
//
//   node --import tsx scripts/bench/queue-plans.ts [--rows 20000] [--index "name(columns)"]
//
// --index adds an index first (e.g. one a migration dropped), to compare the plans with it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import SqliteDatabase from 'better-sqlite3'
import { type CompiledQuery, Kysely, SqliteDialect } from 'kysely'
import { DATABASE_FILENAME } from '../../server/src/db/data-folder'
import type { Database } from '../../server/src/db/database'
import { countByStatus, findQueuePage } from '../../server/src/staff/queue.repository'
import { QUEUE_SORTS } from '../../shared/staff'
import { seedStaffBench } from './staff'

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: '20000' }, index: { type: 'string' } },
})

const dir = mkdtempSync(join(tmpdir(), 'evisa-queue-plans-'))
try {
  await seedStaffBench(dir, Number(args.rows))
  const sqlite = new SqliteDatabase(join(dir, DATABASE_FILENAME))
  if (args.index) sqlite.exec(`create index ${args.index.replace('(', ' on applications (')}`)
  const seen: CompiledQuery[] = []
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'query') seen.push(event.query)
    },
  })
  const now = Date.now()
  await countByStatus(db)
  for (const sort of QUEUE_SORTS) {
    for (const status of [undefined, 'RECEIVED'] as const) {
      for (const payment of [undefined, 'COMPLETED'] as const) {
        for (const q of [undefined, 'PERERA']) {
          await findQueuePage(db, { page: 1, pageSize: 50, sort, dir: 'asc', status, payment, q }, now)
        }
      }
    }
  }
  const plans = new Map<string, string>()
  for (const query of seen) {
    if (plans.has(query.sql)) continue
    const parameters = query.parameters as unknown[]
    const steps = sqlite.prepare(`explain query plan ${query.sql}`).all(...parameters) as { detail: string }[]
    // The median of 5 runs, warm: what the plan costs at this many rows on this machine.
    const statement = sqlite.prepare(query.sql)
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now()
      statement.all(...parameters)
      return performance.now() - started
    }).sort((a, b) => a - b)
    const plan = steps.map((step) => step.detail).join(' | ')
    plans.set(query.sql, `${plan}\n  (${(times[2] ?? 0).toFixed(2)} ms)`)
  }
  for (const [statement, plan] of plans) console.log(`${statement}\n  => ${plan}\n`)
  await db.destroy()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
