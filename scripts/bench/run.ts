// `npm run bench`: the production server on a fresh data folder, loaded by autocannon at a fixed
// concurrency, beside a bare Fastify + better-sqlite3 server running the same SQL
// (scripts/bench/bare-server.ts), so the cost of the product's stack is a ratio.
// Everything runs on 127.0.0.1, for a bounded time, and stops by itself.
//
//   npm run bench -- [--duration 10] [--rounds 5] [--warmup 3] [--connections 10] [--seed 1000]
//                    [--only lookup,create,draft,contact,staff] [--staff-rows 100000]
//                    [--json file] [--profile] [--profile-dir .profile] [--drain-mail]
// --profile runs the product server under V8's CPU profiler (--cpu-prof) during the look-up and
// create load (unless --only says otherwise), writes the profile to --profile-dir (gitignored)
// and prints the functions and files with the most self time in the product's rounds
// (scripts/bench/profile.ts).
// "staff" (scripts/bench/staff.ts) measures the back-office queue at --staff-rows applications:
// its first page sorted by urgency, and a surname search, each against a p99 target.
// --db pg (scripts/bench/database.ts) adds "product-pg", the product on a throw-away PostgreSQL, and
// "product-pg-x2", two product servers on one PostgreSQL database sharing the connections, measured
// in the same alternating rounds beside "product" on SQLite.
// --drain-mail: after each round of creates on the product, wait until the product has written the
// "received" mail of every create so far, and count that wait (and its CPU) as part of the round:
// the product's creates per second then include their mail (docs/performance.md).
// Without it, the mail left over from a round of creates is let through, untimed, before the next
// round of either server, so neither is measured beside the product's backlog.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon, { type Options, type RawResult, type Request } from 'autocannon'
import { touristApplication } from '../../shared/application-fixture'
import { extraProducts } from './database'
import { monotonicMicroseconds, newestProfile, type ProfileWindow, printProfileSummary } from './profile'
import { seedStaffBench } from './staff'
import { type ChildServer, describeMachine, machineInfo, markdownTable, startServer } from './support'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    seed: { type: 'string', default: '1000' },
    'staff-rows': { type: 'string', default: '100000' },
    db: { type: 'string', default: 'sqlite' },
    only: { type: 'string' },
    json: { type: 'string' },
    profile: { type: 'boolean', default: false },
    'profile-dir': { type: 'string', default: '.profile' },
    'drain-mail': { type: 'boolean', default: false },
  },
})
const DURATION_S = Number(args.duration)
const WARMUP_S = Number(args.warmup)
const CONNECTIONS = Number(args.connections)
const ROUNDS = Math.max(1, Math.round(Number(args.rounds)))
const SEED = Number(args.seed)
/** Product throughput against the floor (bare-server.ts), per route (docs/performance.md). */
const TARGET_RATIOS: Record<string, number> = { lookup: 0.5, create: 0.6 }
const STAFF_ROWS = Number(args['staff-rows'])
const STAFF_P99_TARGET_MS = 50
for (const [name, value] of Object.entries({ DURATION_S, WARMUP_S, CONNECTIONS, SEED })) {
  if (!Number.isFinite(value) || value < 0 || value > 10_000) throw new Error(`Bad value for ${name}.`)
}

const API = '/api/srilanka'
const json = { 'content-type': 'application/json' }

// Bodies: the test suite's valid tourist application (one child), so the product validates,
// maps and stores a realistic form; the bare server (the floor) stores the same JSON as it is.
const applicationBody = JSON.stringify(touristApplication())
const draftBody = JSON.stringify({
  data: touristApplication({ passport_number: '', intended_arrival_date: '' }),
  version: 1,
})
const contactBody = JSON.stringify({
  Given_Name: 'Amelia Fernando',
  Email: 'amelia.fernando@example.com',
  contact_no: '+44 7700 900123',
  Nationality: 'United Kingdom',
  remarks: 'Can my son travel on my passport? He is 6 and listed on it.',
})

type ServerName = 'product' | 'product-pg' | 'product-pg-x2' | 'bare'

interface Scenario {
  name: string
  /** The product's route and, where there is one, the bare route running the same SQL. */
  targets: Partial<Record<'product' | 'bare', (url: string, ids: string[]) => Options>>
}

