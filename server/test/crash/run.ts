// The crash test (scripts/crash-test.ts, and a short run in crash-test.test.ts): the production
// server under concurrent writes, killed with SIGKILL at random moments and restarted, checked
// after every restart and at the end. See docs/reliability.md.
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { DATABASE_FILENAME } from '../../src/db/data-folder'
import { freePort, killServer, PROJECT_ROOT, startServer, stopServer } from '../server-process'
import { checkDatabase, noneVerified, type Verified, verifyThroughApi } from './checks'
import { Ledger, WRITE_KINDS, type WriteKind } from './ledger'
import { Workload } from './workload'

export interface CrashTestOptions {
  kills: number
  seed?: number
  /** Clients writing at once. */
  concurrency?: number
  /** How long the server runs under load before each kill, in ms (uniformly random between). */
  minRunMs?: number
  maxRunMs?: number
  log?: (line: string) => void
}

export interface CrashTestReport {
  kills: number
  seed: number
  payments: boolean
  durationMs: number
  startupMs: { min: number; max: number; mean: number }
  attempted: Record<WriteKind, number>
  acknowledged: Record<WriteKind, number>
  unanswered: Record<WriteKind, number>
  refused: Record<WriteKind, Record<number, number>>
  orders: Ledger['counts']['orders']
  /** Acknowledged writes confirmed in the final database check. */
  verified: Verified
  /** Checks of acknowledged writes through the API, summed over every restart. */
  apiChecks: number
  orphanFiles: number
  finalRows: Record<string, number>
  /** Outbox rows and .eml files checked at the end. */
  mail: { queued: number; written: number }
  violations: string[]
}

/** mulberry32: a small seeded generator, so a run's choices can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const sum = (verified: Verified) => WRITE_KINDS.reduce((total, kind) => total + verified[kind], 0)

/**
 * The state SQLite left on disk when the process died, checked on a copy so the server, not the
 * check, is the first to recover it on restart.
 */
