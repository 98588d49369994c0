import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, touristApplication } from '../../test/test-support'
import { startSmtpServer, type TestSmtpServer } from '../mail/mail.test-support'

const API = '/api/srilanka'
const TOKEN = 'a-scraper-token-of-some-length-0123456789'
const scraper = { authorization: `Bearer ${TOKEN}` }

const opened: TestApp[] = []
let smtp: TestSmtpServer | undefined
afterEach(async () => {
  for (const test of opened.splice(0)) await test.close()
  await smtp?.close()
  smtp = undefined
})

async function appWith(overrides: Parameters<typeof buildTestApp>[0] = {}): Promise<FastifyInstance> {
  const test = await buildTestApp({ metricsToken: TOKEN, mail: { sending: false }, ...overrides })
  opened.push(test)
  return test.app
}

async function scrape(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: scraper })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  return response.body
}

/** The value of an unlabelled series in Prometheus' text format. */
async function seriesValue(app: FastifyInstance, name: string): Promise<number> {
  const line = (await scrape(app)).split('\n').find((candidate) => candidate.startsWith(`${name} `))
  expect(line, `${name} in /metrics`).toBeDefined()
  return Number(line?.split(' ')[1])
}

function create(app: FastifyInstance, key?: string) {
  return app.inject({
    method: 'POST',
    url: `${API}/create-application`,
    headers: key ? { 'idempotency-key': key } : {},
    payload: touristApplication(),
  })
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const app = await appWith({ metricsToken: undefined })
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: scraper })
    expect(response.statusCode).toBe(404)
  })

  it('answers 401 without the token or with another, in the API error shape', async () => {
    const app = await appWith()
    for (const headers of [{}, { authorization: 'Bearer not-the-token' }, { authorization: TOKEN }]) {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ status: false })
      expect(response.body).not.toContain('evisa_')
    }
  })

  it('counts a created application once, not its idempotent replay', async () => {
    const app = await appWith()
    expect(await seriesValue(app, 'evisa_applications_created_total')).toBe(0)
    const key = '6f1e2d3c-4b5a-4968-8776-655443322110'
    expect((await create(app, key)).statusCode).toBe(201)
    expect((await create(app, key)).statusCode).toBe(200)
    expect(await seriesValue(app, 'evisa_applications_created_total')).toBe(1)
  })

  it('times requests by route pattern, never with the application number asked for', async () => {
    const app = await appWith()
    const created = (await create(app)).json().data as { sku_id: string; access_key: string }
    const lookUp = await app.inject({
      method: 'GET',
      url: `${API}/View-application/${created.sku_id}`,
      headers: { 'x-application-key': created.access_key },
    })
    expect(lookUp.statusCode).toBe(200)
    const text = await scrape(app)
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/srilanka\/View-application\/:id",status_code="200"\} 1/,
    )
    expect(text).toMatch(/route="\/api\/srilanka\/create-application",status_code="201"\} 1/)
    expect(text).not.toContain(created.sku_id)
  })

  it('times every answer a route gave, by its pattern, and neither a HEAD nor the scrape', async () => {
    const clientDir = await mkdtemp(join(tmpdir(), 'evisa-client-'))
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>eVisa</title>')
    try {
      const app = await appWith({ clientDir })
      const created = (await create(app)).json().data as { sku_id: string }
      const requests = [
        ['GET', `${API}/View-application/${created.sku_id}`, 'application/json'],
        ['GET', `${API}/View-application/${created.sku_id}`, 'application/json'],
        ['GET', `${API}/View-application/ABCDEFGHJKMNPQRS`, 'application/json'],
        ['HEAD', `${API}/View-application/${created.sku_id}`, 'application/json'],
        ['GET', '/api/nothing-here', 'application/json'],
        ['GET', '/Apply', 'text/html'],
      ] as const
      for (const [method, url, accept] of requests) await app.inject({ method, url, headers: { accept } })
      await scrape(app)
      const counts = (await scrape(app))
        .split('\n')
        .filter((line) => line.startsWith('http_request_duration_seconds_count'))
        .map((line) => line.replace('http_request_duration_seconds_count', ''))
        .sort()
      expect(counts).toEqual([
        '{method="GET",route="/*",status_code="200"} 1',
        `{method="GET",route="${API}/View-application/:id",status_code="200"} 2`,
        `{method="GET",route="${API}/View-application/:id",status_code="404"} 1`,
        // The catch-all page route handed it (an API client's) to the not-found handler.
        '{method="GET",route="__unknown__",status_code="404"} 1',
        `{method="POST",route="${API}/create-application",status_code="201"} 1`,
      ])
      // Every answer falls in a bucket: the slowest bucket counts them all.
      expect(await scrape(app)).toMatch(
        /http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/srilanka\/View-application\/:id",status_code="200"\} 2/,
      )
    } finally {
      await rm(clientDir, { recursive: true, force: true })
    }
  })

  it('counts answers refused by a per-address limit (429)', async () => {
    const app = await appWith({ lookupRateLimit: 1 })
    const lookUp = () => app.inject({ method: 'GET', url: `${API}/View-application/ABCDEFGHJKMNPQRS` })
    expect((await lookUp()).statusCode).not.toBe(429)
    expect((await lookUp()).statusCode).toBe(429)
    expect(await seriesValue(app, 'evisa_rate_limited_total')).toBe(1)
  })

  it('counts a draft save refused because another device saved first', async () => {
    const app = await appWith()
    const put = (version: number) =>
      app.inject({
        method: 'PUT',
        url: `${API}/drafts/2b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e`,
        payload: { data: { surname: 'X' }, version },
      })
    expect((await put(1)).statusCode).toBe(200)
    expect((await put(1)).statusCode).toBe(409)
    expect(await seriesValue(app, 'evisa_sync_conflicts_total')).toBe(1)
  })

  it('shows the mail outbox: how many wait and how long the oldest has waited', async () => {
    let time = Date.parse('2026-03-01T10:00:00.000Z')
    const app = await appWith({ now: () => time })
    expect(await seriesValue(app, 'evisa_mail_outbox_depth')).toBe(0)
    expect(await seriesValue(app, 'evisa_mail_outbox_oldest_seconds')).toBe(0)
    expect((await create(app)).statusCode).toBe(201)
    time += 90_000
    expect((await create(app)).statusCode).toBe(201)
    expect(await seriesValue(app, 'evisa_mail_outbox_depth')).toBe(2)
    expect(await seriesValue(app, 'evisa_mail_outbox_oldest_seconds')).toBe(90)
  })

  it('counts a mail the SMTP server refused', async () => {
    smtp = await startSmtpServer()
    const app = await appWith({ mail: { smtpUrl: smtp.url, wakeDelayMs: 0 } })
    await app.ready()
    smtp.refuseNext(1)
    expect((await create(app)).statusCode).toBe(201)
    await app.mail.flush()
    expect(smtp.failures).toBe(1)
    expect(await seriesValue(app, 'evisa_mail_failures_total')).toBe(1)
  })

  it('keeps each app its own figures, and the push failures counter for the push feature', async () => {
    const first = await appWith()
    const second = await appWith()
    expect((await create(first)).statusCode).toBe(201)
    second.counters.pushFailures.inc()
    expect(await seriesValue(first, 'evisa_applications_created_total')).toBe(1)
    expect(await seriesValue(second, 'evisa_applications_created_total')).toBe(0)
    expect(await seriesValue(first, 'evisa_push_failures_total')).toBe(0)
    expect(await seriesValue(second, 'evisa_push_failures_total')).toBe(1)
  })
})
