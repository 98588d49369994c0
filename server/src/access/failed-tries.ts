/**
 * Failed tries counted per key (an application number, a client address) in fixed windows, in
 * memory: one process serves the site. A key that has failed `limit` times is refused until its
 * window ends. Memory stays bounded: each address may add at most `limit` new numbers a window,
 * and windows past their end are swept.
 */
export function createFailedTries(limit: number, windowMs: number, now: () => number) {
  const windows = new Map<string, { startedAt: number; failures: number }>()
  let lastSweep = now()

  function current(key: string, time: number) {
    const window = windows.get(key)
    if (!window || time - window.startedAt >= windowMs) return undefined
    return window
  }

  function sweep(time: number) {
    if (time - lastSweep < windowMs) return
    lastSweep = time
    for (const [key, window] of windows) if (time - window.startedAt >= windowMs) windows.delete(key)
  }

  return {
    /** Seconds until `key` may try again, or 0 when it may now. */
    blockedFor(key: string): number {
      const time = now()
      sweep(time)
      const window = current(key, time)
      if (!window || window.failures < limit) return 0
      return Math.max(1, Math.ceil((window.startedAt + windowMs - time) / 1000))
    },
    fail(key: string): void {
      const time = now()
      const window = current(key, time)
      if (window) window.failures += 1
      else windows.set(key, { startedAt: time, failures: 1 })
    },
  }
}
