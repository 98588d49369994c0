// `npm run bench -- --db pg`: the product also on PostgreSQL. A throw-away PostgreSQL
// (scripts/pg/throwaway-postgres.ts) with two databases: "product-pg", one product server on the
// first, and "product-pg-x2", two product servers on the second with the load split between them
// (as behind a load balancer), all measured in the same alternating rounds as "product" on SQLite,
// so the three sit side by side from one run. The bare server and the staff queue stay on SQLite.
import { readdirSync, readFileSync } from 'node:fs'
import pg from 'pg'
import { startThrowawayPostgres } from '../pg/throwaway-postgres'

export interface ExtraProduct {
  name: 'product-pg' | 'product-pg-x2'
  /** Added to the product server's environment. */
  env: Record<string, string>
  /** Servers on the one database, each with its own data folder and half the connections. */
  servers: number
}

// /proc/<pid>/stat counts in clock ticks, 100 a second on Linux.
const CLOCK_TICKS_PER_SECOND = 100

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), or undefined. */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

/**
 * CPU seconds the whole PostgreSQL cluster has used so far: the postmaster, every live child
 * (backends, WAL writer, checkpointer, autovacuum) and, through the postmaster's counts of its
 * reaped children, those that have exited. Linux only; NaN elsewhere.
 */
function clusterCpuSeconds(postmaster: number): number {
  const own = statFields(postmaster)
  if (!own) return Number.NaN
  // utime, stime, cutime, cstime: fields 14–17 of stat, 11–14 after the name.
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const fields = statFields(entry)
    // The parent's pid is the second field after the name.
    if (fields && Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks / CLOCK_TICKS_PER_SECOND
}

/**
 * Parses --db (sqlite, the default, or pg) and starts what it needs; stop() removes it.
 * cpuSeconds() is the PostgreSQL cluster's CPU time so far (NaN without one): a round's difference
 * is PostgreSQL's share of the machine for that round's requests.
 */
export async function extraProducts(
  option: string,
): Promise<{ products: ExtraProduct[]; stop: () => Promise<void>; cpuSeconds: () => number }> {
  if (option === 'sqlite') return { products: [], stop: async () => {}, cpuSeconds: () => Number.NaN }
  if (option !== 'pg') throw new Error(`--db takes sqlite (the default) or pg; not "${option}".`)
  const postgres = await startThrowawayPostgres({ log: (line) => console.log(line) })
  const databases = { 'product-pg': 'evisa_bench', 'product-pg-x2': 'evisa_bench_x2' } as const
  let postmaster = 0
  try {
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    for (const name of Object.values(databases)) await admin.query(`create database ${name}`)
    // A backend's parent is the postmaster.
    const { rows } = await admin.query<{ pid: number }>('select pg_backend_pid() as pid')
    postmaster = Number(statFields(rows[0]?.pid ?? 0)?.[1] ?? 0)
    await admin.end()
  } catch (error) {
    await postgres.stop()
    throw error
  }
  const urlOf = (database: string) => {
    const url = new URL(postgres.url)
    url.pathname = `/${database}`
    return url.toString()
  }
  return {
    products: [
      { name: 'product-pg', env: { DATABASE_URL: urlOf(databases['product-pg']) }, servers: 1 },
      { name: 'product-pg-x2', env: { DATABASE_URL: urlOf(databases['product-pg-x2']) }, servers: 2 },
    ],
    stop: postgres.stop,
    cpuSeconds: () => clusterCpuSeconds(postmaster),
  }
}
