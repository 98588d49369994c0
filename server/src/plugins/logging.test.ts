import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, touristApplication } from '../test-support'
import { redactUrl } from './logging'

describe('redactUrl', () => {
  it.each([
    ['/api/srilanka/View-application/ABCDEFGHJKMNPQRS', '/api/srilanka/View-application/:id'],
    ['/api/srilanka/update-application/abc', '/api/srilanka/update-application/:id'],
    ['/api/srilanka/drafts/0b7f3c56-6f2e-4c55-9d0e-2f1a4a0e1c11', '/api/srilanka/drafts/:id'],
    ['/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.jpg', '/uploads/:id'],
    ['/Preview/ABCDEFGHJKMNPQRS', '/Preview/:id'],
    ['/Payment/ABCDEFGHJKMNPQRS?from=lookup', '/Payment/:id'],
    ['/Apply/ABCDEFGHJKMNPQRS', '/Apply/:id'],
    ['/api/health', '/api/health'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged)
  })
})

describe('request logs', () => {
  let test: TestApp
  const lines: string[] = []
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk))
        callback()
      },
    })
    test = await buildTestApp({ logger: { level: 'trace', stream } })
  })
  afterAll(() => test.close())

  it('hold no e-mail, passport number, surname or application number after create, view and update', async () => {
    const application = touristApplication({
      surname: 'Wickramasinghe',
      email: 'secret.traveller@example.com',
      passport_number: 'ZX9876543',
    })
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/srilanka/create-application',
      payload: application,
    })
    const skuId: string = created.json().data.sku_id
    await test.app.inject({ method: 'GET', url: `/api/srilanka/View-application/${skuId}` })
    await test.app.inject({
      method: 'PUT',
      url: `/api/srilanka/update-application/${skuId}`,
      payload: application,
    })
    await test.app.inject({
      method: 'POST',
      url: '/api/srilanka/create-application',
      headers: { 'content-type': 'application/json' },
      payload: '{"surname": "Wickramasinghe", "email": "secret.traveller@example.com",',
    })

    const log = lines.join('')
    expect(log).toContain('/api/srilanka/View-application/:id')
    expect(log).toContain('"statusCode":201')
    for (const secret of [skuId, 'secret.traveller', 'ZX9876543', 'Wickramasinghe', 'WICKRAMASINGHE']) {
      expect(log).not.toContain(secret)
    }
  })
})
