// The mail templates are JSX. `npm start`, the e2e server and the test servers run the server
// through server/start.mjs, whose server/register.mjs gives tsx the server's compiler options (the
// root tsconfig.json only lists the projects), not through vitest's own transform: this renders a
// mail that way, so a JSX setting tsx does not see fails here, not in production.
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..', '..')

const RENDER = `
const { renderMail } = await import('./server/src/mail/mail-templates.tsx')
const payload = { kind: 'rejected', skuId: 'ABCDEFGHJKMNPQRS', name: 'Amelia', reason: 'Dates outside the period.' }
process.stdout.write(JSON.stringify(await renderMail(payload, 'https://evisa.example.test')))
`

describe('the mail templates under tsx, as npm start runs the server', () => {
  it('render a mail to HTML and plain text', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', './server/register.mjs', '--input-type=module', '--eval', RENDER],
      { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' } },
    )
    const { html, text } = JSON.parse(stdout) as { html: string; text: string }
    expect(html).toMatch(/^<!DOCTYPE html/i)
    expect(html).toContain('Dates outside the period.')
    expect(text).toContain('Dates outside the period.')
  }, 60_000)
})
