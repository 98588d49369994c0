// Kysely builds and compiles a query on every call: an immutable tree of nodes, frozen, then walked
// into SQL. For the few queries every traveller's request runs (a look-up, a create), that work
// is the same each time but for the values. compiledQuery() builds such a query once per database
// (per dialect adapter: SQLite and PostgreSQL each get their own SQL) with placeholders in place
// of the values, and from then on only puts each call's values into the compiled parameters.
// compiledInsert() does the same for an insert of rows (the create's 60-column insert).
import type { Compilable, CompiledQuery, Insertable, Kysely, QueryResult } from 'kysely'
import type { Database } from './database'

/** Stands in for the n-th value while the query is built; no form field can hold a NUL. */
const placeholder = (index: number) => `\u0000compiled-query-value-${index}\u0000`

/**
 * Runs the query `build` makes from `count` values, compiled once per database with placeholders
 * (see compiledQuery); answers Kysely's result (rows, and the rows an insert or update touched).
 */
function compiledOnce<Row>(
  count: number,
  build: (db: Kysely<Database>, values: unknown[]) => Compilable<Row>,
): (db: Kysely<Database>, values: unknown[]) => Promise<QueryResult<Row>> {
  const placeholders = Array.from({ length: count }, (_, index) => placeholder(index))
  // Keyed by the dialect's adapter: the same for a database, its connections and transactions.
  const byAdapter = new WeakMap<object, { compiled: CompiledQuery<Row>; slots: number[] }>()

  function compile(db: Kysely<Database>) {
    const compiled = build(db, placeholders).compile()
    const slots = compiled.parameters.map((parameter) => placeholders.indexOf(parameter as string))
    if (slots.filter((slot) => slot >= 0).length < placeholders.length) {
      throw new Error('compiledQuery: every value must be a bound parameter of the query.')
    }
    return { compiled, slots }
  }

  return (db, values) => {
    const executor = db.getExecutor()
    // A plugin may rewrite a query per execution: such a database compiles every time.
    if (executor.plugins.length > 0) return db.executeQuery(build(db, values))
    let entry = byAdapter.get(executor.adapter)
    if (!entry) {
      entry = compile(db)
      byAdapter.set(executor.adapter, entry)
    }
    const { compiled, slots } = entry
    const parameters = slots.map((slot, index) => (slot >= 0 ? values[slot] : compiled.parameters[index]))
    return db.executeQuery({ ...compiled, parameters })
  }
}

/**
 * A query built by `build` with placeholders for its values (the arguments after `db`), compiled
 * once per database. The result runs it with real values; `build` must use each value only as a
 * bound value (a comparison, an inserted value), never to shape the query. Returns the rows.
 */
export function compiledQuery<Row, Values extends unknown[]>(
  build: (db: Kysely<Database>, ...values: Values) => Compilable<Row>,
): (db: Kysely<Database>, ...values: Values) => Promise<Row[]> {
  const run = compiledOnce(build.length - 1, (db, values) => build(db, ...(values as Values)))
  return async (db, ...values) => (await run(db, values)).rows
}

/**
 * An insert of one row, or of several in one statement, into `table`, compiled once per database,
 * number of rows and set of columns (an undefined value leaves its column out, as Kysely does).
 * `shape` adds what follows the values (returning, on conflict) and must not depend on the rows.
 * Answers Kysely's result: rows returned, rows inserted.
 */
export function compiledInsert<Table extends keyof Database & string, Row = unknown>(
  table: Table,
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's insert builder types are table-specific.
  shape: (insert: any) => Compilable<Row> = (insert) => insert,
): (
  db: Kysely<Database>,
  rows: Insertable<Database[Table]> | readonly Insertable<Database[Table]>[],
) => Promise<QueryResult<Row>> {
  const byColumns = new Map<string, ReturnType<typeof compiledOnce<Row>>>()
  return (db, rows) => {
    // One pass over the rows for the key and the values: the create's row has 60 columns.
    const list: readonly object[] = Array.isArray(rows) ? rows : [rows]
    let key = ''
    const values: unknown[] = []
    for (const row of list) {
      for (const [column, value] of Object.entries(row)) {
        if (value === undefined) continue
        key += `${column},`
        values.push(value)
      }
      key += '|'
    }
    let run = byColumns.get(key)
    if (!run) {
      const columnsOfRows = list.map((row) =>
        Object.entries(row)
          .filter(([, value]) => value !== undefined)
          .map(([column]) => column),
      )
      run = compiledOnce(values.length, (db, placeholders) => {
        let next = 0
        const valuesOfRows = columnsOfRows.map((columns) =>
          Object.fromEntries(columns.map((column) => [column, placeholders[next++]])),
        )
        return shape(db.insertInto(table).values(valuesOfRows as never))
      })
      byColumns.set(key, run)
    }
    return run(db, values)
  }
}
