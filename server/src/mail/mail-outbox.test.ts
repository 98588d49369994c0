// The outbox's claim across processes: two connection pools on one PostgreSQL database
// (TEST_DATABASE_URL) stand for two servers; their own mail senders stay out of the way.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, dropTestDatabase, TEST_DATABASE_URL } from '../../test/test-support'
import type { Database } from '../db/database'
import { openPostgres } from '../db/open-database'
import { claimDueMails, queueMail } from './mail-outbox.repository'

describe.skipIf(!TEST_DATABASE_URL)('(PostgreSQL only) the mail outbox with several servers', () => {
  let url: string
  let first: Kysely<Database>
  let second: Kysely<Database>
  beforeAll(async () => {
    url = await createTestDatabase()
    first = openPostgres(url)
    second = openPostgres(url)
  })
  afterAll(async () => {
    await first.destroy()
    await second.destroy()
    await dropTestDatabase(url)
  })

  it('gives each due mail to one sender only, when two servers claim at the same moment', async () => {
    const at = new Date().toISOString()
    for (let index = 0; index < 40; index += 1) {
      await queueMail(first, {
        eventKey: `contact-ack:test-${index}`,
        to: 'someone@example.com',
        payload: { kind: 'contact-ack' },
        at,
      })
    }
    const claim = (db: Kysely<Database>) =>
      claimDueMails(db, {
        now: new Date(Date.now() + 1000).toISOString(),
        leaseUntil: new Date(Date.now() + 600_000).toISOString(),
        limit: 25,
      })
    const [one, two] = await Promise.all([claim(first), claim(second)])
    const ids = [...one, ...two].map((row) => row.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(40)
    expect([...one, ...two].every((row) => row.attempts === 1)).toBe(true)
  })
})
