// The boundaries in docs/conventions.md ("Boundaries") are enforced by the tools, not by review:
// these tests feed each tool a forbidden import or global and expect it to refuse, and feed it an
// allowed one and expect silence, so a loosened biome.json or tsconfig fails `npm test`.
import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = join(import.meta.dirname, '..')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

interface BiomeReport {
  diagnostics: { category: string; message: string; location: { path: string } }[]
}

interface Probe {
  /** Where the probe pretends to live, relative to the repository: the path-scoped rules apply to it. */
  path: string
  specifier: string
}

/**
 * Lints every probe at once and returns each one's import diagnostics, in order. The probes are
 * written at their paths under a temporary copy of biome.json, never into the source tree, so a
 * run that stops half-way leaves nothing behind for the build or the linter to find. (Biome's
 * `--stdin-file-path` would avoid files altogether, but in stdin mode Biome prints no diagnostics
 * and fails even on a clean file, so it cannot tell a refused import from an allowed one.)
 */
async function lintImports(probes: Probe[]): Promise<string[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'boundary-probes-'))
  try {
    copyFileSync(join(root, 'biome.json'), join(dir, 'biome.json'))
    const files = probes.map(({ path, specifier }, i) => {
      const file = join(dirname(path), basename(path).replace(/^[^.]*/, `$&-probe-${i}`))
      mkdirSync(join(dir, dirname(file)), { recursive: true })
      writeFileSync(join(dir, file), `import { probe } from '${specifier}'\n\nexport const used = probe\n`)
      return file
    })
    const { stdout } = await run(
      bin('biome'),
      ['lint', '--reporter=json', '--only=style/noRestrictedImports', ...files],
      { cwd: dir },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }))
    const report = JSON.parse(stdout) as BiomeReport
    return files.map((file) =>
      report.diagnostics
        .filter((d) => d.category === 'lint/style/noRestrictedImports' && d.location.path === file)
        .map((d) => d.message),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const REFUSED = true
const ALLOWED = false
type Case = [title: string, path: string, specifier: string, refused: boolean]
const CASES: Case[] = [
  [
    'refuses components/ importing a feature file',
    'client/src/components/x.tsx',
    '../features/drafts/draft-store',
    REFUSED,
  ],
  [
    "refuses components/ importing a feature's index",
    'client/src/components/x.tsx',
    '../features/drafts',
    REFUSED,
  ],
  ['refuses lib/ importing a feature', 'client/src/lib/x.ts', '../features/drafts', REFUSED],
  [
    "refuses a feature importing another feature's file",
    'client/src/features/preview/x.ts',
    '../drafts/draft-store',
    REFUSED,
  ],
  ['refuses the offline layer importing a feature', 'client/src/offline/x.ts', '../features/drafts', REFUSED],
  [
    "refuses the offline layer importing a feature's file",
    'client/src/offline/x.ts',
    '../features/payment/payment-api',
    REFUSED,
  ],
  [
    'refuses the offline layer importing a feature by an alias',
    'client/src/offline/x.ts',
    '@/features/drafts',
    REFUSED,
  ],
  ['refuses the offline layer importing a route', 'client/src/offline/x.ts', '../routes/Sync', REFUSED],
  [
    'refuses a feature importing a file inside the offline layer',
    'client/src/features/preview/x.ts',
    '../../offline/draft-store',
    REFUSED,
  ],
  ['refuses the client importing the server', 'client/src/lib/x.ts', '../../../server/src/app', REFUSED],
  ['refuses a route importing the server', 'client/src/routes/x.tsx', '../../../server/src/app', REFUSED],
  ['refuses the server importing the client', 'server/src/x.ts', '../../client/src/lib/api', REFUSED],
  ['refuses a script importing the client', 'scripts/x.ts', '../client/src/lib/api', REFUSED],
  ['refuses shared/ importing the client', 'shared/x.ts', '../client/src/lib/api', REFUSED],
  ['refuses shared/ importing the server', 'shared/x.ts', '../server/src/app', REFUSED],
  ['refuses shared/ importing a Node module', 'shared/x.ts', 'node:fs', REFUSED],
  [
    "allows a feature importing another feature's index",
    'client/src/features/preview/x.ts',
    '../drafts',
    ALLOWED,
  ],
  [
    "allows a feature test importing another feature's test helpers",
    'client/src/features/preview/x.ts',
    '../drafts/testing',
    ALLOWED,
  ],
  ['allows a feature importing its own file', 'client/src/features/preview/x.ts', './alert-once', ALLOWED],
  ['allows a feature importing lib/', 'client/src/features/preview/x.ts', '../../lib/api', ALLOWED],
  ['allows the offline layer importing lib/', 'client/src/offline/x.ts', '../lib/api', ALLOWED],
  ['allows the offline layer importing its own file', 'client/src/offline/x.ts', './draft-store', ALLOWED],
  [
    "allows a feature importing the offline layer's index",
    'client/src/features/preview/x.ts',
    '../../offline',
    ALLOWED,
  ],
  [
    'allows a feature test importing a file inside the offline layer',
    'client/src/features/preview/x.test.ts',
    '../../offline/draft-store',
    ALLOWED,
  ],
  ['allows the client importing shared/', 'client/src/lib/x.ts', '../../../shared/dates', ALLOWED],
  ['allows the server importing shared/', 'server/src/x.ts', '../../shared/dates', ALLOWED],
  ['allows shared/ importing shared/', 'shared/x.ts', './dates', ALLOWED],
  // The server's layers: db/ and plugins/ (with files/, lib/, limits/) lie below the features.
  ['refuses server db/ importing a feature', 'server/src/db/x.ts', '../applications', REFUSED],
  [
    "refuses server db/ importing a feature's file",
    'server/src/db/x.ts',
    '../uploads/uploads.repository',
    REFUSED,
  ],
  ['refuses a migration importing a feature', 'server/src/db/migrations/x.ts', '../../staff', REFUSED],
  ['refuses server plugins/ importing a feature', 'server/src/plugins/x.ts', '../payments', REFUSED],
  ['refuses server lib/ importing a feature', 'server/src/lib/x.ts', '../mail/mail-events', REFUSED],
  ['allows server plugins/ importing db/', 'server/src/plugins/x.ts', '../db/database', ALLOWED],
  [
    "refuses a server feature importing another feature's file",
    'server/src/payments/x.ts',
    '../applications/applications.repository',
    REFUSED,
  ],
  [
    "refuses a server feature test importing another feature's file",
    'server/src/payments/x.test.ts',
    '../mail/mail-events',
    REFUSED,
  ],
  [
    "allows a server feature importing another feature's door",
    'server/src/payments/x.ts',
    '../applications',
    ALLOWED,
  ],
  ['allows a server feature importing its own file', 'server/src/payments/x.ts', './paypal-client', ALLOWED],
  ['allows a server feature importing db/', 'server/src/payments/x.ts', '../db/transaction', ALLOWED],
  [
    "allows a server test importing another feature's test helpers",
    'server/src/mail/x.test.ts',
    '../payments/payments.test-support',
    ALLOWED,
  ],
  // Production code carries no test library and no test helper.
  ['refuses server code importing vitest', 'server/src/applications/x.ts', 'vitest', REFUSED],
  ['refuses server code importing fast-check', 'server/src/x.ts', 'fast-check', REFUSED],
  ['refuses server db/ importing vitest', 'server/src/db/x.ts', 'vitest', REFUSED],
  [
    'refuses server code importing the test support',
    'server/src/plugins/x.ts',
    '../../test/test-support',
    REFUSED,
  ],
  [
    "refuses server code importing a feature's test helpers",
    'server/src/mail/x.ts',
    '../payments/payments.test-support',
    REFUSED,
  ],
  ['allows a server test importing vitest', 'server/src/db/x.test.ts', 'vitest', ALLOWED],
  [
    'allows a server test importing the test support',
    'server/src/db/x.test.ts',
    '../../test/test-support',
    ALLOWED,
  ],
  ['allows test helpers importing vitest', 'server/src/staff/x.test-support.ts', 'vitest', ALLOWED],
  ['allows the harnesses in server/test importing fast-check', 'server/test/x.ts', 'fast-check', ALLOWED],
]

describe('Biome keeps imports within the boundaries', () => {
  let results: string[][] = []
  beforeAll(async () => {
    results = await lintImports(CASES.map(([, path, specifier]) => ({ path, specifier })))
  }, 60_000)

  it.each(CASES.map((row, i) => [...row, i] as const))('%s', (_, _path, _specifier, refused, i) => {
    const messages = results[i]
    if (refused) {
      expect(messages).toHaveLength(1)
      expect(messages?.[0]).toContain('docs/conventions.md')
    } else {
      expect(messages).toEqual([])
    }
  })
})

/**
 * Type-checks lines under one project's settings (its tsconfig.json, with the probe as its only
 * file) and returns the 1-based lines TypeScript refused.
 */
async function refusedLines(project: string, lines: string[]): Promise<number[]> {
  // Inside the repository so the project's `types` resolve from node_modules.
  const cache = join(root, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(join(cache, 'boundary-probe-'))
  try {
    writeFileSync(join(dir, 'probe.ts'), `${lines.join('\n')}\nexport {}\n`)
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: join(root, project, 'tsconfig.json'),
        compilerOptions: { composite: false, noEmit: true, emitDeclarationOnly: false, rootDir: dir },
        files: ['probe.ts'],
        include: [],
        references: [],
      }),
    )
    const { stdout } = await run(bin('tsc'), ['-p', join(dir, 'tsconfig.json')], { cwd: root }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    )
    return [...stdout.matchAll(/probe\.ts\((\d+),\d+\): error/g)].map((match) => Number(match[1]))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('TypeScript gives each project only the globals where its code runs', () => {
  it('shared/ sees neither the browser nor Node', async () => {
    const refused = await refusedLines('shared', [
      'const here = window.location.href',
      "const bytes = Buffer.from('x')",
      'const mode = process.env.NODE_ENV',
      'const title = document.title',
      'const today = new Date().toISOString()',
      'const list = [here, bytes, mode, title, today]',
    ])
    expect(refused).toEqual([1, 2, 3, 4])
  })

  it('the client sees the browser, not Node', async () => {
    const refused = await refusedLines('client', [
      "const bytes = Buffer.from('x')",
      'const mode = process.env.NODE_ENV',
      'const title = document.title',
      'const list = [bytes, mode, title]',
    ])
    expect(refused).toEqual([1, 2])
  })

  it('the server sees Node, not the browser', async () => {
    const refused = await refusedLines('server', [
      'const title = document.title',
      'const here = window.location.href',
      "const bytes = Buffer.from('x')",
      'const list = [title, here, bytes]',
    ])
    expect(refused).toEqual([1, 2])
  })
})
