import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { PageSkeleton } from './components/page-skeleton'
import { holdPrerenderedForm } from './lib/prerendered-form-hold'
import { routeTree } from './routeTree.gen'
import './styles.css'

// A page whose code or data takes longer than a moment shows its skeleton under the header,
// never an empty screen (a route may name its own pending component instead).
const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingComponent: PageSkeleton,
  defaultPendingMs: 200,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

const container = document.getElementById('root')!

function start() {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}

// An information page arrives with its content already in #root (ADR 004). Its route is loaded
// before the first render, so React's first commit holds the same content and replaces the
// prerendered nodes in one step: no blank or "Loading…" frame in between. The plain shell (every
// other path) renders at once, as before, so a screen whose loader waits on the network shows
// its pending state rather than nothing. (Not a top-level await: that makes the bundler wrap and
// split the entry, about 3 KB gzip more on the home page.)
// The prerendered page is already readable, so its render runs as a transition: React builds it
// in slices of a few milliseconds instead of one long task that would block taps.
// /Apply's prerendered form is held first: what was typed into it is carried into the app's form
// (features/application-form/prerendered-form.ts).
const startInSlices = () => startTransition(start)
if (container.hasChildNodes()) {
  holdPrerenderedForm(container)
  router.load().then(startInSlices, startInSlices)
} else start()

// The outbox is sent from start-up on, on every screen (docs/decisions/003-draft-sync-model.md).
// Loaded after the first render, so no page's text waits for IndexedDB or the sync engine.
void import('./features/drafts').then(({ startSync }) => startSync())
