// The production entry (server.ts) under SIGTERM, as a service manager stops it: the request in
// flight finishes, a new one is refused, the database closes cleanly, the exit code is 0.
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import SqliteDatabase from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServer, stopServer } from '../../test/server-process'
import { DATABASE_FILENAME } from '../db/data-folder'
import { CLOSING_MESSAGE } from './closing'

const BOUNDARY = '----graceful-shutdown'
const CHUNK = Buffer.alloc(64 * 1024, 7)
const CHUNKS = 24

/**
 * A passport copy of about 1.5 MB sent in small pieces over about 1.5 seconds, like a phone on a
 * poor connection: slow on the client's side only, so the server needs no test-only code.
 */
function slowUpload(server: ServerProcess) {
  const head = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="passport.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    Buffer.from('%PDF-'),
  ])
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  const length = head.length + CHUNK.length * CHUNKS + tail.length
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${server.baseUrl}/api/upload`,
      {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': length },
      },
      (res) => {
        let body = ''
        res.on('data', (chunk) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.write(head)
    void (async () => {
      for (let i = 0; i < CHUNKS; i++) {
        req.write(CHUNK)
        await delay(60)
      }
      req.end(tail)
    })()
  })
}

/** Sends the first line of a request now and the rest later, on one connection; answers the raw reply. */
async function requestInTwoParts(server: ServerProcess) {
  const socket = connect(server.port, '127.0.0.1')
  await once(socket, 'connect')
  // A reset shows as a missing 503 below; it must not crash the test run first.
  socket.on('error', () => undefined)
  socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n')
  return {
    finish: async () => {
      const chunks: Buffer[] = []
      socket.on('data', (chunk: Buffer) => chunks.push(chunk))
      socket.write('\r\n')
      await once(socket, 'close')
      return Buffer.concat(chunks).toString()
    },
  }
}

describe('SIGTERM', () => {
  let dataDir: string
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('lets the upload in flight finish, refuses new requests, closes the database and exits 0', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'evisa-graceful-'))
    const server = await startServer({ dataDir })
    const begun = await requestInTwoParts(server)

    const upload = slowUpload(server)
    // Only a request the server has begun to read is "in flight"; a connection with nothing read
    // yet is idle and is closed at once (the client then retries elsewhere, nothing was answered).
    await server.waitForOutput('"url":"/api/upload"')
    server.child.kill('SIGTERM')
    await server.waitForOutput('"msg":"closing"')
    await delay(100)

    // A new connection: the listening socket is closed, so it is refused (or answered 503).
    const fresh = await fetch(`${server.baseUrl}/api/health`).then(
      (response) => response.status,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    )
    expect([503, 'ECONNREFUSED']).toContain(fresh)
    // A request on a connection that was already open: answered 503 with Retry-After.
    const refused = await begun.finish()
    expect(refused).toMatch(/^HTTP\/1\.1 503/)
    expect(refused.toLowerCase()).toMatch(/retry-after: \d+/)
    expect(JSON.parse(refused.split('\r\n\r\n')[1] ?? '')).toEqual({
      status: false,
      message: CLOSING_MESSAGE,
    })

    const uploaded = await upload
    expect(uploaded.status).toBe(201)
    const { filename } = JSON.parse(uploaded.body).file
    expect(await stopServer(server)).toEqual({ code: 0, signal: null })

    const db = new SqliteDatabase(join(dataDir, DATABASE_FILENAME), { readonly: true })
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      expect(db.prepare('select byte_size from uploads where filename = ?').get(filename)).toEqual({
        byte_size: 5 + CHUNK.length * CHUNKS,
      })
    } finally {
      db.close()
    }
  }, 60_000)
})
