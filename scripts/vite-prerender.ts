// Vite build plugin: paints the information pages from HTML (ADR 004). After the client bundle is
// written and before vite-plugin-pwa builds the service worker (its closeBundle hook), it
// - copies the built index.html, whose #root is empty, to shell.html: the page every other path
//   gets from the server, and the service worker's navigateFallback (a shell with no content, so
//   offline /Apply never flashes the home page's text);
// - renders each information page with the real route tree in Node (client/src/prerender.tsx,
//   loaded through Vite's SSR loader) and writes it into #root of index.html (for /) or
//   <path>/index.html, which server/src/plugins/static.ts sends for that path, with the entry's
//   stylesheet inlined so the page paints from its HTML alone, and a boot script that requests
//   the app's code once the page has painted (the app then hydrates it);
// - writes /Apply's page a second time as Apply.html (OFFLINE_PRERENDERED_PATHS), which the service
//   worker precaches and answers /Apply with, offline too (docs/decisions/009-prerendered-apply.md).
// Running before the service worker is built puts shell.html, Apply.html, the boot script and the
// new index.html into its precache with the right revisions.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, minifySync, type Plugin } from 'vite'
import { loadRoutePreloads, routePreloadFor, staticClosure } from '../server/src/plugins/route-preloads.ts'
import { countryNamesPlugin } from './vite-country-names.ts'
import { formattedFeesPlugin } from './vite-formatted-fees.ts'

const EMPTY_ROOT = '<div id="root"></div>'
const CHARSET = '<meta charset="UTF-8" />'

/**
 * Pages painted as their HTML arrives, without the hold: /Apply's form is about 1,000 elements,
 * and holding its first paint until all of it was laid out put the offline repeat visit's LCP at
 * 1.2 s instead of 0.6 s (its first screen is the heading and the paragraph above the form).
 */
const PAINTED_AS_THEY_ARRIVE: ReadonlySet<string> = new Set(['/Apply'])

/**
 * An information page is painted once, whole: the browser holds its first rendering until the
 * parser has passed the page's end (`<link rel="expect" blocking="render">`, ignored by browsers
 * without it). Without the hold, Chromium paints the header as soon as its parser pauses, then
 * styles, lays out and paints the rest in tasks after that first paint, on a slow phone 100–250 ms
 * of main thread while the page already shows (docs/performance.md). The page's HTML is
 * a few kilobytes compressed, so the hold costs no round trip.
 */
export const PAGE_END_ID = 'page-end'
export function paintWhole(page: string): string {
  if (!page.includes(CHARSET) || !page.includes('</body>'))
    throw new Error(`the page has no ${CHARSET} or </body> to put its render hold at`)
  return page
    .replace(CHARSET, `${CHARSET}<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`)
    .replace('</body>', `<div id="${PAGE_END_ID}" hidden></div></body>`)
}

/**
 * Constants the client build and the prerender both get, so the prerendered HTML and the client's
 * first render (which hydrates it) agree: the copyright year is the build's (routes/__root.tsx).
 */
export const BUILD_DEFINES = { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) }
// Vite's tag for the entry's stylesheet in the built index.html.
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g

/**
 * The shell with its stylesheets inlined: a prerendered page then paints from its HTML alone,
 * without waiting a round trip for the CSS (the CSP allows inline styles, not inline scripts).
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(STYLESHEET, (_tag, file: string) => styleElement(outDir, file))
}

/**
 * The stylesheet `file` inlined, and named by a disabled stylesheet link, which the browser neither
 * fetches nor applies: when a chunk that names the sheet arrives, Vite's loader sees the link and
 * does not add the sheet a second time (a sheet added after the paint makes the browser recompute
 * the style of the whole page, docs/performance.md).
 */
function styleElement(outDir: string, file: string): string {
  const css = readFileSync(join(outDir, file), 'utf8')
  if (css.includes('</style')) throw new Error(`${file} cannot be inlined`)
  return `<style>${css.trim()}</style><link rel="stylesheet" href="/${file}" disabled>`
}

