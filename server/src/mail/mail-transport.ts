// Where a finished mail goes: an SMTP server (SMTP_URL), or, by default, an .eml file under
// DATA_DIR/mail/ that any mail program opens.
import { type FileHandle, mkdir, open, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import { composeMime } from './mail-mime'

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
      const raw = composeMime(message)
      await transporter.sendMail(raw ? { from: message.from, to: message.to, raw } : message)
    },
    commit: async () => {},
    close: () => transporter.close(),
  }
}

/**
 * Writes each mail to `dir/<fileName>` (0600), atomically: a crash leaves the whole file or none.
 * A mail is written to a temporary file at `send`; `commit` flushes every file written since (side
 * by side, so the disk takes them in one or a few flushes rather than one each), renames each into
 * place and flushes the folder once, so the names are on disk too. A batch of fifty mails costs a
 * couple of flushes instead of fifty: mail keeps up with creates (docs/performance.md).
 */
export function emlTransport(dir: string): MailTransport {
  // CRLF line ends, a message's own form on the wire and in .eml files: converting them to LF was
  // one more stream transform over every byte of every mail.
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true })
  let ready: Promise<unknown> | undefined
  /** Written since the last commit: the open temporary file and where it goes. */
  let written: { handle: FileHandle; tmp: string; path: string }[] = []
  const discard = async (files: typeof written) => {
    await Promise.all(
      files.map(async ({ handle, tmp }) => {
        await handle.close().catch(() => undefined)
        await rm(tmp, { force: true })
      }),
    )
  }
  return {
    // A send is a write to a temporary file: a batch's writes overlap instead of waiting in a row.
    sendsAtOnce: 10,
    description: dir,
    async send(message, fileName) {
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 })
      await ready
      const bytes = composeMime(message) ?? ((await transporter.sendMail(message)).message as Buffer)
      const tmp = join(dir, `.${fileName}.tmp`)
      const handle = await open(tmp, 'w', 0o600)
      try {
        await handle.writeFile(bytes)
      } catch (error) {
        await discard([{ handle, tmp, path: '' }])
        throw error
      }
      written.push({ handle, tmp, path: join(dir, fileName) })
    },
    async commit() {
      const files = written
      written = []
      if (files.length === 0) return
      try {
        await Promise.all(files.map(({ handle }) => handle.sync()))
      } catch (error) {
        await discard(files)
        throw error
      }
      await Promise.all(files.map(({ handle }) => handle.close()))
      try {
        // Same name for every attempt of one mail: a repeat after a crash replaces, never adds.
        await Promise.all(files.map(({ tmp, path }) => rename(tmp, path)))
        await syncFolder(dir)
      } catch (error) {
        await Promise.all(files.map(({ tmp }) => rm(tmp, { force: true })))
        throw error
      }
    },
    close: () => {
      void discard(written.splice(0))
      transporter.close()
    },
  }
}

/** Flushes a folder's entries (the renames into it) to disk. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
