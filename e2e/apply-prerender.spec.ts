// /Apply arrives with its empty form in the HTML (docs/decisions/009-prerendered-apply.md): it can be
// read and filled before the JavaScript has run, what was typed then is kept when the app takes
// over, and a draft being resumed never shows the empty form first.
import type { Page, Route } from '@playwright/test'
import { visitOnce } from './device'
import { expect, expectAccessible, test } from './fixtures'
import { answer, label } from './journey-helpers'

/**
 * The address of the page's one script in its HTML: the boot script, which requests the app's entry
 * and the route's code after the first paint.
 */
async function bootScript(page: Page): Promise<string> {
  const response = await page.request.get('/Apply', { headers: { accept: 'text/html' } })
  const src = /<script type="module"[^>]* src="([^"]+)"/.exec(await response.text())?.[1]
  if (!src) throw new Error('no boot script in /Apply')
  return new URL(src, response.url()).href
}

/**
 * Holds the boot script of the next page load, and with it all of the app's code, until `release`
 * is called, so the page stays the HTML alone meanwhile; later loads (a reload) get it at once.
 */
async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  const url = await bootScript(page)
  let held: Route | undefined
  let requested: () => void = () => {}
  const arrived = new Promise<void>((resolve) => {
    requested = resolve
  })
  await page.route(
    url,
    (route) => {
      held = route
      requested()
    },
    { times: 1 },
  )
  return async () => {
    await arrived
    await held?.continue()
  }
}

/**
 * From the first byte, counts the times the Surname field entered the page empty after the page
 * had shown it filled, and how many Surname fields the page has had (the HTML's, then each form
 * the app built); keeps the layout shifts no input explains (hadRecentInput false: the page moved
 * by itself, as when the app's render replaces the HTML's form).
 */
async function watchForm(page: Page) {
  await page.addInitScript(() => {
    const state = {
      emptyAfterFilled: 0,
      emptySeen: false,
      filledSeen: false,
      formGone: 0,
      formSeen: false,
      shifts: [] as string[],
      surnameFields: 0,
    }
    /** What moved, for the failure's message: the element, and its box before and after. */
    const whatMoved = (source: {
      node?: Node | null
      previousRect: DOMRectReadOnly
      currentRect: DOMRectReadOnly
    }) => {
      const node = source.node
      const element = node instanceof Element ? node : node?.parentElement
      const name = element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}`
        : String(node?.nodeName)
      const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`
      return `${name} ${box(source.previousRect)} -> ${box(source.currentRect)}`
    }
    const seen = new WeakSet<Element>()
    Object.assign(window, { __applyForm: state })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number
          hadRecentInput: boolean
          sources: Parameters<typeof whatMoved>[0][]
        }
        if (!shift.hadRecentInput) {
          state.shifts.push(
            `${shift.value} at ${Math.round(entry.startTime)} ms: ${shift.sources.map(whatMoved).join('; ')}`,
          )
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
    new MutationObserver(() => {
      const surname = document.getElementById('field-surname') as HTMLInputElement | null
      if (surname && !seen.has(surname)) {
        seen.add(surname)
        state.surnameFields++
      }
      if (surname) state.formSeen = true
      else if (state.formSeen) state.formGone++
      if (surname?.value) state.filledSeen = true
      else if (surname) {
        state.emptySeen = true
        if (state.filledSeen) state.emptyAfterFilled++
      }
    }).observe(document, { childList: true, subtree: true })
  })
  return () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __applyForm: {
              emptyAfterFilled: number
              emptySeen: boolean
              formGone: number
              formSeen: boolean
              shifts: string[]
              surnameFields: number
            }
          }
        ).__applyForm,
    )
}

test.describe('the prerendered /Apply without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the whole empty form, its labels and country lists from the HTML alone', async ({ page }) => {
    await page.goto('/Apply')
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for a Sri Lanka eVisa' })).toBeVisible()
    for (const section of [
      'Personal and Passport Information',
      "Child information in parent's passport",
      'Travel Information',
      'Contact Details',
      'Declaration',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeAttached()
    }
    await expect(label(page, 'Surname')).toHaveValue('')
    await expect(label(page, 'Country of Birth').locator('option')).not.toHaveCount(1)
    expect(await label(page, 'Nationality').locator('option').count()).toBeGreaterThan(150)
    await expect(page.getByRole('button', { name: 'Submit' })).toBeAttached()
  })

  test('an address naming a draft gets the shell, never the empty form', async ({ page }) => {
    await page.goto('/Apply?draft=3b241101-e2bb-4255-8caf-4136c566a962')
    await expect(page.locator('#root')).toBeEmpty()
  })
})