/**
 * The page's template: the route's own stylesheets (the form's, on /Apply) inlined too, after the
 * entry's, so the page does not change its look when the route's code arrives.
 */
function templateFor(template: string, outDir: string, css: readonly string[]): string {
  if (css.length === 0) return template
  return template.replace('</head>', `${css.map((file) => styleElement(outDir, file)).join('')}</head>`)
}

// Vite's tags for the app's JavaScript in the built index.html: the entry script and the
// modulepreloads of the chunks it imports.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g

/**
 * The one script a prerendered page loads before it has painted. The page is readable without
 * JavaScript, so the app's entry (named on the tag) is requested only after the first frame has
 * been painted: on a slow link the HTML and its inline styles get the connection alone, and the
 * app then hydrates what is on screen (docs/performance.md, "JavaScript after the first paint").
 * The entry's chunks follow from its imports, the page's own from the router. (Creating
 * modulepreload links here in one task cost 40-250 ms of main thread on a 4x slowed CPU.) A hidden
 * tab starts at once: it paints no frame until it is shown.
 * "Painted" is the browser's first-contentful-paint entry, which arrives once the frame is on
 * screen: a task after the frame's animation callback (what this waited for before)
 * can still run before the frame is shown, and the entry's requests then raced the first paint
 * (Lighthouse counted the start chain's downloads before the page's first paint). A browser
 * without paint entries keeps the animation-frame wait; one that never reports the paint starts
 * the app after 10 s.
 * A page whose route needs many chunks names them on the tag too (`data-modules`, see
 * MODULES_AFTER_FIRST_PAINT) and gets a boot script that requests them with the entry, a few links
 * a task, so that neither Vite's loader nor a single task adds all of them. The other pages keep
 * the boot script without that part: it is part of every first visit's JavaScript. Both are
 * minified, as Vite's own files are.
 * That boot script also opens the tab's session storage, in a task of its own while the entry
 * downloads: the first access of a page waits for the browser process, and TanStack Router reads
 * its scroll positions from there when its module is evaluated, which is in the entry's task. On
 * /de/Apply that task took 14-61 ms against 7-10 ms of CPU; opened earlier, the storage took 1-8
 * ms in a task of its own and the entry's task 10-13 ms (docs/performance.md). The first links
 * are added a task after the entry's import too: adding a link waits on the browser as well, and
 * the import and four links together took up to 28 ms.
 * The links are added one a task: four a task made tasks of 13-30 ms on a fast machine, blocking
 * on a phone at four times that, while one link mostly takes 0.2-5 ms. The next link's task is a
 * message to itself rather than a timer, which browsers hold back by 4 ms or more once timers nest
 * five deep and would spread the 26 links of /Apply over 100 ms and more: Vite's loader must find
 * them in place when the app imports the route (e2e/apply-prerender.spec.ts checks both).
 */
function bootSource(requestsModules: boolean): string {
  const requestModules = `
  const modules = tag.dataset.modules.split(' ')
  const next = new MessageChannel()
  next.port1.onmessage = () => {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = modules.shift()
    document.head.appendChild(link)
    if (modules.length > 0) next.port2.postMessage(0)
  }
  setTimeout(() => next.port2.postMessage(0), 0)
  setTimeout(() => {
    try {
      sessionStorage.length
    } catch {}
  }, 0)`
  return `let started = false
const start = () => {
  if (started) return
  started = true
  const tag = document.querySelector('script[data-app]')
  import(tag.dataset.app)${requestsModules ? requestModules : ''}
}
if (document.visibilityState === 'hidden') start()
else if (self.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(start, 0)
  }).observe({ type: 'paint', buffered: true })
  setTimeout(start, 10000)
} else requestAnimationFrame(() => setTimeout(start, 0))
`
}

/**
 * Writes a boot script, minified, under assets/, named by its content like Vite's own files;
 * returns its address.
 */
