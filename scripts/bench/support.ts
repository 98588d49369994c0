// Shared by the benchmark and the Lighthouse script: child servers on loopback, the machine the
// figures come from, and Markdown tables that paste straight into docs/performance.md.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, totalmem } from 'node:os'

export const HOST = '127.0.0.1'

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, HOST, () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

export interface ChildServer {
  name: string
  url: string
  /** CPU seconds (user + system, all threads) the process has used so far; Linux only, else NaN. */
  cpuSeconds: () => number
  /** SIGTERM, then SIGKILL if it has not exited within a few seconds. */
  stop: () => Promise<void>
}

/**
 * Starts `node [nodeArgs] script` with `env` (PORT is added), waits until `healthPath` answers
 * 200, and gives up after `timeoutMs`. Output goes to this process's stderr, prefixed.
 */
export async function startServer(options: {
  name: string
  script: string
  env: Record<string, string>
  healthPath: string
  nodeArgs?: string[]
  timeoutMs?: number
}): Promise<ChildServer> {
  const port = await freePort()
  const url = `http://${HOST}:${port}`
  // server/register.mjs: tsx with the server's own compiler options, as server/start.mjs (npm start).
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', './server/register.mjs', options.script],
    {
      env: {
        ...process.env,
        ...options.env,
        PORT: String(port),
        HOST,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const prefix = (chunk: Buffer) =>
    process.stderr.write(
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `  [${options.name}] ${line}\n`)
        .join(''),
    )
  child.stdout?.on('data', prefix)
  child.stderr?.on('data', prefix)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const server: ChildServer = {
    name: options.name,
    url,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    stop: () => stopChild(child, exited),
  }

  // A start loads GeoIP data (about 111 MB) first; on a busy machine that has taken 15 s.
  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited with code ${child.exitCode}`)
    const healthy = await fetch(url + options.healthPath)
      .then((response) => response.ok)
      .catch(() => false)
    if (healthy) return server
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await server.stop()
  throw new Error(`${options.name} did not answer ${options.healthPath} in time`)
}

// /proc/<pid>/stat counts in clock ticks, 100 a second on Linux.
const CLOCK_TICKS_PER_SECOND = 100

function cpuSecondsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which sits in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
  } catch {
    return Number.NaN
  }
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

export interface MachineInfo {
  date: string
  cpus: number
  cpuModel: string
  memoryGiB: number
  node: string
  loadAverage: string
}

export function machineInfo(): MachineInfo {
  let cpuModel = cpus()[0]?.model ?? 'unknown'
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('model name'))
    if (line) cpuModel = line.split(':')[1]?.trim() ?? cpuModel
  } catch {
    // Not Linux: os.cpus() is enough.
  }
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cpus: cpus().length,
    cpuModel,
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    loadAverage: loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
  }
}

export function describeMachine(machine: MachineInfo): string {
  return (
    `${machine.date} · ${machine.cpus} × ${machine.cpuModel} · ${machine.memoryGiB} GiB · Node ${machine.node}` +
    ` · load average at start ${machine.loadAverage}`
  )
}

/** A Markdown table; numbers right-aligned. */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map(String))
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((row) => row[i]?.length ?? 0)))
  const numeric = header.map((_, i) => cells.every((row) => /^[-\d.,×%]+$/.test(row[i] ?? '')))
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join(' | ')} |`
  const rule = `|${widths.map((width, i) => (numeric[i] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`
  return [line(header), rule, ...cells.map(line)].join('\n')
}
