import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, touristApplication } from '../../test/test-support'
import { compiledForms, compiledInsert, compiledQuery } from './compiled-query'
import { withImmediateTransaction } from './transaction'

const insertKey = compiledInsert('idempotency_keys', (insert) => insert.returning('key'))
const selectKeyOf = compiledQuery((db, key: string) =>
  db.selectFrom('idempotency_keys').select(['key', 'sku_id']).where('key', '=', key),
)

describe('a query compiled once', () => {
  let test: TestApp
  let other: TestApp
  // Two apps, each with a database of its own: on PostgreSQL under load, longer than a hook's
  // default 10 s.
  beforeAll(async () => {
    test = await buildTestApp()
    other = await buildTestApp()
  }, 60_000)
  afterAll(async () => {
    await test?.close()
    await other?.close()
  }, 60_000)

  /** Creates an application with this Idempotency-Key; returns its number. */
  async function storeKey(app: TestApp['app'], key: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/srilanka/create-application',
      headers: { 'idempotency-key': key },
      payload: touristApplication(),
    })
    expect(response.statusCode).toBe(201)
    return response.json().data.sku_id
  }

  it('answers each call with its own values, on each database apart', async () => {
    const first = await storeKey(test.app, 'key-one')
    const second = await storeKey(test.app, 'key-two')
    const elsewhere = await storeKey(other.app, 'key-three')
    expect(await selectKeyOf(test.app.db, 'key-one')).toEqual([{ key: 'key-one', sku_id: first }])
    expect(await selectKeyOf(test.app.db, 'key-two')).toEqual([{ key: 'key-two', sku_id: second }])
    expect(await selectKeyOf(test.app.db, 'key-three')).toEqual([])
    expect(await selectKeyOf(other.app.db, 'key-three')).toEqual([{ key: 'key-three', sku_id: elsewhere }])
  })

  it('runs inside a transaction and sees its uncommitted rows', async () => {
    const skuId = await storeKey(test.app, 'key-four')
    const seen = await withImmediateTransaction(test.app.db, async (trx) => {
      await trx
        .insertInto('idempotency_keys')
        .values({ key: 'key-five', sku_id: skuId, body_hash: 'x', created_at: new Date().toISOString() })
        .execute()
      return selectKeyOf(trx, 'key-five')
    })
    expect(seen).toEqual([{ key: 'key-five', sku_id: skuId }])
  })

  it('refuses a query that does not bind every value', async () => {
    const unbound = compiledQuery((db, _unused: string) => db.selectFrom('idempotency_keys').select('key'))
    await expect(unbound(test.app.db, 'x')).rejects.toThrow('every value must be a bound parameter')
  })

  it('compiles each form of a query apart, each call with its own values', async () => {
    const built: string[] = []
    // Form "one": the key equals the value; form "either": the key is one of two values.
    const select = compiledForms((db, form, values) => {
      built.push(form)
      const query = db.selectFrom('idempotency_keys').select('key').orderBy('key')
      return form === 'one'
        ? query.where('key', '=', values[0] as string)
        : query.where('key', 'in', [values[0] as string, values[1] as string])
    })
    const skuId = await storeKey(test.app, 'form-a')
    const at = new Date().toISOString()
    await insertKey(test.app.db, { key: 'form-b', sku_id: skuId, body_hash: 'x', created_at: at })
    expect(await select(test.app.db, 'one', ['form-a'])).toEqual([{ key: 'form-a' }])
    expect(await select(test.app.db, 'one', ['form-b'])).toEqual([{ key: 'form-b' }])
    expect(await select(test.app.db, 'either', ['form-b', 'form-a'])).toEqual([
      { key: 'form-a' },
      { key: 'form-b' },
    ])
    expect(await select(test.app.db, 'either', ['form-a', 'nothing'])).toEqual([{ key: 'form-a' }])
    expect(built).toEqual(['one', 'either'])
  })

  it('inserts each row with its own values, and answers what the insert returned', async () => {
    const skuId = await storeKey(test.app, 'key-six')
    const at = new Date().toISOString()
    for (const key of ['key-seven', 'key-eight']) {
      const result = await insertKey(test.app.db, { key, sku_id: skuId, body_hash: key, created_at: at })
      expect(result.rows).toEqual([{ key }])
    }
    expect(await selectKeyOf(test.app.db, 'key-eight')).toEqual([{ key: 'key-eight', sku_id: skuId }])
    // Another set of columns (an undefined value is left out, as Kysely does) is compiled apart.
    await insertKey(test.app.db, {
      key: 'key-nine',
      sku_id: skuId,
      body_hash: 'x',
      created_at: at,
      ...({ unused: undefined } as object),
    })
    expect(await selectKeyOf(test.app.db, 'key-nine')).toEqual([{ key: 'key-nine', sku_id: skuId }])
    // The same columns in another order are another shape: each value still lands in its column.
    await insertKey(test.app.db, { created_at: at, body_hash: 'y', sku_id: skuId, key: 'key-nine-b' })
    expect(await selectKeyOf(test.app.db, 'key-nine-b')).toEqual([{ key: 'key-nine-b', sku_id: skuId }])
  })

  it('inserts several rows in one statement, each number of rows compiled apart', async () => {
    const skuId = await storeKey(test.app, 'key-ten')
    const at = new Date().toISOString()
    const rows = (...keys: string[]) =>
      keys.map((key) => ({ key, sku_id: skuId, body_hash: key, created_at: at }))
    expect((await insertKey(test.app.db, rows('key-11', 'key-12'))).rows).toEqual([
      { key: 'key-11' },
      { key: 'key-12' },
    ])
    expect((await insertKey(test.app.db, rows('key-13', 'key-14', 'key-15'))).rows).toHaveLength(3)
    expect((await insertKey(test.app.db, rows('key-16', 'key-17'))).rows).toEqual([
      { key: 'key-16' },
      { key: 'key-17' },
    ])
    for (const key of ['key-11', 'key-15', 'key-17']) {
      expect(await selectKeyOf(test.app.db, key)).toEqual([{ key, sku_id: skuId }])
    }
  })
})
