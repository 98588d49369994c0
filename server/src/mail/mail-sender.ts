// The sender: a loop inside the server that takes due mails from the outbox, sends them and marks
// them sent; a failure waits (doubling from retry.firstDelayMs up to retry.maxDelayMs) and is given
// up after retry.giveUpAfterMs. See docs/decisions/006-mail-outbox.md for why a mail is sent at
// least once and, in practice, once.
import { join } from 'node:path'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { MailOutboxRow } from '../db/database'
import type { MailPayload } from './mail-kinds'
import { buildMessage, emlFileName } from './mail-message'
import { claimDueMails, type SettledBatch, settleMails } from './mail-outbox.repository'
import { type RenderedMail, workerMailRenderer } from './mail-renderer'
import { type MailSettings, type ResolvedMailSettings, resolveMailSettings } from './mail-settings'
import { emlTransport, type MailTransport, smtpTransport } from './mail-transport'

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      settings: ResolvedMailSettings
      /**
       * Call after a transaction that queued mail commits: sends it within `wakeDelayMs` rather
       * than at the next poll (a burst of wake-ups is one batch).
       */
      wake(): void
      /**
       * Sends everything due now; resolves when done (tests, and the loop itself). Waits first
       * for the work handed to `later`, so what it queues goes out too.
       */
      flush(): Promise<void>
      /**
       * Runs `work` after the answer has gone, so the answer's timing cannot tell what the work
       * found (whether a passport number matched). Logged, never thrown; the server waits for it
       * before it closes the database.
       */
      later(work: () => Promise<unknown>): void
      /** Where mails are written as .eml files when SMTP_URL is unset; undefined with SMTP. */
      emlDir?: string
    }
  }
}

export interface MailPluginOptions {
  settings?: MailSettings
  dataDir: string
}

/**
 * Mails claimed at once, sent one after the other, and settled in one transaction. A crash between
 * sending and settling sends at most this many again (docs/decisions/006-mail-outbox.md).
 */
const BATCH = 50
/** A claimed mail is someone's for this long; after a crash it becomes due again. */
const LEASE_MS = 10 * 60_000
/**
 * The longest one send can take (nodemailer's connection, greeting and socket timeouts, with room):
 * no send starts unless it can end inside the lease, so another sender never takes a mail that is
 * still being sent. What is left of the batch is released, due again at once.
 */
const LONGEST_SEND_MS = 2 * 60_000

/** Only what says why, never the address or the words: the server's code and SMTP command. */
export function describeFailure(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; command?: unknown; name?: unknown }
  const parts = [
    typeof e.code === 'string' ? e.code : typeof e.name === 'string' ? e.name : 'Error',
    typeof e.responseCode === 'number' ? String(e.responseCode) : undefined,
    typeof e.command === 'string' ? `on ${e.command.split(' ')[0]}` : undefined,
  ]
  return parts.filter(Boolean).join(' ')
}

export function retryDelayMs(attempts: number, retry: ResolvedMailSettings['retry']): number {
  return Math.min(retry.firstDelayMs * 2 ** Math.max(0, attempts - 1), retry.maxDelayMs)
}

