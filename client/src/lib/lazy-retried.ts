// A part of a page whose code arrives on demand (a lazy chunk) is fetched when it is first shown,
// and that may be while the connection is lost: a traveller on a first visit, whose service worker
// keeps nothing yet, goes offline on the payment screen, and the drafts' save status, the offline
// notices and the install prompt are then asked for. A failed import thrown into React reaches the
// page's error boundary, and the whole page becomes "Something went wrong". Instead, an import that
// fails offline is tried again when the browser is back online, and one that fails online (a
// dropped request on hotel Wi-Fi) a few times more, with growing pauses. Chromium, Firefox and
// Safari fetch a module again after a failed dynamic import; they do not remember the failure.
import { type ComponentType, lazy } from 'react'

/** Failures while online before an import gives up (the page then says what it would on any error). */
export const ONLINE_ATTEMPTS = 4
const FIRST_PAUSE_MS = 1000

/** Resolves when the browser is back online, or after `pauseMs` while it says it is online. */
function nextChance(pauseMs: number): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      window.removeEventListener('online', go)
      clearTimeout(timer)
      resolve()
    }
    window.addEventListener('online', go)
    const timer = navigator.onLine ? setTimeout(go, pauseMs) : undefined
  })
}

/**
 * `load()`, tried again until it succeeds: whenever the browser comes back online, and, while it
 * is online, after 1, 2 and 4 s; the fourth failure while online is the one returned.
 */
export async function retriedImport<T>(load: () => Promise<T>): Promise<T> {
  let onlineFailures = 0
  for (;;) {
    try {
      return await load()
    } catch (error) {
      if (navigator.onLine && ++onlineFailures >= ONLINE_ATTEMPTS) throw error
      await nextChance(FIRST_PAUSE_MS * 2 ** Math.max(0, onlineFailures - 1))
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint on the component's props.
type AnyComponent = ComponentType<any>

/** React.lazy over retriedImport: while its code cannot be fetched, the Suspense fallback stays. */
export function lazyRetried<C extends AnyComponent>(load: () => Promise<{ default: C }>) {
  return lazy(() => retriedImport(load))
}

/**
 * As lazyRetried, for a part of the page that the page can do without (a status line, a prompt):
 * if its code still cannot be fetched while online, it is left out rather than failing the page.
 */
export function lazyOptional<C extends AnyComponent>(load: () => Promise<{ default: C }>) {
  return lazy(() => retriedImport(load).catch(() => ({ default: Nothing as unknown as C })))
}

function Nothing() {
  return null
}