function rotating(ids: string[], path: (id: string) => string) {
  let next = 0
  return (request: Request) => ({ ...request, path: path(ids[next++ % ids.length] ?? '') })
}

const withKey = (request: Request) => ({
  ...request,
  headers: { ...request.headers, 'idempotency-key': randomUUID() },
})

const lookup = (path: string) => (url: string, ids: string[]) => ({
  url,
  requests: [{ method: 'GET', setupRequest: rotating(ids, (id) => `${path}/${id}`) }],
})

const create = (path: string, body: string) => (url: string) => ({
  url,
  requests: [{ method: 'POST', path, headers: json, body, setupRequest: withKey }],
})

const SCENARIOS: Scenario[] = [
  {
    name: 'lookup',
    targets: { product: lookup(`${API}/View-application`), bare: lookup('/bare/View-application') },
  },
  {
    name: 'create',
    targets: {
      product: create(`${API}/create-application`, applicationBody),
      bare: create('/bare/create-application', applicationBody),
    },
  },
  {
    name: 'draft',
    targets: {
      product: (url) => ({
        url,
        requests: [
          {
            method: 'PUT',
            headers: json,
            body: draftBody,
            setupRequest: (request) => ({ ...request, path: `${API}/drafts/${randomUUID()}` }),
          },
        ],
      }),
    },
  },
  {
    name: 'contact',
    targets: {
      product: (url) => ({
        url,
        requests: [{ method: 'POST', path: `${API}/createContactUS`, headers: json, body: contactBody }],
      }),
    },
  },
]

const LABELS: Record<string, string> = {
  lookup: 'look-up (GET View-application)',
  create: 'create-application (POST)',
  draft: 'draft save (PUT drafts/{new uuid})',
  contact: 'contact (POST createContactUS)',
  'staff-queue': 'staff queue, 50 rows by urgency (GET /api/staff/applications)',
  'staff-search': 'staff search by surname (GET /api/staff/applications?q=PERERA)',
}

/** 503s a seeding request may get from the overload guard on a busy machine before giving up. */
const SEED_RETRIES = 30

/**
 * Creates `count` applications through `path`, 10 at a time, and returns their numbers. A 503
 * (the overload guard, on a machine busy with other work) is retried after a second, with the
 * same Idempotency-Key: seeding is not what is measured.
 */
async function seed(url: string, path: string, body: string, count: number): Promise<string[]> {
  const ids: string[] = []
  let made = 0
  async function worker() {
    while (made < count) {
      made++
      const headers = { ...json, 'idempotency-key': randomUUID() }
      let response = await fetch(url + path, { method: 'POST', headers, body })
      for (let retry = 0; response.status === 503 && retry < SEED_RETRIES; retry++) {
        await response.arrayBuffer()
        await new Promise((resolve) => setTimeout(resolve, 1000))
        response = await fetch(url + path, { method: 'POST', headers, body })
      }
      if (!response.ok) throw new Error(`Seeding ${path}: ${response.status} ${await response.text()}`)
      const answer = (await response.json()) as { data: { sku_id: string } }
      ids.push(answer.data.sku_id)
    }
  }
  await Promise.all(Array.from({ length: 10 }, worker))
  return ids
}

/**
 * What is loaded as one: a server, or several on one database (--db pg's "product-pg-x2") taking
 * the connections between them, as behind a load balancer.
 */
interface Target {
  servers: ChildServer[]
  /** The CPU seconds of the database server the target runs on, when it is a process of its own. */
  databaseCpuSeconds?: () => number
}

/**
 * Where the machine's CPU went while a target was loaded: its servers (together and each), the
 * database server (PostgreSQL; NaN for SQLite, which runs inside the server), and this process,
 * i.e. autocannon generating the load. On a machine whose cores are all busy, a target's rate is
 * the cores divided by the sum of these per request.
 */
interface CpuSample {
  servers: number
  each: number[]
  database: number
  loader: number
}

function cpuSampleOf(target: Target): CpuSample {
  const each = target.servers.map((server) => server.cpuSeconds())
  const { user, system } = process.cpuUsage()
  return {
    servers: each.reduce((sum, seconds) => sum + seconds, 0),
    each,
    database: target.databaseCpuSeconds?.() ?? Number.NaN,
    loader: (user + system) / 1e6,
  }
}

