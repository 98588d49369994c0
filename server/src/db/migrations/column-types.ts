// The few column definitions that are spelt differently on SQLite and PostgreSQL, so one set of
// migrations builds the same schema on both (docs/decisions/008-postgresql.md). On SQLite each
// gives exactly what the migrations wrote before PostgreSQL was supported, so existing databases
// and new ones keep one schema.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import { isPostgres } from '../dialect'

type Column = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder

/**
 * An integer key the database numbers. SQLite: `integer primary key` (the rowid), or with
 * `autoincrement` where a number must never be reused; PostgreSQL: an identity column, which
 * never reuses a number either.
 */
export function generatedId(db: Kysely<unknown>, { autoIncrement = false } = {}): Column {
  if (isPostgres(db)) return (column) => column.primaryKey().generatedByDefaultAsIdentity()
  return autoIncrement ? (column) => column.primaryKey().autoIncrement() : (column) => column.primaryKey()
}

/** Bytes: `blob` on SQLite, `bytea` on PostgreSQL. */
export function bytesType(db: Kysely<unknown>): 'blob' | 'bytea' {
  return isPostgres(db) ? 'bytea' : 'blob'
}

/** An application's number that goes with the application: its rows are deleted with it. */
export const applicationReference: Column = (column) =>
  column.notNull().references('applications.sku_id').onDelete('cascade')

/** A plain index: the same statement on both databases. */
export async function createIndex(
  db: Kysely<unknown>,
  table: string,
  name: string,
  columns: readonly string[],
): Promise<void> {
  await db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .execute()
}
