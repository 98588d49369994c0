import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../test-support'
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
    expect(JSON.parse(body)).toEqual({ success: false, message: CLOSING_MESSAGE })
    await test.close()
  })
})
