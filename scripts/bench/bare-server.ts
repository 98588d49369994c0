// The baseline of `npm run bench`: the SQL the product runs for a look-up and a create, behind a
// bare Fastify with no plugins, validation, mapping, logging or hooks, on its own database made
// by the product's own migrations. product throughput / this throughput is the cost of the
// product's stack. Started by scripts/bench/run.ts as a child process: PORT, DB_FILE.
import SqliteDatabase from 'better-sqlite3'
import Fastify from 'fastify'
import { generateApplicationNumber } from '../../server/src/applications/application-number'
import { migrateToLatest } from '../../server/src/db/migrate'
import { openDatabase } from '../../server/src/db/open-database'

const port = Number(process.env.PORT)
const file = process.env.DB_FILE
if (!port || !file) throw new Error('PORT and DB_FILE are required.')

// The same schema, made by the same migrations, then the same connection settings
// (server/src/db/open-database.ts) on a plain better-sqlite3 handle.
const migrating = openDatabase(file)
await migrateToLatest(migrating)
await migrating.destroy()

const db = new SqliteDatabase(file)
db.pragma('journal_mode = WAL')
db.pragma('synchronous = FULL')
db.pragma('busy_timeout = 5000')
db.pragma('foreign_keys = ON')
db.pragma('secure_delete = ON')

const selectApplication = db.prepare('select * from "applications" where "sku_id" = ?')
const selectChildren = db.prepare(
  'select * from "application_children" where "application_id" = ? order by "position"',
)
const selectKey = db.prepare('select "sku_id" from "idempotency_keys" where "key" = ?')
const selectId = db.prepare('select "id" from "applications" where "sku_id" = ?')
const deleteChildren = db.prepare('delete from "application_children" where "application_id" = ?')
const insertKey = db.prepare(
  'insert into "idempotency_keys" ("key", "sku_id", "created_at") values (?, ?, ?)',
)

type Row = Record<string, string | number>
interface CreateBody {
  /** The application's columns, as the product's mapping makes them (done by the bench, not here). */
  columns: Row
  children: Row[]
}

// One prepared insert per column list; every request of a run has the same list.
const inserts = new Map<string, SqliteDatabase.Statement>()
function insertInto(table: string, row: Row, returning = ''): SqliteDatabase.Statement {
  const names = Object.keys(row)
  const key = `${table}:${names.join(',')}`
  let statement = inserts.get(key)
  if (!statement) {
    if (!names.every((name) => /^[a-z0-9_]+$/.test(name))) throw new Error('Bad column name.')
    const columns = names.map((name) => `"${name}"`).join(', ')
    const values = names.map((name) => `@${name}`).join(', ')
    statement = db.prepare(`insert into "${table}" (${columns}) values (${values})${returning}`)
    inserts.set(key, statement)
  }
  return statement
}

const create = db.transaction((body: CreateBody, key: string | undefined, ip: string) => {
  if (key) {
    const existing = selectKey.get(key) as { sku_id: string } | undefined
    if (existing) return { skuId: existing.sku_id, created: false }
  }
  let skuId = generateApplicationNumber()
  while (selectId.get(skuId)) skuId = generateApplicationNumber()
  const at = new Date().toISOString()
  const row: Row = {
    ...body.columns,
    sku_id: skuId,
    payment_status: 'UNPAID',
    visitor_ip: ip,
    visitor_country: '',
    visitor_city: '',
    created_at: at,
    updated_at: at,
  }
  const { id } = insertInto('applications', row, ' returning "id"').get(row) as { id: number }
  deleteChildren.run(id)
  for (const child of body.children) {
    const childRow = { ...child, application_id: id }
    insertInto('application_children', childRow).run(childRow)
  }
  if (key) insertKey.run(key, skuId, at)
  return { skuId, created: true }
})

const app = Fastify({ logger: false })

app.get<{ Params: { id: string } }>('/bare/View-application/:id', async (request, reply) => {
  const row = selectApplication.get(request.params.id) as Row | undefined
  if (!row) return reply.code(404).send({ status: false })
  return { status: true, data: { ...row, children: selectChildren.all(row.id) } }
})

app.post<{ Body: CreateBody }>('/bare/create-application', async (request, reply) => {
  const key = request.headers['idempotency-key']
  // An immediate transaction, as the product's withImmediateTransaction.
  const { skuId, created } = create.immediate(
    request.body,
    typeof key === 'string' ? key : undefined,
    request.ip,
  )
  return reply.code(created ? 201 : 200).send({ success: true, data: { sku_id: skuId } })
})

app.get('/bare/health', async () => ({ status: 'ok' }))

const stop = async () => {
  await app.close()
  db.close()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

await app.listen({ port, host: '127.0.0.1' })
