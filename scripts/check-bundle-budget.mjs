// Reads the production build and fails when its JavaScript budgets are exceeded: all the
// JavaScript a first visit to the home page downloads until the network is idle, and each route's
// own code. Sizes are gzip (level 9, as browsers receive them from a compressing server), printed
// every run.
//
// The home page's figure is measured, not derived: the production server serves the build, and
// Chromium (the tests' own, scripts/chromium.ts) opens / on a phone-sized screen as a first
// visitor, lets the app start and everything it loads at idle time arrive, and lists every script
// the page requested. The service worker is kept out: its precache downloads the whole app in the
// background once installed, which is not what the page needs (ADR 004, docs/performance.md).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

// 110 KB in every language (docs/decisions/017-languages.md): the message runtime and the home
// page's messages cost under 1 KB, and the first visit stays within it by keeping the schema
// library out of the route files and grouping the small modules every page shares (vite.config.ts).
export const BUDGETS = { homeKb: 110, routeChunkKb: 30 }
const dist = process.env.CLIENT_DIR ?? 'dist/client'
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength / 1024

/** Every chunk a manifest entry loads statically, itself included. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen)
  return seen
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const routeKey = (file) =>
  Object.keys(manifest).find((key) => key.includes(`src/routes/${file}`) && manifest[key].isDynamicEntry)
const homeRouteKey = routeKey('index.tsx')
if (!entryKey || !homeRouteKey)
  throw new Error('The build has no entry or no home route chunk: was it built?')

// The app starts in steps that the entry imports one after another (client/src/main.tsx); the
// build lists the files of those steps, the start chain (scripts/vite-module-preload.ts). All of it
// loads before any page is interactive, so it counts as the entry here.
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
const startChain = JSON.parse(readFileSync(join(dist, '.vite/start-chain.json'), 'utf8'))
if (startChain.length === 0 || !startChain.every((file) => keyOfFile.has(file)))
  throw new Error('The build has no start chain, or one its manifest does not know: was it built?')
const entryChunks = staticClosure(entryKey)
for (const file of startChain) staticClosure(keyOfFile.get(file), entryChunks)
const homeChunks = staticClosure(homeRouteKey, new Set(entryChunks))
const startKb = [...homeChunks].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0)

const failures = []

// The message chunks of each language (client/src/paraglide/{language}/{group}.js, compiled by
// scripts/i18n-client.mjs): the manifest names their source.
const messageChunkLanguage = new Map(
  Object.entries(manifest).flatMap(([key, chunk]) => {
    const match = /paraglide\/([a-z]{2})\/[a-z]+\.js$/.exec(key)
    return match ? [[chunk.file, match[1]]] : []
  }),
)
const messagesOf = (file) => messageChunkLanguage.get(file)
const languageOf = (home) => /^\/([a-z]{2})\//.exec(home)?.[1] ?? 'en'
console.log('JavaScript budgets (gzip):')
// Every language's home page: a visitor downloads the messages of their own language only
// (docs/decisions/017-languages.md), so each holds the same budget.
for (const home of ['/', '/de/', '/zh/', '/ar/']) {
  const firstVisit = await scriptsOfFirstVisit(home)
  const homeKb = firstVisit.reduce((sum, file) => sum + gzipKb(file), 0)
  console.log(
    `  first visit to ${home}, until the network is idle: ${homeKb.toFixed(1)} KB in ${firstVisit.length} files (budget ${BUDGETS.homeKb} KB)`,
  )
  for (const file of firstVisit) console.log(`    ${gzipKb(file).toFixed(1).padStart(5)} KB  ${file}`)
  if (homeKb > BUDGETS.homeKb) failures.push(`a first visit to ${home} loads ${homeKb.toFixed(1)} KB`)
  const otherLanguages = firstVisit.filter(
    (file) => messagesOf(file) && messagesOf(file) !== languageOf(home),
  )
  for (const file of otherLanguages)
    failures.push(`a first visit to ${home} loads ${file}, another language's messages`)
}
console.log(`  of which the start on / (entry, start chain, home route): ${startKb.toFixed(1)} KB`)

const routeRows = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key.includes('src/routes/'))
  .map((key) => {
    // A route's own code: its chunk plus what it imports that the entry does not already carry.
    const own = [...staticClosure(key)].filter((chunk) => !entryChunks.has(chunk))
    const largest = Math.max(...own.map((chunk) => gzipKb(manifest[chunk].file)))
    const total = own.reduce((sum, chunk) => sum + gzipKb(manifest[chunk].file), 0)
    return { route: key.replace(/^.*src\/routes\//, '').replace(/\?.*$/, ''), largest, total }
  })
  .sort((a, b) => b.total - a.total)

for (const row of routeRows) {
  console.log(
    `  ${row.route.padEnd(34)} largest chunk ${row.largest.toFixed(1).padStart(5)} KB, with its imports ${row.total.toFixed(1).padStart(5)} KB`,
  )
  if (row.largest > BUDGETS.routeChunkKb)
    failures.push(`${row.route} has a ${row.largest.toFixed(1)} KB chunk`)
}

// The form library and PayPal's SDK wrapper belong to their routes, never to the entry.
const entryCode = [...entryChunks]
  .map((key) => readFileSync(join(dist, manifest[key].file), 'utf8'))
  .join('\n')
for (const [name, marker] of [
  ['Formisch', /formisch/i],
  ['PayPal', /paypal-js|PayPalScriptProvider/],
  ['Staff screens', /Authentication code|Save status|staff-area/],
]) {
  if (marker.test(entryCode)) failures.push(`${name} code is in the entry chunk`)
}

// The back-office: travellers never load its code and the service worker never precaches it.
// vite.config.ts names every staff-only chunk and stylesheet staff-*; each staff route's own chunk
// must carry that name (or the precache rule would miss it), none may load on /, and none may be
// in the service worker's precache list.
const STAFF_FILE = /^assets\/staff-/
const staffRoutes = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.includes('src/routes/staff/'),
)
if (staffRoutes.length === 0) failures.push('the build has no staff route chunks')
for (const key of staffRoutes) {
  const { file, css = [] } = manifest[key]
  for (const name of [file, ...css]) {
    if (!STAFF_FILE.test(name)) failures.push(`staff route chunk ${name} is not named staff-*`)
  }
}
const homeFiles = [...homeChunks].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])])
for (const file of homeFiles.filter((name) => STAFF_FILE.test(name)))
  failures.push(`/ loads staff code ${file}`)
const serviceWorker = readFileSync(join(dist, 'sw.js'), 'utf8')
const precachedStaff = serviceWorker.match(/assets\/staff-[^"']*/g) ?? []
for (const file of precachedStaff) failures.push(`the service worker precaches ${file}`)
if (!/\\\/staff/.test(serviceWorker))
  failures.push('the service worker does not keep its fallback off /staff')
