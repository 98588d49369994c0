// `npm run test:pg` (part of `npm test`): the server on PostgreSQL. Runs the server tests that use a
// database against a throw-away PostgreSQL (Debian's `postgresql` package,
// scripts/pg/throwaway-postgres.ts; TEST_DATABASE_URL: every test app gets a fresh database), then
// the two-server test (scripts/pg/two-servers.ts), and stops and removes everything, whatever happens.
//
// Kept lean for CI: only the test files that build an app or open a database run (the others do
// not change with the database, and `npm run test:unit` runs them); the suite's cluster runs with
// fsync off (nothing in it crashes PostgreSQL). The two-server test gets a cluster of its own with
// PostgreSQL's default durability, since it kills a server during writes and checks every
// acknowledged one.
//
// Extra arguments go to vitest instead of the file list (e.g. `npm run test:pg -- server/src/drafts`);
// --skip-suite runs only the two-server test, --skip-two-servers only the suite. PG_TEST_WORKERS sets
// vitest's --maxWorkers (default 2). Without PostgreSQL's programs it fails, saying how to install them.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres'
import { runTwoServerTest } from './two-servers'

const args = process.argv.slice(2)
const skipSuite = args.includes('--skip-suite')
const skipTwoServers = args.includes('--skip-two-servers')
const vitestArgs = args.filter((arg) => !arg.startsWith('--skip-'))
const workers = process.env.PG_TEST_WORKERS || '2'

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`

/** The test-support modules a file imports, by name (`test-support`, `mail.test-support`, …). */
const supportImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/from '([^']*test-support)'/g)].map((match) =>
    basename(match[1] ?? ''),
  )

/**
 * The server test files that use a database: those importing server/test/test-support.ts, or a
 * `*.test-support.ts` helper that imports it. The rest (pure functions, server processes that run
 * on SQLite) would only run a second time.
 */
function databaseTestFiles(): string[] {
  const all = ['server/src', 'server/test'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((path) => join(folder, path)),
  )
  const helpers = new Set(['test-support'])
  for (const file of all.filter((path) => path.endsWith('.test-support.ts'))) {
    if (supportImports(file).includes('test-support')) helpers.add(basename(file, '.ts'))
  }
  return all
    .filter((path) => path.endsWith('.test.ts') && supportImports(path).some((name) => helpers.has(name)))
    .sort()
}

async function startPostgres(fast: boolean): Promise<ThrowawayPostgres> {
  return startThrowawayPostgres({ fast, log: (line) => console.log(line) }).catch((error: Error) => {
    // PostgreSQL missing or not starting: the message says what to do; a stack trace would hide it.
    console.error(`npm run test:pg could not start PostgreSQL: ${error.message}`)
    process.exit(1)
  })
}

async function runSuite(): Promise<boolean> {
  const postgres = await startPostgres(true)
  try {
    const started = performance.now()
    const files = vitestArgs.length ? vitestArgs : databaseTestFiles()
    console.log(`Server tests on PostgreSQL: ${files.length} file filters, ${workers} workers`)
    const vitest = spawn(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--project',
        'unit',
        '--project',
        'system',
        `--maxWorkers=${workers}`,
        ...files,
      ],
      { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: postgres.url } },
    )
    const [code] = await once(vitest, 'exit')
    console.log(`\nServer tests on PostgreSQL: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`)
    return code === 0
  } finally {
    await postgres.stop()
  }
}

async function runTwoServers(): Promise<boolean> {
  const postgres = await startPostgres(false)
  try {
    const started = performance.now()
    console.log('\nTwo servers on one PostgreSQL database:')
    try {
      await runTwoServerTest(postgres.url)
      console.log(`Two-server test: passed in ${seconds(started)}`)
      return true
    } catch (error) {
      console.error(`${(error as Error).message}\nTwo-server test: FAILED in ${seconds(started)}`)
      return false
    }
  } finally {
    await postgres.stop()
  }
}

const started = performance.now()
let failed = false
if (!skipSuite && !(await runSuite())) failed = true
if (!skipTwoServers && !(await runTwoServers())) failed = true
console.log(`\nnpm run test:pg: ${failed ? 'FAILED' : 'passed'} in ${seconds(started)}`)
process.exit(failed ? 1 : 0)
