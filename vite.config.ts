import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { configDefaults, defineConfig, type Plugin } from 'vitest/config'
import { NODE_TESTS, SYSTEM_TESTS } from './scripts/test-projects.ts'
import { countryNamesPlugin } from './scripts/vite-country-names.ts'
import { eagerModuleWrappersPlugin } from './scripts/vite-eager-wrappers.ts'
import { formattedFeesPlugin } from './scripts/vite-formatted-fees.ts'
import { preloadOnlyWhatIsMissing } from './scripts/vite-module-preload.ts'
import { BUILD_DEFINES, prerenderInformationPages } from './scripts/vite-prerender.ts'
import { shortMessageKeysPlugin } from './scripts/vite-short-message-keys.ts'
import { AGENCY_ENV, agencyFromEnv, agencyProblem, placeholderAgencyVariables } from './shared/agency.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

function appVersion(): string {
  return (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string }).version
}
// The app's start steps, in the order client/src/main.tsx imports them (scripts/vite-module-preload.ts).
const START_STEPS = ['/node_modules/react-dom/client.js', '/client/src/app.tsx']
// The back-office's files (named below). Its pages are answered with a Link header that preloads
// their route's chunks (server/src/plugins/route-preloads.ts), so the app lists no preloads for
// them, whose names every traveller's first visit would otherwise download.
const STAFF_FILE_PREFIX = 'assets/staff-'
const modulePreload = preloadOnlyWhatIsMissing({
  startSteps: START_STEPS,
  preloadsElsewhere: (fileName) => fileName.startsWith(STAFF_FILE_PREFIX),
})

// The agency's details go into the bundle as the build sees them (shared/agency.ts, README.md).
const agency = agencyFromEnv(process.env)
const agencyError = agencyProblem(agency)
if (agencyError) throw new Error(agencyError)

/**
 * Writes agency.json beside the build: the details it shows and the variables it was built from,
 * so `npm start` rebuilds when they change and the server warns when it runs with others.
 */
function agencyManifest(): Plugin {
  return {
    name: 'evisa:agency-manifest',
    apply: 'build',
    buildStart() {
      const missing = placeholderAgencyVariables(agency)
      if (missing.length > 0) this.warn(`placeholder agency details in this build: set ${missing.join(', ')}`)
    },
    generateBundle(options) {
      if (options.format !== 'es' || this.environment?.config.build.ssr) return
      const env = Object.fromEntries(
        Object.values(AGENCY_ENV).map((name) => [name, process.env[name] ?? null]),
      )
      this.emitFile({
        type: 'asset',
        fileName: 'agency.json',
        source: `${JSON.stringify({ agency, env }, null, 2)}\n`,
      })
    },
  }
}

// The back-office (/staff) is code travellers never download and the service worker never
// precaches: its chunks and styles are named staff-* so the precache can leave them out and the
// budget check can prove the home page does not load them. Its route files' small non-split part
// (search validation) stays with the route tree in the app's start chunk, so neither the entry nor
// a start step's chunk is ever renamed.
const STAFF_MODULE =
  /\/client\/src\/(features\/staff\/|routes\/staff\/.*\?tsr-split)|\/node_modules\/@tanstack\/(react-)?table/
const STAFF_STYLE_MARKER = '.staff-area'

/**
 * The compiled message catalogues (client/src/paraglide, committed) are brought up to date before
 * anything is built from them: an edited messages/*.json is never built from stale modules.
 */
