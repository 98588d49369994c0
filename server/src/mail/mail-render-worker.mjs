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
// The receipt PDF's code and fonts are loaded at the first receipt, not with the thread.
let receipts
async function receiptPdfOf(payload) {
  receipts ??= import('./receipt-pdf.ts')
  return (await receipts).receiptPdf(payload)
}
const attachesReceipt = (row) => JSON.parse(row.attachments).some((ref) => ref.type === 'receipt-pdf')

// A batch of renders in, their results out in one message (mail-renderer.ts): each mail's words,
// its bytes when it has no attachment, and a receipt mail's PDF.
parentPort.on('message', async (jobs) => {
  const replies = []
  for (const { id, payload, publicUrl, compose } of jobs) {
    try {
      const words = await renderer.render(payload, publicUrl)
      const receiptPdf = compose && attachesReceipt(compose.row) ? await receiptPdfOf(payload) : undefined
      replies.push({
        id,
        ...words,
        ...(compose ? composedMail(compose, payload, words) : {}),
        ...(receiptPdf ? { receiptPdf } : {}),
      })
    } catch (error) {
      replies.push({ id, error: error instanceof Error ? error.message : String(error) })
    }
  }
  parentPort.postMessage(replies)
})
