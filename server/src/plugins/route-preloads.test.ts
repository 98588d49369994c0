import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadRoutePreloads, routePreloadFor } from './route-preloads'

// The shape of Vite's .vite/manifest.json for TanStack Router's split route files.
const SAMPLE_MANIFEST = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    imports: ['_react-R1.js'],
    css: ['assets/index-C1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_options-O1.js': { file: 'assets/options-O1.js' },
  '_form-F1.js': {
    file: 'assets/form-F1.js',
    imports: ['_options-O1.js', '_react-R1.js'],
    css: ['assets/form-F1.css'],
  },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/routes-H1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_options-O1.js', '_react-R1.js'],
  },
  'src/routes/Apply/index.tsx?tsr-split=component': {
    file: 'assets/Apply-A1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_form-F1.js'],
  },
  'src/routes/Apply/$id.tsx?tsr-split=component---loader': {
    file: 'assets/_id-L1.js',
    isDynamicEntry: true,
    imports: ['_form-F1.js'],
  },
  'src/routes/Apply/$id.tsx?tsr-split=errorComponent': { file: 'assets/_id-X1.js', isDynamicEntry: true },
  'src/routes/Apply/$id.tsx?tsr-split=pendingComponent': { file: 'assets/_id-P1.js', isDynamicEntry: true },
  'src/routes/Partial-Filled.tsx?tsr-split=component': {
    file: 'assets/Partial-Filled-D1.js',
    isDynamicEntry: true,
  },
}

describe('route preloads', () => {
  let clientDir: string
  let preloads: ReturnType<typeof loadRoutePreloads>
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'evisa-preloads-'))
    await mkdir(join(clientDir, '.vite'))
    await writeFile(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(SAMPLE_MANIFEST))
    preloads = loadRoutePreloads(clientDir)
  })
  afterAll(() => rm(clientDir, { recursive: true, force: true }))

  it('preloads the home route chunk and what it imports beyond the entry', () => {
    expect(routePreloadFor(preloads, '/')?.link).toBe(
      '</assets/routes-H1.js>; rel=modulepreload, </assets/options-O1.js>; rel=modulepreload',
    )
  })

  it.each(['/Apply', '/apply/', '/Apply?fresh=1'])('preloads the form and its styles for %s', (url) => {
    expect(routePreloadFor(preloads, url)?.link).toBe(
      '</assets/form-F1.css>; rel=preload; as=style; crossorigin, </assets/Apply-A1.js>; rel=modulepreload, ' +
        '</assets/form-F1.js>; rel=modulepreload, </assets/options-O1.js>; rel=modulepreload',
    )
  })

  it('matches a route parameter, and preloads only the component, not the error or pending chunks', () => {
    const link = routePreloadFor(preloads, '/Apply/ABCDEFGHJKMNPQRS')?.link
    expect(link).toContain('</assets/_id-L1.js>; rel=modulepreload')
    expect(link).not.toContain('_id-X1')
    expect(link).not.toContain('_id-P1')
  })

  it('keeps route names with dashes literal', () => {
    expect(routePreloadFor(preloads, '/Partial-Filled')?.link).toBe(
      '</assets/Partial-Filled-D1.js>; rel=modulepreload',
    )
    expect(routePreloadFor(preloads, '/PartialXFilled')?.link).toBeUndefined()
  })

  it.each(['/no-such-page', '/Apply/ABC/more', '/index.html'])('adds nothing for %s', (url) => {
    expect(routePreloadFor(preloads, url)?.link).toBeUndefined()
  })

  it("preloads the app's start chain first, on every page, when the build lists one", async () => {
    const steps = await mkdtemp(join(tmpdir(), 'evisa-preloads-'))
    await mkdir(join(steps, '.vite'))
    const manifest = {
      ...SAMPLE_MANIFEST,
      '../node_modules/react-dom/client.js': { file: 'assets/client-C1.js', imports: ['_react-R1.js'] },
      'src/app.tsx': { file: 'assets/app-P1.js', imports: ['_react-R1.js', '_options-O1.js'] },
    }
    await writeFile(join(steps, '.vite', 'manifest.json'), JSON.stringify(manifest))
    // As the build writes it: the steps' files and what they import beyond the entry.
    const chain = ['assets/client-C1.js', 'assets/app-P1.js', 'assets/options-O1.js']
    await writeFile(join(steps, '.vite', 'start-chain.json'), JSON.stringify(chain))
    const withChain = loadRoutePreloads(steps)
    await rm(steps, { recursive: true, force: true })
    expect(routePreloadFor(withChain, '/')?.link).toBe(
      '</assets/client-C1.js>; rel=modulepreload, </assets/app-P1.js>; rel=modulepreload, ' +
        '</assets/options-O1.js>; rel=modulepreload, </assets/routes-H1.js>; rel=modulepreload',
    )
    // The same files, for the prerendered /Apply to name in its HTML (scripts/vite-prerender.ts).
    expect(routePreloadFor(withChain, '/Apply')?.modules).toEqual([
      'assets/client-C1.js',
      'assets/app-P1.js',
      'assets/options-O1.js',
      'assets/Apply-A1.js',
      'assets/form-F1.js',
    ])
    expect(routePreloadFor(withChain, '/Partial-Filled')?.link).toMatch(
      /^<\/assets\/client-C1\.js>; rel=modulepreload, .*<\/assets\/Partial-Filled-D1\.js>; rel=modulepreload$/,
    )
  })

  it('adds nothing when the build has no manifest', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'evisa-preloads-'))
    expect(loadRoutePreloads(empty)).toEqual([])
    await rm(empty, { recursive: true, force: true })
  })
})
