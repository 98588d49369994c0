// App updates (docs/rules.md §5, ADR 003): a new version is offered, never forced, and accepting
// it keeps the draft. A private server on a copy of the build, so the new version reaches no other test.
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { visitOnce } from './device'
import { expect, expectAccessible, test } from './fixtures'
import { label, RESTORED } from './journey-helpers'

/** A port nothing listens on now, so that runs side by side never share this private server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

test.describe('app updates', () => {
  let origin = ''
  let folder = ''
  let server: ChildProcess | undefined

  test.beforeAll(async () => {
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    folder = mkdtempSync(join(tmpdir(), 'evisa-update-'))
    cpSync(process.env.CLIENT_DIR ?? 'dist/client', folder, { recursive: true })
    server = spawn('node', ['scripts/e2e-server.mjs'], {
      env: { ...process.env, CLIENT_DIR: folder, E2E_PORT: String(port) },
      stdio: 'ignore',
    })
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`).then(
            (answer) => answer.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200)
  })

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    rmSync(folder, { recursive: true, force: true })
  })

  /** Publishes "a new build": a changed service worker script, as every build makes one. */
  function publishNewVersion() {
    for (const compressed of ['sw.js.br', 'sw.js.gz']) rmSync(join(folder, compressed), { force: true })
    const script = join(folder, 'sw.js')
    writeFileSync(script, `${readFileSync(script, 'utf8')}\n// next build ${Date.now()}\n`)
  }

  test('a new version is offered, never forced, and accepting it keeps the draft', async ({ page }) => {
    test.slow()
    await visitOnce(page, `${origin}/Apply`)
    await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/)
    const url = page.url()
    await label(page, 'Surname').fill('PERERA')
    await expect(page.locator('.draft-save-status')).toHaveText('Saved on this device')

    publishNewVersion()
    // What the app does now and then on its own; a navigation would do it too.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const prompt = page.getByRole('region', { name: 'App update' })
    await expect(prompt).toContainText('A new version is available.')
    // Nothing reloaded under the form.
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await expectAccessible(page)

    // Typed just before accepting: saved first, not lost to the reload.
    await label(page, 'Other Names').fill('ANNA')
    await prompt.getByRole('button', { name: 'Update now' }).click()
    await expect(page.getByText(RESTORED)).toBeVisible()
    expect(page.url()).toBe(url)
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await expect(label(page, 'Other Names')).toHaveValue('ANNA')
    await expect(prompt).toHaveCount(0)
    // The new version is the one in charge now, and none is left waiting.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        const script = await (await fetch('/sw.js')).text()
        return { waiting: registration?.waiting ?? null, newest: /\/\/ next build \d+/.test(script) }
      }),
    ).toEqual({ waiting: null, newest: true })
  })
})
