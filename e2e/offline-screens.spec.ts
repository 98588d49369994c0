// Offline first, in Chromium against the production build (docs/rules.md §5, ADR 003): every screen
// opens offline after one visit, the service worker never answers the API, and the app can be
// installed. The form, drafts, photos and updates offline have files of their own (offline-*.spec.ts).
import { visitOnce } from './device'
import { expect, test } from './fixtures'
import { STATIC_PAGES } from './pages'

/** Every screen a traveller opens without an application: the information pages and Partial-Filled. */
const SCREENS = [...STATIC_PAGES, { path: '/Partial-Filled', heading: 'My applications' }]

test.describe('offline', () => {
  test('after one visit every screen opens without a connection', async ({ page, context }) => {
    await visitOnce(page)
    await context.setOffline(true)
    for (const { path, heading } of SCREENS) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    }
    // Moving between screens inside the app works too: every route's code is precached.
    await page.goto('/')
    await page.getByRole('link', { name: 'My applications' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible()
  })

  test('the service worker never answers the API or uploads with the app shell', async ({
    page,
    context,
  }) => {
    await visitOnce(page)
    const health = await page.goto('/api/health')
    expect(health?.headers()['content-type']).toContain('application/json')
    expect(await health?.json()).toEqual({ status: 'ok' })

    await page.goto('/')
    await context.setOffline(true)
    const answers = await page.evaluate(async () =>
      Promise.all(
        ['/api/health', '/uploads/AAAAAAAAAAAAAAAA.png'].map((url) =>
          fetch(url).then(
            (response) => `answered ${response.status}`,
            () => 'no answer',
          ),
        ),
      ),
    )
    expect(answers).toEqual(['no answer', 'no answer'])
    // Nor is an API address opened as a page answered with the shell.
    await expect(page.goto('/api/health')).rejects.toThrow()
  })

  test('the app can be installed: manifest and real icons', async ({ page, request }) => {
    await page.goto('/')
    const href = await page.locator('link[rel=manifest]').getAttribute('href')
    expect(href).toBeTruthy()
    const manifest = await (await request.get(href!)).json()
    expect(manifest).toMatchObject({
      name: 'Sri Lanka eVisa Application',
      short_name: 'SL eVisa',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#8d1b3d',
      background_color: '#ffffff',
    })
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[]
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of icons) {
      const response = await request.get(icon.src)
      expect(response.headers()['content-type']).toBe('image/png')
      const png = await response.body()
      // The IHDR chunk holds width and height: the file is the size it claims.
      const size = Number(icon.sizes.split('x')[0])
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size])
    }
  })
})