function createSender(app: FastifyInstance, settings: ResolvedMailSettings, transport: MailTransport) {
  const iso = (ms: number) => new Date(ms).toISOString()
  let running: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined
  let wakeTimer: NodeJS.Timeout | undefined
  let stopped = false
  const renderer = workerMailRenderer()

  /** Sends one mail, its words drawn already (`rendering`), and notes in `batch` what became of it. */
  async function deliver(row: MailOutboxRow, rendering: Promise<RenderedMail>, batch: SettledBatch) {
    try {
      const message = await buildMessage(row, {
        from: settings.from,
        publicUrl: settings.publicUrl,
        files: app.files,
        render: () => rendering,
      })
      await transport.send(message, emlFileName(row))
      batch.sent.push(row)
    } catch (error) {
      app.counters.mailFailures.inc()
      const reason = describeFailure(error)
      const now = app.now()
      if (now - Date.parse(row.created_at) >= settings.retry.giveUpAfterMs) {
        batch.failed.push({ row, error: reason })
      } else {
        const nextAttemptAt = iso(now + retryDelayMs(row.attempts, settings.retry))
        batch.retry.push({ row, error: reason, nextAttemptAt })
      }
    }
  }

  /**
   * Makes the batch's accepted mails durable (the .eml files' one flush) before they are marked
   * sent; should that fail, they are tried again like a refused send.
   */
  async function commitSent(batch: SettledBatch) {
    if (batch.sent.length === 0) return
    try {
      await transport.commit()
    } catch (error) {
      const reason = describeFailure(error)
      for (const row of batch.sent.splice(0)) {
        app.counters.mailFailures.inc()
        const nextAttemptAt = iso(app.now() + retryDelayMs(row.attempts, settings.retry))
        batch.retry.push({ row, error: reason, nextAttemptAt })
      }
    }
  }

  /** Only ids, kinds, counts and SMTP codes: never an address, a number or the words. */
  function logBatch(batch: SettledBatch, claimed: number) {
    for (const row of batch.sent) app.log.info({ mailId: row.id, kind: row.kind }, 'mail sent')
    for (const { row, error } of batch.retry) {
      app.log.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, reason: error },
        'mail not sent yet',
      )
    }
    for (const { row, error } of batch.failed) {
      app.log.error(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, reason: error },
        'mail given up',
      )
    }
    app.log.debug(
      {
        claimed,
        sent: batch.sent.length,
        retry: batch.retry.length,
        failed: batch.failed.length,
        released: batch.released.length,
      },
      'mail batch settled',
    )
  }

  async function sendDue() {
    for (;;) {
      const claimedAt = app.now()
      const rows = await claimDueMails(app.db, {
        now: iso(claimedAt),
        leaseUntil: iso(claimedAt + LEASE_MS),
        limit: BATCH,
      })
      if (rows.length === 0) return
      const batch: SettledBatch = { sent: [], retry: [], failed: [], released: [], at: '' }
      // The whole batch's words, and each mail's bytes, are asked for at once: one message to the
      // renderer's thread and one back. A render that fails fails its own mail only, when that
      // mail's turn comes.
      const renderings = rows.map(async (row) =>
        renderer.render(JSON.parse(row.payload) as MailPayload, settings.publicUrl, {
          row,
          from: settings.from,
        }),
      )
      for (const rendering of renderings) rendering.catch(() => undefined)
      // As many at a time as the transport takes (.eml files: several, each only composed until the
      // batch's commit writes them all; SMTP: one after the other, each checked against the lease as
      // it starts).
      let next = 0
      const worker = async () => {
        while (next < rows.length) {
          const index = next++
          const row = rows[index] as MailOutboxRow
          if (stopped || app.now() > claimedAt + LEASE_MS - LONGEST_SEND_MS) batch.released.push(row)
          else await deliver(row, renderings[index] as Promise<RenderedMail>, batch)
        }
      }
      await Promise.all(Array.from({ length: Math.min(transport.sendsAtOnce, rows.length) }, worker))
      await commitSent(batch)
      // Settled once the batch is through: a crash before this commit is the only way a mail goes
      // out twice (at most one batch; each copy carries the same Message-ID).
      batch.at = iso(app.now())
      await settleMails(app.db, batch)
      logBatch(batch, rows.length)
      if (rows.length < BATCH || stopped) return
      // A backlog is taken batch by batch with a turn of the event loop between them: requests
      // that arrived meanwhile are answered before the next claim.
      await new Promise((resolve) => setImmediate(resolve))
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
          // Mail queued while this batch was out: wait a moment for more, then take it all at once.
          if (again && !stopped) await new Promise((resolve) => setTimeout(resolve, settings.wakeDelayMs))
        } while (again && !stopped)
      } catch (error) {
        app.log.error({ err: error }, 'mail sender failed; it tries again shortly')
      } finally {
        running = undefined
      }
    })()
    return running
  }

  /**
   * After a change queued mail: sends it `wakeDelayMs` later, so the mails of a burst of changes
   * (many applications at once) are claimed and settled as one batch rather than one by one.
   */
  function wake() {
    if (stopped) return
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
    start() {
      schedule()
      void run()
    },
    wake,
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
      transport.close()
      await renderer.close()
    },
  }
}

const mailPlugin: FastifyPluginAsync<MailPluginOptions> = async (app, options) => {
  const settings = resolveMailSettings(options.settings)
  const emlDir = settings.smtpUrl ? undefined : join(options.dataDir, 'mail')
  const transport = emlDir ? emlTransport(emlDir) : smtpTransport(settings.smtpUrl ?? '')
  const sender = createSender(app, settings, transport)
  const pending = new Set<Promise<unknown>>()
  const later = (work: () => Promise<unknown>) => {
    const running: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, 'background mail request failed'))
      .finally(() => pending.delete(running))
    pending.add(running)
  }
  const settled = async () => {
    while (pending.size > 0) await Promise.all(pending)
  }
  app.addHook('preClose', settled)
  if (!settings.sending) {
    app.decorate('mail', { settings, wake: () => {}, flush: settled, later, emlDir })
    return
  }
  const flush = async () => {
    await settled()
    await sender.flush()
  }
  app.decorate('mail', { settings, wake: sender.wake, flush, later, emlDir })
  app.addHook('onReady', async () => {
    app.log.info(
      settings.smtpUrl ? { mailTransport: transport.description } : { mailFolder: transport.description },
      settings.smtpUrl ? 'mail goes out through SMTP' : 'no SMTP_URL: mails are written as .eml files',
    )
    sender.start()
  })
  // preClose runs before any onClose hook, so the database is still open: a send in flight
  // finishes and is marked sent before the server stops.
  app.addHook('preClose', async () => sender.stop())
}

export const mailSender = fp(mailPlugin, {
  name: 'mail',
  fastify: '5.x',
  dependencies: ['db', 'metrics'],
  decorators: { fastify: ['db', 'now', 'counters'] },
})
