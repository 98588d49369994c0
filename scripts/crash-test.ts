// npm run test:crash [-- --kills N --seed S --concurrency C]: the production server under
// concurrent writes, killed with SIGKILL at random moments and restarted N times (default 25);
// exits non-zero on any lost acknowledged write, half-written row or failed integrity_check.
import { parseArgs } from 'node:util'
import { formatReport, runCrashTest } from '../server/test/crash/run'

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '25' },
    seed: { type: 'string' },
    concurrency: { type: 'string', default: '8' },
  },
})
const kills = Number(values.kills)
if (!Number.isInteger(kills) || kills < 1) {
  console.error('--kills must be a whole number, 1 or more')
  process.exit(2)
}

const report = await runCrashTest({
  kills,
  seed: values.seed === undefined ? undefined : Number(values.seed),
  concurrency: Number(values.concurrency),
  log: (line) => console.log(line),
})
console.log(formatReport(report))
process.exit(report.violations.length === 0 ? 0 : 1)
