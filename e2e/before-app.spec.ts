// The served pages are painted from HTML and work before the app's code has run (ADR 004, 009,
// 013): every control there either works without JavaScript or says it is not ready yet, and
// what the traveller did with it meanwhile is kept when the app takes over. Each test acts in the
// first instant, with every script of the page held back, then lets the scripts through.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CONFIRM, label, TINY_PNG } from './journey-helpers'

/**
 * Holds every script of the site until `release` is called: the page stays its HTML alone. (A
 * module script held back also holds back DOMContentLoaded, so the test goes to the page with
 * waitUntil 'commit' and waits for the element it acts on.)
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return async () => {
    release()
    await expect(page.locator('html[data-app="running"]')).toBeAttached({ timeout: 30_000 })
  }
}

test.describe('before the app runs @phone-only', () => {
  test('the Menu opens from the HTML alone, and the app then closes it', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible()

    await release()
    await expect(menu, 'the app kept the menu open').toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    // From now on the app opens it (as a modal dialog), and a link chosen there closes it.
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toBeHidden()
  })

  test('the confirmation ticked on /Apply before the app ran stays ticked and enables Submit', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/Apply', { waitUntil: 'commit' })
    const confirm = page.getByLabel(CONFIRM)
    await confirm.check()
    const submit = page.getByRole('button', { name: 'Submit' })
    // Submit is not ready yet, and the page says why.
    await expect(submit).toBeDisabled()
    await expect(page.getByText('Submit works once the page has finished loading.')).toBeVisible()

    await release()
    await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/)
    await expect(confirm).toBeChecked()
    await expect(submit).toBeEnabled()
    await expect(page.getByText('Submit works once the page has finished loading.')).toBeHidden()
  })

  test('Add Child on /Apply says it is not ready until the app runs, then adds a row', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/Apply', { waitUntil: 'commit' })
    const add = page.getByRole('button', { name: 'Add Child' })
    await expect(add).toBeDisabled()
    await expect(add).toHaveAccessibleDescription(/works once the page has finished loading/)

    await release()
    await expect(add).toBeEnabled()
    await add.click()
    await expect(page.getByRole('group', { name: 'Child 1' })).toBeVisible()
  })

  test('a passport copy chosen on /Apply before the app ran is uploaded with the draft', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/Apply', { waitUntil: 'commit' })
    await label(page, 'Passport Copy').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    })

    await release()
    await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/)
    await expect(page.getByText('Attached: passport.png')).toBeVisible()
    // Kept with the draft: a reload shows it attached still.
    await page.reload()
    await expect(page.getByText(/^Attached: /)).toBeVisible()
  })
})
