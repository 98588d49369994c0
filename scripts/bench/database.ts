// `npm run bench -- --db pg`: the product also on PostgreSQL. A throw-away PostgreSQL
// (scripts/pg/throwaway-postgres.ts) with two databases: "product-pg", one product server on the
// first, and "product-pg-x2", two product servers on the second with the load split between them
// (as behind a load balancer), all measured in the same alternating rounds as "product" on SQLite,
// so the three sit side by side from one run. The bare server and the staff queue stay on SQLite.
import pg from 'pg'
import { startThrowawayPostgres } from '../pg/throwaway-postgres'

export interface ExtraProduct {
  name: 'product-pg' | 'product-pg-x2'
  /** Added to the product server's environment. */
  env: Record<string, string>
  /** Servers on the one database, each with its own data folder and half the connections. */
  servers: number
}

/** Parses --db (sqlite, the default, or pg) and starts what it needs; stop() removes it. */
export async function extraProducts(
  option: string,
): Promise<{ products: ExtraProduct[]; stop: () => Promise<void> }> {
  if (option === 'sqlite') return { products: [], stop: async () => {} }
  if (option !== 'pg') throw new Error(`--db takes sqlite (the default) or pg; not "${option}".`)
  const postgres = await startThrowawayPostgres({ log: (line) => console.log(line) })
  const databases = { 'product-pg': 'evisa_bench', 'product-pg-x2': 'evisa_bench_x2' } as const
  try {
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    for (const name of Object.values(databases)) await admin.query(`create database ${name}`)
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
  }
}
