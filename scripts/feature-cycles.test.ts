// Features import each other only through their index.ts (biome.json), but a linter sees one file
// at a time: it cannot see two features that import each other, which ties their chunks and their
// tests together. This test reads every import under client/src and refuses such a circle, and
// any import from the offline layer up into a feature.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const src = join(import.meta.dirname, '..', 'client', 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** The part of the client a file belongs to: `features/<name>`, `offline`, `lib`, ... */
function area(path: string): string {
  const [top, name] = relative(src, path).split('/')
  return top === 'features' ? `features/${name}` : top!
}

/** Which areas each area imports, statically or by a dynamic import(). */
function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of sourceFiles(src)) {
    const from = area(file)
    const text = readFileSync(file, 'utf8')
    for (const [, specifier] of text.matchAll(/(?:\bfrom|\bimport\(?)\s*'(\.{1,2}\/[^']*)'/g)) {
      const target = resolve(dirname(file), specifier!)
      if (relative(src, target).startsWith('..')) continue
      const to = area(target)
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to))
    }
  }
  return graph
}

/** Every circle of imports among the features, each as the list of features it passes. */
function featureCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = []
  const visit = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (!next.startsWith('features/')) continue
      const at = path.indexOf(next)
      if (at === 0) cycles.push([...path, next])
      else if (at < 0 && next > path[0]!) visit(next, [...path, next])
    }
  }
  for (const node of [...graph.keys()].filter((key) => key.startsWith('features/')).sort())
    visit(node, [node])
  return cycles
}

describe('the client features form no circle', () => {
  const graph = importGraph()

  it('finds the imports it checks', () => {
    expect(graph.get('features/drafts')).toContain('offline')
    expect(graph.get('features/staff')).toContain('features/preview')
  })

  it('has no two features importing each other, directly or through others', () => {
    expect(featureCycles(graph)).toEqual([])
  })

  it('has the offline layer import no feature', () => {
    expect([...(graph.get('offline') ?? [])].filter((to) => to.startsWith('features/'))).toEqual([])
  })
})
