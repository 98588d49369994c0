import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { loadedByEveryEntry, preloadOnlyWhatIsMissing, startChain } from './vite-module-preload'

/** A bundle of chunks: name → [is an entry, its static imports, the module it starts at]. */
function bundleOf(chunks: Record<string, [boolean, string[], string?]>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, [isEntry, imports, facadeModuleId = null]]) => [
      fileName,
      { type: 'chunk', fileName, isEntry, imports, facadeModuleId } as unknown as Rolldown.OutputChunk,
    ]),
  )
}

describe('what a dynamic import need not preload', () => {
  it('is the entry and everything it imports statically, not what its dynamic imports add', () => {
    const bundle = bundleOf({
      'index.js': [true, ['react.js', 'router.js']],
      'router.js': [false, ['history.js']],
      'react.js': [false, []],
      'history.js': [false, []],
      'Apply.js': [false, ['react.js', 'form.js']],
      'form.js': [false, []],
    })
    expect([...loadedByEveryEntry(bundle)].sort()).toEqual([
      'history.js',
      'index.js',
      'react.js',
      'router.js',
    ])
  })

  it('is only what every entry loads, when there are several', () => {
    const bundle = bundleOf({
      'index.js': [true, ['react.js', 'router.js']],
      'other.js': [true, ['react.js']],
      'react.js': [false, []],
      'router.js': [false, []],
    })
    expect([...loadedByEveryEntry(bundle)]).toEqual(['react.js'])
  })

  it('survives import cycles', () => {
    const bundle = bundleOf({
      'index.js': [true, ['a.js']],
      'a.js': [false, ['b.js']],
      'b.js': [false, ['a.js']],
    })
    expect([...loadedByEveryEntry(bundle)].sort()).toEqual(['a.js', 'b.js', 'index.js'])
  })
})

describe('the start chain', () => {
  // The entry imports React DOM, then the app; the app and a route share the router.
  const bundle = bundleOf({
    'index.js': [true, ['runtime.js'], '/app/client/index.html'],
    'runtime.js': [false, []],
    'client.js': [false, ['react.js', 'runtime.js'], '/app/node_modules/react-dom/client.js'],
    'react.js': [false, []],
    'app.js': [false, ['react.js', 'router.js'], '/app/client/src/app.tsx'],
    'router.js': [false, []],
    'about.js': [false, ['router.js', 'text.js'], '/app/client/src/routes/about.tsx'],
    'text.js': [false, []],
  })
  const steps = ['/node_modules/react-dom/client.js', '/client/src/app.tsx']

  it('is the steps and what they load beyond the entry, the first step first', () => {
    expect(startChain(bundle, steps)).toEqual(['client.js', 'react.js', 'app.js', 'router.js'])
  })

  it('is preloaded whole by the first step, and left out of every later import', () => {
    const { plugin, resolveDependencies } = preloadOnlyWhatIsMissing({ startSteps: steps })
    const generate = plugin.generateBundle as { handler: (...args: unknown[]) => void }
    const emitted: unknown[] = []
    generate.handler.call({ emitFile: (file: unknown) => emitted.push(file) }, { format: 'es' }, bundle)
    expect(resolveDependencies('client.js', ['client.js', 'react.js'])).toEqual([
      'client.js',
      'react.js',
      'app.js',
      'router.js',
    ])
    expect(resolveDependencies('app.js', ['app.js', 'react.js', 'router.js'])).toEqual([])
    expect(resolveDependencies('about.js', ['about.js', 'router.js', 'text.js'])).toEqual([
      'about.js',
      'text.js',
    ])
    expect(emitted).toEqual([
      {
        type: 'asset',
        fileName: '.vite/start-chain.json',
        source: JSON.stringify(['client.js', 'react.js', 'app.js', 'router.js']),
      },
    ])
  })

  it('preloads nothing for a chunk whose pages preload it another way', () => {
    const { plugin, resolveDependencies } = preloadOnlyWhatIsMissing({
      startSteps: steps,
      preloadsElsewhere: (fileName) => fileName.startsWith('assets/staff-'),
    })
    const generate = plugin.generateBundle as { handler: (...args: unknown[]) => void }
    generate.handler.call({ emitFile: () => undefined }, { format: 'es' }, bundle)
    expect(resolveDependencies('assets/staff-route-X1.js', ['assets/staff-route-X1.js', 'text.js'])).toEqual(
      [],
    )
    expect(resolveDependencies('assets/about-X2.js', ['assets/about-X2.js', 'text.js'])).toEqual([
      'assets/about-X2.js',
      'text.js',
    ])
  })

  it('fails the build when the entry imports a step statically', () => {
    const early = bundleOf({
      'index.js': [true, ['client.js'], '/app/client/index.html'],
      'client.js': [false, [], '/app/node_modules/react-dom/client.js'],
      'app.js': [false, [], '/app/client/src/app.tsx'],
    })
    expect(() => startChain(early, steps)).toThrow(/client\.js is a start step/)
  })

  it('fails the build when a step has no chunk of its own', () => {
    expect(() => startChain(bundle, ['/client/src/gone.tsx'])).toThrow(/gone\.tsx/)
  })
})
