import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '../../../scripts/precompress.mjs'
import { buildTestApp, type TestApp } from '../../test/test-support'
import { CACHE_CONTROL } from './static'

const HTML = { accept: 'text/html,application/xhtml+xml' }
const BR_OR_GZIP = { 'accept-encoding': 'br, gzip' }
// Compressible content well above the precompress threshold, as real build output is.
const filler = (line: string) => Array.from({ length: 200 }, (_, i) => `${line} ${i}`).join('\n')
const INDEX_HTML = `<!doctype html><title>eVisa</title>\n<!--\n${filler('shell')}\n-->`
const SCRIPT = filler('console.log("route")')

/** What the browser reads once it has undone the Content-Encoding. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString()
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString()
  return response.rawPayload.toString()
}

/** The entries of a Link header: `<target>; params`, in order. */
function linkEntries(header: unknown): string[] {
  return typeof header === 'string' ? header.split(/,\s*(?=<)/) : []
}
const preloadsOf = (header: unknown) =>
  linkEntries(header).filter((entry) => !entry.includes('rel=alternate'))
const alternatesOf = (header: unknown) =>
  linkEntries(header).filter((entry) => entry.includes('rel=alternate'))

describe('the built client', () => {
  let test: TestApp
  let clientDir: string
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'evisa-client-'))
    await mkdir(join(clientDir, 'assets'))
    await mkdir(join(clientDir, '.vite'))
    await writeFile(join(clientDir, 'index.html'), INDEX_HTML)
    await writeFile(join(clientDir, 'assets', 'index-3f2a1b.js'), SCRIPT)
    await writeFile(join(clientDir, 'assets', 'index-3f2a1b.css'), filler('.a { color: red }'))
    await writeFile(join(clientDir, 'assets', 'tiny-9a8b7c.js'), 'console.log(1)')
    await writeFile(join(clientDir, 'sw.js'), filler('self.addEventListener("fetch", () => {})'))
    await writeFile(join(clientDir, 'registerSW.js'), "navigator.serviceWorker.register('/sw.js')")
    await writeFile(join(clientDir, 'workbox-9c191d2f.js'), filler('workbox'))
    await writeFile(join(clientDir, 'manifest.webmanifest'), '{"name":"eVisa"}')
    await writeFile(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await writeFile(join(clientDir, 'pwa-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    await writeFile(join(clientDir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n')
    // Vite's manifest: it names the route chunks to preload, and is itself never served.
    const manifest: Record<string, unknown> = {
      'index.html': { file: 'assets/index-3f2a1b.js', isEntry: true },
      'src/routes/Apply/index.tsx?tsr-split=component': {
        file: 'assets/Apply-5e6f7a.js',
        isDynamicEntry: true,
      },
      // A screen under a pathless layout (routes/_data.tsx), and that layout's own chunk.
      'src/routes/_data/Preview/$id.tsx?tsr-split=component': {
        file: 'assets/Preview-1a2b3c.js',
        isDynamicEntry: true,
      },
      'src/routes/_data.tsx?tsr-split=component': { file: 'assets/data-4d5e6f.js', isDynamicEntry: true },
      'src/routes/staff/index.tsx?tsr-split=component': {
        file: 'assets/staff-7b8c9d.js',
        isDynamicEntry: true,
      },
    }
    for (let i = 0; i < 40; i++) manifest[`_chunk-${i}.js`] = { file: `assets/chunk-${i}.js` }
    await writeFile(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest))
    await writeFile(join(clientDir, '.env'), 'SECRET=1')
    // The build step itself, the function `npm run build` runs.
    precompress(clientDir)
    test = await buildTestApp({ clientDir })
  })
  afterAll(async () => {
    await test.close()
    await rm(clientDir, { recursive: true, force: true })
  })

  describe('precompression at build time', () => {
    it('writes brotli and gzip copies of large text files', () => {
      for (const file of ['index.html', 'assets/index-3f2a1b.js', 'assets/index-3f2a1b.css', 'sw.js']) {
        expect(existsSync(join(clientDir, `${file}.br`)), file).toBe(true)
        expect(existsSync(join(clientDir, `${file}.gz`)), file).toBe(true)
      }
    })

    it('leaves small files, images and dot folders alone', () => {
      for (const file of [
        'assets/tiny-9a8b7c.js',
        'manifest.webmanifest',
        'pwa-192.png',
        '.vite/manifest.json',
      ]) {
        expect(existsSync(join(clientDir, `${file}.br`)), file).toBe(false)
        expect(existsSync(join(clientDir, `${file}.gz`)), file).toBe(false)
      }
    })
  })

  describe('content encoding', () => {
    it('sends brotli to a browser that accepts brotli and gzip', async () => {
      const response = await test.app.inject({ url: '/assets/index-3f2a1b.js', headers: BR_OR_GZIP })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe('br')
      expect(response.headers['content-type']).toMatch(/^application\/javascript/)
      expect(response.headers.vary).toMatch(/accept-encoding/i)
      expect(decoded(response)).toBe(SCRIPT)
    })

    it('sends gzip to a browser that accepts only gzip', async () => {
      const response = await test.app.inject({
        url: '/assets/index-3f2a1b.js',
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(response.headers['content-encoding']).toBe('gzip')
      expect(response.headers.vary).toMatch(/accept-encoding/i)
      expect(decoded(response)).toBe(SCRIPT)
    })

    it.each([{}, { 'accept-encoding': 'identity' }])(
      'sends the file as it is otherwise (%o)',
      async (headers) => {
        const response = await test.app.inject({ url: '/assets/index-3f2a1b.js', headers })
        expect(response.headers['content-encoding']).toBeUndefined()
        expect(response.headers.vary).toMatch(/accept-encoding/i)
        expect(response.body).toBe(SCRIPT)
      },
    )

    it('sends a file without a compressed copy as it is, even to brotli browsers', async () => {
      const response = await test.app.inject({ url: '/assets/tiny-9a8b7c.js', headers: BR_OR_GZIP })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.body).toBe('console.log(1)')
    })

    it('never exposes the compressed copies as files of their own', async () => {
      const response = await test.app.inject({
        url: '/assets/index-3f2a1b.js.br',
        headers: { accept: '*/*' },
      })
      expect(response.statusCode).toBe(404)
    })
  })

  describe('cache headers', () => {
    it.each([
      ['/assets/index-3f2a1b.js', CACHE_CONTROL.immutable],
      ['/assets/index-3f2a1b.css', CACHE_CONTROL.immutable],
      ['/assets/tiny-9a8b7c.js', CACHE_CONTROL.immutable],
      ['/workbox-9c191d2f.js', CACHE_CONTROL.immutable],
      ['/', 'no-cache'],
      ['/index.html', 'no-cache'],
      ['/sw.js', 'no-cache'],
      ['/registerSW.js', 'no-cache'],
      ['/manifest.webmanifest', 'no-cache'],
      ['/robots.txt', 'no-cache'],
      ['/favicon.svg', CACHE_CONTROL.oneDay],
      ['/pwa-192.png', CACHE_CONTROL.oneDay],
    ])('%s: %s, compressed or not', async (url, cacheControl) => {
      for (const encoding of ['br, gzip', 'gzip', 'identity']) {
        const response = await test.app.inject({ url, headers: { 'accept-encoding': encoding } })
        expect(response.statusCode, `${url} ${encoding}`).toBe(200)
        expect(response.headers['cache-control'], `${url} ${encoding}`).toBe(cacheControl)
      }
    })

    it('keeps hashed assets for a year', () => {
      expect(CACHE_CONTROL.immutable).toBe('public, max-age=31536000, immutable')
    })
  })

  describe('content types', () => {
    it.each([
      ['/', /^text\/html; charset=utf-8$/],
      ['/assets/index-3f2a1b.css', /^text\/css; charset=utf-8$/],
      ['/sw.js', /^application\/javascript; charset=utf-8$/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
      ['/favicon.svg', /^image\/svg\+xml/],
      ['/pwa-192.png', /^image\/png$/],
      ['/robots.txt', /^text\/plain; charset=utf-8$/],
    ])('%s is %s', async (url, type) => {
      for (const encoding of ['br, gzip', 'identity']) {
        const response = await test.app.inject({ url, headers: { 'accept-encoding': encoding } })
        expect(response.headers['content-type'], `${url} ${encoding}`).toMatch(type)
      }
    })
  })

  describe('the app shell for client routes', () => {
    it.each(['/Apply', '/Apply/XYZ', '/Preview/ABCDEFGHJKMNPQRS', '/no-such-page'])(
      'answers %s with index.html, compressed and revalidated',
      async (url) => {
        const response = await test.app.inject({ url, headers: { ...HTML, ...BR_OR_GZIP } })
        expect(response.statusCode).toBe(200)
        expect(response.headers['content-type']).toMatch(/^text\/html/)
        expect(response.headers['content-encoding']).toBe('br')
        expect(response.headers.vary).toMatch(/accept-encoding/i)
        expect(response.headers['cache-control']).toBe('no-cache')
        expect(decoded(response)).toBe(INDEX_HTML)
      },
    )

    it('answers a client route uncompressed to a client that accepts no encoding', async () => {
      const response = await test.app.inject({ url: '/Apply/XYZ', headers: HTML })
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toBe(INDEX_HTML)
    })
  })

  describe('route preloads', () => {
    it.each(['/Apply', '/Apply?fresh=1'])("names the route's chunk in a Link header for %s", async (url) => {
      const response = await test.app.inject({ url, headers: { ...HTML, ...BR_OR_GZIP } })
      expect(preloadsOf(response.headers.link)).toEqual(['</assets/Apply-5e6f7a.js>; rel=modulepreload'])
      expect(response.headers['content-encoding']).toBe('br')
    })

    it('names the chunk of a screen under a pathless layout by its address', async () => {
      const response = await test.app.inject({ url: '/Preview/ABCDEFGHJKMNPQRS', headers: HTML })
      expect(preloadsOf(response.headers.link)).toEqual(['</assets/Preview-1a2b3c.js>; rel=modulepreload'])
    })

    // A traveller reading German opens /de/Apply/{id} from a mail: the same chunks as in English.
    it.each([
      ['/de/Apply', '</assets/Apply-5e6f7a.js>; rel=modulepreload'],
      ['/ar/Preview/ABCDEFGHJKMNPQRS', '</assets/Preview-1a2b3c.js>; rel=modulepreload'],
    ])("names the route's chunk for %s, in another language", async (url, preload) => {
      const response = await test.app.inject({ url, headers: HTML })
      expect(response.statusCode).toBe(200)
      expect(preloadsOf(response.headers.link)).toEqual([preload])
    })

    it.each([
      ['/no-such-page', HTML],
      ['/assets/index-3f2a1b.js', {}],
      ['/sw.js', {}],
    ])('adds no Link header to %s', async (url, headers) => {
      const response = await test.app.inject({ url, headers })
      expect(response.statusCode).toBe(200)
      expect(response.headers.link).toBeUndefined()
    })
  })

  describe('the page in other languages', () => {
    it.each([
      '/Preview/ABCDEFGHJKMNPQRS',
      '/de/Preview/ABCDEFGHJKMNPQRS',
      '/zh/Preview/ABCDEFGHJKMNPQRS?x=1',
    ])('names every language of %s and English as x-default in the Link header', async (url) => {
      const response = await test.app.inject({ url, headers: HTML })
      expect(alternatesOf(response.headers.link)).toEqual([
        '</Preview/ABCDEFGHJKMNPQRS>; rel=alternate; hreflang=en',
        '</ru/Preview/ABCDEFGHJKMNPQRS>; rel=alternate; hreflang=ru',
        '</de/Preview/ABCDEFGHJKMNPQRS>; rel=alternate; hreflang=de',
        '</zh/Preview/ABCDEFGHJKMNPQRS>; rel=alternate; hreflang=zh',
        '</fr/Preview/ABCDEFGHJKMNPQRS>; rel=alternate; hreflang=fr',
        '</ar/Preview/ABCDEFGHJKMNPQRS>; rel=alternate; hreflang=ar',
        '</Preview/ABCDEFGHJKMNPQRS>; rel=alternate; hreflang=x-default',
      ])
    })

    it('names none for the back-office, which is English only, and none for an unknown page', async () => {
      const staff = await test.app.inject({ url: '/staff', headers: HTML })
      expect(preloadsOf(staff.headers.link)).toEqual(['</assets/staff-7b8c9d.js>; rel=modulepreload'])
      expect(alternatesOf(staff.headers.link)).toEqual([])
      for (const url of ['/no-such-page', '/de/no-such-page']) {
        const response = await test.app.inject({ url, headers: HTML })
        expect(response.headers.link, url).toBeUndefined()
      }
    })
  })

  it('never serves dotfiles or dot folders', async () => {
    for (const url of ['/.env', '/.vite/manifest.json']) {
      const response = await test.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
    }
  })

  it.each(['/api/srilanka/unknown', '/uploads/unknown.jpg'])(
    'answers %s with JSON, not the shell',
    async (url) => {
      const response = await test.app.inject({ url, headers: HTML })
      expect(response.statusCode).toBe(404)
      expect(response.json().status).toBe(false)
    },
  )

  it('answers a missing script with a 404, not the shell', async () => {
    const response = await test.app.inject({ url: '/assets/gone-123.js', headers: { accept: '*/*' } })
    expect(response.statusCode).toBe(404)
  })
})

