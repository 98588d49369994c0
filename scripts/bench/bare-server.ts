// The floor of `npm run bench`: what the cheapest honest server does for a look-up and a create.
// Plain Fastify (no plugins, hooks, logging, validation or mapping), one better-sqlite3 table of
// stored JSON, one prepared statement per route: a look-up reads one row by primary key and
// returns its JSON as it is; a create inserts the body's JSON under a new application number.
// Product throughput / this throughput is then the cost of everything the product adds
// (docs/performance.md, "API benchmarks"). Started by scripts/bench/run.ts: PORT, DB_FILE.
import SqliteDatabase from 'better-sqlite3'
import Fastify from 'fastify'
import { generateApplicationNumber } from '../../server/src/applications/application-number'
import { SQLITE_COMMIT_PRAGMAS } from '../../server/src/db/sqlite-settings'

const port = Number(process.env.PORT)
const file = process.env.DB_FILE
if (!port || !file) throw new Error('PORT and DB_FILE are required.')

// The product's commit settings: a commit waits for the disk, and the WAL is checkpointed, the
// same way on both sides.
const db = new SqliteDatabase(file)
for (const pragma of SQLITE_COMMIT_PRAGMAS) db.pragma(pragma)
db.exec('create table if not exists applications (sku_id text primary key, json text not null) without rowid')

const selectJson = db.prepare<[string], { json: string }>('select json from applications where sku_id = ?')
const insertJson = db.prepare<[string, string]>('insert into applications (sku_id, json) values (?, ?)')

const app = Fastify({ logger: false })
// The body is stored as it came: the floor neither parses nor checks it.
app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
  done(null, body),
)

app.get<{ Params: { id: string } }>('/bare/View-application/:id', (request, reply) => {
  const row = selectJson.get(request.params.id)
  if (!row) return reply.code(404).send({ status: false })
  return reply.type('application/json').send(`{"status":true,"data":${row.json}}`)
})

app.post<{ Body: string }>('/bare/create-application', (request, reply) => {
  const skuId = generateApplicationNumber()
  insertJson.run(skuId, request.body)
  return reply.code(201).send({ success: true, data: { sku_id: skuId } })
})

app.get('/bare/health', (_request, reply) => reply.send({ status: 'ok' }))

const stop = async () => {
  await app.close()
  db.close()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

await app.listen({ port, host: '127.0.0.1' })
