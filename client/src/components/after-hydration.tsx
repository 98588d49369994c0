import {
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { holdLanguageUntilScreenHydrated } from '../lib/i18n'

const neverChanges = () => () => {}

/**
 * The served page is being hydrated: from just before the app's entry hydrates it until its screen
 * (the route's content, inside the router's Suspense boundaries) has been hydrated, in a commit of
 * its own after the header's and the footer's (lib/i18n.ts). While it is set, the client's snapshot
 * below is the server's, so React sees nothing to render again once it has hydrated a component
 * (see useHydrated).
 */
let hydrationPending = false

/** Called by the app's entry just before it hydrates a served page; the language waits too. */
export function hydrationStarts(): void {
  hydrationPending = true
  void holdLanguageUntilScreenHydrated().then(() => {
    hydrationPending = false
  })
}

const serverSnapshot = () => false
const clientSnapshot = () => !hydrationPending

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true from a render
 * shortly after, and at once in a page React renders from scratch. What differs per device (the
 * year shown, the drafts' sync state, the install button) or needs the app (Add Child, Submit)
 * reads it, so the first client render matches the prerendered HTML exactly
 * (docs/decisions/004-prerendered-information-pages.md).
 *
 * A component React hydrates reads the server's snapshot (false). Once hydrated, React compares
 * it with the client's and, when they differ, renders the component again at once, in one task:
 * an external store's change is never a transition. On /Apply that render, of the form and the
 * page around it, was the app's largest task after the hydration (docs/performance.md). So the
 * client's snapshot says false too while the hydration is pending, nothing is rendered at once,
 * and each hydrated component switches to true in a transition of its own, which React builds in
 * slices. A component rendered from scratch once the hydration is done reads true at once, as
 * before; one rendered from scratch while it is pending switches like a hydrated one. Should the
 * hydration be declared done too early, a component hydrated afterwards is still exact: React
 * renders it again at once, the cost this avoids, never a mismatch.
 */
export function useHydrated(): boolean {
  const renderedOnClient = useSyncExternalStore(neverChanges, clientSnapshot, serverSnapshot)
  const [switched, setSwitched] = useState(renderedOnClient)
  useEffect(() => {
    if (!switched) startTransition(() => setSwitched(true))
  }, [switched])
  return renderedOnClient || switched
}

/**
 * Runs `takeOver` once, in the commit in which React hydrates the component over the served HTML
 * (`ready`, useHydrated's answer in that first render, was false), before the browser takes
 * another keystroke. The served nodes may hold what the traveller typed, ticked or chose before
 * the app ran: React keeps it in the nodes, but the component's state does not know it. Never run
 * for a component rendered from scratch.
 */
export function useServedNodesTakenOver(ready: boolean, takeOver: () => void): void {
  const served = useRef(!ready)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the hydration's commit, with that render's `takeOver`.
  useLayoutEffect(() => {
    if (!served.current) return
    served.current = false
    takeOver()
  }, [])
}

/**
 * Renders its (lazily loaded) children only once the page has been hydrated. A lazy component in
 * the prerender would leave a Suspense boundary that hydration must throw away and render again
 * on the client (React's error #419), so it is left out of the HTML and of the first client render.
 *
 * After a hydration `useHydrated` turns true in a transition, which React builds in slices:
 * importing the children and rendering them was 250–400 ms of one task at 4× CPU right after the
 * hydration when it was not (docs/performance.md). In a page rendered from scratch they are
 * rendered at once.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null
}

/**
 * Marks the document `<html data-app="running">` once the app runs the page: a prerendered page
 * is readable and fillable before that, but its buttons and checks work from then on (its code is
 * requested after the first paint). The browser tests wait for it before they act on such a page.
 * Set with the render in which `useHydrated` turns true, so what it enables is enabled by then.
 */
export function useMarkAppRunning(): void {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.app = 'running'
  }, [hydrated])
}
