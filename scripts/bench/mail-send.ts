// The CPU the mail sender spends a mail: the whole process (every thread, user and system time),
// while it claims, renders, composes, writes as .eml files and settles a backlog of "received"
// mails queued beforehand, with nothing else running:
//
//   node --import ./server/register.mjs scripts/bench/mail-send.ts [--mails 1000] [--rounds 3]
//
// The first round warms the threads up; compare the later ones (docs/performance.md).
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildApp } from '../../server/src/app'
import { queueMail } from '../../server/src/mail/mail-outbox.repository'

const { values: args } = parseArgs({
  options: { mails: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '3' } },
})
const MAILS = Math.max(1, Number(args.mails))
const ROUNDS = Math.max(1, Number(args.rounds))

const dataDir = await mkdtemp(join(tmpdir(), 'evisa-mail-send-'))
const app = await buildApp({
  logger: false,
  clientDir: false,
  dataDir,
  writeRateLimit: 0,
  // No poll during a round: the backlog goes out when flush() asks for it.
  mail: { publicUrl: 'https://evisa.example.test', pollIntervalMs: 3_600_000 },
})
await app.ready()

let queued = 0
/** `count` "received" mails, each its own number and address, queued in one transaction. */
async function queue(count: number) {
  const at = new Date(Date.now() - 1000).toISOString()
  await app.db.transaction().execute(async (trx) => {
    for (let index = 0; index < count; index++) {
      const n = queued++
      const skuId = `BENCH${String(n).padStart(11, '0')}`
      await queueMail(trx, {
        eventKey: `received:${skuId}`,
        to: `amelia.${n}@example.com`,
        payload: {
          kind: 'received',
          skuId,
          name: `Ms Amelia ${n} Fernando`,
          amount: '50.00',
          currency: 'USD',
        },
        at,
      })
    }
  })
}

try {
  for (let round = 0; round < ROUNDS; round++) {
    await queue(MAILS)
    const cpu = process.cpuUsage()
    const started = performance.now()
    await app.mail.flush()
    const used = process.cpuUsage(cpu)
    const elapsed = (performance.now() - started) * 1000
    console.log(
      `round ${round}: ${((used.user + used.system) / MAILS).toFixed(0)} µs CPU a mail ` +
        `(user ${(used.user / MAILS).toFixed(0)}, system ${(used.system / MAILS).toFixed(0)}), ` +
        `${(elapsed / MAILS).toFixed(0)} µs elapsed`,
    )
  }
  const written = (await readdir(join(dataDir, 'mail'))).filter((name) => name.endsWith('.eml')).length
  if (written !== queued) throw new Error(`${written} of ${queued} mails were written.`)
} finally {
  await app.close()
  await rm(dataDir, { recursive: true, force: true })
}
