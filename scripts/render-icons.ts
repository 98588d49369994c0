// `npm run icons`: draws the logo (client/icons/logo.svg) as the PNG files the pages show: the
// header's mark and the favicon. The pages use no SVG image: Chromium builds a document of its own
// for every SVG image (an <img>, a favicon, a CSS background), on the page's main thread while it
// starts, 2–21 ms each on a fast machine (docs/performance.md). A PNG is decoded off that thread.
// Run it after changing the drawing; e2e/icons.spec.ts fails while a PNG differs from it.
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'

/** Each PNG and its side in pixels: the header's 36 px mark for screens of up to 3 pixels a px. */
const ICONS = [
  { file: 'client/public/logo.png', size: 108 },
  { file: 'client/public/favicon.png', size: 48 },
] as const

const LOGO_SVG = 'client/icons/logo.svg'

const svg = readFileSync(LOGO_SVG, 'utf8')
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  for (const { file, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(
      `<body style="margin:0"><img style="display:block" width="${size}" height="${size}" src="data:image/svg+xml,${encodeURIComponent(svg)}"></body>`,
    )
    await page.evaluate('document.images[0].decode()')
    await page.screenshot({
      path: file,
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    })
    await page.close()
    console.log(`${file}: ${size} × ${size}`)
  }
} finally {
  await browser.close()
}
