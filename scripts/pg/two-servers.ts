// The two-server test (`npm run test:pg` runs it): two production servers on one PostgreSQL
// database, separate data folders and ports, and a client that alternates between them through the
// public API, as travellers behind a load balancer without sticky sessions would:
//   1. an application created on A is read (with its access key) on B, updated on B, read on A;
//   2. a draft saved on A and then on B: a stale save on A is refused (409) with B's version;
//   3. the same Idempotency-Key sent to A and B at once makes one application;
//   4. a payment order created on A is captured on B, once: a repeat on A records nothing more;
//      a payment token from A is accepted by B and one from B by A (a secret kept in the database);
//      two orders for one application captured on A and B at once take one payment at PayPal;
//      a group formed across A and B is paid with one order made on A and captured on B, read on
//      A; a group's order and a member's own order captured on A and B at once take one payment;
//   then 40 wrong verify-application tries for one application, half through each server at once:
//      exactly 5 reach the comparison (the tries are counted in the database first);
//   5. A is killed (SIGKILL) during a burst of writes: every write A acknowledged is found on B;
//   6. a second pair hammers one Idempotency-Key and one draft from both servers at once.
// Any failure throws, with the step, what was expected and the servers' last log lines.
//
//   node --import tsx scripts/pg/two-servers.ts   (DATABASE_URL=<admin url>, or a throw-away one)
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { verifyThroughApi } from '../../server/test/crash/checks'
import { applicationPayload, Ledger } from '../../server/test/crash/ledger'
import { type Answer, call, type Outcome, Workload } from '../../server/test/crash/workload'
import { killServer, type ServerProcess, startServer, stopServer } from '../../server/test/server-process'
import { type SharedPayPal, startSharedPayPal } from './shared-paypal'
import { startThrowawayPostgres } from './throwaway-postgres'

const API = '/api/srilanka'
/** Writes A must have acknowledged before it is killed. */
const BURST_WRITES = 40
/** Application indexes of this test's own payloads, far from the burst's (which count from 0). */
let nextIndex = 900_000

/** A 2xx answer's body; anything else fails the step with what came back. */
function body<T>(outcome: Outcome, what: string): T {
  assert.ok(
    !('error' in outcome) && outcome.status >= 200 && outcome.status < 300,
    `${what}: expected a 2xx answer, got ${JSON.stringify(outcome).slice(0, 500)}`,
  )
  return (outcome as Answer).body as T
}

interface Created {
  sku_id: string
  access_key: string
}

async function create(server: ServerProcess, index: number, key = randomUUID(), headers = {}) {
  return call(server.baseUrl, 'POST', `${API}/create-application`, {
    json: applicationPayload(index, 0, ''),
    headers: { 'idempotency-key': key, ...headers },
  })
}

/** A traveller created through `server` in the group of `member`, proved with its key. */
async function createWith(server: ServerProcess, member: Created): Promise<Created> {
  const answer = await create(server, nextIndex++, randomUUID(), {
    'x-group-member': member.sku_id,
    'x-application-key': member.access_key,
  })
  return body<{ data: Created }>(answer, `create with a group member on :${server.port}`).data
}

/** One order for several applications of a group, through `server`. */
async function createGroupOrder(server: ServerProcess, members: Created[]) {
  const answer = await call(server.baseUrl, 'POST', `${API}/create-Order`, {
    json: { sku_ids: members.map((member) => member.sku_id), amount: '1.00' },
    headers: await paymentToken(server),
  })
  return body<{ id: string; amount: string }>(answer, `create-Order of a group on :${server.port}`)
}

async function captureGroup(server: ServerProcess, members: Created[], orderId: string) {
  return call(server.baseUrl, 'POST', `${API}/capture-order`, {
    json: { orderID: orderId, sku_ids: members.map((member) => member.sku_id) },
    headers: await paymentToken(server),
  })
}

async function view(server: ServerProcess, application: Created) {
  const answer = await call(server.baseUrl, 'GET', `${API}/View-application/${application.sku_id}`, {
    headers: { 'x-application-key': application.access_key },
  })
  return body<{ data: Record<string, unknown> }>(answer, `View-application on :${server.port}`).data
}

