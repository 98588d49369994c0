// The sender: a loop inside the server that takes due mails from the outbox, sends them and marks
// them sent; a failure waits (doubling from retry.firstDelayMs up to retry.maxDelayMs) and is given
// up after retry.giveUpAfterMs. See docs/decisions/006-mail-outbox.md for why a mail is sent at
// least once and, in practice, once.
import { join } from 'node:path'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { MailOutboxRow } from '../db/database'
import { buildMessage, emlFileName } from './mail-message'
import { claimDueMails, markMailFailed, markMailRetry, markMailsSent } from './mail-outbox.repository'
import { workerMailRenderer } from './mail-renderer'
import { type MailSettings, type ResolvedMailSettings, resolveMailSettings } from './mail-settings'
import { emlTransport, type MailTransport, smtpTransport } from './mail-transport'

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      settings: ResolvedMailSettings
      /** Call after a transaction that queued mail commits: sends it now rather than at the next poll. */
      wake(): void
      /** Sends everything due now; resolves when done (tests, and the loop itself). */
      flush(): Promise<void>
    }
  }
}

export interface MailPluginOptions {
  settings?: MailSettings
  dataDir: string
}

const BATCH = 10
/** A claimed mail is someone's for this long; after a crash it becomes due again. */
const LEASE_MS = 10 * 60_000

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
  let stopped = false
  const renderer = workerMailRenderer()

  /** Sends one mail; true when the transport accepted it (the caller marks it sent). */
  async function deliver(row: MailOutboxRow): Promise<boolean> {
    try {
      const message = await buildMessage(row, {
        from: settings.from,
        publicUrl: settings.publicUrl,
        files: app.files,
        render: renderer.render,
      })
      await transport.send(message, emlFileName(row))
    } catch (error) {
      const reason = describeFailure(error)
      const now = app.now()
      if (now - Date.parse(row.created_at) >= settings.retry.giveUpAfterMs) {
        await markMailFailed(app.db, row, reason)
        app.log.error({ mailId: row.id, kind: row.kind, attempts: row.attempts, reason }, 'mail given up')
      } else {
        const nextAttemptAt = iso(now + retryDelayMs(row.attempts, settings.retry))
        await markMailRetry(app.db, row.id, { error: reason, nextAttemptAt })
        app.log.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts, reason }, 'mail not sent yet')
      }
      return false
    }
    app.log.info({ mailId: row.id, kind: row.kind }, 'mail sent')
    return true
  }

  async function sendDue() {
    for (;;) {
      const now = app.now()
      const rows = await claimDueMails(app.db, {
        now: iso(now),
        leaseUntil: iso(now + LEASE_MS),
        limit: BATCH,
      })
      const sent: MailOutboxRow[] = []
      for (const row of rows) if (await deliver(row)) sent.push(row)
      // Marked once the batch is through: a crash before this commit is the only way a mail goes
      // out twice (at most one batch of BATCH; each copy carries the same Message-ID).
      await markMailsSent(app.db, sent, iso(app.now()))
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
        } while (again && !stopped)
      } catch (error) {
        app.log.error({ err: error }, 'mail sender failed; it tries again shortly')
      } finally {
        running = undefined
      }
    })()
    return running
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
    wake() {
      if (!stopped) void run()
    },
    async flush() {
      await running
      await run()
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
      transport.close()
      await renderer.close()
    },
  }
}

const mailPlugin: FastifyPluginAsync<MailPluginOptions> = async (app, options) => {
  const settings = resolveMailSettings(options.settings)
  const transport = settings.smtpUrl
    ? smtpTransport(settings.smtpUrl)
    : emlTransport(join(options.dataDir, 'mail'))
  const sender = createSender(app, settings, transport)
  if (!settings.sending) {
    app.decorate('mail', { settings, wake: () => {}, flush: async () => {} })
    return
  }
  app.decorate('mail', { settings, wake: sender.wake, flush: sender.flush })
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
  dependencies: ['db'],
  decorators: { fastify: ['db', 'now'] },
})
