import { describe, expect, it } from 'vitest'
import { testAppForSuite } from '../test-support'

describe('GET /api/health', () => {
  const test = testAppForSuite()

  it('answers ok once the database is open and migrated', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })
})
