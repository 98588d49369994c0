// The push sender: a loop inside the server that takes due messages from the push outbox, encrypts
// and signs each for its subscription (web-push: aes128gcm, VAPID) and posts it to the push
// service, as the mail sender does with mails (docs/decisions/012-web-push.md). A 404 or 410 means
// the browser dropped the subscription: it is deleted at once. Any other failure is retried,
// waiting longer each time, and given up after retry.giveUpAfterMs.
import { hash } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import webpush from 'web-push'
import type { PushMessage } from '../../../shared/push'
import { claimDuePushes, type DuePush, type SettledPushes, settlePushes } from './push.repository'
import { isAllowedEndpoint } from './push-origins'
import {
  type PushSettings,
  type ResolvedPushSettings,
  resolvePushSettings,
  type VapidKeyPair,
} from './push-settings'
import { storedVapidKeys } from './vapid-keys'

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      settings: ResolvedPushSettings
      /** The VAPID key pair: from the environment, or the one kept in the database. */
      vapidKeys(): Promise<VapidKeyPair>
      /** Call after a transaction that queued push messages commits. */
      wake(): void
      /** Sends everything due now; resolves when done (tests, and the loop itself). */
      flush(): Promise<void>
    }
  }
}

export interface PushPluginOptions {
  settings?: PushSettings
  /** Counts a message the push service refused or never answered (metrics). */
  onFailure?: (reason: string) => void
}

const BATCH = 50
const LEASE_MS = 10 * 60_000
/**
 * How long a push service keeps a message for a device that is off: a status is still news a week
 * later, and a newer one for the same application replaces it (Topic).
 */
export const PUSH_TTL_SECONDS = 7 * 24 * 3600

/** A correction is asked of the traveller: worth waking the device for. */
function urgencyOf(message: PushMessage): 'high' | 'normal' {
  return message.status === 'NEEDS_CORRECTION' ? 'high' : 'normal'
}

/**
 * One Topic per application: a push service holding an undelivered message replaces it with the
 * newer one. A hash, so the service never sees the application number in the clear.
 */
export function topicOf(skuId: string): string {
  return hash('sha256', `push-topic:${skuId}`, 'base64url').slice(0, 32)
}

export function pushRetryDelayMs(attempts: number, retry: ResolvedPushSettings['retry']): number {
  return Math.min(retry.firstDelayMs * 2 ** Math.max(0, attempts - 1), retry.maxDelayMs)
}

/** The push service's answer: its status code, or the network error's code. */
type Delivery = { status: number } | { error: string }

/**
 * Posts the encrypted message. node:http(s) directly rather than web-push's own request, so an
 * origin configured as http://127.0.0.1 (a local push service in tests) works, redirects are
 * never followed (a push service does not redirect; following one would leave the allowed
 * origins) and the whole exchange has a deadline.
 */
function post(details: webpush.RequestDetails, timeoutMs: number): Promise<Delivery> {
  const url = new URL(details.endpoint)
  const transport = url.protocol === 'http:' ? http : https
  return new Promise((resolve) => {
    const request = transport.request(
      url,
      { method: details.method, headers: details.headers, timeout: timeoutMs },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }))
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? 'ResponseError' }),
        )
      },
    )
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })))
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.name }))
    request.end(details.body ?? undefined)
  })
}

