import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { holdPrerenderedForm } from './lib/prerendered-form-hold'
import { ROUTER_OPTIONS } from './router-options'

// The app, started by main.tsx once React DOM has been evaluated in a task of its own.

const router = createRouter(ROUTER_OPTIONS)

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

// An information page (ADR 004) arrives with its content already in #root and requests this code
// only after its first paint, so React hydrates it: it adopts the nodes the browser has already
// painted instead of replacing them, so the largest paint stays the HTML's and nothing is drawn
// twice. The router is told it renders over server HTML (as its own SSR hand-off does), so it
// leaves out the Suspense wrapper it adds only around a client-rendered tree: the prerender has none.
// Either way the route is loaded first, so the first client render is the prerendered page, and
// a hydration runs as a transition: React builds it in slices of a few milliseconds instead of
// one long task that would block taps. (Not a top-level await: that makes the bundler wrap and
// split the entry, about 3 KB gzip more on the home page.)
// /Apply (ADR 009) arrives with its empty form, which stays in use while the draft opens: what is
// typed into it goes into the draft (features/application-form/prerendered-form.ts), and the page
// is then rendered with the draft's form. That render is a transition too, built in slices while
// the HTML form stays in use; its commit puts into the new form what was typed meanwhile. A
// resumed draft is rendered at once instead (openBeforeFirstRender says which).
// Every other path gets the plain shell and renders at once, so a screen whose loader waits on
// the network shows its pending state rather than nothing.
function hydrate() {
  router.ssr = { manifest: undefined }
  startTransition(() => {
    hydrateRoot(container, app)
  })
}
const openDraftThenRender = () =>
  import('./features/application-form/apply-new-page')
    .then((page) => page.openBeforeFirstRender())
    .catch(() => true)
    .then((inSlices) => {
      const render = () => createRoot(container).render(app)
      if (inSlices) startTransition(render)
      // In the same task as the draft's last look at the HTML form: nothing typed falls between.
      else flushSync(render)
    })
/** Renders the app into #root: hydrates a prerendered page, or renders the plain shell. */
export function startApp() {
  if (container.hasChildNodes()) {
    const takeOver = holdPrerenderedForm(container) ? openDraftThenRender : hydrate
    router.load().then(takeOver, takeOver)
  } else createRoot(container).render(app)
}
