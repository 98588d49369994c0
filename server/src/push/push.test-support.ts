// A push service on this machine for the tests: it hands out subscriptions as a browser would (a
// P-256 key pair and a 16-byte auth secret per device), checks each message's VAPID signature
// (RFC 8292) and decrypts its aes128gcm body (RFC 8291) with the device's private key, as the
// real services and browsers do between them. Each device answers 201, or what the test tells it.
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import ece from 'http_ece'

export interface ReceivedPush {
  device: string
  /** The decrypted message, as the service worker would read it. */
  body: string
  headers: IncomingHttpHeaders
  /** The VAPID public key the message was signed with. */
  vapidKey: string
}

export interface MockDevice {
  id: string
  /** What PushSubscription.toJSON() gives: what the app posts to push-subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
}

export interface MockPushService {
  origin: string
  device(): MockDevice
  /** The status a device's endpoint answers from now on (410: the browser dropped it). */
  answer(device: MockDevice, status: number): void
  /** Messages delivered (answered 2xx), decrypted. */
  received: ReceivedPush[]
  /** Every request, delivered or refused, by device. */
  requests: Map<string, number>
  /** Requests whose signature or encryption was wrong: a test expects none. */
  problems: string[]
  close(): Promise<void>
}

function base64url(buffer: Buffer): string {
  return buffer.toString('base64url')
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: an ES256 JWT for this origin, signed by k. */
function checkVapid(header: string | undefined, origin: string): { key: string } | { problem: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) return { problem: `no VAPID Authorization header: ${header}` }
  const [, token = '', key = ''] = match
  const [head = '', claims = '', signature = ''] = token.split('.')
  const point = Buffer.from(key, 'base64url')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64url(point.subarray(1, 33)),
      y: base64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) return { problem: 'VAPID signature does not verify' }
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string
    exp?: number
    sub?: string
  }
  if (alg !== 'ES256') return { problem: `VAPID alg ${alg}` }
  if (aud !== origin) return { problem: `VAPID aud ${aud}, not ${origin}` }
  if (!exp || exp * 1000 < Date.now()) return { problem: 'VAPID token expired' }
  if (!sub || !/^(mailto:|https:)/.test(sub)) return { problem: `VAPID sub ${sub}` }
  return { key }
}

export async function startMockPushService(): Promise<MockPushService> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer; status: number }>()
  const received: ReceivedPush[] = []
  const requests = new Map<string, number>()
  const problems: string[] = []
  let origin = ''
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const id = /^\/push\/([a-z0-9]+)$/.exec(request.url ?? '')?.[1] ?? ''
      const device = devices.get(id)
      if (request.method !== 'POST' || !device) {
        response.writeHead(404).end()
        return
      }
      requests.set(id, (requests.get(id) ?? 0) + 1)
      if (device.status < 200 || device.status > 299) {
        response.writeHead(device.status).end()
        return
      }
      const vapid = checkVapid(request.headers.authorization, origin)
      if ('problem' in vapid) {
        problems.push(vapid.problem)
        response.writeHead(403).end()
        return
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
        const body = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: base64url(device.auth),
        })
        received.push({
          device: id,
          body: body.toString('utf8'),
          headers: request.headers,
          vapidKey: vapid.key,
        })
        response.writeHead(201).end()
      } catch (error) {
        problems.push(`cannot decrypt: ${(error as Error).message}`)
        response.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    device() {
      const id = randomBytes(6).toString('hex')
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      devices.set(id, { ecdh, auth, status: 201 })
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) },
        },
      }
    },
    answer(device, status) {
      const known = devices.get(device.id)
      if (known) known.status = status
    },
    received,
    requests,
    problems,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
