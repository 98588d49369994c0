// The site in the traveller's language (docs/decisions/017-languages.md): every non-English page
// under /{language}/ speaks that language with the right <html lang dir>, the Language menu switches
// a page in place without losing what was typed, the language in use works offline, and the
// countries read in the language while the form keeps the stored English values.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { visitOnce } from './device'
import { expect, expectAccessible, test } from './fixtures'
import { label, openApplyWithApp } from './journey-helpers'

type Catalogue = Record<string, string | { match: Record<string, string> }[]>

function catalogue(language: string): Record<string, string> {
  const messages = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'messages', `${language}.json`), 'utf8'),
  )
  // Plural messages are left out: the checks below look for plain sentences.
  return Object.fromEntries(
    Object.entries(messages as Catalogue).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

const en = catalogue('en')
const text = (language: string, key: string) => {
  const value = catalogue(language)[key]
  if (!value) throw new Error(`no message ${key} in ${language}`)
  return value
}

async function expectLanguage(page: Page, language: string, dir: 'ltr' | 'rtl' = 'ltr') {
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.locator('html')).toHaveAttribute('dir', dir)
}

// `prerendered`: the page's HTML comes from the build, with its alternates in every language.
const PAGES = [
  { path: '/de/', language: 'de', heading: 'home_title', prerendered: true },
  { path: '/ru/Apply', language: 'ru', heading: 'apply_title', prerendered: true },
  { path: '/zh/eligible-country-list', language: 'zh', heading: 'common_menu_eligible', prerendered: true },
  { path: '/fr/Visa-Fee', language: 'fr', heading: 'common_nav_lookup', prerendered: false },
  { path: '/ar/', language: 'ar', heading: 'home_title', dir: 'rtl' as const, prerendered: true },
]

test.describe('the site in other languages', () => {
  for (const { path, language, heading, dir, prerendered } of PAGES) {
    test(`${path} is in ${language}, with its lang, dir and alternates, and passes axe @phone`, async ({
      page,
    }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: text(language, heading) })).toBeVisible()
      await expectLanguage(page, language, dir)
      await expect(page.getByRole('button', { name: text(language, 'common_language') })).toBeVisible()
      if (prerendered) await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(7)
      await expectAccessible(page)
    })
  }

  test('the eligible list names the countries in the language, in its alphabetical order', async ({
    page,
  }) => {
    await page.goto('/de/eligible-country-list')
    const list = page.locator('ol.country-list')
    await expect(list.getByText('Deutschland', { exact: true })).toBeVisible()
    await expect(list.getByText('Vereinigtes Königreich', { exact: true })).toBeVisible()
    await expect(list.getByText('GERMANY')).toHaveCount(0)
  })

  test('a page of each language shows none of the English interface texts', async ({ page }) => {
    // Sentences long enough to be the interface's own (not a brand or a code), as they read
    // between a message's parameters; legal pages stay in English by design.
    const english = [
      ...new Set(
        Object.values(en)
          .flatMap((value) => value.split(/\{\w+\}/))
          .map((part) => part.trim())
          .filter((part) => part.length >= 16),
      ),
    ]
    for (const language of ['ru', 'de', 'zh', 'fr', 'ar']) {
      const own = new Set(Object.values(catalogue(language)))
      for (const path of [
        '/',
        '/Apply',
        '/Visa-Fee',
        '/about',
        '/Instruction',
        '/contact',
        '/Partial-Filled',
        '/Sync',
      ]) {
        await page.goto(`/${language}${path}`)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expect(page.locator('main h1')).toBeVisible()
        const shown = await page.locator('body').innerText()
        const left = english.filter(
          (sentence) => shown.includes(sentence) && ![...own].some((o) => o.includes(sentence)),
        )
        expect(left, `${language}${path} shows English`).toEqual([])
      }
    }
  })

  test('an unknown language prefix is a 404, a known one the page in its language', async ({ request }) => {
    const html = { accept: 'text/html' }
    for (const path of ['/xx/Apply', '/en/Apply', '/pt-br/']) {
      expect((await request.get(path, { headers: html })).status(), path).toBe(404)
    }
    const arabic = await request.get('/ar/', { headers: html })
    expect(arabic.status()).toBe(200)
    const page = await arabic.text()
    expect(page).toContain('<html lang="ar" dir="rtl">')
    expect(page).toContain('<link rel="alternate" hreflang="x-default" href="/">')
  })

  test('typing another script in a passport field is refused in the interface language', async ({ page }) => {
    await page.goto('/ru/Apply')
    const surname = label(page, text('ru', 'apply_label_surname'))
    await surname.fill('ИВАНОВ')
    await surname.blur()
    await expect(
      page.getByText(text('ru', 'error_latin_only').replace('{label}', text('ru', 'apply_label_surname'))),
    ).toBeVisible()
  })

  test('the country selects read in the language and keep the stored English value', async ({ page }) => {
    await page.goto('/de/Apply')
    await expect(page.locator('html[data-app="running"]')).toBeAttached()
    const nationality = label(page, text('de', 'apply_label_nationality'))
    await nationality.selectOption({ label: 'Deutschland' })
    await expect(nationality).toHaveValue('GERMANY')
  })
})

test.describe('the Language menu', () => {
  test('switches /Apply in place: what was typed, the draft and the scroll stay; the choice is kept @phone', async ({
    page,
  }) => {
    await openApplyWithApp(page)
    const draftUrl = new URL(page.url())
    await label(page, 'Surname').fill('PERERA')
    await page.evaluate(() => window.scrollTo(0, 700))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(200)
    // A reload would lose this mark.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }))

    // By keyboard, where the page is: the menu opens over it (a click would scroll to the header).
    await page
      .getByRole('button', { name: 'Language' })
      .evaluate((button) => button.focus({ preventScroll: true }))
    await page.keyboard.press('Enter')
    await page.getByRole('link', { name: 'Deutsch' }).click()

    await expect(page).toHaveURL(`/de/Apply${draftUrl.search}`)
    await expectLanguage(page, 'de')
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'apply_title') })).toBeVisible()
    await expect(label(page, text('de', 'apply_label_surname'))).toHaveValue('PERERA')
    expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(80)

    // The next visit opens in the language chosen.
    await page.goto('/')
    await expect(page).toHaveURL('/de/')
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'home_title') })).toBeVisible()

    await page.getByRole('button', { name: text('de', 'common_language') }).click()
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL('/')
    await expectLanguage(page, 'en')
    await expect(page.getByRole('heading', { level: 1, name: en.home_title })).toBeVisible()
  })

  test('works from the served page before the app runs: each language is a link to this page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/about')
    await page.getByRole('button', { name: 'Language' }).click()
    await page.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL('/fr/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1, name: text('fr', 'about_title') })).toBeVisible()
    await context.close()
  })
})

test.describe('a language offline', () => {
  test('/de/Apply, visited once, opens in German offline, and English after switching back', async ({
    page,
  }) => {
    await visitOnce(page, '/de/Apply')
    await page.context().setOffline(true)
    await page.reload()
    await expectLanguage(page, 'de')
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'apply_title') })).toBeVisible()
    await expect(label(page, text('de', 'apply_label_surname'))).toBeVisible()

    await page.getByRole('button', { name: text('de', 'common_language') }).click()
    await page.getByRole('link', { name: 'English' }).click()
    await expectLanguage(page, 'en')
    await expect(page.getByRole('heading', { level: 1, name: en.apply_title })).toBeVisible()
    await page.context().setOffline(false)
  })
})