console.log(
  `  staff: ${staffRoutes.length} route chunks named staff-*, none on /, none precached (${precachedStaff.length})`,
)

if (failures.length) {
  console.error(`Budget exceeded:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('All budgets met.')

/** A port nothing listens on. */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.on('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })
}

/**
 * The build's files (relative to it) of every script a first visit to `path` requests, in order,
 * until the network is idle: the start, the page's route, and what the app loads at idle time.
 */
async function scriptsOfFirstVisit(path) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-budget-'))
  // The production server as `npm start` runs it, on an empty data folder.
  const server = spawn(process.execPath, ['server/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: resolve(dist),
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
  })
  const exited = new Promise((done) => server.once('exit', done))
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  try {
    const origin = `http://127.0.0.1:${port}`
    await waitForServer(`${origin}/api/health`)
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const files = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === origin && url.pathname.endsWith('.js')) files.push(url.pathname.slice(1))
    })
    await page.goto(`${origin}${path}`)
    await page.waitForFunction(() => document.documentElement.dataset.app === 'running', null, {
      timeout: 60_000,
    })
    // What the app loads once the browser is idle (within 2 s of the start, main.tsx): wait for
    // idle time and the network to settle until a round brings no new script.
    for (let seen = -1; seen !== files.length; ) {
      seen = files.length
      await page.evaluate(
        () => new Promise((done) => requestIdleCallback(() => setTimeout(done, 2500), { timeout: 5000 })),
      )
      await page.waitForLoadState('networkidle')
    }
    return [...new Set(files)]
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function waitForServer(url) {
  for (let tries = 0; tries < 600; tries++) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`the server did not answer ${url}`)
}