test.describe('the prerendered /Apply with JavaScript', () => {
  test("requests its route's code with the app's entry, one link a task, and the app adds no preload of it again", async ({
    page,
  }) => {
    // A mutation observer's records come in one call after each task that made them: the boot
    // script's links (those its tag names) a call brings were added by one task.
    await page.addInitScript(() => {
      const linksPerTask: number[] = []
      Object.assign(window, { linksPerTask })
      new MutationObserver((records) => {
        const named = document
          .querySelector<HTMLScriptElement>('script[data-app]')
          ?.dataset.modules?.split(' ')
        const links = records
          .flatMap((record) => [...record.addedNodes])
          .filter(
            (node) =>
              node instanceof HTMLLinkElement &&
              node.rel === 'modulepreload' &&
              named?.includes(new URL(node.href).pathname),
          )
        if (links.length > 0) linksPerTask.push(links.length)
      }).observe(document, { childList: true, subtree: true })
    })
    const served = await page.request.get('/Apply', { headers: { accept: 'text/html' } })
    const html = await served.text()
    // Nothing in the HTML itself: the first paint has the connection to itself.
    expect(html).not.toContain('rel="modulepreload"')
    // The app's entry, which the boot script imports after the first paint, is held back.
    const entry = /data-app="([^"]+)"/.exec(html)?.[1]
    if (!entry) throw new Error('no app entry named in /Apply')
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(new URL(entry, served.url()).href, async (route) => {
      await released
      await route.continue()
    })
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/Apply', { waitUntil: 'commit' })
    // With the app's entry still held, the form's own chunk is on its way already.
    await expect.poll(() => requested.some((path) => /^\/assets\/Apply-[\w-]+\.js$/.test(path))).toBe(true)
    const early = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    expect(early.some((href) => /\/assets\/app-[\w-]+\.js$/.test(href))).toBe(true)

    release()
    await expect(page).toHaveURL(/\/Apply\?draft=/)
    // The page keeps a draft, so the layout brings the device's parts (the save status) at once.
    await expect
      .poll(() => requested.some((path) => /^\/assets\/draft-sync-status-[\w-]+\.js$/.test(path)))
      .toBe(true)
    const all = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    // Nor of anything else the page imports as it starts (its messages, the layout's device
    // parts): the boot script named them all. The update prompt and the install button wait for
    // the browser to be idle (lib/when-needed.ts) and may come at any moment after the start, with
    // the loader's links: they are not part of it.
    const named = /data-modules="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? []
    const atIdle = /^\/assets\/(update-prompt|install-button)-[\w-]+\.js$/
    expect(
      all.map((href) => new URL(href).pathname).filter((path) => !named.includes(path) && !atIdle.test(path)),
    ).toEqual([])
    expect(new Set(all).size, 'a chunk preloaded twice').toBe(all.length)
    // One link a task: a request started costs the main thread up to several milliseconds here.
    const linksPerTask = await page.evaluate(
      () => (window as unknown as { linksPerTask: number[] }).linksPerTask,
    )
    expect(linksPerTask.reduce((sum, count) => sum + count, 0)).toBe(named.length)
    expect(Math.max(...linksPerTask)).toBe(1)
  })

  test("opens the tab's session storage before the app's entry runs: its first access waits for the browser, and the router reads it as its module is evaluated", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const storage = Object.getOwnPropertyDescriptor(window, 'sessionStorage')
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get() {
          Object.assign(window, { storageOpened: true })
          return storage?.get?.call(window)
        },
      })
    })
    const html = await (await page.request.get('/Apply', { headers: { accept: 'text/html' } })).text()
    const entry = /data-app="([^"]+)"/.exec(html)?.[1]
    if (!entry) throw new Error('no app entry named in /Apply')
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let entryRequested = () => {}
    const entryHeld = new Promise<void>((resolve) => {
      entryRequested = resolve
    })
    await page.route(`**${entry}`, async (route) => {
      entryRequested()
      await released
      await route.continue()
    })
    await page.goto('/Apply', { waitUntil: 'commit' })
    await entryHeld
    await expect
      .poll(() => page.evaluate(() => (window as { storageOpened?: boolean }).storageOpened === true))
      .toBe(true)
    release()
    // The app still starts.
    await expect(page).toHaveURL(/\/Apply\?draft=/)
  })

  test('keeps what was typed before the JavaScript ran, and saves it to a draft @phone', async ({ page }) => {
    const release = await holdAppScripts(page)
    const read = await watchForm(page)
    await page.goto('/Apply', { waitUntil: 'commit' })
    // The HTML alone: typed in lower case, nothing upper-cases it yet.
    await label(page, 'Surname').fill('perera')
    await label(page, 'Country of Birth').selectOption('UNITED KINGDOM')
    await answer(page, 'Are you currently in Sri Lanka?', 'No')
    await label(page, 'Occupation').focus()
    await release()
    // The app names the new draft in the address once it has saved what was typed into it.
    await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/)
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await expect(label(page, 'Country of Birth')).toHaveValue('UNITED KINGDOM')
    await expect(
      page.getByRole('group', { name: /Are you currently in Sri Lanka/ }).getByLabel('No', { exact: true }),
    ).toBeChecked()
    // The focus stayed where the traveller left it, and typing goes on there.
    await expect(label(page, 'Occupation')).toBeFocused()
    await page.keyboard.type('teacher')
    await expect(label(page, 'Occupation')).toHaveValue('TEACHER')
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
    // The form's styles came inline with the HTML: its code, once here, added no stylesheet (one
    // would make the browser recompute the style of the whole form).
    await expect(page.locator('link[rel=stylesheet]:not([disabled])')).toHaveCount(0)
    const state = await read()
    expect(state.formGone, 'DOM changes that left the page without the form').toBe(0)
    expect(state.emptyAfterFilled, 'times the form showed empty again').toBe(0)
    // The HTML's form is the draft's: the app hydrates it and never builds another (ADR 013).
    expect(state.surnameFields, 'Surname fields the page has had').toBe(1)
    expect(state.shifts, 'layout shifts without input').toEqual([])

    // Saved on this device: a reload reopens the same draft with everything.
    const address = page.url()
    await page.reload()
    await expect(page).toHaveURL(address)
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await expect(label(page, 'Country of Birth')).toHaveValue('UNITED KINGDOM')
    await expect(label(page, 'Occupation')).toHaveValue('TEACHER')
    await expectAccessible(page)
  })

  test('the app leaves <html lang dir> as the page was served in its language', async ({ page }) => {
    // Writing either, even the value it has, makes the browser restyle every element of the page,
    // the form's 1,000 select options too, in a long task right after the hydration.
    await page.addInitScript(() => {
      const written: string[] = []
      Object.assign(window, { __htmlWrites: written })
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target === document.documentElement) written.push(record.attributeName ?? '')
      }).observe(document, { attributes: true, attributeFilter: ['lang', 'dir'], subtree: true })
    })
    await page.goto('/Apply')
    // Set in the same commit as the layout's own effect, which runs first (a child's effects do).
    await expect(page.locator('html[data-app=running]')).toBeAttached()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    expect(await page.evaluate(() => (window as unknown as { __htmlWrites: string[] }).__htmlWrites)).toEqual(
      [],
    )
  })

  // The draft opens before the app's first render (ADR 009, amendment); storage held up by another
  // tab must not keep the page from starting. Another page of the site keeps an upgrade of the
  // device's database running, so every other open of it waits until that page lets it go.
  test('starts with its own form while the storage is held up, and takes the draft when it opens', async ({
    page,
    context,
  }) => {
    const other = await context.newPage()
    await other.goto('/robots.txt')
    await other.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open(name, 1_000_000)
          request.onupgradeneeded = () => {
            const transaction = request.transaction!
            const store = request.result.createObjectStore('held')
            // A transaction lives while it has requests: one after another until released.
            const spin = () => {
              if ((window as { release?: boolean }).release) transaction.abort()
              else store.get(0).onsuccess = spin
            }
            spin()
            resolve()
          }
          request.onerror = () => (request.error?.name === 'AbortError' ? undefined : reject(request.error))
        }),
      'evisa',
    )
    await page.goto('/Apply', { waitUntil: 'commit' })
    await label(page, 'Surname').fill('perera')
    // The app starts without the draft: its own form, with what was typed.
    await expect(page.locator('html[data-app="running"]')).toBeAttached({ timeout: 20_000 })
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await expect(page).toHaveURL(/\/Apply$/)
    await label(page, 'Occupation').fill('teacher')

    // Storage free again: the draft opens with everything typed, and the address names it.
    await other.evaluate(() => Object.assign(window, { release: true }))
    await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/, { timeout: 20_000 })
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await expect(label(page, 'Occupation')).toHaveValue('TEACHER')
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
    await page.reload()
    await expect(label(page, 'Surname')).toHaveValue('PERERA')
    await expect(label(page, 'Occupation')).toHaveValue('TEACHER')
  })

  test('Resume of a draft shows the draft, never the empty form first @phone', async ({ page }) => {
    await page.goto('/Apply')
    await label(page, 'Surname').pressSequentially('silva')
    await expect(page).toHaveURL(/\/Apply\?draft=/)
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()

    const read = await watchForm(page)
    await page.goto('/Partial-Filled')
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'SILVA', exact: true }) })
      .getByRole('button', { name: 'Resume' })
      .click()
    await expect(label(page, 'Surname')).toHaveValue('SILVA')
    const afterResume = await read()
    expect(afterResume.formSeen).toBe(true)
    expect(afterResume.emptySeen, 'the empty form showed before the draft').toBe(false)

    // A reload of the resumed draft's address: the shell, then the draft, no empty form between.
    await page.reload()
    await expect(label(page, 'Surname')).toHaveValue('SILVA')
    const afterReload = await read()
    expect(afterReload.formSeen).toBe(true)
    expect(afterReload.emptySeen, 'the empty form showed before the draft').toBe(false)
  })

  test('offline, the service worker answers /Apply with the form in its HTML', async ({ page, context }) => {
    await visitOnce(page, '/Apply')
    await context.setOffline(true)
    const response = await page.goto('/Apply')
    expect(response?.fromServiceWorker(), 'answered by the service worker').toBe(true)
    const html = await response?.text()
    expect(html).toContain('id="field-surname"')
    expect(html).toContain('Country of Birth')
    await expect(label(page, 'Surname')).toBeEditable()
    await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/)
  })
})
