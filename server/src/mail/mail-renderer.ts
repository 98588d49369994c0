// The mail thread: renders mails (React Email) and sends them (nodemailer builds the MIME message,
// then SMTP or the .eml file) in a worker thread, so the request loop never carries that work: on
// a busy server the render alone was about a fifth of a create-application's CPU, the message and
// its file another tenth. The outbox row already holds everything the mail says (ADR 006); only
// the words are drawn and the message built here, at send time, so a render or send that fails or
// a worker that dies costs a retry, never a mail.
import { Worker } from 'node:worker_threads'
import type Mail from 'nodemailer/lib/mailer'
import type { MailPayload } from './mail-kinds'

export interface RenderedMail {
  html: string
  text: string
}

/** Where sent mail goes: an SMTP server, or a folder of .eml files (mail-transport.ts). */
export type MailTarget = { smtpUrl: string } | { emlDir: string }

/** For the start-up log: the SMTP host, or the folder. Never credentials. */
export function describeTarget(target: MailTarget): string {
  if ('emlDir' in target) return target.emlDir
  const url = new URL(target.smtpUrl)
  return `SMTP ${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`
}

/** A mail to send: its message but for the words, which the thread draws from the payload. */
export interface MailJob {
  payload: MailPayload
  publicUrl: string
  message: Omit<Mail.Options, 'html' | 'text'> & { attachments: Mail.Attachment[] }
  /** The .eml file's name (one per mail, so a repeated attempt replaces its own file). */
  fileName: string
  target: MailTarget
}

/** What the thread tells of a failure: the message, and the code, response code and command an SMTP error carries. */
interface Failure {
  message: string
  name?: string
  code?: string
  responseCode?: number
  command?: string
}

type Reply = { id: number; error?: Failure } & Partial<RenderedMail>

export interface MailRenderer {
  render(payload: MailPayload, publicUrl: string): Promise<RenderedMail>
  /** Renders, builds and sends one mail; resolves once the transport accepted it. */
  send(job: MailJob): Promise<void>
  close(): Promise<void>
}

const WORKER_URL = new URL('./mail-render-worker.mjs', import.meta.url)

/** One worker, started at the first mail and again after it dies; idle, it keeps no process alive. */
export function workerMailRenderer(): MailRenderer {
  let worker: Worker | undefined
  let nextId = 0
  const pending = new Map<number, { resolve(reply: Reply): void; reject(error: Error): void }>()

  function failAll(error: Error) {
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }

  function started(): Worker {
    if (worker) return worker
    // No inherited `--import tsx` and the like: the worker registers tsx itself.
    const fresh = new Worker(WORKER_URL, { execArgv: [] })
    fresh.unref()
    fresh.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id)
      if (!waiting) return
      pending.delete(reply.id)
      waiting.resolve(reply)
      if (pending.size === 0) fresh.unref()
    })
    fresh.on('error', (error) => {
      if (worker === fresh) worker = undefined
      failAll(error)
    })
    fresh.on('exit', (code) => {
      if (worker === fresh) worker = undefined
      failAll(new Error(`The mail thread stopped (exit code ${code}).`))
    })
    worker = fresh
    return fresh
  }

  function ask(
    job: { type: 'render'; payload: MailPayload; publicUrl: string } | ({ type: 'send' } & MailJob),
  ) {
    const id = nextId++
    const thread = started()
    // Kept alive while a job is awaited, so a sender's flush() always gets its answer.
    thread.ref()
    return new Promise<Reply>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      thread.postMessage({ ...job, id })
    })
  }

  return {
    async render(payload, publicUrl) {
      const reply = await ask({ type: 'render', payload, publicUrl })
      if (reply.error !== undefined || reply.html === undefined || reply.text === undefined) {
        throw new Error(`The mail could not be rendered: ${reply.error?.message ?? 'no HTML'}`)
      }
      return { html: reply.html, text: reply.text }
    },
    async send(job) {
      const { error } = await ask({ type: 'send', ...job })
      // Rebuilt with the fields describeFailure (mail-sender.ts) reads: the row records why.
      if (error) throw Object.assign(new Error(error.message), error)
    },
    async close() {
      const running = worker
      worker = undefined
      if (running) await running.terminate()
    },
  }
}
