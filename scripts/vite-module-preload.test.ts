import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { loadedByEveryEntry } from './vite-module-preload'

/** A bundle of chunks: name → [is an entry, its static imports]. */
function bundleOf(chunks: Record<string, [boolean, string[]]>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, [isEntry, imports]]) => [
      fileName,
      { type: 'chunk', fileName, isEntry, imports } as unknown as Rolldown.OutputChunk,
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
