// `npm run lighthouse:offline`: the largest contentful paint of a repeat visit that the service
// worker serves with no network, on a phone-sized screen with the CPU slowed 4× (Lighthouse's
// mobile slowdown). How and why it measures this way: docs/performance.md, "Offline repeat visit".
//
//   npm run build && npm run lighthouse:offline -- [--runs 5] [--pages /Apply,/] [--client-dir dist/client]
//
// 1. Starts the production server on a temporary data folder, serving an existing build.
// 2. First visit, online: loads the first page and waits until the service worker is active and
//    controls the page (its install precached the app shell, the prerendered pages and the code).
// 3. Each run, offline: a new tab in the same browser profile, CPU slowed 4×, opens the page; an
//    init script records every `largest-contentful-paint` entry; once the page's main content is
//    visible and two frames have been painted, the last entry is the LCP.
// Prints one Markdown row per page (median, min, max of the runs and the LCP element).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type BrowserContext, chromium, type Page } from 'playwright'
import { type ChildServer, describeMachine, machineInfo, markdownTable, startServer } from './bench/support'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'
import { finalLcp, type LcpEntry, row } from './offline-lcp-summary'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/Apply,/' },
    'client-dir': { type: 'string', default: 'dist/client' },
    'cpu-slowdown': { type: 'string', default: '4' },
  },
})
const RUNS = Math.max(1, Math.min(21, Math.round(Number(args.runs)) || 5))
const PAGES = args.pages.split(',')
const CPU_SLOWDOWN = Math.max(1, Number(args['cpu-slowdown']) || 4)
const CLIENT_DIR = resolve(args['client-dir'])
const TARGET_MS = 1000
// Lighthouse's mobile screen (a Moto G Power): 412 × 823 CSS pixels at 1.75.
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

// Runs in every page before its own scripts: keeps each LCP entry with a short name of its element.
const RECORD_LCP = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const name = el
        ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
          (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '')
        : (entry.url ? 'image' : 'text');
      const text = el && el.textContent ? ' "' + el.textContent.trim().slice(0, 40) + '"' : '';
      window.__lcp.push({ startTime: entry.startTime, size: entry.size, element: name + text });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`

async function waitForServiceWorker(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'load' })
  // `ready` resolves once a worker is active (its install, the precache, has finished).
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)')
  // The first load is not controlled by the worker it installed unless the worker claims it.
  if (!(await page.evaluate('Boolean(navigator.serviceWorker.controller)'))) {
    await page.reload({ waitUntil: 'load' })
    await page.waitForFunction('Boolean(navigator.serviceWorker.controller)')
  }
  await page.close()
}

/** What must be on screen before the LCP is read: the form's fields on /Apply, else the heading. */
function readySelector(url: string): string {
  return new URL(url).pathname === '/Apply' ? 'main form select' : 'main h1'
}

/** One offline repeat visit of `url`; the page's final LCP entry. */
async function offlineVisit(context: BrowserContext, url: string): Promise<LcpEntry> {
  const page: Page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'load' })
    const controlled = await page.evaluate('Boolean(navigator.serviceWorker.controller)')
    if (!controlled) throw new Error(`${url} was not served by the service worker`)
    await page.locator(readySelector(url)).first().waitFor({ state: 'visible' })
    // Two frames after the content is there: the paint that shows it has reported its entry.
    await page.evaluate(
      'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))))',
    )
    const entries = (await page.evaluate('window.__lcp')) as LcpEntry[]
    const lcp = finalLcp(entries)
    if (!lcp) throw new Error(`${url}: the browser reported no largest contentful paint`)
    return lcp
  } finally {
    await page.close()
  }
}

if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
  console.error(`No build in ${CLIENT_DIR}: run npm run build first (or pass --client-dir).`)
  process.exit(1)
}
const machine = machineInfo()
const work = mkdtempSync(join(tmpdir(), 'evisa-offline-lcp-'))
let server: ChildServer | undefined
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const results = new Map<string, LcpEntry[]>()
try {
  server = await startServer({
    name: 'server',
    script: 'server/src/server.ts',
    healthPath: '/api/health',
    env: { DATA_DIR: join(work, 'data'), CLIENT_DIR, LOG_LEVEL: 'warn' },
  })
  const context = await browser.newContext(PHONE)
  await context.addInitScript(RECORD_LCP)
  await waitForServiceWorker(context, server.url + PAGES[0])
  await context.setOffline(true)
  console.log(`Offline repeat visits on ${describeMachine(machine)}`)
  console.log(
    `${RUNS} run(s) per page, CPU slowed ${CPU_SLOWDOWN}×, ${PHONE.viewport.width}×${PHONE.viewport.height}\n`,
  )
  for (const page of PAGES) {
    const entries: LcpEntry[] = []
    for (let run = 1; run <= RUNS; run++) {
      const lcp = await offlineVisit(context, server.url + page)
      entries.push(lcp)
      console.log(`${page} run ${run}: LCP ${Math.round(lcp.startTime)} ms (${lcp.element}, ${lcp.size} px²)`)
    }
    results.set(page, entries)
  }
  await context.close()
} finally {
  await browser.close()
  await server?.stop()
  rmSync(work, { recursive: true, force: true })
}

console.log(`\n### Offline repeat visit, CPU ${CPU_SLOWDOWN}× (${machine.date}, ${RUNS} runs)\n`)
console.log(
  markdownTable(
    ['page', 'runs', 'LCP median ms', 'min ms', 'max ms', 'LCP element', `under ${TARGET_MS} ms`],
    PAGES.map((page) => row(page, results.get(page) ?? [], TARGET_MS)),
  ),
)
