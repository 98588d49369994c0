// Renders mails (React Email, each template once and its mails filled in: mail-fill.ts) in a
// worker thread, so the request loop never carries the render: on a busy server it was about a
// fifth of a create-application's CPU. The outbox row already holds everything the mail says
// (ADR 006); only the words are drawn here, at send time, so a render that fails or a worker that
// dies costs a retry, never a mail.
import { Worker } from 'node:worker_threads'
import type { MailPayload } from './mail-kinds'

export interface RenderedMail {
  html: string
  text: string
}

type Reply = { id: number; error?: string } & Partial<RenderedMail>
type Job = { id: number; payload: MailPayload; publicUrl: string }

export interface MailRenderer {
  render(payload: MailPayload, publicUrl: string): Promise<RenderedMail>
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
  let worker: Worker | undefined
  let nextId = 0
  let queued: Job[] = []
  const pending = new Map<number, { resolve(mail: RenderedMail): void; reject(error: Error): void }>()

  function failAll(error: Error) {
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }

  function started(): Worker {
    if (worker) return worker
    // No inherited `--import tsx` and the like: the worker registers tsx itself.
    const fresh = new Worker(WORKER_URL, { execArgv: [] })
    fresh.unref()
    fresh.on('message', (replies: Reply[]) => {
      for (const reply of replies) {
        const waiting = pending.get(reply.id)
        if (!waiting) continue
        pending.delete(reply.id)
        if (reply.error !== undefined || reply.html === undefined || reply.text === undefined) {
          waiting.reject(new Error(`The mail could not be rendered: ${reply.error ?? 'no HTML'}`))
        } else waiting.resolve({ html: reply.html, text: reply.text })
      }
      if (pending.size === 0) fresh.unref()
    })
    fresh.on('error', (error) => {
      if (worker === fresh) worker = undefined
      failAll(error)
    })
    fresh.on('exit', (code) => {
      if (worker === fresh) worker = undefined
      failAll(new Error(`The mail renderer stopped (exit code ${code}).`))
    })
    worker = fresh
    return fresh
  }

  function post() {
    const jobs = queued
    queued = []
    const thread = started()
    // Kept alive while a render is awaited, so a sender's flush() always gets its answer.
    thread.ref()
    thread.postMessage(jobs)
  }

  return {
    render(payload, publicUrl) {
      const id = nextId++
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject })
        if (queued.length === 0) queueMicrotask(post)
        queued.push({ id, payload, publicUrl })
      })
    },
    async close() {
      const running = worker
      worker = undefined
      if (running) await running.terminate()
    },
  }
}
