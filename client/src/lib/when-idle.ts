// Work that can wait runs when the browser is idle, so it does not lengthen the task that renders
// the page a traveller is waiting for (docs/performance.md).

/**
 * Calls `callback` in the browser's idle time, but no later than `timeoutMs`: a busy page still
 * gets it. Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  // Safari has no requestIdleCallback: after the current work, as a macrotask.
  const handle = setTimeout(callback, 1)
  return () => clearTimeout(handle)
}

/** Resolves in a task of its own, after whatever the current task still has to do. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
