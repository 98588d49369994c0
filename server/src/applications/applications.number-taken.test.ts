import { describe, expect, it, vi } from 'vitest'
import { countRows, touristApplication, withTestApp } from '../../test/test-support'

// The generator is the only stand-in here: it draws a number already taken before a fresh one,
// which 80 random bits would otherwise never do in a test.
const draws = vi.hoisted(() => ({ queue: [] as string[] }))
vi.mock('./application-number', async (original) => {
  const actual = await original<typeof import('./application-number')>()
  return { generateApplicationNumber: () => draws.queue.shift() ?? actual.generateApplicationNumber() }
})

const CREATE = '/api/srilanka/create-application'

describe('a new application whose drawn number is taken', () => {
  it('gets another number, and the application that had it keeps it', () =>
    withTestApp({}, async (test) => {
      const taken = 'ABCDEFGHJKMNPQRS'
      const fresh = 'ABCDEFGHJKMNPQRT'
      draws.queue.push(taken)
      const first = await test.app.inject({ method: 'POST', url: CREATE, payload: touristApplication() })
      expect(first.json().data.sku_id).toBe(taken)

      draws.queue.push(taken, fresh)
      const second = await test.app.inject({
        method: 'POST',
        url: CREATE,
        headers: { 'idempotency-key': 'drawn-twice' },
        payload: touristApplication({ surname: 'PERERA' }),
      })
      expect(second.statusCode).toBe(201)
      expect(second.json().data.sku_id).toBe(fresh)
      expect(await countRows(test.app, 'applications')).toBe(2)
      // Each number still opens its own traveller's application, with its own key.
      const view = (skuId: string, key: string) =>
        test.app.inject({
          method: 'GET',
          url: `/api/srilanka/View-application/${skuId}`,
          headers: { 'x-application-key': key },
        })
      expect((await view(taken, first.json().data.access_key)).json().data.surname).toBe('FERNANDO')
      expect((await view(fresh, second.json().data.access_key)).json().data.surname).toBe('PERERA')
      // The key, the mail and the access key belong to the fresh number.
      const keys = await test.app.db.selectFrom('idempotency_keys').select('sku_id').execute()
      expect(keys).toEqual([{ sku_id: fresh }])
      const mails = await test.app.db.selectFrom('mail_outbox').select('sku_id').orderBy('id').execute()
      expect(mails).toEqual([{ sku_id: taken }, { sku_id: fresh }])
    }))
})
