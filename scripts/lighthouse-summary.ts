// The pure part of `npm run lighthouse` (scripts/lighthouse.ts): what a page's runs come to, and
// which of the targets in docs/performance.md they miss.

/** What each run measures that a target is set on. */
export interface Measured {
  performance: number
  accessibility: number
  lcpMs: number
  tbtMs: number
}

export const TARGETS: Measured = { performance: 0.95, accessibility: 1, lcpMs: 1500, tbtMs: 200 }

/** The middle value; the mean of the two middle ones when the count is even. */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No values to take the median of')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * The median of each measure on its own. A target holds when this meets it: the run of median
 * score can have a TBT above the median of the TBTs (three runs of 307, 205 and 186 ms whose
 * scores put the 186 ms run in the middle), and a target read from that run alone would pass a
 * page that two runs in three say misses it.
 */
export function medianOfEach(runs: readonly Measured[]): Measured {
  return {
    performance: medianOf(runs.map((run) => run.performance)),
    accessibility: medianOf(runs.map((run) => run.accessibility)),
    lcpMs: medianOf(runs.map((run) => run.lcpMs)),
    tbtMs: medianOf(runs.map((run) => run.tbtMs)),
  }
}

/** The targets `measured` misses, each with its value, e.g. `TBT 205 ms`; empty when all are met. */
export function missedTargets(measured: Measured, targets: Measured = TARGETS): string[] {
  return [
    measured.performance < targets.performance && `performance ${measured.performance}`,
    measured.accessibility < targets.accessibility && `accessibility ${measured.accessibility}`,
    measured.lcpMs > targets.lcpMs && `LCP ${Math.round(measured.lcpMs)} ms`,
    measured.tbtMs > targets.tbtMs && `TBT ${Math.round(measured.tbtMs)} ms`,
  ].filter((miss): miss is string => typeof miss === 'string')
}