function createSender(app: FastifyInstance, settings: ResolvedPushSettings, options: PushPluginOptions) {
  const iso = (ms: number) => new Date(ms).toISOString()
  let keys: Promise<VapidKeyPair> | undefined
  let running: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined
  let wakeTimer: NodeJS.Timeout | undefined
  let stopped = false

  function vapidKeys(): Promise<VapidKeyPair> {
    if (settings.vapidKeys) return Promise.resolve(settings.vapidKeys)
    keys ??= storedVapidKeys(app.db).catch((error: unknown) => {
      keys = undefined
      throw error
    })
    return keys
  }

  async function deliver(row: DuePush, vapid: VapidKeyPair, batch: SettledPushes) {
    // Checked again: the allowed origins may have been narrowed since the device subscribed.
    if (!isAllowedEndpoint(row.endpoint, settings.origins)) {
      batch.gone.push(row.subscription_id)
      options.onFailure?.('origin-not-allowed')
      return
    }
    let outcome: Delivery
    try {
      const message = JSON.parse(row.payload) as PushMessage
      const details = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        row.payload,
        {
          vapidDetails: { subject: settings.vapidSubject, ...vapid },
          TTL: PUSH_TTL_SECONDS,
          urgency: urgencyOf(message),
          topic: topicOf(message.number),
          contentEncoding: 'aes128gcm',
        },
      )
      outcome = await post(details, settings.timeoutMs)
    } catch (error) {
      // The keys were checked when the device subscribed; this is not expected, and not retried.
      outcome = { error: (error as Error).name || 'EncryptError' }
    }
    if ('status' in outcome && outcome.status >= 200 && outcome.status < 300) {
      batch.sent.push(row.id)
      return
    }
    const reason = 'status' in outcome ? `HTTP ${outcome.status}` : outcome.error
    options.onFailure?.(reason)
    if ('status' in outcome && (outcome.status === 404 || outcome.status === 410)) {
      batch.gone.push(row.subscription_id)
      return
    }
    const now = app.now()
    if (now - Date.parse(row.created_at) >= settings.retry.giveUpAfterMs) {
      batch.failed.push({ id: row.id, error: reason })
    } else {
      batch.retry.push({
        id: row.id,
        error: reason,
        nextAttemptAt: iso(now + pushRetryDelayMs(row.attempts, settings.retry)),
      })
    }
  }

  /** Ids, counts and status codes only: never an endpoint or a number. */
  function logBatch(batch: SettledPushes, claimed: number) {
    for (const { id, error } of batch.retry) app.log.warn({ pushId: id, reason: error }, 'push not sent yet')
    for (const { id, error } of batch.failed) app.log.error({ pushId: id, reason: error }, 'push given up')
    if (batch.gone.length > 0) app.log.info({ subscriptions: batch.gone.length }, 'push subscriptions gone')
    app.log.debug(
      { claimed, sent: batch.sent.length, retry: batch.retry.length, gone: batch.gone.length },
      'push batch settled',
    )
  }

  async function sendDue() {
    for (;;) {
      const claimedAt = app.now()
      const rows = await claimDuePushes(app.db, {
        now: iso(claimedAt),
        leaseUntil: iso(claimedAt + LEASE_MS),
        limit: BATCH,
      })
      if (rows.length === 0) return
      const vapid = await vapidKeys()
      const batch: SettledPushes = { sent: [], retry: [], failed: [], gone: [], released: [], at: '' }
      for (const row of rows) {
        if (stopped || batch.gone.includes(row.subscription_id)) batch.released.push(row.id)
        else await deliver(row, vapid, batch)
      }
      batch.at = iso(app.now())
      await settlePushes(app.db, batch)
      logBatch(batch, rows.length)
      if (rows.length < BATCH || stopped) return
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          await sendDue()
          if (again && !stopped) await new Promise((resolve) => setTimeout(resolve, settings.wakeDelayMs))
        } while (again && !stopped)
      } catch (error) {
        app.log.error({ err: error }, 'push sender failed; it tries again shortly')
      } finally {
        running = undefined
      }
    })()
    return running
  }

  function wake() {
    if (stopped || !settings.sending) return
    if (running) {
      again = true
      return
    }
    if (wakeTimer) return
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined
      void run()
    }, settings.wakeDelayMs)
    wakeTimer.unref()
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      void run().finally(schedule)
    }, settings.pollIntervalMs)
    timer.unref()
  }

  return {
    vapidKeys,
    wake,
    start() {
      schedule()
      void run()
    },
    async flush() {
      clearTimeout(wakeTimer)
      wakeTimer = undefined
      await running
      await run()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      clearTimeout(wakeTimer)
      await running
    },
  }
}

const pushPlugin: FastifyPluginAsync<PushPluginOptions> = async (app, options) => {
  const settings = resolvePushSettings(options.settings)
  const sender = createSender(app, settings, options)
  if (!settings.sending) {
    app.decorate('push', { settings, vapidKeys: sender.vapidKeys, wake: () => {}, flush: async () => {} })
    return
  }
  app.decorate('push', { settings, vapidKeys: sender.vapidKeys, wake: sender.wake, flush: sender.flush })
  app.addHook('onReady', async () => sender.start())
  // Before the database closes: a batch in flight is settled first.
  app.addHook('preClose', async () => sender.stop())
}

export const pushSender = fp(pushPlugin, {
  name: 'push',
  fastify: '5.x',
  dependencies: ['db'],
  decorators: { fastify: ['db', 'now'] },
})