function writeBootScript(outDir: string, requestsModules: boolean): string {
  const minified = minifySync('boot.js', bootSource(requestsModules), {
    module: true,
    compress: true,
    mangle: { toplevel: true },
  })
  if (minified.errors.length > 0)
    throw new Error(`the boot script does not minify: ${minified.errors[0]?.message}`)
  const hash = createHash('sha256').update(minified.code).digest('base64url').slice(0, 8)
  const file = `assets/boot-${hash}.js`
  writeFileSync(join(outDir, file), minified.code)
  return `/${file}`
}

/**
 * Pages whose boot script also requests their route's chunks and the app's start chain
 * (`data-modules`). /Apply's route needs about 20 chunks; Vite's loader added a
 * `<link rel=modulepreload>` for each of them in the task that imports the route, and each link
 * costs 0.5-1 ms of main thread in Chromium here (a request started, whatever the page's size):
 * 35-70 ms in one task, four times that on a slow phone (docs/performance.md). Added by the boot
 * script, one a task, they cost no long task, and the loader finds them there and adds none.
 * Named in the HTML instead, the browser would fetch them before the first paint, which Lighthouse
 * counts against the largest paint even at low priority. An information page's route needs one
 * to three chunks: the loader's links cost little there.
 */
const MODULES_AFTER_FIRST_PAINT: ReadonlySet<string> = new Set(['/Apply'])

/**
 * What such a page imports once the app runs, beyond its route's chunks, named on the boot
 * script's tag too: its message groups in the page's language (the route's beforeLoad loads
 * "form" and "flow"), and the layout's parts for a device that keeps drafts, which /Apply shows at
 * once with the "device" group (routes/__root.tsx). Without them Vite's loader added six links in
 * two tasks of the app's start, a third of each task's time in the traces (docs/performance.md).
 * A name missing here costs only those links again: e2e/apply-prerender.spec.ts fails on any link
 * the app adds.
 */
const IMPORTED_ONCE_RUNNING: Readonly<
  Record<string, { groups: readonly string[]; modules: readonly string[] }>
> = {
  '/Apply': {
    groups: ['form', 'flow', 'device'],
    modules: ['src/features/pwa/draft-sync-status.tsx', 'src/features/pwa/offline-notices.tsx'],
  },
}

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>

/** The files of what `path` in `language` imports once running (IMPORTED_ONCE_RUNNING), with their imports. */
function importedOnceRunning(manifest: Manifest, path: string, language: string): string[] {
  const wanted = IMPORTED_ONCE_RUNNING[path]
  if (!wanted) return []
  const importsOf = (key: string) => (manifest[key] ? (manifest[key].imports ?? []) : undefined)
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const loadedByEntry = entry ? staticClosure(entry, importsOf) : new Set<string>()
  const keys = [...wanted.groups.map((group) => `src/paraglide/${language}/${group}.js`), ...wanted.modules]
  const files = new Set<string>()
  for (const key of keys) {
    if (!manifest[key])
      throw new Error(`${path} imports ${key} once running, which the build has no chunk for`)
    for (const chunk of staticClosure(key, importsOf))
      if (!loadedByEntry.has(chunk)) files.add(manifest[chunk]?.file ?? chunk)
  }
  return [...files]
}

/**
 * The page's template with the app started after the first paint: Vite's entry script and
 * modulepreloads give way to the boot script, fetched at low priority (it is not needed for the
 * paint), which names the entry on its tag, and the chunks `modules` ("assets/x.js") it requests
 * with it.
 */
export function startAfterFirstPaint(
  template: string,
  boot: string,
  modules: readonly string[] = [],
): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1]
  if (!entry) throw new Error('index.html has no entry script to start after the first paint')
  const named = modules.length > 0 ? ` data-modules="${modules.map((file) => `/${file}`).join(' ')}"` : ''
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      `<script type="module" crossorigin fetchpriority="low" src="${boot}" data-app="${entry}"${named}></script>`,
    )
}

