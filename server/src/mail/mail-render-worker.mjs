// The mail thread (see mail-renderer.ts and docs/decisions/006-mail-outbox.md): draws a mail's
// words and, for a send, builds the MIME message and hands it to SMTP or writes the .eml file, so
// none of that runs on the request loop. Plain JavaScript so that it starts the same under
// `npm start`, the scripts and vitest: it loads the JSX templates through tsx with the server's
// compiler options (server/register.mjs, the one registration), whatever the parent was run with.
import '../../register.mjs'
import { parentPort } from 'node:worker_threads'

const { renderMail } = await import('./mail-templates.tsx')
const { transportFor } = await import('./mail-transport.ts')

/** One transport per target (an SMTP URL or an .eml folder), kept for the thread's life. */
const transports = new Map()
function transport(target) {
  const key = JSON.stringify(target)
  if (!transports.has(key)) transports.set(key, transportFor(target))
  return transports.get(key)
}

/** Only what says why (see describeFailure in mail-sender.ts): never the address or the words. */
function failure(error) {
  const fields = {}
  for (const name of ['message', 'name', 'code', 'responseCode', 'command']) {
    const value = error?.[name]
    if (typeof value === 'string' || typeof value === 'number') fields[name] = value
  }
  fields.message ??= String(error)
  return fields
}

async function handle(job) {
  const words = await renderMail(job.payload, job.publicUrl)
  if (job.type === 'render') return words
  // Buffers arrive as Uint8Arrays; nodemailer wants Buffers.
  const attachments = job.message.attachments.map((a) => ({
    ...a,
    content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
  }))
  await transport(job.target).send({ ...job.message, ...words, attachments }, job.fileName)
  return {}
}

parentPort.on('message', async (job) => {
  try {
    parentPort.postMessage({ id: job.id, ...(await handle(job)) })
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: failure(error) })
  }
})