async function paymentToken(server: ServerProcess) {
  const answer = await call(server.baseUrl, 'GET', `${API}/getaccesstocken`)
  const { accessToken } = body<{ accessToken: string }>(answer, `getaccesstocken on :${server.port}`)
  return { authorization: `Bearer ${accessToken}` }
}

/** An order created through `server`, with a payment token from `tokenFrom` (by default the same). */
async function createOrder(server: ServerProcess, application: Created, tokenFrom = server) {
  const answer = await call(server.baseUrl, 'POST', `${API}/create-Order`, {
    json: { sku_id: application.sku_id, amount: '85.00', currency: 'USD', description: 'Sri Lanka eVisa' },
    headers: await paymentToken(tokenFrom),
  })
  return body<{ id: string }>(answer, `create-Order on :${server.port}`).id
}

/** A capture through `server`, with a payment token from `tokenFrom` (by default the same). */
async function capture(server: ServerProcess, application: Created, orderId: string, tokenFrom = server) {
  return call(server.baseUrl, 'POST', `${API}/capture-order`, {
    json: { orderID: orderId, sku_id: application.sku_id },
    headers: await paymentToken(tokenFrom),
  })
}

async function capturesStored(db: pg.Client, application: Created): Promise<number> {
  const { rows } = await db.query(
    `select count(*)::int as n from payment_captures
       join payment_order_items using (paypal_order_id)
       where payment_order_items.sku_id = $1 and payment_order_items.paid = 1`,
    [application.sku_id],
  )
  return rows[0].n
}

/** Money taken once: PayPal captured one of `orders`, and the database holds one capture. */
async function assertPaidOnce(db: pg.Client, paypal: SharedPayPal, application: Created, orders: string[]) {
  assert.equal(paypal.capturedCount(orders), 1, 'orders PayPal captured (money taken) for one application')
  assert.equal(await capturesStored(db, application), 1, 'captures stored for one application')
}

type Step = (a: ServerProcess, b: ServerProcess, db: pg.Client, paypal: SharedPayPal) => Promise<string>

