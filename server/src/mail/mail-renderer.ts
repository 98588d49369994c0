// Renders mails (React Email, each template once and its mails filled in: mail-fill.ts) in a
// worker thread, so the request loop never carries the render: on a busy server it was about a
// fifth of a create-application's CPU. The outbox row already holds everything the mail says
// (ADR 006); only the words are drawn here, at send time, so a render that fails or a worker that
// dies costs a retry, never a mail.
import type { MailOutboxRow } from '../db/database'
import type { MailPayload } from './mail-kinds'
import { mailThread } from './mail-thread'

export interface RenderedMail {
  html: string
  text: string
  /**
   * The whole message's bytes, when the render was asked to compose it (`compose`) and could:
   * composing a mail was about 3 % of the request loop's busy time on a server taking
   * applications and sending their mails (docs/performance.md), so the renderer's thread does it.
   */
  mime?: Uint8Array
  /**
   * The receipt PDF of a receipt mail, when the render was given its row (`compose`) and the row
   * attaches one: drawing it (embedded fonts, shaped text) takes 15-30 ms, and 60-180 ms while a
   * process loads its fonts, which the request loop does not carry.
   */
  receiptPdf?: Uint8Array
}

/** What composing a mail needs besides its words: its outbox row and the sender's address. */
export interface ComposeWith {
  row: MailOutboxRow
  from: string
}

type Reply = { id: number; error?: string } & Partial<RenderedMail>
type Job = { id: number; payload: MailPayload; publicUrl: string; compose?: ComposeWith }

export interface MailRenderer {
  render(payload: MailPayload, publicUrl: string, compose?: ComposeWith): Promise<RenderedMail>
  close(): Promise<void>
}

const WORKER_URL = new URL('./mail-render-worker.mjs', import.meta.url)

/**
 * One worker, started at the first mail and again after it dies; idle, it keeps no process alive.
 * The renders asked for in one turn of the event loop (the sender asks for a whole batch's at once)
 * go to the worker as one message and come back as one: a message each way per batch rather than
 * per mail (a postMessage was about 60 µs of the request loop's time per mail on a busy server).
 */
export function workerMailRenderer(): MailRenderer {
  const thread = mailThread<RenderedMail, Reply[]>(WORKER_URL, 'mail renderer', (replies: Reply[]) =>
    replies.map(({ id, error, html, text, mime, receiptPdf }) =>
      error !== undefined || html === undefined || text === undefined
        ? { id, error: new Error(`The mail could not be rendered: ${error ?? 'no HTML'}`) }
        : { id, value: { html, text, ...(mime ? { mime } : {}), ...(receiptPdf ? { receiptPdf } : {}) } },
    ),
  )
  let queued: Job[] = []

  function post() {
    const jobs = queued
    queued = []
    thread.post(jobs)
  }

  return {
    render(payload, publicUrl, compose) {
      const { id, answer } = thread.ask()
      if (queued.length === 0) queueMicrotask(post)
      queued.push(compose ? { id, payload, publicUrl, compose } : { id, payload, publicUrl })
      return answer
    },
    close: () => thread.close(),
  }
}
