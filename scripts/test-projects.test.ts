// `npm run test:unit` must start no process, so that a developer can run it in seconds, often. A
// test file that imports what starts one (child_process, the server-process harness, the crash
// test) belongs to the system project (scripts/test-projects.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SYSTEM_TESTS } from './test-projects'

const root = join(import.meta.dirname, '..')

function testFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path) && !path.includes('node_modules'))
    .map((path) => relative(root, join(root, folder, path)))
}

/** SYSTEM_TESTS' globs use `*` within a file name only. */
const matches = (glob: string, file: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(file)
const isSystemTest = (file: string) => SYSTEM_TESTS.some((glob) => matches(glob, file))

const STARTS_A_PROCESS = /from '(node:child_process|[^']*\/server-process|[^']*\/crash\/run)'/

describe('the unit projects start no process', () => {
  const files = ['server', 'shared', 'scripts', 'client'].flatMap(testFiles)

  it('finds the test files and the system tests it checks against', () => {
    expect(files).toContain('server/src/plugins/static.test.ts')
    for (const glob of SYSTEM_TESTS)
      expect(
        files.some((file) => matches(glob, file)),
        glob,
      ).toBe(true)
  })

  it('keeps every test that starts a process in the system project', () => {
    const starting = files.filter((file) => STARTS_A_PROCESS.test(readFileSync(join(root, file), 'utf8')))
    expect(starting.filter((file) => !isSystemTest(file))).toEqual([])
  })
})
