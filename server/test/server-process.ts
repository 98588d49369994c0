// Runs the production entry (server/src/server.ts) as a child process on a free port, for the
// crash test, the graceful-shutdown test and the rate-limit burst test. It runs under the same
// tsx loader as `npm start`, but as `node --import tsx` rather than the tsx CLI: the CLI is a
// second process that relays signals, and a SIGKILL to it would leave the server running.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** As `npm start` runs it: server/start.mjs compiles the server with its own options. */
const SERVER_ENTRY = 'server/start.mjs'
const LOG_LIMIT = 2000

export interface ServerProcess {
  port: number
  baseUrl: string
  child: ChildProcess
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** The last lines the server wrote (pino JSON), for diagnosing a failure. */
  output: () => string[]
  /** Resolves once a line containing `text` has been written. */
  waitForOutput: (text: string, timeoutMs?: number) => Promise<void>
}

export interface StartOptions {
  dataDir: string
  port?: number
  env?: Record<string, string>
  /** How long to wait for GET /api/health to answer 200. */
  readyTimeoutMs?: number
}

export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('No port')
  return address.port
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort())
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'info',
      LOOKUP_RATE_LIMIT: '0',
      WRITE_RATE_LIMIT: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const waiters = new Set<{ text: string; resolve: () => void }>()
  const collect = (chunk: Buffer) => {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue
      lines.push(line)
      if (lines.length > LOG_LIMIT) lines.shift()
      for (const waiter of waiters) {
        if (line.includes(waiter.text)) {
          waiters.delete(waiter)
          waiter.resolve()
        }
      }
    }
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  let hasExited = false
  void exited.then(() => {
    hasExited = true
  })

  const server: ServerProcess = {
    port,
    baseUrl,
    child,
    exited,
    output: () => [...lines],
    waitForOutput: (text, timeoutMs = 10_000) => {
      if (lines.some((line) => line.includes(text))) return Promise.resolve()
      return new Promise((resolve, reject) => {
        const waiter = { text, resolve }
        waiters.add(waiter)
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`The server never wrote "${text}"`))
        }, timeoutMs).unref()
      })
    },
  }

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000)
  while (Date.now() < deadline) {
    if (hasExited) {
      throw new Error(`The server exited before it was ready:\n${lines.slice(-20).join('\n')}`)
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.status === 200) return server
    } catch {
      // Not listening yet.
    }
    await delay(50)
  }
  child.kill('SIGKILL')
  throw new Error(`The server was not ready in time:\n${lines.slice(-20).join('\n')}`)
}

/** SIGKILL: the process gets no chance to do anything, as in a crash or an OOM kill. */
export async function killServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
  await server.exited
}

/** SIGTERM, as a service manager stops it; answers how it exited. */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM')
  return server.exited
}