// A build with prerendered information pages (ADR 004): index.html is the home page's own HTML,
// <path>/index.html another page's, and shell.html the page without content for everything else.
describe('a build with prerendered information pages', () => {
  let test: TestApp
  let clientDir: string
  // A prerendered page starts its app after its first paint (its boot script's tag names the entry).
  const BOOT = '<script type="module" src="/assets/boot-1.js" data-app="/assets/index-3f2a1b.js"></script>'
  const page = (name: string) =>
    `<!doctype html>${BOOT}<div id="root"><h1>${name}</h1>\n${filler(name)}</div>`
  const SHELL = `<!doctype html><div id="root"></div>\n<!--\n${filler('shell')}\n-->`
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'evisa-client-'))
    await mkdir(join(clientDir, 'assets'))
    await mkdir(join(clientDir, '.vite'))
    await mkdir(join(clientDir, 'about'))
    await mkdir(join(clientDir, 'Refund-Policy'))
    await mkdir(join(clientDir, 'Apply'))
    // Another language's pages live under its folder (docs/decisions/017-languages.md).
    await mkdir(join(clientDir, 'de', 'Apply'), { recursive: true })
    await writeFile(join(clientDir, 'de', 'index.html'), page('Startseite'))
    await writeFile(join(clientDir, 'de', 'Apply', 'index.html'), page('E-Visum beantragen'))
    await writeFile(join(clientDir, 'shell.html'), SHELL)
    await writeFile(join(clientDir, 'index.html'), page('Home'))
    await writeFile(join(clientDir, 'about', 'index.html'), page('About Us'))
    await writeFile(join(clientDir, 'Refund-Policy', 'index.html'), page('Refund Policy'))
    await writeFile(join(clientDir, 'Apply', 'index.html'), page('Apply for a Sri Lanka eVisa'))
    await writeFile(join(clientDir, 'assets', 'index-3f2a1b.js'), SCRIPT)
    await writeFile(
      join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-3f2a1b.js', isEntry: true },
        'src/routes/about.tsx?tsr-split=component': { file: 'assets/about-1a2b3c.js', isDynamicEntry: true },
        'src/routes/Apply/index.tsx?tsr-split=component': {
          file: 'assets/Apply-5e6f7a.js',
          isDynamicEntry: true,
        },
      }),
    )
    precompress(clientDir)
    test = await buildTestApp({ clientDir })
  })
  afterAll(async () => {
    await test.close()
    await rm(clientDir, { recursive: true, force: true })
  })

  it.each([
    ['/', 'Home'],
    ['/about', 'About Us'],
    ['/about/', 'About Us'],
    ['/About', 'About Us'],
    ['/about?utm_source=mail&fbclid=x', 'About Us'],
    ['/Refund-Policy', 'Refund Policy'],
    ['/refund-policy/', 'Refund Policy'],
    ['/Apply', 'Apply for a Sri Lanka eVisa'],
    ['/apply/?utm_campaign=spring', 'Apply for a Sri Lanka eVisa'],
    ['/de/', 'Startseite'],
    ['/de', 'Startseite'],
    ['/de/Apply', 'E-Visum beantragen'],
  ])('answers %s with its own prerendered HTML, compressed and revalidated', async (url, heading) => {
    for (const encoding of ['br, gzip', 'identity']) {
      const response = await test.app.inject({ url, headers: { ...HTML, 'accept-encoding': encoding } })
      expect(response.statusCode, `${url} ${encoding}`).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/)
      expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : 'br')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(decoded(response)).toBe(page(heading))
    }
  })

  // An address that names more than the page (a draft to resume, a one-time link) must not show
  // the page's empty state first: it gets the shell, as the service worker answers it offline.
  it.each([
    '/Apply/XYZ',
    '/Apply?draft=3b241101-e2bb-4255-8caf-4136c566a962',
    '/Apply?new=1',
    '/about?from=menu',
    '/contact',
    '/no-such-page',
    '/about/more',
  ])('answers %s with the shell, which has no content', async (url) => {
    const response = await test.app.inject({ url, headers: { ...HTML, ...BR_OR_GZIP } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(decoded(response)).toBe(SHELL)
  })

  // Never English under a wrong language: a prefix that looks like a language tag but is none of
  // the site's other languages (English has none) is a 404, whose shell shows "Page not found".
  it.each(['/xx/Apply', '/en/Apply', '/en/', '/pt-br/about', '/zh-Hant/'])(
    'answers %s with 404',
    async (url) => {
      const response = await test.app.inject({ url, headers: HTML })
      expect(response.statusCode).toBe(404)
      expect(decoded(response)).toBe(SHELL)
    },
  )

  it.each(['/de/Visa-Fee', '/ru/Apply/XYZ', '/ar/'])(
    'answers %s of a known language with the shell',
    async (url) => {
      const response = await test.app.inject({ url, headers: HTML })
      expect(response.statusCode).toBe(200)
      expect(decoded(response)).toBe(SHELL)
    },
  )

  // The page is readable without its code and requests it after its first paint: a Link header
  // would make the chunks compete with what it shows. The shell names the page's chunk.
  it('sends a prerendered page without a Link header, and the shell with its route chunk', async () => {
    const about = await test.app.inject({ url: '/about', headers: { ...HTML, ...BR_OR_GZIP } })
    expect(about.statusCode).toBe(200)
    expect(about.headers.link).toBeUndefined()
    const apply = await test.app.inject({ url: '/Apply', headers: { ...HTML, ...BR_OR_GZIP } })
    expect(apply.statusCode).toBe(200)
    expect(apply.headers.link).toBeUndefined()
    const resumed = await test.app.inject({ url: '/Apply?draft=x', headers: { ...HTML, ...BR_OR_GZIP } })
    expect(preloadsOf(resumed.headers.link)).toEqual(['</assets/Apply-5e6f7a.js>; rel=modulepreload'])
  })

  it('answers API clients asking for a page path with the JSON 404, as before', async () => {
    const response = await test.app.inject({ url: '/about', headers: { accept: 'application/json' } })
    expect(response.statusCode).toBe(404)
  })
})
