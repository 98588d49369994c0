import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true from the next
 * render on, and at once in a page React renders from scratch. What differs per device (the year
 * shown, the drafts' sync state, the install button) reads it, so the first client render matches
 * the prerendered HTML exactly (docs/decisions/004-prerendered-information-pages.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}

/**
 * Renders its (lazily loaded) children only once the page has been hydrated. A lazy component in
 * the prerender would leave a Suspense boundary that hydration must throw away and render again
 * on the client (React's error #419), so it is left out of the HTML and of the first client render.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null
}

/**
 * Marks the document `<html data-app="running">` once the app runs the page: a prerendered page
 * is readable and fillable before that, but its buttons and checks work from then on (its code is
 * requested after the first paint). The browser tests wait for it before they act on such a page.
 */
export function useMarkAppRunning(): void {
  useEffect(() => {
    document.documentElement.dataset.app = 'running'
  }, [])
}
