// The pages show no SVG image: Chromium builds a document of its own for each one (an <img>, a
// favicon, a CSS background such as the date field's calendar button), on the main thread while the
// page starts (docs/performance.md). The header's mark and the favicon are the logo drawn as PNG
// files by `npm run icons`; the date fields' calendar button is drawn by CSS.
import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const SVG_IMAGE = /^data:image\/svg\+xml|\.svg([?#]|$)/i

/**
 * Every address the browser requested while `act` ran, data: addresses included (which
 * Playwright's request events leave out), from the DevTools timeline of a trace.
 */
async function requestedWhile(browser: Browser, page: Page, act: () => Promise<void>): Promise<string[]> {
  await browser.startTracing(page, { categories: ['devtools.timeline'] })
  try {
    await act()
  } catch (error) {
    await browser.stopTracing()
    throw error
  }
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; args?: { data?: { url?: string } } }[]
  }
  // The trace covers the whole browser, whose own pages' images (chrome://) no page can request.
  return trace.traceEvents
    .filter((event) => event.name === 'ResourceSendRequest')
    .map((event) => event.args?.data?.url ?? '')
    .filter((url) => !/^(chrome|chrome-extension|devtools):/.test(url))
}

/** Two frames, so whatever has just come into view has been styled and painted. */
async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

test.describe('no SVG image on the pages', () => {
  test('the trace names an SVG image where a page has one (the check below can see them)', async ({
    browser,
    page,
  }) => {
    // Chromium's own calendar button of a date field is an SVG image; so is an <img> of one.
    const requested = await requestedWhile(browser, page, async () => {
      await page.setContent(
        `<input type="date" aria-label="Date"><img alt="" src="data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')}">`,
      )
      await nextFrames(page)
    })
    expect(requested.filter((url) => SVG_IMAGE.test(url)).length).toBeGreaterThanOrEqual(2)
  })

  for (const path of ['/', '/Apply', '/de/Apply']) {
    test(`${path} requests no SVG image, its date fields and favicon included`, async ({ browser, page }) => {
      const requested = await requestedWhile(browser, page, async () => {
        // The favicon is asked for after the page's first style and the header's mark.
        const favicon = page.waitForRequest((request) =>
          new URL(request.url()).pathname.startsWith('/favicon.'),
        )
        await page.goto(path)
        await favicon
        // Every section styled, the form's last date field too.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await nextFrames(page)
      })
      expect(requested.filter((url) => SVG_IMAGE.test(url))).toEqual([])
      // The header's mark was drawn meanwhile, from its PNG.
      expect(requested.some((url) => new URL(url).pathname === '/logo.png')).toBe(true)
    })
  }
})

test('the header mark and the favicon are the logo, drawn at their sizes', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('.site-header .brand img')).toHaveAttribute('src', '/logo.png')
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.png')
  const logo = `data:image/svg+xml,${encodeURIComponent(readFileSync('client/icons/logo.svg', 'utf8'))}`
  for (const [path, size] of [
    ['/logo.png', 108],
    ['/favicon.png', 48],
  ] as const) {
    const response = await page.request.get(path)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = `data:image/png;base64,${(await response.body()).toString('base64')}`
    // Both drawn on a blank page (no Content-Security-Policy there), pixel by pixel.
    const blank = await page.context().newPage()
    const compared = await blank.evaluate(
      async ({ png, logo, size }) => {
        const pixels = async (src: string) => {
          const image = new Image()
          image.src = src
          await image.decode()
          const canvas = new OffscreenCanvas(size, size)
          const context = canvas.getContext('2d')
          if (!context) throw new Error('no 2d context')
          context.drawImage(image, 0, 0, size, size)
          return { width: image.naturalWidth, data: context.getImageData(0, 0, size, size).data }
        }
        const [file, drawing] = await Promise.all([pixels(png), pixels(logo)])
        let difference = 0
        for (let i = 0; i < file.data.length; i++)
          difference += Math.abs((file.data[i] ?? 0) - (drawing.data[i] ?? 0))
        return { width: file.width, meanDifference: difference / file.data.length }
      },
      { png, logo, size },
    )
    await blank.close()
    expect(compared.width, `${path} is ${size} pixels wide`).toBe(size)
    // Out of 255 a channel: edges may differ by a shade, a changed drawing by far more.
    expect(compared.meanDifference, `${path} is the logo as drawn (npm run icons)`).toBeLessThan(1)
  }
})
