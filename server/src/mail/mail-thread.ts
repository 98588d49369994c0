// The mail's two worker threads (the renderer and the .eml writer) live the same way: started at
// the first request and again after they die, kept alive only while an answer is awaited (idle,
// they hold no process open; waiting, a sender's flush() always gets its answer), and every
// request still waiting when a thread dies is refused, so the outbox tries the mail again.
import { Worker } from 'node:worker_threads'

/** One answer the thread sends back: to request `id`, a value or a failure. */
export type ThreadAnswer<T> = { id: number; value?: T; error?: Error }

export interface MailThread<T> {
  /** A new request id, and the promise of its answer. */
  ask(): { id: number; answer: Promise<T> }
  /** Sends a message (carrying one or more ids asked for) to the thread, starting it if needed. */
  post(message: unknown): void
  close(): Promise<void>
}

/**
 * `url`: the worker's module; `what`: its name in the error a dying thread leaves; `answers`: the
 * answers one of its messages carries.
 */
export function mailThread<T, Message>(
  url: URL,
  what: string,
  answers: (message: Message) => Iterable<ThreadAnswer<T>>,
): MailThread<T> {
  let worker: Worker | undefined
  let nextId = 0
  const pending = new Map<number, { resolve(value: T): void; reject(error: Error): void }>()

  function failAll(error: Error) {
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }

  function started(): Worker {
    if (worker) return worker
    // No inherited `--import tsx` and the like: a worker that needs it registers it itself.
    const fresh = new Worker(url, { execArgv: [] })
    fresh.unref()
    fresh.on('message', (message: Message) => {
      for (const { id, value, error } of answers(message)) {
        const waiting = pending.get(id)
        if (!waiting) continue
        pending.delete(id)
        if (error) waiting.reject(error)
        else waiting.resolve(value as T)
      }
      if (pending.size === 0) fresh.unref()
    })
    fresh.on('error', (error) => {
      if (worker === fresh) worker = undefined
      failAll(error)
    })
    fresh.on('exit', (code) => {
      if (worker === fresh) worker = undefined
      failAll(new Error(`The ${what} stopped (exit code ${code}).`))
    })
    worker = fresh
    return fresh
  }

  return {
    ask() {
      const id = nextId++
      const answer = new Promise<T>((resolve, reject) => pending.set(id, { resolve, reject }))
      return { id, answer }
    },
    post(message) {
      try {
        const thread = started()
        thread.ref()
        thread.postMessage(message)
      } catch (error) {
        // No thread to send to: what waits is refused now, not left waiting.
        failAll(error instanceof Error ? error : new Error(String(error)))
      }
    },
    async close() {
      const running = worker
      worker = undefined
      if (running) await running.terminate()
    },
  }
}
