// The payment token's secret is kept in the database (db/server-secrets.ts), so every server on one
// database accepts the tokens of every other, and a restart keeps them good. On SQLite the second
// app opens the same data folder; on PostgreSQL (TEST_DATABASE_URL) the same database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, countRows, TEST_DATABASE_URL, type TestApp } from '../../test/test-support'
import { serverSecret } from './server-secrets'

const API = '/api/srilanka'

async function tokenFrom(test: TestApp): Promise<string> {
  const response = await test.app.inject({ method: 'GET', url: `${API}/getaccesstocken` })
  expect(response.statusCode).toBe(200)
  return response.json().accessToken
}

/** create-Order for an application that does not exist: 404 once the token is accepted, 401 if not. */
function createOrderWith(test: TestApp, token: string) {
  return test.app.inject({
    method: 'POST',
    url: `${API}/create-Order`,
    headers: { authorization: `Bearer ${token}` },
    payload: { amount: 85, currency: 'USD', description: 'eVisa', sku_id: '0000000000000000' },
  })
}

describe('the secret the servers share', () => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    first = await buildTestApp()
    second = await buildTestApp(
      TEST_DATABASE_URL ? { databaseUrl: first.databaseUrl } : { dataDir: first.dataDir },
    )
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  it('lets a payment token from one server pay on another server on the same database', async () => {
    const accepted = await createOrderWith(second, await tokenFrom(first))
    expect(accepted.statusCode).toBe(404)
    expect(accepted.json()).toEqual({ status: false, message: 'Application not found.' })
  })

  it('refuses a payment token from a server on another database (401)', async () => {
    const elsewhere = await buildTestApp()
    try {
      const refused = await createOrderWith(first, await tokenFrom(elsewhere))
      expect(refused.statusCode).toBe(401)
      expect(refused.json().message).toMatch(/not valid/)
    } finally {
      await elsewhere.close()
    }
  })

  it('is made once when two servers ask for it at the same moment', async () => {
    await first.app.db.deleteFrom('server_secrets').execute()
    const [one, other] = await Promise.all([
      serverSecret(first.app.db, 'payment-token'),
      serverSecret(second.app.db, 'payment-token'),
    ])
    expect(one.length).toBe(32)
    expect(one.equals(other)).toBe(true)
    expect(await countRows(first.app, 'server_secrets')).toBe(1)
  })
})
