import {
  createRootRoute,
  type ErrorComponentProps,
  Link,
  Outlet,
  useRouterState,
} from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense } from 'react'
import { AGENCY } from '../../../shared/agency'
import { AfterHydration, useHydrated, useMarkAppRunning } from '../components/after-hydration'
import { MenuDrawer } from '../components/menu-drawer'
import { SiteMenu } from '../components/site-menu'
import { Toaster } from '../components/toast'
import { useDeviceFeaturesNeeded } from '../lib/when-needed'

// Screens that fetch data get React Query from their layout (routes/_data.tsx); information
// pages paint without loading it at all. The back-office gets it here.
const QueryProvider = lazy(() => import('../lib/query-provider'))

// The drafts engine (IndexedDB, sync, service worker) loads right after the first paint, so the
// text of a page never waits for it. These lazy imports name the files, not the features' index:
// each piece is its own chunk, loaded only where it is shown (the one exception to importing a
// feature through its index.ts, docs/conventions.md).
const SyncStatus = lazy(() =>
  import('../features/pwa/draft-sync-status').then((m) => ({ default: m.SyncStatus })),
)
// The "Working offline" banner and the notice of an application sent from the queue, on every page.
const OfflineNotices = lazy(() =>
  import('../features/pwa/offline-notices').then((m) => ({ default: m.OfflineNotices })),
)
const UpdatePrompt = lazy(() =>
  import('../features/pwa/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
)
// The look-up (and React Query with it) loads when the menu is first opened, not with every page.
const DrawerLookup = lazy(() => import('../features/lookup/drawer-lookup'))
const drawerLookup = (close: () => void) => <DrawerLookup onFound={close} />
const InstallButton = lazy(() =>
  import('../features/pwa/install-button').then((m) => ({ default: m.InstallButton })),
)

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: AppError,
})

// Spec §1: the fee disclaimer stands in the footer of the home and about pages.
const DISCLAIMER_PATHS = new Set(['/', '/about'])

// The back-office (/staff) has its own frame: none of the traveller's header, drafts sync status,
// install button or update prompt, which mean nothing there.
const STAFF_AREA = /^\/staff(\/|$)/

function RootLayout() {
  useMarkAppRunning()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (STAFF_AREA.test(pathname)) return <StaffRoot />
  return <TravellerLayout pathname={pathname} />
}

function StaffRoot() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Suspense fallback={<p aria-live="polite">Loading…</p>}>
        <QueryProvider>
          <Outlet />
        </QueryProvider>
      </Suspense>
      <Toaster />
    </>
  )
}

function TravellerLayout({ pathname }: { pathname: string }) {
  // A page whose code or data is still on the way: the bar shows at once, the page's skeleton
  // (the router's pending component) in its place soon after.
  const navigating = useRouterState({ select: (state) => state.isLoading })
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header-inner">
          <Link to="/" className="brand">
            <img src="/favicon.svg" alt="" width="36" height="36" />
            <span>
              <strong>Sri Lanka eVisa</strong>
              <small>Online ETA application</small>
            </span>
          </Link>
          <nav className="header-actions" aria-label="Quick actions">
            <Link to="/Visa-Fee" className="header-link">
              Pay or check status
            </Link>
            <Link to="/Apply" className="button button-accent">
              Apply for E-Visa
            </Link>
            <MenuDrawer extra={drawerLookup} />
          </nav>
        </div>
        <div
          className="route-progress"
          role="progressbar"
          aria-label="Loading the page"
          hidden={!navigating}
        />
        <div className="status-strip">
          <AfterHydration>
            <WhenDeviceFeaturesNeeded>
              <SyncStatus />
            </WhenDeviceFeaturesNeeded>
          </AfterHydration>
          <AfterHydration>
            <WhenDeviceFeaturesNeeded>
              <OfflineNotices />
            </WhenDeviceFeaturesNeeded>
          </AfterHydration>
        </div>
        {/* In the header's flow, below its controls: a toast pushes the page down for its few
            seconds rather than lying over the Menu button or anything else that can be tapped. */}
        <Toaster />
      </header>
      <div className="site-body">
        <aside className="site-sidebar">
          <nav aria-label="Site">
            <SiteMenu />
          </nav>
        </aside>
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <footer className="site-footer">
        {DISCLAIMER_PATHS.has(pathname) && (
          <p className="disclaimer">
            Disclaimer: the fee you pay includes our service fee and the Sri Lanka visa fee. {AGENCY.name} is
            a private service provider; the Department of Immigration and Emigration of Sri Lanka alone issues
            visas.
          </p>
        )}
        <nav aria-label="Legal" className="footer-links">
          <Link to="/PrivacyPolicy">Privacy Policy</Link>
          <Link to="/termCondition">Terms and Conditions</Link>
          <Link to="/Refund-Policy">Refund Policy</Link>
          <Link to="/contact">Contact us</Link>
        </nav>
        <AfterHydration>
          <WhenDeviceFeaturesNeeded kind="install">
            <InstallButton className="button button-secondary install-button" />
          </WhenDeviceFeaturesNeeded>
        </AfterHydration>
        <Copyright />
      </footer>
      <AfterHydration>
        <WhenDeviceFeaturesNeeded kind="install">
          <UpdatePrompt />
        </WhenDeviceFeaturesNeeded>
      </AfterHydration>
    </>
  )
}

/**
 * The device's side of the app (the drafts' save status and offline notices; with `install`, the
 * service worker's update prompt and the install button) once the page needs it: at once on a
 * device that already uses it, else at the traveller's first interaction; the drafts' side also as
 * soon as the page opens the drafts database (lib/when-needed.ts). Nothing of it is on screen
 * before then.
 */
function WhenDeviceFeaturesNeeded({ children, kind }: { children: ReactNode; kind?: 'install' }) {
  return useDeviceFeaturesNeeded(kind) ? children : null
}

// The prerendered HTML carries the build's year; the first client render must show the same one
// (the build may be from last December), and today's once the page is hydrated.
declare const __BUILD_YEAR__: number | undefined
const BUILD_YEAR = typeof __BUILD_YEAR__ !== 'undefined' ? __BUILD_YEAR__ : new Date().getFullYear()

function Copyright() {
  const year = useHydrated() ? new Date().getFullYear() : BUILD_YEAR
  return (
    <p>
      © {year} {AGENCY.name}. All rights reserved.
    </p>
  )
}

function NotFound() {
  return (
    <article className="prose">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to="/" className="button button-primary">
          Go to Homepage
        </Link>
      </p>
    </article>
  )
}

function AppError({ error }: ErrorComponentProps) {
  return (
    <article className="prose" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Your saved drafts are safe on this device.</p>
      {import.meta.env.DEV && <pre>{String(error)}</pre>}
      <p>
        <a href="/" className="button button-primary">
          Go to Homepage
        </a>
      </p>
    </article>
  )
}
