import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { buildTestApp, insertDraft } from '../../test/test-support'
import { CLOSING_MESSAGE, CLOSING_RETRY_AFTER_SECONDS } from './closing'

describe('a request that arrives while the server closes', () => {
  it('gets 503 with Retry-After in the API error shape, and its connection is closed', async () => {
    const test = await buildTestApp()
    await test.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = test.app.server.address() as AddressInfo
    const socket = connect(port, '127.0.0.1')
    await once(socket, 'connect')
    // The request has begun, so the connection is not idle and survives the start of the close.
    socket.write('POST /api/srilanka/createContactUS HTTP/1.1\r\nHost: localhost\r\n')
    await delay(50)
    const closed = test.app.close()
    await delay(100)
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.write('Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}')
    await once(socket, 'close')
    await closed
    const response = Buffer.concat(chunks).toString()
    const [head = '', body = ''] = response.split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 503/)
    expect(head.toLowerCase()).toContain(`retry-after: ${CLOSING_RETRY_AFTER_SECONDS}`)
    expect(head.toLowerCase()).toContain('connection: close')
    // The security headers are on this answer too, though no route ran.
    expect(head.toLowerCase()).toContain('x-frame-options: deny')
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff')
    expect(JSON.parse(body)).toEqual({ success: false, message: CLOSING_MESSAGE })
    await test.close()
  })

  it('never reaches its route: a DELETE refused while closing deletes nothing', async () => {
    const test = await buildTestApp()
    const id = '0b7f3c56-6f2e-4c55-9d0e-2f1a4a0e1c11'
    await insertDraft(test.app, { id, updatedAt: 'x' })
    await test.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = test.app.server.address() as AddressInfo
    const socket = connect(port, '127.0.0.1')
    await once(socket, 'connect')
    socket.write(`DELETE /api/srilanka/drafts/${id} HTTP/1.1\r\nHost: localhost\r\n`)
    await delay(50)
    const closed = test.app.close()
    await delay(100)
    let response = ''
    socket.on('data', (chunk: Buffer) => {
      response += chunk
    })
    socket.write('\r\n')
    await once(socket, 'close')
    await closed
    expect(response).toMatch(/^HTTP\/1\.1 503/)
    // Started again on the same data, the draft is still there.
    const restarted = await buildTestApp({ dataDir: test.dataDir })
    try {
      expect(await restarted.app.db.selectFrom('drafts').select('id').execute()).toEqual([{ id }])
    } finally {
      await restarted.close()
    }
  })
})
