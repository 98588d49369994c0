// Where a finished mail goes: an SMTP server (SMTP_URL), or, by default, an .eml file under
// DATA_DIR/mail/ that any mail program opens.
import { mkdir, open, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'

export interface MailTransport {
  /** Resolves once the message is accepted (by the server, or on disk). */
  send(message: Mail.Options, fileName: string): Promise<void>
  /** For the start-up log: the SMTP host, or the folder. Never credentials. */
  readonly description: string
  close(): void
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl)
  const transporter = nodemailer.createTransport(smtpUrl, {
    // A server that hangs holds a send no longer than this; the mail is retried later.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  } as never)
  return {
    description: `SMTP ${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(message) {
      await transporter.sendMail(message)
    },
    close: () => transporter.close(),
  }
}

/** Writes each mail to `dir/<fileName>` (0600), atomically: a crash leaves the whole file or none. */
export function emlTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let ready: Promise<unknown> | undefined
  return {
    description: dir,
    async send(message, fileName) {
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 })
      await ready
      const info = await transporter.sendMail(message)
      const bytes = info.message as Buffer
      const tmp = join(dir, `.${fileName}.tmp`)
      const handle = await open(tmp, 'w', 0o600)
      try {
        await handle.writeFile(bytes)
        await handle.sync()
      } finally {
        await handle.close()
      }
      try {
        // Same name for every attempt of one mail: a repeat after a crash replaces, never adds.
        await rename(tmp, join(dir, fileName))
      } catch (error) {
        await rm(tmp, { force: true })
        throw error
      }
    },
    close: () => transporter.close(),
  }
}
