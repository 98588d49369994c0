// Reads a V8 CPU profile (.cpuprofile, written by `node --cpu-prof`) and prints where the time
// went by self time: the top functions and the top files (a dependency counts as one file:
// node_modules/<package>). Used by `npm run bench -- --profile`; also runnable on its own:
//   node --import tsx scripts/bench/profile.ts <file.cpuprofile> [--top 25]
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { markdownTable } from './support'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
interface CpuProfile {
  nodes: ProfileNode[]
  /** Monotonic clock, µs: CLOCK_MONOTONIC on Linux, as process.hrtime in any other process. */
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** A route's load: the stretches of the run (on the profile's clock) when the product was measured. */
export interface ProfileWindow {
  name: string
  spans: { from: number; to: number }[]
}

/** The whole profile, when no window is given. */
const WHOLE_RUN: ProfileWindow['spans'] = [{ from: -Infinity, to: Infinity }]

/** Now, on the clock V8's profiles use. */
export function monotonicMicroseconds(): number {
  return Number(process.hrtime.bigint() / 1000n)
}

export interface SelfTime {
  name: string
  ms: number
  /** Share of the busy time (everything but idle). */
  share: number
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
// V8's pseudo-frames: waiting, and time it cannot attribute to a JavaScript function.
const IDLE = '(idle)'

// CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile: thread 0 is the main thread, where the
// server runs; others are workers (tsx's module loader has one).
const MAIN_THREAD_PROFILE = /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/

/** The newest main-thread .cpuprofile in `dir`, or undefined. */
export function newestProfile(dir: string): string | undefined {
  let files: string[]
  try {
    files = readdirSync(dir).filter((name) => MAIN_THREAD_PROFILE.test(name))
  } catch {
    return undefined
  }
  return files.map((name) => join(dir, name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
}

function fileOf(url: string): string {
  if (!url) return '(native or V8)'
  const path = url.startsWith('file://') ? relative(ROOT, fileURLToPath(url)) : url
  const dependency = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)
  return dependency ? `node_modules/${dependency[1]}` : path
}

function top(totals: Map<string, number>, busyMs: number, count: number): SelfTime[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms, share: ms / busyMs }))
}

/**
 * Self time by function and by file, busiest first, and the busy (non-idle) total; only the
 * samples taken within `spans` (µs, the profile's clock) when given.
 */
export function summarizeProfile(profile: CpuProfile, count = 20, spans: ProfileWindow['spans'] = WHOLE_RUN) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]))
  const byFunction = new Map<string, number>()
  const byFile = new Map<string, number>()
  let busyMs = 0
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    const node = byNode.get(id)
    const delta = profile.timeDeltas[index] ?? 0
    at += delta
    const ms = delta / 1000
    if (
      !node ||
      node.callFrame.functionName === IDLE ||
      !spans.some((span) => at >= span.from && at <= span.to)
    ) {
      return
    }
    busyMs += ms
    const { functionName, url, lineNumber } = node.callFrame
    const file = fileOf(url)
    const name = url ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` : functionName
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms)
    byFile.set(file, (byFile.get(file) ?? 0) + ms)
  })
  return { busyMs, functions: top(byFunction, busyMs, count), files: top(byFile, busyMs, count) }
}

/** Prints the top items of the whole profile, or of each window (a route's load) apart. */
export function printProfileSummary(file: string, windows: ProfileWindow[] = [], count = 20): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  const rows = (items: SelfTime[]) =>
    items.map((item) => [item.name, item.ms.toFixed(0), `${(item.share * 100).toFixed(1)}%`])
  const parts = windows.length > 0 ? windows : [{ name: 'whole run', spans: WHOLE_RUN }]
  for (const part of parts) {
    const summary = summarizeProfile(profile, count, part.spans)
    const busy = (summary.busyMs / 1000).toFixed(1)
    console.log(`\n### CPU profile, ${part.name}: ${relative(process.cwd(), file)} (${busy} s busy)\n`)
    console.log(markdownTable(['function (self time)', 'ms', 'share'], rows(summary.functions)))
    console.log('')
    console.log(markdownTable(['file (self time)', 'ms', 'share'], rows(summary.files)))
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, flag, value] = process.argv.slice(2)
  if (!file) throw new Error('Usage: profile.ts <file.cpuprofile> [--top 25]')
  printProfileSummary(file, [], flag === '--top' ? Number(value) : undefined)
}