const STEPS: [string, Step][] = [
  [
    'created on A, read and updated on B, read on A',
    async (a, b) => {
      const index = nextIndex++
      const created = body<{ data: Created }>(await create(a, index), 'create on A').data
      const onB = await view(b, created)
      assert.equal(onB.passport_number, `CT${index}X0`, 'B shows the application A created')
      const update = await call(b.baseUrl, 'PUT', `${API}/update-application/${created.sku_id}`, {
        json: applicationPayload(index, 1, ''),
        headers: { 'x-application-key': created.access_key },
      })
      body(update, 'update on B')
      const onA = await view(a, created)
      assert.equal(onA.passport_number, `CT${index}X1`, 'A shows the update made on B')
      return `application ${created.sku_id.slice(0, 4)}… seen on both`
    },
  ],
  [
    'a stale draft save across servers is refused (409)',
    async (a, b) => {
      const path = `${API}/drafts/${randomUUID()}`
      const save = (server: ServerProcess, version: number, surname: string) =>
        call(server.baseUrl, 'PUT', path, { json: { data: { surname }, version } })
      body(await save(a, 1, 'FIRST'), 'draft version 1 on A')
      body(await save(b, 2, 'SECOND'), 'draft version 2 on B (after version 1 on A)')
      // A second tab that last saw version 1 saves again, through A.
      const stale = await save(a, 2, 'STALE')
      assert.ok(!('error' in stale), `stale draft save on A: no answer (${JSON.stringify(stale)})`)
      assert.equal(stale.status, 409, `stale draft save on A: expected 409, got ${JSON.stringify(stale)}`)
      const current = (stale.body as { draft?: { version?: number } }).draft
      assert.equal(current?.version, 2, '409 carries the version B saved')
      const read = body<{ version: number; data: { surname: string } }>(
        await call(a.baseUrl, 'GET', path),
        'draft read on A',
      )
      assert.deepEqual([read.version, read.data.surname], [2, 'SECOND'], 'A reads the draft B saved')
      return 'A refused the stale save with version 2'
    },
  ],
  [
    'one Idempotency-Key sent to A and B at once makes one application',
    async (a, b, db) => {
      const rounds = 10
      for (let round = 0; round < rounds; round++) {
        const index = nextIndex++
        const key = randomUUID()
        const answers = await Promise.all([create(a, index, key), create(b, index, key)])
        const numbers = answers.map(
          (answer, n) => body<{ data: Created }>(answer, `create ${'AB'[n]}`).data.sku_id,
        )
        assert.equal(numbers[0], numbers[1], `round ${round}: A and B answered different applications`)
        const { rows } = await db.query(
          'select count(*)::int as n from applications where passport_number = $1',
          [`CT${index}X0`],
        )
        assert.equal(rows[0].n, 1, `round ${round}: ${rows[0].n} applications stored for one key`)
      }
      return `${rounds} keys sent to both at once, one application each`
    },
  ],
  [
    'an order created on A is captured on B, once',
    async (a, b, db, paypal) => {
      const created = body<{ data: Created }>(await create(a, nextIndex++), 'create on A').data
      const order = await createOrder(a, created)
      const first = body<{ data: { captureId: string } }>(await capture(b, created, order), 'capture on B')
      // A repeat (a lost answer, a second tab) on the other server answers the same capture.
      const again = await capture(a, created, order)
      const repeatedSame =
        !('error' in again) &&
        (again.status === 409 ||
          (again.status === 200 &&
            (again.body as { data?: { captureId?: string } }).data?.captureId === first.data.captureId))
      assert.ok(
        repeatedSame,
        `a second capture on A: expected the same capture or 409, got ${JSON.stringify(again)}`,
      )
      assert.equal((await view(a, created)).payment_status, 'COMPLETED', 'A shows the capture made on B')
      await assertPaidOnce(db, paypal, created, [order])
      return 'one capture stored; the repeat on A answered the same capture'
    },
  ],
  [
    "a payment token from one server pays on the other (the servers share the token's secret)",
    async (a, b, db, paypal) => {
      const created = body<{ data: Created }>(await create(a, nextIndex++), 'create on A').data
      // The payment screen took its token from A; the balancer sends create-Order to B, then the
      // capture, with a token from B, to A.
      const order = await createOrder(b, created, a)
      body(await capture(a, created, order, b), 'capture on A with a token from B')
      await assertPaidOnce(db, paypal, created, [order])
      return "B took A's token for create-Order, A took B's for the capture"
    },
  ],
  [
    'two orders for one application captured on A and B at once: one payment',
    async (a, b, db, paypal) => {
      const created = body<{ data: Created }>(await create(a, nextIndex++), 'create on A').data
      // Two tabs, each with its own order, pressing Pay at the same moment through different servers.
      const orders = [await createOrder(a, created), await createOrder(b, created)]
      const answers = await Promise.all([capture(a, created, orders[0]!), capture(b, created, orders[1]!)])
      const statuses = answers.map((answer) => ('error' in answer ? answer.error : answer.status))
      // One is paid; the other is told the application is already paid (409), never a 5xx.
      assert.deepEqual(statuses.toSorted(), [200, 409], `captures answered ${JSON.stringify(answers)}`)
      await assertPaidOnce(db, paypal, created, orders)
      return 'one capture at PayPal, one stored, the other refused'
    },
  ],
  [
    'a group formed on A and B is paid with one order made on A and captured on B, and read on A',
    async (a, b, db, paypal) => {
      const first = body<{ data: Created }>(await create(a, nextIndex++), 'create on A').data
      const second = await createWith(b, first)
      const order = await createGroupOrder(a, [first, second])
      assert.equal(order.amount, '170.00', 'the order costs the sum of both fees')
      body(await captureGroup(b, [first, second], order.id), 'capture of the group on B')
      for (const member of [first, second]) {
        assert.equal((await view(a, member)).payment_status, 'COMPLETED', 'A shows each member paid')
        await assertPaidOnce(db, paypal, member, [order.id])
      }
      const group = (await view(a, first)).group as { sku_id: string }[] | undefined
      assert.deepEqual(
        group?.map((member) => member.sku_id),
        [first.sku_id, second.sku_id],
        'A lists both members of the group made across servers',
      )
      return 'two travellers, one capture, both paid, read on the other server'
    },
  ],
  [
    "a group's order and a member's own order captured on A and B at once: one payment",
    async (a, b, db, paypal) => {
      const first = body<{ data: Created }>(await create(a, nextIndex++), 'create on A').data
      const second = await createWith(a, first)
      const group = await createGroupOrder(a, [first, second])
      const own = await createOrder(b, second)
      const answers = await Promise.all([captureGroup(a, [first, second], group.id), capture(b, second, own)])
      const statuses = answers.map((answer) => ('error' in answer ? answer.error : answer.status))
      assert.deepEqual(statuses.toSorted(), [200, 409], `captures answered ${JSON.stringify(answers)}`)
      await assertPaidOnce(db, paypal, second, [group.id, own])
      const firstPaid = (await view(b, first)).payment_status === 'COMPLETED'
      assert.equal(firstPaid, statuses[0] === 200, 'the group was paid whole or not at all')
      return 'one capture at PayPal for the shared traveller, the other order refused'
    },
  ],
]

