// Where a finished mail goes: an SMTP server (SMTP_URL), or, by default, an .eml file under
// DATA_DIR/mail/ that any mail program opens.
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import { composeMime } from './mail-mime'
import { mailThread } from './mail-thread'

export interface MailTransport {
  /**
   * Resolves once the message is accepted: by the server, or written to disk. What `commit` makes
   * durable is not yet, so a mail counts as sent only after the next `commit`.
   */
  send(message: Mail.Options, fileName: string): Promise<void>
  /**
   * Makes every mail accepted since the last call durable (one flush of the folder for a whole
   * batch of .eml files); the sender calls it before it marks them sent. Throws when it cannot,
   * and those mails are tried again.
   */
  commit(): Promise<void>
  /** How many sends of a batch the sender may have in flight at once. */
  readonly sendsAtOnce: number
  /** For the start-up log: the SMTP host, or the folder. Never credentials. */
  readonly description: string
  close(): void
}

/** The bytes of a message composed already (on the renderer's thread, mail-compose.ts). */
function composedBytes(message: Mail.Options): Buffer | undefined {
  return Buffer.isBuffer(message.raw) ? message.raw : undefined
}

/**
 * SMTP through a pool of connections kept open between mails (nodemailer's `pool`), so a batch
 * pays one connection and greeting, not one per mail; the server's acceptance is the commit.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl)
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    // A connection lost mid-send fails that attempt, retried by the outbox's own schedule (one
    // retry policy, counted in the row), rather than resent at once by the pool.
    maxRequeues: 0,
    // A server that hangs holds a send no longer than this; the mail is retried later.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  } as never)
  return {
    sendsAtOnce: 1,
    description: `SMTP ${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(message) {
      // The message's bytes written here when it can be (mail-mime.ts); the envelope still comes
      // from its From and To.
      const raw = composedBytes(message) ?? composeMime(message)
      await transporter.sendMail(raw ? { from: message.from, to: message.to, raw } : message)
    },
    commit: async () => {},
    close: () => transporter.close(),
  }
}

/**
 * Writes each mail to `dir/<fileName>` (0600), atomically: a crash leaves the whole file or none.
 * `send` only composes the message's bytes; `commit` hands the batch to the writer's thread
 * (mail-write-worker.mjs), which writes each to a temporary file, flushes them all side by side,
 * renames each into place and flushes the folder once, so the names are on disk too. The request
 * loop pays one message to that thread per batch instead of five trips to libuv's pool per mail
 * (docs/performance.md), and a failure makes the whole batch's mails be tried again.
 */
export function emlTransport(dir: string): MailTransport {
  // CRLF line ends, a message's own form on the wire and in .eml files: converting them to LF was
  // one more stream transform over every byte of every mail.
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true })
  const writer = emlWriter()
  /** Composed since the last commit: the file's name and its bytes. */
  let composed: { name: string; bytes: Buffer }[] = []
  return {
    // A send only composes: nothing waits on the disk until the batch's commit.
    sendsAtOnce: 10,
    description: dir,
    async send(message, fileName) {
      const bytes =
        composedBytes(message) ??
        composeMime(message) ??
        ((await transporter.sendMail(message)).message as Buffer)
      composed.push({ name: fileName, bytes })
    },
    async commit() {
      const files = composed
      composed = []
      if (files.length > 0) await writer.write(dir, files)
    },
    close: () => {
      composed = []
      transporter.close()
      void writer.close()
    },
  }
}

const WRITE_WORKER_URL = new URL('./mail-write-worker.mjs', import.meta.url)

type WriteReply = { id: number; error?: { code?: string; message: string } }

/**
 * The writer's thread, started at the first batch and again after it dies; idle, it keeps no
 * process alive. A write error keeps its code (EISDIR, ENOSPC), never a path.
 */
function emlWriter() {
  const thread = mailThread<void, WriteReply>(
    WRITE_WORKER_URL,
    'mail writer',
    ({ id, error }: WriteReply) => [
      { id, error: error && Object.assign(new Error(error.message), { code: error.code }) },
    ],
  )
  return {
    write(dir: string, files: { name: string; bytes: Buffer }[]): Promise<void> {
      const { id, answer } = thread.ask()
      thread.post({ id, dir, files })
      return answer
    },
    close: () => thread.close(),
  }
}