async function checkCrashedFiles(dataDir: string, ledger: Ledger, violations: string[]) {
  const copy = await mkdtemp(join(tmpdir(), 'evisa-crash-copy-'))
  try {
    for (const name of await readdir(dataDir)) {
      if (name.startsWith(DATABASE_FILENAME)) await cp(join(dataDir, name), join(copy, name))
    }
    const db = new SqliteDatabase(join(copy, DATABASE_FILENAME), { fileMustExist: true })
    try {
      await checkDatabase(db, join(dataDir, 'uploads'), ledger, violations, { final: false })
    } finally {
      db.close()
    }
  } finally {
    await rm(copy, { recursive: true, force: true })
  }
}

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestReport> {
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31)
  const random = seededRandom(seed)
  const log = options.log ?? (() => undefined)
  const concurrency = options.concurrency ?? 8
  const minRunMs = options.minRunMs ?? 250
  const maxRunMs = options.maxRunMs ?? 1500
  const payments = existsSync(join(PROJECT_ROOT, 'server/src/payments/payments.routes.ts'))
  const started = performance.now()
  const dataDir = await mkdtemp(join(tmpdir(), 'evisa-crash-'))
  const port = await freePort()
  const ledger = new Ledger()
  const violations: string[] = []
  const startups: number[] = []
  let apiChecks = 0

  const start = async () => {
    const before = performance.now()
    // No SMTP_URL: mails become .eml files in the data folder, checked like the rest of it.
    const server = await startServer({ dataDir, port, env: { LOG_LEVEL: 'warn', SMTP_URL: '' } })
    startups.push(performance.now() - before)
    return server
  }

  try {
    for (let kill = 1; kill <= options.kills; kill++) {
      const server = await start()
      if (kill > 1) apiChecks += sum(await verifyThroughApi(server.baseUrl, ledger, violations))
      const workload = new Workload(ledger, server.baseUrl, random, payments)
      const running = workload.run(concurrency)
      // The random moment is counted from the first acknowledged write, so that a slow start (a
      // busy machine, the GeoIP data loading) does not leave a round with nothing to check.
      await Promise.race([workload.firstAcknowledged, delay(60_000)])
      const runMs = minRunMs + random() * (maxRunMs - minRunMs)
      await delay(runMs)
      // The kill lands while requests are in flight; only then do the clients stop sending.
      await killServer(server)
      workload.stop()
      await running
      for (const error of workload.serverErrors) violations.push(`server error: ${error}`)
      await checkCrashedFiles(dataDir, ledger, violations)
      log(
        `kill ${kill}/${options.kills}, ${Math.round(runMs)} ms after the first acknowledged write: ` +
          `${WRITE_KINDS.map((kind) => `${kind} ${ledger.counts.acknowledged[kind]}`).join(', ')} acknowledged so far; ` +
          `${violations.length} violations`,
      )
    }

    // The last restart: check everything, resolve the lost creates as the client would, stop cleanly.
    const server = await start()
    apiChecks += sum(await verifyThroughApi(server.baseUrl, ledger, violations))
    const exit = await stopServer(server)
    if (exit.code !== 0) violations.push(`the final SIGTERM ended the server with ${JSON.stringify(exit)}`)

    const db = new SqliteDatabase(join(dataDir, DATABASE_FILENAME), { readonly: true, fileMustExist: true })
    let findings: Awaited<ReturnType<typeof checkDatabase>>
    try {
      findings = await checkDatabase(db, join(dataDir, 'uploads'), ledger, violations, { final: true })
    } finally {
      db.close()
    }
    const mean = startups.reduce((total, ms) => total + ms, 0) / startups.length
    return {
      kills: options.kills,
      seed,
      payments,
      durationMs: Math.round(performance.now() - started),
      startupMs: {
        min: Math.round(Math.min(...startups)),
        max: Math.round(Math.max(...startups)),
        mean: Math.round(mean),
      },
      attempted: ledger.counts.attempted,
      acknowledged: ledger.counts.acknowledged,
      unanswered: ledger.counts.unanswered,
      refused: ledger.counts.refused,
      orders: ledger.counts.orders,
      verified: findings?.verified ?? noneVerified(),
      apiChecks,
      orphanFiles: findings.orphanFiles,
      finalRows: findings.rows,
      mail: findings.mail,
      violations,
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

export function formatReport(report: CrashTestReport): string {
  const pad = (text: string | number, width: number) => String(text).padStart(width)
  const lines = [
    `Crash test: ${report.kills} SIGKILLs, seed ${report.seed}, payments ${report.payments ? 'on' : 'absent'}, ` +
      `${(report.durationMs / 1000).toFixed(1)} s (server start ${report.startupMs.min}-${report.startupMs.max} ms, mean ${report.startupMs.mean})`,
    `${'write'.padEnd(9)}${pad('sent', 8)}${pad('acked', 8)}${pad('lost', 8)}${pad('refused', 9)}${pad('verified', 10)}`,
  ]
  for (const kind of WRITE_KINDS) {
    const refused = Object.values(report.refused[kind]).reduce((total, n) => total + n, 0)
    lines.push(
      `${kind.padEnd(9)}${pad(report.attempted[kind], 8)}${pad(report.acknowledged[kind], 8)}` +
        `${pad(report.unanswered[kind], 8)}${pad(refused, 9)}${pad(report.verified[kind], 10)}`,
    )
  }
  const refusals = WRITE_KINDS.flatMap((kind) =>
    Object.entries(report.refused[kind]).map(([status, n]) => `${kind} ${status}×${n}`),
  )
  lines.push(
    `lost = no answer (the server was killed mid-request); refused = an answer other than 2xx${refusals.length ? ` (${refusals.join(', ')})` : ''}`,
    `create-Order before each capture: ${report.orders.created} created, ${report.orders.unanswered} lost, ` +
      `refused ${JSON.stringify(report.orders.refused)}`,
    `acknowledged writes re-read through the API after restarts: ${report.apiChecks}`,
    `final database: ${Object.entries(report.finalRows)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')}; integrity_check ok unless listed below`,
    `mail: ${report.mail.queued} queued, ${report.mail.written} written as .eml; each event once, each mail one file`,
    `orphan upload files (stored, then killed before the row was written; removed by retention): ${report.orphanFiles}`,
    `violations: ${report.violations.length}`,
    ...report.violations.slice(0, 50).map((violation) => `  ${violation}`),
  )
  return lines.join('\n')
}