/** Wrong verify-application tries sent at once, half through each server. */
const VERIFY_BURST = 40
const VERIFY_TRIES_AN_HOUR = 5

/**
 * The verify-application limit across servers: 40 wrong tries for one application at once, 20
 * through A and 20 through B. Each try is counted in the database before the details are compared,
 * so exactly 5 are compared (403) and the rest refused (429), however the two servers interleave.
 */
async function verifyBurstAcrossServers(a: ServerProcess, b: ServerProcess): Promise<string> {
  const created = body<{ data: Created }>(await create(a, nextIndex++), 'create on A').data
  const answers = await Promise.all(
    Array.from({ length: VERIFY_BURST }, (_, i) =>
      call((i % 2 === 0 ? a : b).baseUrl, 'POST', `${API}/verify-application`, {
        json: {
          sku_id: created.sku_id,
          passport_number: 'WRONG0000',
          date_of_birth: `1990-01-${String((i % 28) + 1).padStart(2, '0')}`,
        },
      }),
    ),
  )
  const statuses = answers.map((answer) => ('error' in answer ? answer.error : answer.status))
  const compared = statuses.filter((status) => status === 403).length
  const refused = statuses.filter((status) => status === 429).length
  assert.equal(compared, VERIFY_TRIES_AN_HOUR, `tries compared: ${compared} (${JSON.stringify(statuses)})`)
  assert.equal(refused, VERIFY_BURST - VERIFY_TRIES_AN_HOUR, `tries refused: ${refused}`)
  return `${VERIFY_BURST} wrong tries through A and B at once: ${compared} compared, ${refused} refused`
}

