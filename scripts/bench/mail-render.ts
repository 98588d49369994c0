// The CPU one mail's words cost, rendered in full (React Email, then html-to-text) and filled into
// its template (server/src/mail/mail-fill.ts), in this one thread, as the renderer's thread does:
//
//   node --import ./server/register.mjs scripts/bench/mail-render.ts [--mails 300] [--kind received]
//
// Each mail has its own number and name, so no render can be reused; both ways are warmed first.
import { parseArgs } from 'node:util'
import { templateMailRenderer } from '../../server/src/mail/mail-fill'
import type { MailPayload } from '../../server/src/mail/mail-kinds'
import { renderMail } from '../../server/src/mail/mail-templates'

const { values: args } = parseArgs({
  options: { mails: { type: 'string', default: '300' }, kind: { type: 'string', default: 'received' } },
})
const MAILS = Math.max(1, Number(args.mails))
const PUBLIC_URL = 'https://evisa.example.test'

function payload(index: number): MailPayload {
  const skuId = `BENCH${String(index).padStart(11, '0')}`
  const name = `Ms Amelia ${index} O'Fernando`
  switch (args.kind) {
    case 'received':
      return { kind: 'received', skuId, name, amount: '50.00', currency: 'USD' }
    case 'rejected':
      return { kind: 'rejected', skuId, name, reason: `Reason ${index}` }
    default:
      throw new Error('--kind is received or rejected')
  }
}

const filler = templateMailRenderer()
const ways = {
  'full render': (mail: MailPayload) => renderMail(mail, PUBLIC_URL),
  'filled template': (mail: MailPayload) => filler.render(mail, PUBLIC_URL),
}

for (const [way, render] of Object.entries(ways)) {
  for (let index = 0; index < 50; index++) await render(payload(1_000_000 + index))
  const cpu = process.cpuUsage()
  const started = performance.now()
  for (let index = 0; index < MAILS; index++) await render(payload(index))
  const used = process.cpuUsage(cpu)
  const cpuMs = (used.user + used.system) / 1000
  console.log(
    `${args.kind}, ${way}: ${(cpuMs / MAILS).toFixed(3)} ms CPU a mail, ${((performance.now() - started) / MAILS).toFixed(3)} ms elapsed (${MAILS} mails)`,
  )
}
