// `npm run test:pg`: the server on PostgreSQL. Starts a throw-away PostgreSQL (Debian's
// `postgresql` package, scripts/pg/throwaway-postgres.ts), runs the server test-suite against it
// (TEST_DATABASE_URL: every test app gets a fresh database), then the two-server test
// (scripts/pg/two-servers.ts), and stops and removes everything, whatever happens.
// Extra arguments go to vitest (e.g. `npm run test:pg -- server/src/drafts`); --skip-suite runs
// only the two-server test, --skip-two-servers only the suite.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { startThrowawayPostgres } from './throwaway-postgres'
import { runTwoServerTest } from './two-servers'

const args = process.argv.slice(2)
const skipSuite = args.includes('--skip-suite')
const skipTwoServers = args.includes('--skip-two-servers')
const vitestArgs = args.filter((arg) => !arg.startsWith('--skip-'))

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`
const started = performance.now()
const postgres = await startThrowawayPostgres({ log: (line) => console.log(line) }).catch((error: Error) => {
  // PostgreSQL missing or not starting: the message says what to do; a stack trace would hide it.
  console.error(`npm run test:pg could not start PostgreSQL: ${error.message}`)
  process.exit(1)
})
let failed = false
try {
  if (!skipSuite) {
    const suiteStarted = performance.now()
    // The server project only: the client's tests never touch a database.
    const vitest = spawn(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--project',
        'server',
        ...(vitestArgs.length ? vitestArgs : ['server']),
      ],
      { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: postgres.url } },
    )
    const [code] = await once(vitest, 'exit')
    console.log(
      `\nServer test-suite on PostgreSQL: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(suiteStarted)}`,
    )
    if (code !== 0) failed = true
  }
  if (!skipTwoServers) {
    const twoStarted = performance.now()
    console.log('\nTwo servers on one PostgreSQL database:')
    try {
      await runTwoServerTest(postgres.url)
      console.log(`Two-server test: passed in ${seconds(twoStarted)}`)
    } catch (error) {
      console.error(`${(error as Error).message}\nTwo-server test: FAILED in ${seconds(twoStarted)}`)
      failed = true
    }
  }
} finally {
  await postgres.stop()
}
console.log(`\nnpm run test:pg: ${failed ? 'FAILED' : 'passed'} in ${seconds(started)}`)
process.exit(failed ? 1 : 0)