// React's renderToString puts the resource hints it derives from the page (a preload of the header's
// image) before the page's markup. Inside #root they would not match the client's first render.
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/

/** The page's markup for #root, and the hints React put before it, which belong in <head>. */
export function splitResourceHints(html: string): { hints: string; markup: string } {
  const hints = LEADING_HINTS.exec(html)?.[0] ?? ''
  return { hints, markup: html.slice(hints.length) }
}

const HTML_TAG = '<html lang="en">'

/** The page's `<html>` in its language and direction (docs/decisions/017-languages.md). */
export function inLanguage(page: string, language: string, dir: 'ltr' | 'rtl'): string {
  if (!page.includes(HTML_TAG)) throw new Error(`the page has no ${HTML_TAG} to set its language on`)
  return page.replace(HTML_TAG, `<html lang="${language}" dir="${dir}">`)
}

/** Where a prerendered page goes inside the client folder: "/" → index.html, "/about" → about/index.html. */
export function prerenderedFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`
}

export function prerenderInformationPages({ clientRoot }: { clientRoot: string }): Plugin {
  let outDir = ''
  return {
    name: 'evisa:prerender-information-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : config.build.outDir
    },
    writeBundle: {
      sequential: true,
      async handler() {
        if (!outDir) return
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
        if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT} to fill`)
        writeFileSync(join(outDir, 'shell.html'), shell)
        const template = inlineStylesheets(shell, outDir)
        const boot = writeBootScript(outDir, false)
        const bootWithModules = writeBootScript(outDir, true)
        // Vite's SSR loader runs the route tree's TSX in Node; no dev server listens.
        const server = await createServer({
          configFile: false,
          root: clientRoot,
          logLevel: 'warn',
          // The country names the app reads, in the same build-time order (vite-country-names.ts),
          // and the fee table's prices as the app writes them (vite-formatted-fees.ts).
          plugins: [react(), countryNamesPlugin(), formattedFeesPlugin()],
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          appType: 'custom',
          define: BUILD_DEFINES,
          optimizeDeps: { noDiscovery: true, include: [] },
        })
        try {
          const entry = (await server.ssrLoadModule(
            '/src/prerender.tsx',
          )) as typeof import('../client/src/prerender')
          const preloads = loadRoutePreloads(outDir)
          const manifest = JSON.parse(
            readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
          ) as Manifest
          for (const { address, path, language, dir, alternates } of entry.PRERENDERED_PAGES) {
            const { hints, markup } = splitResourceHints(await entry.renderPage(address))
            const file = join(outDir, prerenderedFile(address))
            mkdirSync(join(file, '..'), { recursive: true })
            const routePreload = routePreloadFor(preloads, path)
            const withStyles = templateFor(template, outDir, routePreload?.css ?? [])
            const modules = MODULES_AFTER_FIRST_PAINT.has(path)
              ? [
                  ...new Set([
                    ...(routePreload?.modules ?? []),
                    ...importedOnceRunning(manifest, path, language),
                  ]),
                ]
              : []
            const pageBoot = modules.length > 0 ? bootWithModules : boot
            const filled = inLanguage(startAfterFirstPaint(withStyles, pageBoot, modules), language, dir)
              .replace('</head>', `${alternates}${hints}</head>`)
              .replace(EMPTY_ROOT, `<div id="root">${markup}</div>`)
            const page = PAINTED_AS_THEY_ARRIVE.has(path) ? filled : paintWhole(filled)
            writeFileSync(file, page)
            // Precached as <path>.html: Workbox answers <path> with it (its "clean URLs"). Other
            // languages' /Apply open offline from the shell, rendered by the app in their language.
            if (language === 'en' && entry.OFFLINE_PRERENDERED_PATHS.includes(path))
              writeFileSync(join(outDir, `${path}.html`), page)
          }
          this.info(`prerendered ${entry.PRERENDERED_PAGES.length} pages`)
        } finally {
          await server.close()
        }
      },
    },
  }
}
