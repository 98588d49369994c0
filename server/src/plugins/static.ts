// Serves the built PWA to phones on weak links (docs/performance.md "Serving").
// - Text files go out as the brotli or gzip copy scripts/precompress.mjs made at build time,
//   chosen by Accept-Encoding (@fastify/static `preCompressed`, which also sets Content-Encoding
//   and `Vary: Accept-Encoding`), so no CPU is spent compressing per request.
// - Files whose name carries a content hash never change: browsers keep them for a year. The
//   shell (index.html, the service worker and its registration, the manifest) must be revalidated
//   on every load or a new version would never be picked up.
// - Pages prerendered at build time (ADR 004: index.html for /, <path>/index.html; ADR 009 for
//   /Apply) are sent for their path when the address names nothing more than the page; every
//   other page gets the content-less shell.html.
import { existsSync, readdirSync } from 'node:fs'
import { extname, join, posix, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import { alternateAddresses, DEFAULT_LANGUAGE, isLanguage, splitLanguage } from '../../../shared/languages'
import { loadRoutePreloads, routePreloadFor } from './route-preloads'

export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  // Icons are not hashed but rarely change, and a day-old icon harms nobody; this spares a
  // conditional request per icon on a slow link for browsers without the service worker.
  oneDay: 'public, max-age=86400',
} as const

const NOT_SPA_PATHS = /^\/(api|uploads)(\/|$)/
const COMPRESSED_SUFFIX = /\.(br|gz)$/
// vite-plugin-pwa names Workbox's runtime after its content (workbox-9c191d2f.js); sw.js itself
// keeps a fixed name, as browsers require, and so is never cached.
const HASHED_AT_ROOT = /^workbox-[0-9a-f]{8,}\.js$/
const ICON_EXTENSIONS = new Set(['.png', '.svg', '.ico'])

/** The Cache-Control for a file, from its path relative to the client folder ("assets/x.js"). */
export function cacheControlFor(file: string): string {
  const logical = file.split(sep).join('/').replace(COMPRESSED_SUFFIX, '')
  if (logical.startsWith('assets/')) return CACHE_CONTROL.immutable
  const atRoot = posix.dirname(logical) === '.'
  if (atRoot && HASHED_AT_ROOT.test(logical)) return CACHE_CONTROL.immutable
  if (atRoot && ICON_EXTENSIONS.has(extname(logical))) return CACHE_CONTROL.oneDay
  // index.html, sw.js, registerSW.js, manifest.webmanifest, robots.txt and anything unforeseen.
  return CACHE_CONTROL.revalidate
}

// Query parameters that only track where a visitor came from, as the service worker ignores them.
const TRACKING_PARAMETER = /^(utm_.*|fbclid)$/

/**
 * Whether an address names only the page, so its prerendered HTML fits: /Apply?draft={uuid}
 * opens a draft on this device and must not show the empty form first (docs/decisions/
 * 009-prerendered-apply.md); a campaign's utm_* parameters change nothing.
 */
export function namesOnlyThePage(query: string | undefined): boolean {
  if (!query) return true
  return [...new URLSearchParams(query).keys()].every((name) => TRACKING_PARAMETER.test(name))
}

/**
 * The prerendered pages below / of a build: "/about" (lower case: the router ignores case) →
 * "about/index.html"; each other language's pages under its folder: "/de" → "de/index.html",
 * "/de/about" → "de/about/index.html". The home page is index.html itself, which
 * @fastify/static sends for /.
 */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  const visit = (folder: string, depth: number) => {
    for (const entry of readdirSync(join(clientDir, folder), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'assets') continue
      const path = folder ? `${folder}/${entry.name}` : entry.name
      if (existsSync(join(clientDir, path, 'index.html')))
        pages.set(`/${path.toLowerCase()}`, `${path}/index.html`)
      if (depth === 0 && isLanguage(entry.name)) visit(path, 1)
    }
  }
  visit('', 0)
  return pages
}

