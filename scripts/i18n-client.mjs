// Compiles the interface's message catalogues (messages/{language}.json, the inlang project in
// project.inlang) into client/src/paraglide/ with Paraglide JS's compiler: one module per
// language and screen group ("de/apply.js"), so a traveller downloads only the messages of the
// language in use and of the screens they open (docs/decisions/017-languages.md).
//
// A message's key starts with its screen ("apply_surname_label"); screens that load together share a
// group (GROUPS below), one module per language and group. Few groups keep the app's table of
// modules small (each entry is bytes on every page); Paraglide compiles each message (parameters,
// plural variants) into a function; this script only decides which module each function goes in,
// and writes client/src/paraglide/messages.ts with their types. The output is committed, so typecheck, tests and the dev server work on a fresh clone;
// `npm run i18n:client` rewrites it (the build does too, when the catalogues changed), and
// client/src/lib/i18n.test.ts fails when it is older than the catalogues.
//
//   node scripts/i18n-client.mjs          rewrite the output if the catalogues changed
//   node scripts/i18n-client.mjs --force  rewrite it anyway
import { createHash } from 'node:crypto'
import * as fs from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const PROJECT = join(root, 'project.inlang')
export const OUTDIR = join(root, 'client/src/paraglide')
const STAMP = join(OUTDIR, 'catalogue-hash.json')

