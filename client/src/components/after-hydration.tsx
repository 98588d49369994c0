import { type ReactNode, Suspense, startTransition, useEffect, useState, useSyncExternalStore } from 'react'

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
 *
 * `useHydrated` turns true in a render React runs at once, in one task (an external store's change
 * is never a transition); the children are then shown in a transition of their own, which React
 * builds in slices: importing them and rendering them was 250–400 ms of one task at 4× CPU right
 * after the hydration (docs/performance.md). In a page rendered from scratch they are
 * rendered at once.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  const [shown, setShown] = useState(hydrated)
  useEffect(() => {
    if (hydrated && !shown) startTransition(() => setShown(true))
  }, [hydrated, shown])
  return shown ? <Suspense fallback={null}>{children}</Suspense> : null
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
