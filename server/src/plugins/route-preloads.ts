// A page's own code is requested only once the entry script has downloaded and run (the router
// then imports the route's chunk): a second round trip before anything shows, which costs most
// on the slow mobile links travellers use. The server knows the page from the URL, so the answer
// with index.html names that route's chunks in a Link header and the browser fetches them beside
// the entry (docs/performance.md, "Route preloads").
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { splitLanguage } from '../../../shared/languages'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

interface RoutePreload {
  pattern: RegExp
  link: string
  /** The stylesheets the route adds to the entry's ("assets/x.css"): a prerendered page inlines them. */
  css: string[]
  /** The chunks the route adds to the entry's ("assets/x.js"), the app's start chain first. */
  modules: string[]
}

// TanStack Router's file routes (client/src/routes), split by autoCodeSplitting into
// "src/routes/<file>.tsx?tsr-split=component" chunks ("component---loader" with a loader).
const ROUTE_COMPONENT = /^src\/routes\/(.+)\.tsx\?tsr-split=component\b/

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

// A pathless layout ("_data") or a group ("(x)") adds nothing to the address.
const PATHLESS = /^[_(]/

/**
 * "Apply/$id" → /^\/Apply\/[^/]+\/?$/i; "_data/Preview/$id" → /^\/Preview\/[^/]+\/?$/i; "index" →
 * /^\/?$/. A layout's own file ("_data") is no page. The router ignores case by default.
 */
function patternFor(routeFile: string): RegExp | undefined {
  const all = routeFile.split('/')
  if (PATHLESS.test(all.at(-1) ?? '')) return undefined
  const segments = all.filter((segment) => !PATHLESS.test(segment))
  if (segments.at(-1) === 'index') segments.pop()
  const path = segments.map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment)))
  return new RegExp(`^/${path.join('/')}/?$`, 'i')
}

/**
 * Every chunk `start` loads statically, itself included: `importsOf` gives a chunk's static
 * imports, or undefined for what is no chunk of the build. Used on Vite's manifest here and on the
 * bundle at build time (scripts/vite-module-preload.ts).
 */
export function staticClosure(
  start: string,
  importsOf: (chunk: string) => readonly string[] | undefined,
): Set<string> {
  const seen = new Set<string>()
  const visit = (chunk: string) => {
    const imports = seen.has(chunk) ? undefined : importsOf(chunk)
    if (!imports) return
    seen.add(chunk)
    for (const imported of imports) visit(imported)
  }
  visit(start)
  return seen
}

/** Where the build lists the app's start chain, beside Vite's manifest (scripts/vite-module-preload.ts). */
export const START_CHAIN_FILE = '.vite/start-chain.json'

/**
 * The manifest keys of the app's start chain: the modules the entry imports one after another to
 * start the app, which the build lists in START_CHAIN_FILE. None when the build has no such list.
 */
function startChainOf(clientDir: string, manifest: Manifest): string[] {
  let files: string[]
  try {
    files = JSON.parse(readFileSync(join(clientDir, START_CHAIN_FILE), 'utf8')) as string[]
  } catch {
    return []
  }
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  return files.flatMap((file) => keyOfFile.get(file) ?? [])
}

/**
 * Reads Vite's manifest of the build and returns, per client route, the Link header that
 * preloads what the route adds to the entry, the app's start chain first. Without a manifest, no
 * preloads.
 */
export function loadRoutePreloads(clientDir: string): RoutePreload[] {
  let manifest: Manifest
  try {
    manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  } catch {
    return []
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const importsOf = (key: string) => (manifest[key] ? (manifest[key].imports ?? []) : undefined)
  const loadedByEntry = entry ? staticClosure(entry, importsOf) : new Set<string>()
  // What the entry imports next to start the app, before any route's code: every page needs it.
  const startChain = startChainOf(clientDir, manifest)
  const preloads: RoutePreload[] = []
  for (const key of Object.keys(manifest)) {
    const routeFile = ROUTE_COMPONENT.exec(key)?.[1]
    const pattern = routeFile && manifest[key]?.isDynamicEntry ? patternFor(routeFile) : undefined
    if (!pattern) continue
    const chunks = [...new Set([...startChain, ...staticClosure(key, importsOf)])].filter(
      (chunk) => !loadedByEntry.has(chunk),
    )
    const css = [...new Set(chunks.flatMap((chunk) => manifest[chunk]?.css ?? []))]
    const modules = [...new Set(chunks.flatMap((chunk) => manifest[chunk]?.file ?? []))]
    const links = [
      ...css.map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
      ...modules.map((file) => `</${file}>; rel=modulepreload`),
    ]
    preloads.push({
      pattern,
      link: [...new Set(links)].join(', '),
      css,
      modules,
    })
  }
  return preloads
}

/** The route preload of a page's URL (path and query), or undefined. */
export function routePreloadFor(preloads: RoutePreload[], url: string): RoutePreload | undefined {
  // The routes know only unprefixed paths: /de/Apply/{id} is the page of /Apply/{id}.
  const { path } = splitLanguage(url.split(/[?#]/)[0] ?? '/')
  return preloads.find((preload) => preload.pattern.test(path))
}