/** Step 5: a burst of writes on A, A killed mid-way, every acknowledged write read back on B. */
async function killDuringWrites(a: ServerProcess, b: ServerProcess): Promise<string> {
  const ledger = new Ledger()
  const workload = new Workload(ledger, a.baseUrl, Math.random, true)
  const running = workload.run(8)
  await workload.firstAcknowledged
  // Let the burst build up to a few dozen acknowledged writes, then kill with requests in flight.
  const acknowledged = () => Object.values(ledger.counts.acknowledged).reduce((sum, n) => sum + n, 0)
  for (let waited = 0; acknowledged() < BURST_WRITES && waited < 60_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await killServer(a)
  workload.stop()
  await running
  const violations = workload.serverErrors.map((error) => `server error: ${error}`)
  const verified = await verifyThroughApi(b.baseUrl, ledger, violations)
  assert.ok(
    violations.length === 0,
    `${violations.length} acknowledged writes missing or wrong on B:\n${violations.slice(0, 10).join('\n')}`,
  )
  const lost = Object.values(ledger.counts.unanswered).reduce((sum, n) => sum + n, 0)
  assert.ok(acknowledged() >= BURST_WRITES, `A acknowledged only ${acknowledged()} writes in a minute`)
  const found = Object.values(verified).reduce((sum, n) => sum + n, 0)
  return `${acknowledged()} writes acknowledged by A, ${lost} cut off by the kill; ${found} checked on B, all there`
}

// Both servers hammered on one resource at once: one Idempotency-Key sent many times to both, and
// one draft saved by several tabs through both. Self-contained: it starts a pair of servers of its
// own on the same database with the per-address limits off (every call here comes from 127.0.0.1,
// and the limits count per process), and stops them.

/** Concurrent creates per server in one round, all with the same key and body. */
const SAME_KEY_PER_SERVER = 6
const SAME_KEY_ROUNDS = 3
/** Tabs per server saving one draft, and the saves each must get through. */
const DRAFT_TABS_PER_SERVER = 4
const DRAFT_SAVES_PER_TAB = 6

async function oneKeyFromBoth(a: ServerProcess, b: ServerProcess, db: pg.Client): Promise<string> {
  for (let round = 0; round < SAME_KEY_ROUNDS; round++) {
    const index = nextIndex++
    const key = randomUUID()
    const servers = Array.from({ length: SAME_KEY_PER_SERVER }, () => [a, b]).flat()
    const answers = await Promise.all(servers.map((server) => create(server, index, key)))
    const numbers = answers.map((answer, n) => body<{ data: Created }>(answer, `create ${n}`).data.sku_id)
    const statuses = answers.map((answer) => (answer as Answer).status)
    assert.equal(statuses.filter((status) => status === 201).length, 1, `round ${round}: ${statuses}`)
    assert.equal(
      new Set(numbers).size,
      1,
      `round ${round}: answers named ${new Set(numbers).size} applications`,
    )
    const { rows } = await db.query(
      `select (select count(*)::int from applications where passport_number = $1) as applications,
              (select count(*)::int from idempotency_keys where key = $2) as keys,
              (select count(*)::int from mail_outbox where event_key = $3) as mails`,
      [`CT${index}X0`, key, `received:${numbers[0]}`],
    )
    assert.deepEqual(rows[0], { applications: 1, keys: 1, mails: 1 }, `round ${round}: rows stored`)
  }
  return `${SAME_KEY_ROUNDS} keys, each sent ${2 * SAME_KEY_PER_SERVER} times at once: one application, one mail`
}

async function oneDraftFromBoth(a: ServerProcess, b: ServerProcess): Promise<string> {
  const path = `${API}/drafts/${randomUUID()}`
  /** The tab that each version was granted to, by the server's 200. */
  const granted = new Map<number, string>()
  const tab = async (server: ServerProcess, name: string) => {
    let known = 0
    for (let saved = 0; saved < DRAFT_SAVES_PER_TAB; ) {
      const answer = await call(server.baseUrl, 'PUT', path, {
        json: { data: { surname: `${name}-${saved}` }, version: known + 1 },
      })
      assert.ok(!('error' in answer), `${name}: no answer (${JSON.stringify(answer)})`)
      if (answer.status === 409) {
        // A save from another tab came first: start again from the version it left.
        known = (answer.body as { draft: { version: number } }).draft.version
        continue
      }
      assert.equal(answer.status, 200, `${name}: expected 200 or 409, got ${JSON.stringify(answer)}`)
      const version = (answer.body as { version: number }).version
      assert.ok(!granted.has(version), `version ${version} granted to ${granted.get(version)} and ${name}`)
      granted.set(version, `${name}-${saved}`)
      known = version
      saved++
    }
  }
  await Promise.all(
    Array.from({ length: DRAFT_TABS_PER_SERVER }, (_, n) => [tab(a, `A${n}`), tab(b, `B${n}`)]).flat(),
  )
  const total = 2 * DRAFT_TABS_PER_SERVER * DRAFT_SAVES_PER_TAB
  assert.deepEqual(
    [...granted.keys()].sort((x, y) => x - y),
    Array.from({ length: total }, (_, n) => n + 1),
    'every version from 1 up granted exactly once',
  )
  const read = body<{ version: number; data: { surname: string } }>(
    await call(a.baseUrl, 'GET', path),
    'read',
  )
  assert.deepEqual(
    [read.version, read.data.surname],
    [total, granted.get(total)],
    'the draft holds the last save granted',
  )
  return `${total} saves by ${2 * DRAFT_TABS_PER_SERVER} tabs, each version granted once, none lost`
}

/** Starts a pair of servers on `databaseUrl` without per-address limits, runs both hammers, stops them. */
async function hammerFromBoth(
  databaseUrl: string,
  env: Record<string, string>,
  work: string,
  run: (name: string, step: () => Promise<string>) => Promise<void>,
) {
  const unlimited = { ...env, DATABASE_URL: databaseUrl, WRITE_RATE_LIMIT: '0', LOOKUP_RATE_LIMIT: '0' }
  const pair = await Promise.all(
    ['c', 'd'].map((name) =>
      startServer({ dataDir: join(work, name), env: unlimited, readyTimeoutMs: 120_000 }),
    ),
  )
  const [c, d] = pair as [ServerProcess, ServerProcess]
  const db = new pg.Client({ connectionString: databaseUrl })
  try {
    await db.connect()
    await run('one Idempotency-Key sent to both servers many times at once', () => oneKeyFromBoth(c, d, db))
    await run('one draft saved by tabs on both servers at once', () => oneDraftFromBoth(c, d))
  } finally {
    await db.end().catch(() => {})
    await Promise.all(pair.map((server) => killServer(server)))
  }
}

/** Runs every step against two servers on `adminUrl`'s PostgreSQL, in a database of its own. */
export async function runTwoServerTest(adminUrl: string, log: (line: string) => void = console.log) {
  const databaseName = `evisa_two_servers_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${databaseName}`)
  const url = new URL(adminUrl)
  url.pathname = `/${databaseName}`
  const databaseUrl = url.toString()
  const work = await mkdtemp(join(tmpdir(), 'evisa-two-servers-'))
  const servers: ServerProcess[] = []
  const db = new pg.Client({ connectionString: databaseUrl })
  const paypal = await startSharedPayPal()
  try {
    const env = {
      NODE_ENV: 'production',
      // One PayPal for both, as in production (PAYPAL_ENV=sandbox; shared-paypal.ts).
      ...paypal.env,
      DATABASE_URL: databaseUrl,
      // No client build is needed: the API is what is driven.
      CLIENT_DIR: join(work, 'no-client'),
      // Mails become .eml files in each server's data folder.
      SMTP_URL: '',
      MAIL_RATE_LIMIT: '0',
      PAYMENT_RATE_LIMIT: '0',
      // The look-up budget is shared by both servers (counted in the database): the steps' reads
      // and the verify burst from one address would spend it, and its 429 would hide the verify
      // limit's.
      LOOKUP_RATE_LIMIT: '0',
      // Every server must share it (README, "Several servers").
      STAFF_AUTH_SECRET: randomUUID() + randomUUID(),
      LOG_LEVEL: 'warn',
    }
    // Both start at once: the migrations must run once, not twice at the same time.
    servers.push(
      ...(await Promise.all(
        ['a', 'b'].map((name) => startServer({ dataDir: join(work, name), env, readyTimeoutMs: 120_000 })),
      )),
    )
    const [a, b] = servers as [ServerProcess, ServerProcess]
    log(`two servers on one database: A :${a.port}, B :${b.port}`)
    await db.connect()
    const failures: string[] = []
    const run = async (name: string, step: () => Promise<string>) => {
      try {
        log(`ok - ${name}: ${await step()}`)
      } catch (error) {
        failures.push(name)
        log(`not ok - ${name}\n  ${(error as Error).message.replaceAll('\n', '\n  ')}`)
      }
    }
    for (const [name, step] of STEPS) await run(name, () => step(a, b, db, paypal))
    await run('40 wrong verify-application tries through A and B at once: exactly 5 compared', () =>
      verifyBurstAcrossServers(a, b),
    )
    await run('A killed (SIGKILL) during a burst of writes: B has every acknowledged write', () =>
      killDuringWrites(a, b),
    )
    await hammerFromBoth(databaseUrl, env, work, run)
    const exit = await stopServer(b)
    if (exit.code !== 0) failures.push(`B stopped with ${JSON.stringify(exit)}`)
    const mails = await Promise.all(
      ['a', 'b'].map((name) => readdir(join(work, name, 'mail')).catch(() => [] as string[])),
    )
    log(`mail written as .eml: A ${mails[0]?.length}, B ${mails[1]?.length}`)
    if (failures.length > 0) {
      for (const [n, server] of servers.entries()) {
        log(`--- server ${'AB'[n]}, last log lines ---\n${server.output().slice(-15).join('\n')}`)
      }
      throw new Error(`The two-server test failed: ${failures.join('; ')}`)
    }
  } finally {
    await Promise.all(servers.map((server) => killServer(server)))
    await db.end().catch(() => {})
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {})
    await admin.end()
    await paypal.stop()
    await rm(work, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const postgres = process.env.DATABASE_URL ? undefined : await startThrowawayPostgres({ log: console.log })
  try {
    await runTwoServerTest(process.env.DATABASE_URL ?? postgres!.url)
    console.log('The two-server test passed.')
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  } finally {
    await postgres?.stop()
  }
}
