// A dynamic import in the built app (a route's code, a lazy component) asks the browser to preload
// the chunks it depends on, so they come in parallel rather than one after another. Vite lists
// every dependency, also those the entry has imported already; each <link rel=modulepreload> it
// adds costs main-thread time (~1 ms per link on a slow phone, ~30 links on /: docs/performance.md)
// and fetches nothing. This leaves out what every entry has loaded before any dynamic import can run.
import type { Plugin, Rolldown } from 'vite'
import { staticClosure } from '../server/src/plugins/route-preloads.ts'

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
 * The plugin, and the `build.modulePreload.resolveDependencies` that uses what it found: the
 * plugin reads the bundle before Vite writes the preload lists into the chunks.
 */
export function preloadOnlyWhatIsMissing(): {
  plugin: Plugin
  resolveDependencies: (fileName: string, deps: string[]) => string[]
} {
  let loaded = new Set<string>()
  return {
    plugin: {
      name: 'evisa:preload-only-what-is-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(options, bundle) {
          if (options.format !== 'es' || this.environment?.config.build.ssr) return
          loaded = loadedByEveryEntry(bundle)
        },
      },
    },
    resolveDependencies: (_fileName, deps) => deps.filter((dep) => !loaded.has(dep)),
  }
}
