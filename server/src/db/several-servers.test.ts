// Two apps on one PostgreSQL database (TEST_DATABASE_URL) stand for two servers behind a load
// balancer: what one acknowledged, the other honours (docs/reliability.md, section 8).
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  buildTestApp,
  countRows,
  multipartFile,
  SAMPLE_FILES,
  TEST_DATABASE_URL,
  type TestApp,
  touristApplication,
} from '../../test/test-support'
import { lockResource, UPLOAD_REFERENCES, withImmediateTransaction } from './transaction'

/** A promise and what settles it: one side of a test waits on it until the other says so. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {}
  const promise = new Promise<void>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

describe.skipIf(!TEST_DATABASE_URL)('(PostgreSQL only) several servers on one database', () => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    // No mail sent: none is checked here, and closing would wait for a render on a loaded machine.
    first = await buildTestApp({ mail: { sending: false } })
    second = await buildTestApp({ databaseUrl: first.databaseUrl, mail: { sending: false } })
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  it('refuse a stale draft save on one server once the other saved a newer version (409)', async () => {
    const id = '3d0f4c1e-5b8a-4f5e-9c1a-7e2b6d4a8f10'
    const put = (test: TestApp, version: number, surname: string) =>
      test.app.inject({
        method: 'PUT',
        url: `/api/srilanka/drafts/${id}`,
        payload: { data: { surname }, version },
      })
    expect((await put(first, 1, 'FIRST')).statusCode).toBe(200)
    expect((await put(second, 2, 'SECOND')).statusCode).toBe(200)
    const stale = await put(first, 2, 'STALE')
    expect(stale.statusCode).toBe(409)
    const read = await first.app.inject({ method: 'GET', url: `/api/srilanka/drafts/${id}` })
    expect(read.json()).toMatchObject({ version: 2, data: { surname: 'SECOND' } })
  })

  it('make one application of an Idempotency-Key sent to both at once', async () => {
    const before = await countRows(first.app, 'applications')
    const send = (test: TestApp) =>
      test.app.inject({
        method: 'POST',
        url: '/api/srilanka/create-application',
        headers: { 'idempotency-key': '5a4f2b9e-1c3d-4e5f-8a9b-0c1d2e3f4a5b' },
        payload: touristApplication(),
      })
    const answers = await Promise.all([send(first), send(second), send(first), send(second)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201])
    expect(new Set(answers.map((answer) => answer.json().data.sku_id)).size).toBe(1)
    expect(await countRows(first.app, 'applications')).toBe(before + 1)
  })

  it("let creates and other drafts' saves through while a draft's save is under way on the other", async () => {
    const held = deferred()
    const inside = deferred()
    // A write on the first server that has taken its draft's lock and written, and has not committed.
    const holding = withImmediateTransaction(first.app.db, async (trx) => {
      await lockResource(trx, 'draft:0f6d2c1b-9a8e-4c7d-8b6a-5f4e3d2c1b0a')
      await trx
        .insertInto('drafts')
        .values({
          id: '0f6d2c1b-9a8e-4c7d-8b6a-5f4e3d2c1b0a',
          data: '{}',
          version: 1,
          created_at: '',
          updated_at: '',
        })
        .execute()
      inside.resolve()
      await held.promise
    })
    try {
      await inside.promise
      // Each of these waited for the held write's commit when every write took one lock.
      const created = await second.app.inject({
        method: 'POST',
        url: '/api/srilanka/create-application',
        headers: { 'idempotency-key': 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f' },
        payload: touristApplication(),
      })
      expect(created.statusCode).toBe(201)
      const other = await second.app.inject({
        method: 'PUT',
        url: '/api/srilanka/drafts/7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
        payload: { data: { surname: 'OTHER' }, version: 1 },
      })
      expect(other.statusCode).toBe(200)
    } finally {
      held.resolve()
      await holding
    }
  })

  it('write a create, with its key, children, mail and access key, as one statement', async () => {
    const tables = [
      'applications',
      'application_children',
      'idempotency_keys',
      'mail_outbox',
      'application_keys',
    ]
    const statements: { text: string; name?: string }[] = []
    // Every statement the driver sends, named (prepared) or not, is a Query it submits.
    const submit = vi.spyOn(pg.Query.prototype, 'submit')
    try {
      const created = await first.app.inject({
        method: 'POST',
        url: '/api/srilanka/create-application',
        headers: { 'idempotency-key': '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b' },
        payload: touristApplication(),
      })
      expect(created.statusCode).toBe(201)
      for (const query of submit.mock.contexts) {
        const { text, name } = query as { text?: unknown; name?: string }
        statements.push({ text: String(text), name })
      }
    } finally {
      submit.mockRestore()
    }
    // Only what writes the create's tables: other work of the app (its push sender) may run meanwhile.
    const writes = statements.filter(({ text }) =>
      tables.some((table) => text.includes(`insert into "${table}"`)),
    )
    expect(writes).toHaveLength(1)
    for (const table of tables) expect(writes[0]?.text).toContain(`insert into "${table}"`)
    expect(statements.filter(({ text }) => /^(begin|commit)$/i.test(text.trim()))).toEqual([])
    // Prepared once per connection, then only bound to each create's values.
    expect(writes[0]?.name).toMatch(/^evisa_/)
  })

  it('hold a create naming a passport copy while the uploads purge checks the references', async () => {
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...multipartFile(SAMPLE_FILES.pdf),
    })
    const filename = uploaded.json().file.filename as string
    const held = deferred()
    const inside = deferred()
    // What the purge takes for its check and delete (retention/purge.ts).
    const purging = withImmediateTransaction(first.app.db, async (trx) => {
      await lockResource(trx, UPLOAD_REFERENCES)
      inside.resolve()
      await held.promise
    })
    let creating: Promise<Awaited<ReturnType<TestApp['app']['inject']>>> | undefined
    try {
      await inside.promise
      const before = await countRows(first.app, 'applications')
      creating = second.app.inject({
        method: 'POST',
        url: '/api/srilanka/create-application',
        payload: touristApplication({ passport_bio_page: filename }),
      })
      // The create waits for the hold (PostgreSQL shows its advisory lock not granted) and stores nothing.
      for (;;) {
        const waiting = await sql<{ count: number }>`
          select count(*)::int as count from pg_locks
          where locktype = 'advisory' and not granted and database = (
            select oid from pg_database where datname = current_database()
          )`.execute(first.app.db)
        if ((waiting.rows[0]?.count ?? 0) > 0) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(await countRows(first.app, 'applications')).toBe(before)
      // A create that names no upload does not wait for it.
      const plain = await second.app.inject({
        method: 'POST',
        url: '/api/srilanka/create-application',
        payload: touristApplication(),
      })
      expect(plain.statusCode).toBe(201)
    } finally {
      held.resolve()
      await purging
    }
    const created = await creating
    expect(created?.statusCode).toBe(201)
    const viewed = await second.app.inject({
      method: 'GET',
      url: `/api/srilanka/View-application/${created?.json().data.sku_id}`,
      headers: { 'x-application-key': created?.json().data.access_key },
    })
    expect(viewed.json().data.passport_bio_page).toBe(filename)
  })

  it('serve a passport copy uploaded through one server from the other', async () => {
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...multipartFile(SAMPLE_FILES.pdf),
    })
    const served = await second.app.inject({
      method: 'GET',
      url: `/uploads/${uploaded.json().file.filename}`,
    })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true)
  })
})