function messageCatalogues(): Plugin {
  return {
    name: 'evisa:message-catalogues',
    async buildStart() {
      const { compileCatalogues } = await import('./scripts/i18n-client.mjs')
      if (await compileCatalogues()) this.info('message catalogues compiled (npm run i18n:client)')
    },
  }
}

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  define: {
    __AGENCY__: JSON.stringify(agency),
    // The app's version, for the exported diagnostics (offline/diagnostics.ts).
    __APP_VERSION__: JSON.stringify(appVersion()),
    ...BUILD_DEFINES,
  },
  plugins: [
    messageCatalogues(),
    agencyManifest(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${root}client/src/routes`,
      generatedRouteTree: `${root}client/src/routeTree.gen.ts`,
    }),
    react(),
    // Each language's country names sorted at build time (scripts/vite-country-names.ts).
    countryNamesPlugin(),
    // The fee table's prices in each language, formatted at build time (scripts/vite-formatted-fees.ts).
    formattedFeesPlugin(),
    // The message keys as short ids in the built client (scripts/vite-short-message-keys.ts).
    shortMessageKeysPlugin({ catalogue: `${root}messages/en.json`, clientSource: `${root}client/src/` }),
    modulePreload.plugin,
    // React DOM compiled while it downloads, not when it first runs (scripts/vite-eager-wrappers.ts).
    eagerModuleWrappersPlugin(),
    // Writes shell.html and the information pages' HTML before the service worker is built (ADR 004).
    prerenderInformationPages({ clientRoot: `${root}client` }),
    // Offline first (docs/decisions/003-draft-sync-model.md): the service worker precaches the
    // shell, every route chunk, styles and icons, so each screen opens offline after one visit. A
    // new version waits for the traveller's "Update now" (registerType 'prompt'): never a reload
    // under a form.
    VitePWA({
      registerType: 'prompt',
      // UpdatePrompt (features/pwa) registers the worker through useRegisterSW; 'auto' adds a
      // plain registerSW.js script only to a build that does not use it.
      injectRegister: 'auto',
      includeAssets: ['favicon.png', 'logo.png'],
      manifest: {
        name: 'Sri Lanka eVisa Application',
        short_name: 'SL eVisa',
        description: 'Apply for your Sri Lanka eVisa (ETA), even offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#8d1b3d',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{html,js,css,svg,png,ico,webmanifest,woff,woff2}'],
        // The prerendered pages below / are served by the server; offline they open from the shell.
        // Staff chunks are for the back-office only (see STAFF_MODULE above).
        globIgnores: ['*/**/index.html', 'assets/staff-*'],
        // Every navigation the precache does not hold (/about, /Apply, ...) gets the shell without
        // content: a prerendered page would flash the wrong screen's text before the app starts.
        // "/" itself is answered from the precached index.html (Workbox's directoryIndex), the
        // home page's own HTML.
        navigateFallback: 'shell.html',
        // API calls and uploads always go to the network: the shell must never answer them. Nor
        // the back-office, which is online-only and whose pages the server sends itself.
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/staff(\/|$)/],
        // No runtime caching: /api answers are never served from a cache.
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // The first visit's page is served from the cache at once, so route chunks it loads later
        // still arrive offline. Updates still wait for "Update now": the new worker stays waiting.
        clientsClaim: true,
        skipWaiting: false,
        // Scripts the generated worker imports before its own code: the worker's part of the
        // connectivity gate, so that while the traveller works offline no API request leaves
        // through it (client/public/sw-connectivity.js, ADR 014), and Web Push's push and
        // notificationclick handlers (client/public/push-sw.js).
        importScripts: ['sw-connectivity.js', 'push-sw.js'],
      },
    }),
  ],
  build: {
    outDir: `${root}dist/client`,
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    modulePreload: { resolveDependencies: modulePreload.resolveDependencies },
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'router',
              test: /\/node_modules\/@tanstack\/(react-router|router-core|history|store|react-store)\//,
            },
            {
              // The schema library serves the form, the look-up and the payment, never the first
              // paint of /: in a chunk of its own it is not fetched with whatever shared module
              // the bundler would otherwise put it beside (the language runtime, which / needs).
              name: 'valibot',
              test: /\/node_modules\/valibot\//,
            },
            {
              // The small shared tables (fees, dates, options, the agency) that most pages read, the
              // home page included: one file instead of five, each of which gzip would otherwise
              // pay its own header and dictionary for.
              name: 'shared',
              test: /\/(shared\/(agency|dates|fees|options|random-key|application-number)|client\/src\/lib\/search-params)\.ts$/,
            },
            {
              // The same for the information blocks the home page shares with the other pages.
              name: 'blocks',
              test: /\/client\/src\/(components\/(agency-notes|fee-list|why-choose-us)\.tsx|lib\/purpose-labels\.ts)$/,
            },
          ],
        },
        chunkFileNames: (chunk) =>
          !chunk.isEntry &&
          !START_STEPS.some((step) => chunk.facadeModuleId?.endsWith(step)) &&
          chunk.moduleIds.some((id) => STAFF_MODULE.test(id))
            ? `${STAFF_FILE_PREFIX}[name]-[hash].js`
            : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) &&
          String(asset.source).includes(STAFF_STYLE_MARKER)
            ? `${STAFF_FILE_PREFIX}[name]-[hash][extname]`
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  test: {
    root,
    projects: [
      {
        extends: true,
        test: {
          // In-process tests on Node; `npm run test:unit` runs them with the client's
          // (scripts/test-projects.ts).
          name: 'unit',
          root,
          environment: 'node',
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...SYSTEM_TESTS],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Tests that start processes (scripts/test-projects.ts); `npm run test:system`.
          name: 'system',
          root,
          environment: 'node',
          include: SYSTEM_TESTS,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          root,
          environment: 'happy-dom',
          include: ['client/**/*.test.{ts,tsx}'],
          // The English messages, as the app's routes load them (lib/i18n.ts).
          setupFiles: ['client/src/lib/i18n-test-setup.ts'],
          // Rendering the whole application form in happy-dom took 5.9 s on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
})
