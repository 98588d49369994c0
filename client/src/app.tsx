import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { hydrationStarts } from './components/after-hydration'
import { loadRouteCodeFirst } from './lib/route-code-first'
import { ROUTER_OPTIONS } from './router-options'

// The app, started by main.tsx once React DOM has been evaluated in a task of its own.

function newRouter() {
  return createRouter(ROUTER_OPTIONS)
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof newRouter>
  }
}

let router: ReturnType<typeof newRouter> | undefined

/**
 * Creates the router (its route tree, the history, the first location): main.tsx calls it in a
 * task of its own, after this module and the router's have been evaluated and before startApp,
 * so that none of the three is one long task with another (on /de/Apply they were one of about
 * 50 ms, 200 ms on a slow phone: docs/performance.md).
 */
export function createAppRouter(): ReturnType<typeof newRouter> {
  router ??= newRouter()
  return router
}

// A prerendered page (the information pages, ADR 004; /Apply's empty form, ADR 009) arrives with
// its content already in #root and requests this code only after its first paint, so React
// hydrates it: it adopts the nodes the browser has already painted instead of replacing them, so
// the largest paint stays the HTML's, nothing is drawn twice, and what the traveller did to those
// nodes meanwhile (typed values, a ticked box, a chosen file, the focus) stays where it is for
// the page to take over (docs/decisions/013-hydrated-apply.md). The router is told it renders over
// server HTML (as its own SSR hand-off does), so it leaves out the Suspense wrapper it adds only
// around a client-rendered tree: the prerender has none.
// The route is loaded first (its code evaluated a task before the router's load:
// lib/route-code-first.ts), so the first client render is the prerendered page, and the
// hydration runs as a transition: React builds it in slices of a few milliseconds instead of one
// long task that would block taps (a tap on a part not yet hydrated hydrates it at once). (Not a
// top-level await: that makes the bundler wrap and split the entry, about 3 KB gzip more on the
// home page.)
// Every other path gets the plain shell and renders at once, so a screen whose loader waits on
// the network shows its pending state rather than nothing.
/** Renders the app into #root: hydrates a prerendered page, or renders the plain shell. */
export function startApp() {
  const started = createAppRouter()
  const container = document.getElementById('root')!
  const app = (
    <StrictMode>
      <RouterProvider router={started} />
    </StrictMode>
  )
  const hydrate = () => {
    started.ssr = { manifest: undefined }
    // The served page's screen hydrates after its frame; a language chosen meanwhile waits for it,
    // and what needs the app switches on after it (components/after-hydration.tsx).
    hydrationStarts()
    startTransition(() => {
      hydrateRoot(container, app)
    })
  }
  if (container.hasChildNodes()) void loadRouteCodeFirst(started, hydrate)
  else createRoot(container).render(app)
}
