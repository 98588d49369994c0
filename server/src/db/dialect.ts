// Which database the app runs on (docs/decisions/008-postgresql.md). Repositories and migrations
// stay dialect-neutral Kysely; the few places that must differ ask here, from the Kysely instance
// (or transaction) they were handed, so no caller has to pass the kind along.
import { type Kysely, PostgresAdapter } from 'kysely'

export type DbKind = 'sqlite' | 'postgres'

// biome-ignore lint/suspicious/noExplicitAny: migrations see Kysely<unknown>, repositories Kysely<Database>.
export function dbKindOf(db: Kysely<any>): DbKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export function isPostgres(db: Kysely<any>): boolean {
  return dbKindOf(db) === 'postgres'
}
