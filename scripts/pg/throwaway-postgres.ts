// A throw-away PostgreSQL for `npm run test:pg` and `npm run bench -- --db pg`: Debian's
// `postgresql` package, a fresh cluster in a temporary folder (initdb and pg_ctl as the `postgres`
// OS user when run as root), listening on 127.0.0.1 only, on a free port, its socket in the same
// folder, trust authentication. Nothing is shared with a PostgreSQL the machine already runs (the
// cluster Debian's package creates and starts is never touched). stop() shuts it down and removes
// the folder; the same happens when the process exits, fails or is interrupted.
//
//   node --import tsx scripts/pg/throwaway-postgres.ts   starts one, prints its URL, Ctrl-C stops it
import { type SpawnSyncReturns, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres: the superuser on the maintenance database. */
  url: string
  port: number
  /** PostgreSQL's bin folder (pg_dump, psql, … of the same version). */
  bin: string
  /** Shuts the server down (fast mode) and removes its folder; safe to call more than once. */
  stop: () => Promise<void>
}

const DEBIAN_ROOT = '/usr/lib/postgresql'
export const MISSING_POSTGRES =
  "PostgreSQL's server programs were not found under /usr/lib/postgresql/<version>/bin: " +
  "install Debian's package with `apt-get install -y postgresql` (PG_BIN may name another bin folder)."

/** The bin folder of the newest PostgreSQL installed from Debian's packages, or PG_BIN. */
export function postgresBin(env: Record<string, string | undefined> = process.env): string {
  const candidates = env.PG_BIN
    ? [env.PG_BIN]
    : existsSync(DEBIAN_ROOT)
      ? readdirSync(DEBIAN_ROOT)
          .filter((name) => /^\d+(\.\d+)?$/.test(name))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => join(DEBIAN_ROOT, version, 'bin'))
      : []
  const bin = candidates.find(
    (folder) => existsSync(join(folder, 'initdb')) && existsSync(join(folder, 'pg_ctl')),
  )
  if (!bin) throw new Error(MISSING_POSTGRES)
  return bin
}

/** A local port nobody listens on right now (the kernel picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/** PostgreSQL refuses to run as root: as root, programs run as the `postgres` OS user. */
interface RunAs {
  prefix: string[]
  uid?: number
  gid?: number
}

function runAs(): RunAs {
  if (process.getuid?.() !== 0) return { prefix: [] }
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  const uid = id('-u')
  const gid = id('-g')
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'Running as root, but there is no `postgres` OS user to run PostgreSQL as: ' +
        "install Debian's package with `apt-get install -y postgresql` (it creates the user).",
    )
  }
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid: Number(uid.stdout), gid: Number(gid.stdout) }
}

function describeFailure(what: string, result: SpawnSyncReturns<string>, logFile?: string): Error {
  const log =
    logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : ''
  const output = [result.error?.message, result.stdout, result.stderr, log].filter(Boolean).join('\n').trim()
  return new Error(`${what} failed (exit ${result.status ?? result.signal}):\n${output}`)
}

/** Starts a fresh PostgreSQL; the caller must `await stop()` (exit and signals are covered too). */
export async function startThrowawayPostgres(
  options: {
    log?: (line: string) => void
    /**
     * No fsync, no synchronous commit, no full-page writes: a cluster for tests that never crash
     * PostgreSQL itself and only want it quick. A committed row is still seen by every connection;
     * only an operating-system or PostgreSQL crash could lose it. Default false (durable).
     */
    fast?: boolean
  } = {},
): Promise<ThrowawayPostgres> {
  const log = options.log ?? (() => {})
  const bin = postgresBin()
  const user = runAs()
  const folder = mkdtempSync(join(tmpdir(), 'evisa-pg-'))
  const dataDir = join(folder, 'data')
  const socketDir = join(folder, 'socket')
  const logFile = join(folder, 'server.log')
  mkdirSync(socketDir)
  if (user.uid !== undefined && user.gid !== undefined) {
    for (const path of [folder, socketDir]) chownSync(path, user.uid, user.gid)
  }
  // cwd inside the folder: the postgres user may not be allowed to read the caller's directory.
  const run = (program: string, args: string[]) => {
    const [command = '', ...rest] = [...user.prefix, join(bin, program), ...args]
    return spawnSync(command, rest, {
      cwd: folder,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, LC_ALL: 'C' },
    })
  }

  let started = false
  let stopped = false
  const stopNow = () => {
    if (stopped) return
    stopped = true
    if (started) run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60'])
    rmSync(folder, { recursive: true, force: true })
    process.off('exit', stopNow)
    for (const signal of SIGNALS) process.off(signal, onSignal)
  }
  // Ctrl-C or a kill: stop PostgreSQL and remove the folder; exit unless the caller handles the
  // signal itself (then its own handler decides when to exit).
  const onSignal = (signal: NodeJS.Signals) => {
    stopNow()
    if (process.listenerCount(signal) === 0) process.exit(130)
  }
  process.on('exit', stopNow)
  for (const signal of SIGNALS) process.on(signal, onSignal)

  try {
    const init = run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      // initdb's own writes skip fsync; the running server keeps it on unless `fast`.
      '--no-sync',
    ])
    if (init.status !== 0) throw describeFailure('initdb', init)

    // A free port can be taken between the check and the start: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort()
      const settings = [
        `-p ${port}`,
        "-c listen_addresses='127.0.0.1'",
        `-c unix_socket_directories='${socketDir}'`,
        // Every server test app gets its own database and pool; vitest runs files in parallel.
        '-c max_connections=300',
        ...(options.fast ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
      ].join(' ')
      const start = run('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '120', '-o', settings])
      if (start.status === 0) {
        started = true
        const url = `postgres://postgres@127.0.0.1:${port}/postgres`
        log(`Throw-away PostgreSQL (${bin}${options.fast ? ', fsync off' : ''}) on ${url}`)
        return {
          url,
          port,
          bin,
          stop: async () => stopNow(),
        }
      }
      if (attempt >= 3) throw describeFailure('pg_ctl start', start, logFile)
    }
  } catch (error) {
    stopNow()
    throw error
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const postgres = await startThrowawayPostgres({ log: (line) => console.log(line) })
  console.log(`DATABASE_URL=${postgres.url}\nCtrl-C stops it and removes its folder.`)
  // Keep the process alive until a signal stops it.
  setInterval(() => {}, 1 << 30)
}
