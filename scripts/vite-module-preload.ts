// A dynamic import in the built app (a route's code, a lazy component) asks the browser to preload
// the chunks it depends on, so they come in parallel rather than one after another. Vite lists
// every dependency, also those already loaded; each <link rel=modulepreload> it adds costs
// main-thread time (~1 ms per link on a slow phone: docs/performance.md) and fetches nothing.
//
// The app starts in steps (client/src/main.tsx): the entry imports React DOM, then the app, each
// evaluated in its own task so that no single task runs the whole start-up. Fetching must not wait
// for those steps, so the first step's import preloads the whole start chain (a modulepreload
// fetches and compiles a module without running it); every later dynamic import leaves out what
// the entries and the start chain have loaded. The chain's files are written to
// .vite/start-chain.json, where the budget check (scripts/check-bundle-budget.mjs) reads them.
import type { Plugin, Rolldown } from 'vite'
import { START_CHAIN_FILE, staticClosure } from '../server/src/plugins/route-preloads.ts'

type OutputBundle = Rolldown.OutputBundle

/** The chunks an entry loads before it runs: itself and its static imports, transitively. */
export function staticallyLoaded(bundle: OutputBundle, entry: string): Set<string> {
  return staticClosure(entry, (fileName) => {
    const chunk = bundle[fileName]
    return chunk?.type === 'chunk' ? chunk.imports : undefined
  })
}

/** What every entry chunk of `bundle` has loaded before any of its code runs. */
export function loadedByEveryEntry(bundle: OutputBundle): Set<string> {
  const entries = Object.values(bundle).filter((item) => item.type === 'chunk' && item.isEntry)
  const sets = entries.map((entry) => staticallyLoaded(bundle, entry.fileName))
  const [first, ...rest] = sets
  return new Set([...(first ?? [])].filter((fileName) => rest.every((set) => set.has(fileName))))
}

/**
 * The start chain: the chunks of the start steps (modules whose path ends with one of `steps`, in
 * order) and what they load statically, without what the entries have loaded. The first step's
 * chunk comes first.
 */
export function startChain(bundle: OutputBundle, steps: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
  const stepChunks = steps.map((step) => {
    const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(step))
    if (!chunk) throw new Error(`No chunk starts at ${step}: is it still imported dynamically by the entry?`)
    return chunk.fileName
  })
  const loaded = loadedByEveryEntry(bundle)
  // A step the entry also imports statically would be evaluated with the entry, in one task.
  const early = stepChunks.find((fileName) => loaded.has(fileName))
  if (early) throw new Error(`${early} is a start step, yet an entry imports it statically`)
  const chain = new Set<string>()
  for (const fileName of stepChunks)
    for (const chunk of staticallyLoaded(bundle, fileName)) if (!loaded.has(chunk)) chain.add(chunk)
  return [...chain]
}

/**
 * The plugin, and the `build.modulePreload.resolveDependencies` that uses what it found: the
 * plugin reads the bundle before Vite writes the preload lists into the chunks.
 * `startSteps`: the modules the entry imports one after another to start the app.
 */
export function preloadOnlyWhatIsMissing({
  startSteps,
  preloadsElsewhere = () => false,
}: {
  startSteps: readonly string[]
  /** Chunks whose imports get no preload list: their pages preload them another way. */
  preloadsElsewhere?: (fileName: string) => boolean
}): {
  plugin: Plugin
  resolveDependencies: (fileName: string, deps: string[]) => string[]
} {
  let loaded = new Set<string>()
  let chain: string[] = []
  return {
    plugin: {
      name: 'evisa:preload-only-what-is-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(options, bundle) {
          if (options.format !== 'es' || this.environment?.config.build.ssr) return
          chain = startChain(bundle, startSteps)
          loaded = new Set([...loadedByEveryEntry(bundle), ...chain])
          this.emitFile({ type: 'asset', fileName: START_CHAIN_FILE, source: JSON.stringify(chain) })
        },
      },
    },
    resolveDependencies: (fileName, deps) => {
      // Listed here, their file names would ride in the app's start chunk on every first visit.
      // Vite adds a chunk's stylesheets after this list, so they still load with it.
      if (preloadsElsewhere(fileName)) return []
      const missing = deps.filter((dep) => !loaded.has(dep))
      return fileName === chain[0] ? [...new Set([...missing, ...chain])] : missing
    },
  }
}
