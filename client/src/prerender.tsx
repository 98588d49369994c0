// Build-time rendering of the information pages (ADR 004, docs/performance.md "Prerendered
// information pages"). scripts/prerender.mjs loads this module through Vite's SSR loader and
// writes each page's HTML into #root of its own file, so the text paints before the JavaScript
// has arrived. It renders the real route tree with the app's router options, exactly as the
// client's first render will, which hydrates it (app.tsx awaits router.load() before hydrating;
// lazy parts wait for hydration, components/after-hydration.tsx).
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'
import { alternateAddresses, LANGUAGES, type Language } from '../../shared/languages'
import { localizePath, textDirection } from './lib/i18n'
import { ROUTER_OPTIONS } from './router-options'

/**
 * The pages painted from HTML; every other path gets the plain shell. None carries per-visitor
 * data. /Apply is its empty form, which the page keeps until the traveller's draft has opened
 * (docs/decisions/009-prerendered-apply.md); /contact and /Lost-eVisa are their empty forms, whose
 * fields take typing at once and whose Submit waits for the app (a message kept on this device is
 * put back once the page is hydrated).
 */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/PrivacyPolicy',
  '/termCondition',
  '/Service',
  '/eligible-country-list',
  '/Instruction',
  '/Refund-Policy',
  '/Apply',
  '/contact',
  '/Lost-eVisa',
  '/Visa-Fee',
] as const

/**
 * Prerendered pages the service worker also answers offline, for their bare address only
 * (/Apply?draft=… gets the shell): the build writes them as <path>.html too, which Workbox's
 * precache serves for <path>.
 */
export const OFFLINE_PRERENDERED_PATHS: readonly (typeof PRERENDERED_PATHS)[number][] = ['/Apply']

/** A prerendered page in one language: its address, its `<html>` attributes and its other languages. */
export interface PrerenderedPage {
  /** The page's address in its language: "/de/Apply". */
  address: string
  /** The page's path without a language, as PRERENDERED_PATHS names it. */
  path: (typeof PRERENDERED_PATHS)[number]
  language: Language
  dir: 'ltr' | 'rtl'
  /** `<link rel="alternate" hreflang>` for each language and x-default (English). */
  alternates: string
}

/** Every prerendered page in every language (docs/decisions/017-languages.md). */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = PRERENDERED_PATHS.flatMap((path) => {
  const alternates = alternateAddresses(path)
    .map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`)
    .join('')
  return LANGUAGES.map((language) => ({
    address: localizePath(path, language),
    path,
    language,
    dir: textDirection(language),
    alternates,
  }))
})

export async function renderPage(path: string): Promise<string> {
  const router = createRouter({
    ...ROUTER_OPTIONS,
    // On the server the router would write an inline script that restores the scroll position:
    // the CSP blocks it, and the client's render has no such element. The app restores scroll itself.
    scrollRestoration: false,
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  })
  await router.load()
  const matches = router.state.matches
  const failed = matches.find((match) => match.status !== 'success')
  if (failed || matches.length < 2) throw new Error(`${path} did not render a page: ${failed?.status}`)
  const page = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  const html = renderToString(page)
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html
  // A lazy part of the layout (React Query's provider, for the screens that fetch data) suspends
  // the first render, which renderToString cannot wait for: a render that can wait loads it, and
  // the page is rendered again with it in place, as the client's hydration will find it.
  const cause = await errorOfRender(page)
  const again = cause === undefined ? renderToString(page) : html
  if (!again.includes(CLIENT_RENDERED_BOUNDARY)) return again
  // A component that throws on the server (one that reads a browser global as it renders) or
  // suspends for good leaves its Suspense boundary to the client: the page would be served as its
  // loading skeleton, and its hydration would throw that part away (React's #419). Fail the
  // build, with what was thrown (the build tool prints the message alone).
  const thrown =
    cause === undefined
      ? 'Nothing was thrown: a part suspended (a lazy component, data), which the prerender cannot wait for.'
      : cause instanceof Error
        ? (cause.stack ?? cause.message)
        : String(cause)
  throw new Error(`${path}: a part did not prerender and was left to the client.\n${thrown}`, { cause })
}

/**
 * What a render threw inside a Suspense boundary: renderToString says nothing of it, a stream does.
 * Undefined when nothing was thrown, only waited for (a stream waits; renderToString cannot).
 */
async function errorOfRender(page: React.ReactElement): Promise<unknown> {
  const errors: unknown[] = []
  const stream = await renderToReadableStream(page, { onError: (error) => void errors.push(error) })
  await stream.allReady
  await stream.cancel()
  return errors[0]
}

/** React's mark of a Suspense boundary the server render gave up on. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'