// An address whose first segment is a language tag ("/xx/Apply", "/en/Apply", "/pt-BR/", "/zh-Hant/")
// but is none of the site's other languages: a 404, never an English page under a wrong language.
const LANGUAGE_LIKE = /^\/([a-z]{2,3}(?:-(?:[a-z]{2}|[a-z]{4}|\d{3}))?)(?:\/|$)/i

export function isUnknownLanguagePrefix(path: string): boolean {
  const prefix = LANGUAGE_LIKE.exec(path)?.[1]
  return prefix !== undefined && (prefix === DEFAULT_LANGUAGE || !isLanguage(prefix))
}

// The back-office is English only (and kept out of search engines): no other language to name.
const STAFF_PATH = /^\/staff(\/|$)/i

/**
 * The page's address in every language and x-default (English), as `rel=alternate` links: the
 * prerendered pages carry them in their HTML, and a page the shell answers (/Partial-Filled,
 * /de/Apply/{id}) carries them in its Link header, where search engines read them too. Relative,
 * like the prerendered ones. Undefined for the back-office.
 */
export function alternatesFor(url: string): string | undefined {
  const { path } = splitLanguage(url.split(/[?#]/)[0] ?? '/')
  if (STAFF_PATH.test(path)) return undefined
  return alternateAddresses(path)
    .map(([hreflang, href]) => `<${href}>; rel=alternate; hreflang=${hreflang}`)
    .join(', ')
}

/**
 * The built client and the SPA fallback. Encapsulated: reply.sendFile and the catch-all route stay
 * in this plugin; the app's error, not-found and header hooks still apply (registered before it).
 */
export const clientPlugin: FastifyPluginAsync<{ clientDir: string }> = async (app, { clientDir }) => {
  const preloads = loadRoutePreloads(clientDir)
  const prerendered = findPrerenderedPages(clientDir)
  // A build from before prerendering has only index.html, which is then the shell.
  const shell = existsSync(join(clientDir, 'shell.html')) ? 'shell.html' : 'index.html'
  await app.register(fastifyStatic, {
    root: clientDir,
    // Routes for the files present at start, so unknown paths reach the SPA fallback below
    // rather than a static 404. The compressed copies get no routes of their own: they are only
    // ever sent as an encoding of their original.
    wildcard: false,
    // robots.txt is served by plugins/robots.ts, which adds the back-office to it.
    globIgnore: ['**/*.br', '**/*.gz', 'robots.txt', 'robots.txt.*'],
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    // `path` is the file actually sent, which may be the .br or .gz copy.
    setHeaders: (reply, path) => {
      const file = relative(clientDir, path)
      reply.header('cache-control', cacheControlFor(file))
      // The shell, at any client route (in any language): fetch that page's chunks beside the
      // entry, and name the page in the other languages. A prerendered page gets neither: its
      // boot script requests the app's code only after its first paint (scripts/vite-prerender.ts),
      // which a preload would fetch before, and its HTML names its alternates.
      const logical = file.split(sep).join('/').replace(COMPRESSED_SUFFIX, '')
      const route = logical === shell ? routePreloadFor(preloads, reply.request.url) : undefined
      const link = route && [route.link, alternatesFor(reply.request.url)].filter(Boolean).join(', ')
      if (link) reply.header('link', link)
    },
  })

  // Client-side routes (/Apply, /Preview/{id}, ...) exist only in the SPA: a browser asking for a
  // page gets its prerendered HTML when the build has one (/about), else the shell (compressed
  // like any other file, and revalidated); API clients and scripts get the JSON 404.
  app.get('/*', (request, reply) => {
    const wantsPage = request.headers.accept?.includes('text/html') ?? false
    if (!wantsPage || NOT_SPA_PATHS.test(request.url)) return reply.callNotFound()
    const [rawPath = '/', query] = request.url.split('#')[0]?.split('?') ?? []
    const path = rawPath.replace(/\/+$/, '').toLowerCase()
    const page = namesOnlyThePage(query) ? prerendered.get(path) : undefined
    // The app shows its "Page not found" there too: the shell, with the status a crawler reads.
    if (!page && isUnknownLanguagePrefix(rawPath)) reply.code(404)
    return reply.sendFile(page ?? shell)
  })
}
