// Compiles the traveller mails' message catalogue (server/src/mail/messages/{language}.json) with
// Paraglide JS into server/src/mail/paraglide/, which is committed: the server runs from source
// through tsx, so `npm start`, the typecheck, the tests and the mail renderer's thread need no
// build step first. `npm run i18n:mail` writes it after a catalogue changes;
// server/src/mail/mail-catalogue.test.ts compiles afresh and fails when the committed output
// differs. docs/decisions/022-traveller-mail-languages.md.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type CompilerOptions, compile } from '@inlang/paraglide-js'

const MAIL = join(import.meta.dirname, '..', '..', 'server', 'src', 'mail')
export const MAIL_PROJECT = join(MAIL, 'project.inlang')
export const MAIL_MESSAGES_OUTPUT = join(MAIL, 'paraglide')

/**
 * Every message is called with the mail's own language (`{ locale }`): nothing is detected, so the
 * runtime needs neither cookies nor AsyncLocalStorage. The output carries no generated notes.
 */
const OPTIONS: Omit<CompilerOptions, 'outdir'> = {
  project: MAIL_PROJECT,
  strategy: ['baseLocale'],
  outputStructure: 'locale-modules',
  disableAsyncLocalStorage: true,
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitReadme: false,
  emitPrettierIgnore: false,
  includeEslintDisableComment: false,
}

export async function compileMailMessages(outdir: string = MAIL_MESSAGES_OUTPUT): Promise<void> {
  await compile({ ...OPTIONS, outdir })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await compileMailMessages()
  console.log(`Mail messages compiled into ${MAIL_MESSAGES_OUTPUT}`)
}
