import {
  createRootRoute,
  type ErrorComponentProps,
  Link,
  Outlet,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { AGENCY } from '../../../shared/agency'
import { AfterHydration, useHydrated, useMarkAppRunning } from '../components/after-hydration'
import { LanguageMenu } from '../components/language-menu'
import { MenuDrawer } from '../components/menu-drawer'
import { SiteMenu } from '../components/site-menu'
import { Toaster } from '../components/toast'
import {
  currentLanguage,
  languageRewrite,
  loadMessages,
  localizePath,
  m,
  rememberedLanguage,
  showAddressLanguage,
  suggestedLanguage,
  textDirection,
  useLanguage,
} from '../lib/i18n'
import { lazyOptional, lazyRetried } from '../lib/lazy-retried'
import { useDeviceFeaturesNeeded } from '../lib/when-needed'

// Screens that fetch data get React Query from their layout (routes/_data.tsx); information
// pages paint without loading it at all. The back-office gets it here.
const QueryProvider = lazyRetried(() => import('../lib/query-provider'))

// The drafts engine (IndexedDB, sync, service worker) loads right after the first paint, so the
// text of a page never waits for it. These lazy imports name the files, not the features' index:
// each piece is its own chunk, loaded only where it is shown (the one exception to importing a
// feature through its index.ts, docs/conventions.md).
// Each loads the device's messages (the "pwa" group) with its code, in the page's language.
// Each is tried again when its code cannot be fetched (lib/lazy-retried.ts): the page goes on
// without it meanwhile.
const withMessages = <T,>(load: () => Promise<T>) =>
  Promise.all([load(), loadMessages('device')]).then(([module]) => module)
const SyncStatus = lazyOptional(() =>
  withMessages(() => import('../features/pwa/draft-sync-status')).then((m) => ({ default: m.SyncStatus })),
)
// The "Working offline" banner and the notice of an application sent from the queue, on every page.
const OfflineNotices = lazyOptional(() =>
  withMessages(() => import('../features/pwa/offline-notices')).then((m) => ({ default: m.OfflineNotices })),
)
const UpdatePrompt = lazyOptional(() =>
  withMessages(() => import('../features/pwa/update-prompt')).then((m) => ({ default: m.UpdatePrompt })),
)
// The look-up (and React Query with it) loads when the menu is first opened, not with every page.
const DrawerLookup = lazyOptional(() =>
  Promise.all([import('../features/lookup/drawer-lookup'), loadMessages('flow')]).then(([module]) => module),
)
const drawerLookup = (close: () => void) => <DrawerLookup onFound={close} />
// At the English home page only, for a device that chose or prefers another language.
const LanguageSuggestion = lazyOptional(() => import('../components/language-suggestion'))
const InstallButton = lazyOptional(() =>
  withMessages(() => import('../features/pwa/install-button')).then((m) => ({ default: m.InstallButton })),
)

export const Route = createRootRoute({
  // Every page's frame speaks the language of its address; a page switched to another language
  // shows it once all its messages have arrived (lib/i18n.ts).
  beforeLoad: async () => {
    await loadMessages('common')
    await showAddressLanguage()
  },
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

/**
 * A page whose code or data is still on the way: the bar shows at once, the page's skeleton (the
 * router's pending component) in its place soon after. A component of its own: the router's
 * loading flag flips twice in every navigation, even a change of the address's query alone (the
 * draft named on /Apply), and the layout rendering again with it rendered every link of the page
 * twice in synchronous tasks (docs/performance.md).
 */
function RouteProgress() {
  const navigating = useRouterState({ select: (state) => state.isLoading })
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label={m.common_loading_page()}
      hidden={!navigating}
    />
  )
}

function TravellerLayout({ pathname }: { pathname: string }) {
  // Re-renders the whole frame, and the page under it, when the language changes in place.
  const language = useLanguage()
  const router = useRouter()
  const shown = useRef(language)
  useEffect(() => {
    // Written only when they differ: setting <html lang> (even to the value it has) makes the
    // browser restyle every element of the page, on /Apply its 1,000 select options too, a
    // long task right after the hydration (docs/performance.md).
    const html = document.documentElement
    const dir = textDirection(language)
    if (html.lang !== language) html.lang = language
    if (html.dir !== dir) html.dir = dir
    // Switched in place: every link on screen is written again with the new prefix.
    if (shown.current !== language) router.update({ ...router.options, rewrite: languageRewrite() })
    shown.current = language
  }, [language, router])
  return (
    <>
      <a className="skip-link" href="#main">
        {m.common_skip_to_content()}
      </a>
      <header className="site-header">
        <div className="site-header-inner">
          <Link to="/" className="brand">
            <img src="/logo.png" alt="" width="36" height="36" />
            <span>
              <strong>Sri Lanka eVisa</strong>
              <small>{m.common_brand_tagline()}</small>
            </span>
          </Link>
          <nav className="header-actions" aria-label={m.common_quick_actions()}>
            <Link to="/Visa-Fee" className="header-link">
              {m.common_nav_lookup()}
            </Link>
            <Link to="/Apply" className="button button-accent">
              {m.common_nav_apply()}
            </Link>
            <LanguageMenu />
            <MenuDrawer extra={drawerLookup} />
          </nav>
        </div>
        <RouteProgress />
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
          {pathname === '/' && language === 'en' && (
            <AfterHydration>
              <WhenLanguageOffered>
                <LanguageSuggestion />
              </WhenLanguageOffered>
            </AfterHydration>
          )}
        </div>
        {/* In the header's flow, below its controls: a toast pushes the page down for its few
            seconds rather than lying over the Menu button or anything else that can be tapped. */}
        <Toaster />
      </header>
      <div className="site-body">
        <aside className="site-sidebar">
          <nav aria-label={m.common_site_nav()}>
            <SiteMenu />
          </nav>
        </aside>
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <footer className="site-footer">
        {DISCLAIMER_PATHS.has(pathname) && (
          <p className="disclaimer">{m.common_disclaimer({ agency: AGENCY.name })}</p>
        )}
        <nav aria-label={m.common_legal_nav()} className="footer-links">
          <Link to="/PrivacyPolicy">{m.common_footer_privacy()}</Link>
          <Link to="/termCondition">{m.common_footer_terms()}</Link>
          <Link to="/Refund-Policy">{m.common_footer_refund()}</Link>
          <Link to="/contact">{m.common_footer_contact()}</Link>
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
/** Its children only on a device that chose, or whose browser prefers, another of the site's languages. */
function WhenLanguageOffered({ children }: { children: ReactNode }) {
  const [offered] = useState(
    () =>
      rememberedLanguage() !== 'en' &&
      (rememberedLanguage() !== undefined || suggestedLanguage(navigator.languages ?? []) !== undefined),
  )
  return offered ? children : null
}

function WhenDeviceFeaturesNeeded({ children, kind }: { children: ReactNode; kind?: 'install' }) {
  return useDeviceFeaturesNeeded(kind) ? children : null
}

// The prerendered HTML carries the build's year; the first client render must show the same one
// (the build may be from last December), and today's once the page is hydrated.
declare const __BUILD_YEAR__: number | undefined
const BUILD_YEAR = typeof __BUILD_YEAR__ !== 'undefined' ? __BUILD_YEAR__ : new Date().getFullYear()

function Copyright() {
  const year = useHydrated() ? new Date().getFullYear() : BUILD_YEAR
  return <p>{m.common_copyright({ year, agency: AGENCY.name })}</p>
}

function NotFound() {
  return (
    <article className="prose">
      <h1>{m.common_not_found_title()}</h1>
      <p>{m.common_not_found_text()}</p>
      <p>
        <Link to="/" className="button button-primary">
          {m.common_go_home()}
        </Link>
      </p>
    </article>
  )
}

function AppError({ error }: ErrorComponentProps) {
  return (
    <article className="prose" role="alert">
      <h1>{m.common_error_title()}</h1>
      <p>{m.common_error_text()}</p>
      {import.meta.env.DEV && <pre>{String(error)}</pre>}
      <p>
        <a href={localizePath('/', currentLanguage())} className="button button-primary">
          {m.common_go_home()}
        </a>
      </p>
    </article>
  )
}
