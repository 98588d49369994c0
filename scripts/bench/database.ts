// `npm run bench -- --db pg`: the product also on PostgreSQL. A throw-away PostgreSQL
// (scripts/pg/throwaway-postgres.ts) with a database of its own, and "product-pg", a second product
// server on it, measured in the same alternating rounds as "product" on SQLite, so the two sit
// side by side from one run. The bare server and the staff queue stay on SQLite.
import pg from 'pg'
import { startThrowawayPostgres } from '../pg/throwaway-postgres'

export interface ExtraProduct {
  name: 'product-pg'
  /** Added to the product server's environment. */
  env: Record<string, string>
}

/** Parses --db (sqlite, the default, or pg) and starts what it needs; stop() removes it. */
export async function extraProducts(
  option: string,
): Promise<{ products: ExtraProduct[]; stop: () => Promise<void> }> {
  if (option === 'sqlite') return { products: [], stop: async () => {} }
  if (option !== 'pg') throw new Error(`--db takes sqlite (the default) or pg; not "${option}".`)
  const postgres = await startThrowawayPostgres({ log: (line) => console.log(line) })
  try {
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    await admin.query('create database evisa_bench')
    await admin.end()
  } catch (error) {
    await postgres.stop()
    throw error
  }
  const url = new URL(postgres.url)
  url.pathname = '/evisa_bench'
  return { products: [{ name: 'product-pg', env: { DATABASE_URL: url.toString() } }], stop: postgres.stop }
}