function cpuSince(before: CpuSample, after: CpuSample): CpuSample {
  return {
    servers: after.servers - before.servers,
    each: after.each.map((seconds, index) => seconds - (before.each[index] ?? 0)),
    database: after.database - before.database,
    loader: after.loader - before.loader,
  }
}

/**
 * One autocannon run per entry of `options` at once, the connections shared between them: their
 * raw (unaggregated) results, and the CPU time spent during them. The servers of one target are
 * one entry whose `url` lists them all.
 */
async function load(target: Target, options: Options[], seconds: number) {
  const before = cpuSampleOf(target)
  const results = await Promise.all(
    options.map(
      async (each) =>
        (await autocannon({
          ...each,
          connections: Math.max(1, Math.round(CONNECTIONS / options.length)),
          duration: seconds,
          // A request that takes longer counts as an error: the run stays bounded.
          timeout: 10,
          skipAggregateResult: true,
        })) as unknown as RawResult,
    ),
  )
  return { results, cpu: cpuSince(before, cpuSampleOf(target)) }
}

interface Row {
  scenario: string
  server: ServerName
  requestsPerSecond: number
  p50: number
  p99: number
  requests: number
  /** Server CPU time per answered request, in µs: far less sensitive to a busy machine. */
  cpuMicroseconds: number
  /**
   * Each server's part of cpuMicroseconds (one entry but for several servers): its CPU time per
   * request the target answered, in µs.
   */
  serverCpuMicroseconds: number[]
  /** PostgreSQL's CPU time per answered request, in µs; null on SQLite (inside the server's). */
  databaseCpuMicroseconds: number | null
  /** The load generator's (this process's) CPU time per answered request, in µs. */
  loaderCpuMicroseconds: number
  non2xx: number
  status5xx: number
  errors: number
  statusCodes: Record<string, number>
}

function rowOf(
  scenario: string,
  server: { name: ServerName; url: string },
  runs: Awaited<ReturnType<typeof load>>[],
): Row {
  const raw = runs.flatMap((run) => run.results)
  const aggregated = autocannon.aggregateResult(raw, { url: server.url, connections: CONNECTIONS })
  const requests = raw.reduce((sum, run) => sum + run.totalCompletedRequests, 0)
  // Runs side by side (several servers) share their seconds.
  const seconds = runs.reduce((sum, run) => sum + Math.max(...run.results.map((each) => each.duration)), 0)
  const total = (of: (cpu: CpuSample) => number) => runs.reduce((sum, run) => sum + of(run.cpu), 0)
  const perRequest = (cpuSeconds: number) => Math.round((cpuSeconds * 1e6) / requests)
  const cpuSeconds = total((cpu) => cpu.servers)
  const database = total((cpu) => cpu.database)
  const serverCount = runs[0]?.cpu.each.length ?? 0
  return {
    scenario,
    server: server.name,
    requestsPerSecond: Math.round(requests / seconds),
    p50: aggregated.latency.p50,
    p99: aggregated.latency.p99,
    requests,
    cpuMicroseconds: perRequest(cpuSeconds),
    serverCpuMicroseconds: Array.from({ length: serverCount }, (_, index) =>
      perRequest(total((cpu) => cpu.each[index] ?? 0)),
    ),
    databaseCpuMicroseconds: Number.isFinite(database) ? perRequest(database) : null,
    loaderCpuMicroseconds: perRequest(total((cpu) => cpu.loader)),
    non2xx: aggregated.non2xx,
    status5xx: aggregated['5xx'],
    errors: aggregated.errors,
    statusCodes: Object.fromEntries(
      Object.entries(aggregated.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
    ),
  }
}

const machine = machineInfo()
const PROFILE_DIR = resolve(args['profile-dir'])
// A profile is of the look-up and create load unless --only names other routes.
const only = args.only?.split(',') ?? (args.profile ? ['lookup', 'create'] : undefined)
const scenarios = SCENARIOS.filter((scenario) => !only || only.includes(scenario.name))
const withStaff = !only || only.includes('staff')
const work = mkdtempSync(join(tmpdir(), 'evisa-bench-'))
/**
 * A product server's data folder: its database and, with no SMTP_URL, its mail as .eml files. The
 * second and later servers of one target ("product-pg-x2") get folders of their own.
 */
const dataDirOf = (name: ServerName, index = 0) => join(work, index === 0 ? name : `${name}-${index + 1}`)
/** How many servers each product target runs (--db pg's "product-pg-x2" runs two). */
const serverCount = new Map<ServerName, number>([['product', 1]])
const servers: ChildServer[] = []
const extra = await extraProducts(args.db)
// However it ends, nothing is left running or on disk.
const cleanUp = async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await extra.stop()
  rmSync(work, { recursive: true, force: true })
}
/** Product servers started for --db (each is seeded and warmed up on its own). */
const extraServers = extra.products.reduce((sum, product) => sum + product.servers, 0)
// A hard stop well beyond the planned run, in case anything hangs.
const planned =
  (scenarios.length * (2 + extraServers) + (withStaff ? 2 : 0)) * (DURATION_S + WARMUP_S) +
  (withStaff ? 600 : 0) +
  // waitForMails
  (scenarios.length > 0 ? 600 : 0) +
  // Seeding each extra product server (--db) takes minutes on a busy machine.
  180 * (1 + extraServers)
