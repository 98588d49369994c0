import { PageSkeleton } from './components/page-skeleton'
import { languageRewrite } from './lib/i18n'
import { routeTree } from './routeTree.gen'

/**
 * The router's options, shared by the app (app.tsx) and the build's prerender (prerender.tsx):
 * the prerendered HTML must be what the app's first render produces, down to the Suspense
 * boundaries a pending component adds around each page.
 * A page whose code or data takes longer than a moment shows its skeleton under the header,
 * never an empty screen (a route may name its own pending component instead).
 */
export const ROUTER_OPTIONS = {
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingComponent: PageSkeleton,
  defaultPendingMs: 200,
  // Every page also lives under /{language}/ (lib/i18n.ts): the routes see the path without it.
  rewrite: languageRewrite(),
} as const
