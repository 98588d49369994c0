// The pure part of `npm run lighthouse:offline` (scripts/offline-lcp.ts): what one reload's
// largest-contentful-paint entries come to, and the Markdown row a page's runs make.
import { medianOf } from './lighthouse-summary'

/** What the init script records of one `largest-contentful-paint` entry. */
export interface LcpEntry {
  /** Milliseconds from the navigation's start. */
  startTime: number
  size: number
  /** `tag#id.class "its first words"`, or `text` / `image` when the element has gone. */
  element: string
}

/** The LCP of a load is the last entry the browser reported before any input. */
export function finalLcp(entries: readonly LcpEntry[]): LcpEntry | undefined {
  return entries.at(-1)
}

export interface Summary {
  runs: number
  medianMs: number
  minMs: number
  maxMs: number
}

export function summarise(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('No LCP was recorded')
  return {
    runs: values.length,
    medianMs: medianOf(values),
    minMs: Math.min(...values),
    maxMs: Math.max(...values),
  }
}

/** The most frequent LCP element over the runs (they should all agree; a tie takes the first seen). */
export function usualElement(entries: readonly LcpEntry[]): string {
  const counts = new Map<string, number>()
  for (const entry of entries) counts.set(entry.element, (counts.get(entry.element) ?? 0) + 1)
  let best = ''
  let bestCount = 0
  for (const [element, count] of counts) {
    if (count > bestCount) {
      best = element
      bestCount = count
    }
  }
  return best
}

/** `[page, runs, median, min, max, element, target]` cells for scripts/bench/support.ts's markdownTable. */
export function row(page: string, entries: readonly LcpEntry[], targetMs: number): (string | number)[] {
  const summary = summarise(entries.map((entry) => entry.startTime))
  return [
    page,
    summary.runs,
    Math.round(summary.medianMs),
    Math.round(summary.minMs),
    Math.round(summary.maxMs),
    usualElement(entries),
    summary.medianMs < targetMs ? 'met' : 'MISSED',
  ]
}