const guard = setTimeout(async () => {
  console.error(`The benchmark did not finish within ${planned} s; stopping.`)
  await cleanUp()
  process.exit(2)
}, planned * 1000)
guard.unref()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await cleanUp()
    process.exit(130)
  })
}

console.log(`Benchmark on ${describeMachine(machine)}`)
console.log(
  `${CONNECTIONS} connections; per route ${WARMUP_S} s warm-up, then ${DURATION_S} s measured in ${ROUNDS} rounds ` +
    `alternating with the bare route; ${SEED} applications seeded\n`,
)

const rows: Row[] = []
/** When each route was loaded (monotonic µs, V8's profile clock), so its profile excludes seeding. */
const loadWindows: ProfileWindow[] = []
try {
  if (scenarios.length > 0) await measureTravellerRoutes()
  if (withStaff) await measureStaffQueue()
} finally {
  await cleanUp()
  clearTimeout(guard)
}

async function measureStaffQueue() {
  const dataDir = join(work, 'staff')
  const seeded = await seedStaffBench(dataDir, STAFF_ROWS)
  console.log(`Seeded ${STAFF_ROWS} applications for the staff queue in ${seeded.seconds.toFixed(1)} s\n`)
  const server = await startServer({
    name: 'staff',
    script: 'server/src/server.ts',
    healthPath: '/api/health',
    env: { DATA_DIR: dataDir, CLIENT_DIR: join(work, 'no-client'), LOG_LEVEL: 'warn' },
  })
  servers.push(server)
  const headers = { cookie: seeded.cookie }
  for (const [name, path] of [
    ['staff-queue', '/api/staff/applications?page=1&pageSize=50&sort=urgency'],
    ['staff-search', '/api/staff/applications?q=PERERA'],
  ] as const) {
    const options: Options[] = [{ url: server.url, requests: [{ method: 'GET', path, headers }] }]
    const target = { servers: [server] }
    if (WARMUP_S > 0) await load(target, options, WARMUP_S)
    const runs = []
    for (let round = 0; round < ROUNDS; round++) runs.push(await load(target, options, DURATION_S / ROUNDS))
    const row = rowOf(name, { ...server, name: 'product' }, runs)
    rows.push(row)
    console.log(
      `${LABELS[name]}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms ` +
        `(target < ${STAFF_P99_TARGET_MS}: ${row.p99 < STAFF_P99_TARGET_MS ? 'met' : 'MISSED'}), non-2xx ${row.non2xx}`,
    )
  }
}

/**
 * Waits (at most 10 minutes) until `count` .eml files are in `dirs` together (servers on one
 * database share its mail: each sends what it claims), looking every `everyMs`.
 */
