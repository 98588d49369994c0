// The mail renderer's thread (see mail-renderer.ts and docs/decisions/006-mail-outbox.md). Plain
// JavaScript so that it starts the same under `npm start`, the scripts and vitest: it loads the
// JSX templates through tsx with the server's compiler options (server/register.mjs, the one
// registration), whatever the parent was run with.
import '../../register.mjs'
import { parentPort } from 'node:worker_threads'
import { lowerThisThreadsPriority } from './background-priority.mjs'

lowerThisThreadsPriority()

// Each template is rendered once per shape and its mails filled in (mail-fill.ts).
const { templateMailRenderer } = await import('./mail-fill.ts')
const renderer = templateMailRenderer()
const { composedMail } = await import('./mail-compose.ts')

// A batch of renders in, their results out in one message (mail-renderer.ts).
parentPort.on('message', async (jobs) => {
  const replies = []
  for (const { id, payload, publicUrl, compose } of jobs) {
    try {
      const words = await renderer.render(payload, publicUrl)
      replies.push({ id, ...words, ...(compose ? composedMail(compose, payload, words) : {}) })
    } catch (error) {
      replies.push({ id, error: error instanceof Error ? error.message : String(error) })
    }
  }
  parentPort.postMessage(replies)
})