/** The catalogues' fingerprint: settings, every catalogue and this script. */
export function catalogueHash() {
  const hash = createHash('sha256')
  const files = [
    join(PROJECT, 'settings.json'),
    fileURLToPath(import.meta.url),
    ...fs
      .readdirSync(join(root, 'messages'))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => join(root, 'messages', file)),
  ]
  for (const file of files) hash.update(file.slice(root.length)).update(fs.readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

export function compiledHash() {
  try {
    return JSON.parse(fs.readFileSync(STAMP, 'utf8')).hash
  } catch {
    return undefined
  }
}

const IDENTIFIER = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/

/** The message groups a route loads (lib/i18n.ts, loadMessages), by the key prefixes they hold. */
export const GROUPS = {
  // Every page's frame, and the purposes of visit the home page lists too.
  common: ['common', 'option'],
  home: ['home'],
  // The information pages, the legal pages' note, and the home page's offer of another language.
  pages: ['about', 'instruction', 'eligible', 'offer'],
  // Look-up, payment, receipt, mails, contact, the identity check, and the server's messages.
  flow: ['lookup', 'push', 'evisa', 'access', 'mail', 'error', 'payment', 'success', 'contact'],
  // The application form and its preview, and the form's choices (titles, genders, visa types).
  form: ['apply', 'preview', 'choice'],
  // The device's side: save status, offline notices, sync panel, My applications.
  device: ['pwa', 'sync', 'drafts'],
}
const GROUP_OF_PREFIX = new Map(
  Object.entries(GROUPS).flatMap(([group, prefixes]) => prefixes.map((prefix) => [prefix, group])),
)

export async function compileCatalogues({ force = false } = {}) {
  const hash = catalogueHash()
  if (!force && compiledHash() === hash) return false
  const { loadProjectFromDirectory, selectBundleNested } = await import('@inlang/sdk')
  const { compileBundle, compileProject } = await import('@inlang/paraglide-js')
  const project = await loadProjectFromDirectory({ path: PROJECT, fs })
  try {
    const errors = await project.errors.get()
    if (errors.length > 0) throw new Error(`the inlang project has errors:\n${errors.join('\n')}`)
    const settings = await project.settings.get()
    const bundles = await selectBundleNested(project.db).execute()
    // No fallback language: a missing translation is an error the catalogue test reports, never
    // English on a German page.
    const fallbackMap = Object.fromEntries(settings.locales.map((locale) => [locale, undefined]))
    const compiled = bundles
      .map((bundle) => compileBundle({ bundle, fallbackMap, messageReferenceExpression: () => '', settings }))
      .sort((a, b) => a.bundle.node.id.localeCompare(b.bundle.node.id))
    const registry = (
      await compileProject({
        project,
        projectPath: PROJECT,
        compilerOptions: { outputStructure: 'locale-modules', emitGitIgnore: false, emitReadme: false },
      })
    )['registry.js']

    const groups = new Map()
    for (const entry of compiled) {
      const key = entry.bundle.node.id
      if (!IDENTIFIER.test(key)) throw new Error(`message key ${key} is not snake_case`)
      const group = GROUP_OF_PREFIX.get(key.split('_')[0])
      if (!group) throw new Error(`message ${key}: its first word is in no group of scripts/i18n-client.mjs`)
      if (!groups.has(group)) groups.set(group, [])
      groups.get(group).push(entry)
    }

    fs.rmSync(OUTDIR, { recursive: true, force: true })
    fs.mkdirSync(OUTDIR, { recursive: true })
    fs.writeFileSync(join(OUTDIR, 'registry.js'), registry)
    for (const locale of settings.locales) {
      fs.mkdirSync(join(OUTDIR, locale))
      for (const [group, entries] of groups) {
        const body = entries
          .map((entry) => {
            const message = entry.messages[locale]
            // A message missing in this language: the catalogue test names it; the page shows its key.
            const code = message
              ? message.code.trim().replace(/;$/, '')
              : `() => ${JSON.stringify(entry.bundle.node.id)}`
            return `  ${entry.bundle.node.id}: ${code},`
          })
          .join('\n')
        const imports = body.includes('registry.') ? "import * as registry from '../registry.js'\n" : ''
        fs.writeFileSync(
          join(OUTDIR, locale, `${group}.js`),
          `// Generated by scripts/i18n-client.mjs from messages/${locale}.json: do not edit.\n${imports}export default {\n${body}\n}\n`,
        )
        fs.writeFileSync(
          join(OUTDIR, locale, `${group}.d.ts`),
          '// Generated by scripts/i18n-client.mjs: do not edit.\ndeclare const messages: Record<string, (inputs?: never) => string>\nexport default messages\n',
        )
      }
    }

    const types = compiled
      .map((entry) => {
        const inputs = (entry.bundle.node.declarations ?? [])
          .filter((declaration) => declaration.type === 'input-variable')
          .map((declaration) => `${declaration.name}: MessageValue`)
        const parameter = inputs.length > 0 ? `inputs: { ${inputs.join('; ')} }` : ''
        return `  readonly ${entry.bundle.node.id}: (${parameter}) => string`
      })
      .join('\n')
    fs.writeFileSync(
      join(OUTDIR, 'messages.ts'),
      [
        '// Generated by scripts/i18n-client.mjs from messages/*.json: do not edit.',
        '// biome-ignore-all format: generated',
        'export type MessageValue = string | number',
        '',
        '/** Every message of the interface, by key: call it with its parameters. */',
        'export interface Messages {',
        types,
        '}',
        '',
        '/** The message groups (scripts/i18n-client.mjs, GROUPS): one module per language and group. */',
        `export const MESSAGE_GROUPS = ${JSON.stringify([...groups.keys()])} as const`,
        'export type MessageGroup = (typeof MESSAGE_GROUPS)[number]',
        `export const MESSAGE_LANGUAGES = ${JSON.stringify(settings.locales)} as const`,
        '',
        '/**',
        ' * Each module, at MESSAGE_LANGUAGES index × groups + MESSAGE_GROUPS index: a list rather than a',
        ' * table by name, as every page downloads it.',
        ' */',
        'export const MESSAGE_MODULES = [',
        ...settings.locales.flatMap((locale) =>
          [...groups.keys()].map((group) => `  () => import('./${locale}/${group}.js'),`),
        ),
        ']',
        '',
      ].join('\n'),
    )
    fs.writeFileSync(STAMP, `${JSON.stringify({ hash }, null, 2)}\n`)
    return true
  } finally {
    await project.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = await compileCatalogues({ force: process.argv.includes('--force') })
  console.log(written ? `messages compiled into ${OUTDIR}` : 'messages already compiled')
  // The inlang SDK keeps timers alive after its project is closed.
  process.exit(0)
}
