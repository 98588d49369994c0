// Kysely builds and compiles a query on every call: an immutable tree of nodes, frozen, then walked
// into SQL. For the few queries every traveller's request runs (a look-up, a create), that work
// is the same each time but for the values. compiledQuery() builds such a query once per database
// (per dialect adapter: SQLite and PostgreSQL each get their own SQL) with placeholders in place
// of the values, and from then on only puts each call's values into the compiled parameters.
// compiledInsert() does the same for an insert of rows (the create's 60-column insert).
import type { Compilable, CompiledQuery, Insertable, Kysely, QueryResult } from 'kysely'
import type { Database } from './database'
import { isPostgres } from './dialect'
import { prepareOnPostgres } from './prepared-statements'

/** Stands in for the n-th value while the query is built; no form field can hold a NUL. */
const placeholder = (index: number) => `\u0000compiled-query-value-${index}\u0000`

/**
 * Runs the query `build` makes from `count` values, compiled once per database with placeholders
 * (see compiledQuery); answers Kysely's result (rows, and the rows an insert or update touched).
 */
function compiledOnce<Row>(
  count: number,
  build: (db: Kysely<Database>, values: unknown[]) => Compilable<Row>,
  { prepared = false }: CompiledOptions = {},
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
    if (prepared && isPostgres(db)) prepareOnPostgres(compiled.sql)
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

export interface CompiledOptions {
  /**
   * On PostgreSQL, run it as a named prepared statement (db/prepared-statements.ts): for the
   * statements every create or look-up runs, whose result columns are named (no `select *`).
   */
  prepared?: boolean
}

/**
 * A query built by `build` with placeholders for its values (the arguments after `db`), compiled
 * once per database. The result runs it with real values; `build` must use each value only as a
 * bound value (a comparison, an inserted value), never to shape the query. Returns the rows.
 */
export function compiledQuery<Row, Values extends unknown[]>(
  build: (db: Kysely<Database>, ...values: Values) => Compilable<Row>,
  options?: CompiledOptions,
): (db: Kysely<Database>, ...values: Values) => Promise<Row[]> {
  const run = compiledOnce(build.length - 1, (db, values) => build(db, ...(values as Values)), options)
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
  // One compiled statement per shape: the columns of each row, in order. An insert sees few shapes
  // (the create's row has one; the children one per number of children), so they are searched in
  // turn, walking each row's keys without building anything: a string key of the 60 columns cost
  // ten times as much per call (docs/performance.md).
  const shapes: { columnsOfRows: string[][]; run: ReturnType<typeof compiledOnce<Row>> }[] = []

  /** The row's values in the shape's column order, or undefined when the rows have another shape. */
  function valuesInShape(list: readonly Record<string, unknown>[], columnsOfRows: string[][]) {
    if (columnsOfRows.length !== list.length) return undefined
    const values: unknown[] = []
    for (const [index, row] of list.entries()) {
      const columns = columnsOfRows[index] as string[]
      let next = 0
      for (const column in row) {
        const value = row[column]
        if (value === undefined) continue
        if (columns[next++] !== column) return undefined
        values.push(value)
      }
      if (next !== columns.length) return undefined
    }
    return values
  }

  return (db, rows) => {
    const list = (Array.isArray(rows) ? rows : [rows]) as readonly Record<string, unknown>[]
    for (const shape of shapes) {
      const values = valuesInShape(list, shape.columnsOfRows)
      if (values) return shape.run(db, values)
    }
    const columnsOfRows = list.map((row) => Object.keys(row).filter((column) => row[column] !== undefined))
    const run = compiledOnce<Row>(columnsOfRows.flat().length, (db, placeholders) => {
      let next = 0
      const valuesOfRows = columnsOfRows.map((columns) =>
        Object.fromEntries(columns.map((column) => [column, placeholders[next++]])),
      )
      return shape(db.insertInto(table).values(valuesOfRows as never))
    })
    shapes.push({ columnsOfRows, run })
    return run(db, valuesInShape(list, columnsOfRows) as unknown[])
  }
}

/**
 * compiledQuery for a query whose form depends on the call as well as on its values (which filters
 * a request sets, its order): `build` makes the query of form `form` with `values` (placeholders
 * while it is compiled), and each form is compiled once per database. `build` must give the same
 * statement for the same form, whatever the values, and use each value only as a bound value.
 */
export function compiledForms<Row>(
  build: (db: Kysely<Database>, form: string, values: readonly unknown[]) => Compilable<Row>,
): (db: Kysely<Database>, form: string, values: readonly unknown[]) => Promise<Row[]> {
  const forms = new Map<string, ReturnType<typeof compiledOnce<Row>>>()
  return async (db, form, values) => {
    let run = forms.get(form)
    if (!run) {
      run = compiledOnce<Row>(values.length, (db, placeholders) => build(db, form, placeholders))
      forms.set(form, run)
    }
    return (await run(db, [...values])).rows
  }
}