async function waitForMails(dirs: string[], count: number, everyMs = 500) {
  const deadline = Date.now() + 600_000
  const writtenIn = (dir: string) => {
    try {
      return readdirSync(dir).filter((name) => name.endsWith('.eml')).length
    } catch {
      return 0
    }
  }
  const written = () => dirs.reduce((sum, dir) => sum + writtenIn(dir), 0)
  while (written() < count) {
    if (Date.now() > deadline) throw new Error(`Only ${written()} of ${count} mails were written in time.`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

async function measureTravellerRoutes() {
  const startProduct = (name: ServerName, env: Record<string, string> = {}, index = 0) =>
    startServer({
      name: index === 0 ? name : `${name}-${index + 1}`,
      script: 'server/src/server.ts',
      healthPath: '/api/health',
      nodeArgs: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
      env: {
        DATA_DIR: dataDirOf(name, index),
        // No client: the API is what is measured, and the static plugin need not list a build.
        CLIENT_DIR: join(work, 'no-client'),
        LOOKUP_RATE_LIMIT: '0',
        WRITE_RATE_LIMIT: '0',
        LOG_LEVEL: 'warn',
        ...env,
      },
    })
  const product = await startProduct('product')
  servers.push(product)
  const bare = await startServer({
    name: 'bare',
    script: 'scripts/bench/bare-server.ts',
    healthPath: '/bare/health',
    env: { DB_FILE: join(work, 'bare.sqlite') },
  })
  servers.push(bare)
  const byName: Partial<Record<ServerName, Target>> = {
    product: { servers: [product] },
    bare: { servers: [bare] },
  }

  const started = Date.now()
  const ids: Partial<Record<ServerName, string[]>> = {
    product: await seed(product.url, `${API}/create-application`, applicationBody, SEED),
    bare: await seed(bare.url, '/bare/create-application', applicationBody, SEED),
  }
  for (const { name, env, servers: count } of extra.products) {
    // Started one after the other: the first migrates the database, the others find it done.
    const group: ChildServer[] = []
    for (let index = 0; index < count; index++) group.push(await startProduct(name, env, index))
    servers.push(...group)
    byName[name] = { servers: group, databaseCpuSeconds: extra.cpuSeconds }
    serverCount.set(name, count)
    // Each server of the target seeds as many as a server alone does: seeding is the first part
    // of a server's warm-up (its JIT, the prepared statements on its pooled connections), and a
    // server that has served none would be measured cold beside one that has. One database: every
    // server reads what any of them stored; look-ups rotate over all of it.
    const seeded = []
    for (const server of group)
      seeded.push(await seed(server.url, `${API}/create-application`, applicationBody, SEED))
    ids[name] = seeded.flat()
  }
  console.log(`Seeded ${SEED} applications on each server in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  // Each create queues a "received" mail, which the product renders and writes (as an .eml file:
  // no SMTP_URL) after answering. Those of the seeding must be out of the way before any route is
  // measured, or the first route pays for them.
  const mailStarted = Date.now()
  /** The product servers (on SQLite, and on PostgreSQL with --db pg): each queues mail. */
  const mailers: ServerName[] = ['product', ...extra.products.map(({ name }) => name)]
  /** Creates on each product server so far, each with its mail. */
  const mailed = new Map(mailers.map((name) => [name, SEED * (serverCount.get(name) ?? 1)]))
  const mailWritten = (name: ServerName, everyMs?: number) =>
    waitForMails(
      Array.from({ length: serverCount.get(name) ?? 1 }, (_, index) => join(dataDirOf(name, index), 'mail')),
      mailed.get(name) ?? 0,
      everyMs,
    )
  for (const name of mailers) await mailWritten(name)
  console.log(
    `The seeding's ${SEED} mails were written in ${((Date.now() - mailStarted) / 1000).toFixed(1)} s\n`,
  )

  for (const scenario of scenarios) {
    /**
     * The route's load against a target: one autocannon run, whose connections are dealt out among
     * the target's servers in turn (5 each of 10 for two), as a load balancer would. One run, not
     * one per server: each run has its own timers and counts in this process, which shares the
     * cores with the servers, so two runs would take more CPU from two servers than one takes from
     * one server.
     */
    const optionsFor = (name: ServerName, route: NonNullable<Scenario['targets']['product']>) => {
      const urls = byName[name]!.servers.map((server) => server.url)
      return [{ ...route(urls[0]!, ids[name]!), url: urls.length === 1 ? urls[0]! : urls }]
    }
    const targets: { name: ServerName; target: Target; options: Options[] }[] = (
      Object.keys(scenario.targets) as ('product' | 'bare')[]
    ).map((name) => ({ name, target: byName[name]!, options: optionsFor(name, scenario.targets[name]!) }))
    // Servers added by --db run the product's route too.
    for (const { name } of extra.products) {
      if (scenario.targets.product) {
        targets.push({ name, target: byName[name]!, options: optionsFor(name, scenario.targets.product) })
      }
    }
    /** When the product's rounds ran: the profile's window (the settling between them is left out). */
    const productSpans: ProfileWindow['spans'] = []
    /** A product's creates: each queues a "received" mail, written after the answer. */
    const queuesMail = (name: ServerName) => scenario.name === 'create' && mailers.includes(name)
    /**
     * A round of load. The product's creates are counted as mail to come; with --drain-mail the
     * round lasts until all of it is written, and its time and CPU include that wait.
     */
    const measure = async (target: (typeof targets)[number], seconds: number) => {
      const cpuBefore = cpuSampleOf(target.target)
      const started = performance.now()
      const run = await load(target.target, target.options, seconds)
      if (!queuesMail(target.name)) return run
      const stored = run.results.reduce((sum, each) => sum + each.totalCompletedRequests - each.non2xx, 0)
      mailed.set(target.name, (mailed.get(target.name) ?? 0) + stored)
      if (!args['drain-mail']) return run
      await mailWritten(target.name, 20)
      const duration = (performance.now() - started) / 1000
      const drained = run.results.map((each) => ({ ...each, duration }) as RawResult)
      return { results: drained, cpu: cpuSince(cpuBefore, cpuSampleOf(target.target)) }
    }
    /**
     * Before every round of creates, the products' mail still to be written is let through,
     * untimed: without it the backlog of one round is written during the next, the floor's
     * included, on the same two cores (docs/performance.md).
     */
    const settleMail = async () => {
      if (scenario.name !== 'create') return
      for (const name of mailers) await mailWritten(name, 20)
    }
    // Every server gets the same warm-up: one of several on a database is warmed alone, with all
    // the connections, as long as a server alone is. Split between them, each would be measured
    // after half the warm-up of the server it is compared with.
    for (const target of targets) {
      if (WARMUP_S <= 0) continue
      const alone = target.target.servers.map((server) => ({
        ...target,
        target: { servers: [server] },
        options: target.options.map((each) => ({ ...each, url: server.url })),
      }))
      for (const each of alone) {
        await settleMail()
        await measure(each, WARMUP_S)
      }
    }
    // Short alternating rounds: a colleague's test run that starts half-way slows both servers,
    // not only whichever happened to be measured second.
    const runs = new Map(targets.map((target) => [target.name, [] as Awaited<ReturnType<typeof load>>[]]))
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? targets : [...targets].reverse()
      for (const target of order) {
        await settleMail()
        const from = monotonicMicroseconds()
        runs.get(target.name)?.push(await measure(target, DURATION_S / ROUNDS))
        if (target.name === 'product') productSpans.push({ from, to: monotonicMicroseconds() })
      }
    }
    loadWindows.push({ name: LABELS[scenario.name] ?? scenario.name, spans: productSpans })
    for (const target of targets) {
      const row = rowOf(
        scenario.name,
        { name: target.name, url: target.target.servers[0]!.url },
        runs.get(target.name) ?? [],
      )
      rows.push(row)
      console.log(
        `${LABELS[scenario.name]} [${target.name}]: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, ` +
          `p99 ${row.p99} ms, ${row.cpuMicroseconds} CPU µs/request` +
          (row.serverCpuMicroseconds.length > 1
            ? ` (${row.serverCpuMicroseconds.join(' + ')} by server)`
            : '') +
          `, PostgreSQL ${row.databaseCpuMicroseconds ?? '–'}, load generator ${row.loaderCpuMicroseconds}, ` +
          `non-2xx ${row.non2xx}, 5xx ${row.status5xx}, errors ${row.errors}`,
      )
    }
  }
}

const ratios = scenarios.flatMap((scenario) => {
  const product = rows.find((row) => row.scenario === scenario.name && row.server === 'product')
  const bare = rows.find((row) => row.scenario === scenario.name && row.server === 'bare')
  if (!product || !bare) return []
  return [
    {
      scenario: scenario.name,
      product: product.requestsPerSecond,
      bare: bare.requestsPerSecond,
      ratio: product.requestsPerSecond / bare.requestsPerSecond,
      target: TARGET_RATIOS[scenario.name],
      cpuRatio: bare.cpuMicroseconds / product.cpuMicroseconds,
    },
  ]
})

console.log(`\n### Benchmarks (${machine.date})\n`)
console.log(
  markdownTable(
    [
      'route',
      'server',
      'req/s',
      'p50 ms',
      'p99 ms',
      'requests',
      'CPU µs/req',
      'PostgreSQL CPU µs/req',
      'load generator CPU µs/req',
      'non-2xx',
      '5xx',
      'errors',
    ],
    rows.map((row) => [
      LABELS[row.scenario] ?? row.scenario,
      row.server,
      row.requestsPerSecond,
      row.p50,
      row.p99,
      row.requests,
      row.cpuMicroseconds,
      row.databaseCpuMicroseconds ?? '–',
      row.loaderCpuMicroseconds,
      row.non2xx,
      row.status5xx,
      row.errors,
    ]),
  ),
)
if (ratios.length > 0) {
  console.log('')
  console.log(
    markdownTable(
      ['route', 'product req/s', 'bare req/s', 'product / bare', 'target', 'bare / product CPU per request'],
      ratios.map((ratio) => [
        LABELS[ratio.scenario] ?? ratio.scenario,
        ratio.product,
        ratio.bare,
        ratio.ratio.toFixed(2),
        ratio.target === undefined
          ? '–'
          : `≥ ${ratio.target}: ${ratio.ratio >= ratio.target ? 'met' : 'MISSED'}`,
        ratio.cpuRatio.toFixed(2),
      ]),
    ),
  )
}
// --db pg: PostgreSQL beside SQLite, and two servers on one PostgreSQL beside one.
const rateOf = (scenario: string, server: ServerName) =>
  rows.find((row) => row.scenario === scenario && row.server === server)?.requestsPerSecond
const pgRows = scenarios.flatMap((scenario) => {
  const [sqlite, pg, pgTwo] = (['product', 'product-pg', 'product-pg-x2'] as const).map((name) =>
    rateOf(scenario.name, name),
  )
  if (!sqlite || !pg || !pgTwo) return []
  const target = (ratio: number, floor: number) => `≥ ${floor}: ${ratio >= floor ? 'met' : 'MISSED'}`
  return [
    [
      LABELS[scenario.name] ?? scenario.name,
      sqlite,
      pg,
      pgTwo,
      `${(pg / sqlite).toFixed(2)}${scenario.name === 'create' ? ` (${target(pg / sqlite, 0.5)})` : ''}`,
      `${(pgTwo / pg).toFixed(2)}${scenario.name === 'create' ? ` (${target(pgTwo / pg, 1)})` : ''}`,
    ],
  ]
})
if (pgRows.length > 0) {
  console.log('')
  console.log(
    markdownTable(
      [
        'route',
        'SQLite req/s',
        'PostgreSQL req/s',
        'two servers on PostgreSQL req/s',
        'PostgreSQL / SQLite',
        'two servers / one',
      ],
      pgRows,
    ),
  )
}
for (const row of rows.filter((row) => row.non2xx > 0)) {
  console.log(`\n${row.scenario} [${row.server}] status codes: ${JSON.stringify(row.statusCodes)}`)
}

if (args.profile) {
  // The product server wrote its profile when it exited (cleanUp stopped it).
  const file = newestProfile(PROFILE_DIR)
  if (file) printProfileSummary(file, loadWindows)
  else console.log(`\nNo CPU profile found in ${PROFILE_DIR}.`)
}

if (args.json) {
  const report = { machine, connections: CONNECTIONS, durationS: DURATION_S, rounds: ROUNDS, rows, ratios }
  writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nWrote ${args.json}`)
}
// Exit non-zero on what is a bug whatever the machine: server errors or dropped connections.
// Ratios below target are reported above; on a shared machine they are noise as often as not.
const failed = rows.some((row) => row.status5xx > 0 || row.errors > 0)
process.exit(failed ? 1 : 0)
