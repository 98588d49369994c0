import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  buildTestApp,
  insertDraft,
  logCapture,
  type TestApp,
  touristApplication,
} from '../../test/test-support'
import { BUSY_MESSAGE, DEFAULT_PRESSURE_LIMITS, OVERLOAD_LOG_MESSAGE } from './pressure'

let test: TestApp | undefined

/** The overload guard's log lines, parsed. */
function overloadLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.includes(OVERLOAD_LOG_MESSAGE))
    .map((line) => JSON.parse(line))
}

/** Waits for the pressure sampler to declare the server busy: its health check answers 503. */
async function untilBusy(app: TestApp['app']): Promise<void> {
  await vi.waitFor(
    async () => expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503),
    { timeout: 10_000, interval: 10 },
  )
}

afterEach(async () => {
  await test?.close()
  test = undefined
})

describe('overload', () => {
  it('is answered 503 with Retry-After in the API error shape, not by falling over', async () => {
    // A heap limit of one byte: the first sample puts the process "over" it.
    test = await buildTestApp({ pressure: { maxHeapUsedBytes: 1, sampleInterval: 10 } })
    await untilBusy(test.app)
    const health = await test.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(health.headers['retry-after']).toBe(String(DEFAULT_PRESSURE_LIMITS.retryAfterSeconds))
    expect(health.json()).toEqual({ status: false, message: BUSY_MESSAGE })
    // Each call keeps its own success flag (docs/rules.md §2).
    const create = await test.app.inject({
      method: 'POST',
      url: '/api/srilanka/create-application',
      payload: touristApplication(),
    })
    expect(create.statusCode).toBe(503)
    expect(create.json()).toEqual({ success: false, message: BUSY_MESSAGE })
    expect(await test.app.db.selectFrom('applications').select('id').execute()).toEqual([])
  })

  it('stops a refused request before its route: a DELETE answered 503 deletes nothing', async () => {
    test = await buildTestApp({ pressure: { maxHeapUsedBytes: 1, sampleInterval: 10 } })
    const id = '0b7f3c56-6f2e-4c55-9d0e-2f1a4a0e1c11'
    await insertDraft(test.app, { id, updatedAt: 'x' })
    // Over real HTTP: there the answer is finished only after the async onSend hooks.
    await test.app.listen({ port: 0, host: '127.0.0.1' })
    await untilBusy(test.app)
    const { port } = test.app.server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}/api/srilanka/drafts/${id}`, { method: 'DELETE' })
    expect(response.status).toBe(503)
    // The whole answer has arrived, so the server is done with this request: had the route run,
    // the row would be gone by now.
    expect(await response.json()).toEqual({ status: false, message: BUSY_MESSAGE })
    expect(await test.app.db.selectFrom('drafts').select('id').execute()).toEqual([{ id }])
  })

  it('is also declared when the database stops answering', async () => {
    test = await buildTestApp({ pressure: { healthCheckInterval: 20 } })
    expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    await test.app.db.destroy()
    await untilBusy(test.app)
    const response = await test.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.json()).toEqual({ status: false, message: BUSY_MESSAGE })
  })

  it('logs why it refuses, at warn level, with the figure and the limit but nothing of the request', async () => {
    const { stream, text } = logCapture()
    // The delay check is off (0): a 10 ms sample often holds no delay reading at all, which the
    // plugin counts as an infinite delay, and that check comes before the heap's.
    test = await buildTestApp({
      logger: { level: 'info', stream },
      pressure: { maxHeapUsedBytes: 1, maxEventLoopDelay: 0, sampleInterval: 10 },
    })
    await untilBusy(test.app)
    const create = await test.app.inject({
      method: 'POST',
      url: '/api/srilanka/create-application',
      payload: touristApplication(),
    })
    expect(create.statusCode).toBe(503)
    const [line] = overloadLines(text())
    expect(line).toMatchObject({ level: 40, pressure: 'heapUsedBytes', limit: 1 })
    expect(line?.value).toBeGreaterThan(1)
    expect(text()).not.toContain(touristApplication().email)
  })

  it('logs a failing database check once per sample, not once per refused request', async () => {
    const { stream, text } = logCapture()
    // Samples far apart, so every request below falls in the first sample after the check failed.
    test = await buildTestApp({
      logger: { level: 'info', stream },
      pressure: { healthCheckInterval: 20, sampleInterval: 60_000 },
    })
    await test.app.db.destroy()
    await untilBusy(test.app)
    for (let i = 0; i < 4; i++) {
      expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503)
    }
    const lines = overloadLines(text())
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 40, pressure: 'healthCheck', refused: 1 })
  })

  it('leaves a healthy server alone, with no status route exposed', async () => {
    test = await buildTestApp()
    expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    expect((await test.app.inject({ method: 'GET', url: '/status' })).statusCode).toBe(404)
  })
})
