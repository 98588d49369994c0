// Kysely builds and compiles a query on every call: an immutable tree of nodes, frozen, then walked
// into SQL. For the few queries every traveller's request runs (a look-up, a create), that work
// is the same each time but for the values. compiledQuery() builds such a query once per database
// (per dialect adapter: SQLite and PostgreSQL each get their own SQL) with placeholders in place
// of the values, and from then on only puts each call's values into the compiled parameters.
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely'
import type { Database } from './database'

/** Stands in for the n-th value while the query is built; no form field can hold a NUL. */
const placeholder = (index: number) => `\u0000compiled-query-value-${index}\u0000`

/**
 * A query built by `build` with placeholders for its values (the arguments after `db`), compiled
 * once per database. The result runs it with real values; `build` must use each value only as a
 * bound value (a comparison, an inserted value), never to shape the query. Returns the rows.
 */
export function compiledQuery<Row, Values extends unknown[]>(
  build: (db: Kysely<Database>, ...values: Values) => Compilable<Row>,
): (db: Kysely<Database>, ...values: Values) => Promise<Row[]> {
  const placeholders = Array.from({ length: build.length - 1 }, (_, index) => placeholder(index))
  // Keyed by the dialect's adapter: the same for a database, its connections and transactions.
  const byAdapter = new WeakMap<object, { compiled: CompiledQuery<Row>; slots: number[] }>()

  function compile(db: Kysely<Database>) {
    const compiled = build(db, ...(placeholders as Values)).compile()
    const slots = compiled.parameters.map((parameter) => placeholders.indexOf(parameter as string))
    if (slots.filter((slot) => slot >= 0).length < placeholders.length) {
      throw new Error('compiledQuery: every value must be a bound parameter of the query.')
    }
    return { compiled, slots }
  }

  return async (db, ...values) => {
    const executor = db.getExecutor()
    // A plugin may rewrite a query per execution: such a database compiles every time.
    if (executor.plugins.length > 0) return (await db.executeQuery(build(db, ...values))).rows
    let entry = byAdapter.get(executor.adapter)
    if (!entry) {
      entry = compile(db)
      byAdapter.set(executor.adapter, entry)
    }
    const { compiled, slots } = entry
    const parameters = slots.map((slot, index) => (slot >= 0 ? values[slot] : compiled.parameters[index]))
    const result: QueryResult<Row> = await db.executeQuery({ ...compiled, parameters })
    return result.rows
  }
}
