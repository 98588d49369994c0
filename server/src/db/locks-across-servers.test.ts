// A payment capture holds a lock every server respects (withLocksAcrossServers) on a pooled
// connection, across its call to PayPal, while its own queries take other connections from the
// same pool. As many captures at once as the pool has connections must not take them all and then
// wait for one forever: every query of that server would wait with them.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, dropTestDatabase, TEST_DATABASE_URL } from '../../test/test-support'
import { openPostgres, POOL_SIZE } from './open-database'
import { withLocksAcrossServers } from './transaction'

describe.skipIf(!TEST_DATABASE_URL)('(PostgreSQL only) locks held across servers', () => {
  let url: string
  beforeAll(async () => {
    url = await createTestDatabase({ empty: true })
  })
  afterAll(async () => {
    await dropTestDatabase(url)
  })

  /** `count` holders of different names at once, each running a query of its own: what they read. */
  function holdersAtOnce(
    db: ReturnType<typeof openPostgres>,
    count: number,
  ): Promise<(string | undefined)[]> {
    return Promise.all(
      Array.from({ length: count }, (_, index) =>
        withLocksAcrossServers(db, [`capture:${index}`], async () => {
          const { rows } = await sql<{ held: string }>`select ${`holder ${index}`}::text as held`.execute(db)
          return rows[0]?.held
        }),
      ),
    )
  }

  // Different names, so no holder waits for another's lock: only for connections. A pool of 2 is
  // the smallest DATABASE_POOL_SIZE allows.
  it.each([POOL_SIZE, 2])(
    'let more holders at once than a pool of %i has connections run their own queries and finish',
    async (poolSize) => {
      const db = openPostgres(url, { poolSize })
      try {
        const count = poolSize + 2
        expect(await holdersAtOnce(db, count)).toEqual(Array.from({ length: count }, (_, i) => `holder ${i}`))
        // Every lock was given back: the same names can be held again.
        expect(await withLocksAcrossServers(db, ['capture:0', 'capture:1'], async () => 'again')).toBe(
          'again',
        )
      } finally {
        await db.destroy()
      }
    },
    30_000,
  )

  it('let the same name be held by one holder at a time, the others waiting their turn', async () => {
    const db = openPostgres(url)
    try {
      let inside = 0
      let most = 0
      const holders = Array.from({ length: 4 }, () =>
        withLocksAcrossServers(db, ['capture:same'], async () => {
          inside += 1
          most = Math.max(most, inside)
          await sql`select pg_sleep(0.01)`.execute(db)
          inside -= 1
        }),
      )
      await Promise.all(holders)
      expect(most).toBe(1)
    } finally {
      await db.destroy()
    }
  }, 30_000)
})
