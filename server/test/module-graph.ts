// The modules a file loads, read from the source: every relative import, re-export and dynamic
// import, followed to the end. Type-only imports are left out (they load nothing). A superset of
// what Node evaluates, so "not in the graph" means "never loaded".
import { readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')
const CANDIDATES = ['', '.ts', '.tsx', '.mjs', '/index.ts']
const SPECIFIERS =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

function resolveModule(from: string, specifier: string): string {
  const base = join(dirname(from), specifier)
  const found = CANDIDATES.map((suffix) => base + suffix).find((path) =>
    statSync(path, { throwIfNoEntry: false })?.isFile(),
  )
  if (!found) throw new Error(`${relative(ROOT, from)}: cannot resolve ${specifier}`)
  return found
}

/** Every module `entry` (relative to the repository) loads, itself included, relative to the repository. */
export function moduleGraph(entry: string): string[] {
  const seen = new Set<string>()
  const pending = [join(ROOT, entry)]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
      const specifier = match[1] ?? match[2]
      if (specifier) pending.push(resolveModule(file, specifier))
    }
  }
  return [...seen].map((file) => relative(ROOT, file)).sort()
}
