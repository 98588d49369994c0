import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export { expect }

/**
 * React's words for a hydration that did not match its HTML, in the production build's minified
 * errors (#418 text or attributes differ, #419 a Suspense boundary rendered again on the client,
 * #421-#423 a boundary that could not hydrate, #425 text content) and in any other message.
 */
export const HYDRATION_MISMATCH = /Minified React error #(418|419|421|422|423|425)\b|hydrat(ion|ed|ing)/i

/**
 * Every browser test fails when the page reports a Content-Security-Policy violation or an
 * uncaught error: both mean a traveller somewhere sees a broken screen.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  // A prerendered page paints from its HTML and requests the app's code after that first paint
  // (docs/performance.md, "JavaScript after the first paint"). A test that goes to one acts on the
  // running app, so goto and reload wait until the app says it runs the page (<html data-app>). A
  // test about the HTML alone asks for an earlier moment (waitUntil 'commit') or runs without
  // JavaScript. The shell and /Apply load the app at once, as before.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      const untilAppRuns = async <T>(response: T, waitUntil?: string) => {
        if (waitUntil === undefined || waitUntil === 'load') {
          await page.waitForFunction(
            () =>
              !document.querySelector('script[data-app]') ||
              document.documentElement.dataset.app === 'running',
          )
        }
        return response
      }
      page.goto = async (url, options) => untilAppRuns(await goto(url, options), options?.waitUntil)
      page.reload = async (options) => untilAppRuns(await reload(options), options?.waitUntil)
    }
    await use(page)
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      // Where it happened: a journey crosses several pages, and a flaky error needs its page named.
      const at = () => new URL(page.url()).pathname
      page.on('pageerror', (error) => problems.push(`Uncaught at ${at()}: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
          problems.push(`CSP at ${at()}: ${message.text()}`)
        }
        // A prerendered page the client's first render does not match: React throws the HTML away
        // and renders it again (the text flashes, the layout shifts, what was typed may go).
        if (HYDRATION_MISMATCH.test(message.text())) problems.push(`Hydration at ${at()}: ${message.text()}`)
      })
      await use(problems)
      expect(problems, 'the page reported errors').toEqual([])
    },
    { auto: true },
  ],
})

/** axe-core with the WCAG 2.1 A/AA rules: no serious or critical violation may remain. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    )
  expect(serious, 'serious or critical accessibility violations').toEqual([])
}

/** Collects window.alert texts and accepts them, so a test can assert what the traveller was told. */
export function collectDialogs(page: Page): string[] {
  const messages: string[] = []
  page.on('dialog', async (dialog) => {
    messages.push(dialog.message())
    await dialog.accept()
  })
  return messages
}

/**
 * Holds every request to `url` until the test calls release(): a slow link the test controls, so
 * what it checks meanwhile cannot be raced by an answer that came first. `held` lists the URLs.
 */
export async function holdRequests(page: Page, url: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const held: string[] = []
  await page.route(url, async (route) => {
    held.push(route.request().url())
    await released
    await route.continue()
  })
  return { release, held }
}
