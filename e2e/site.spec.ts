import { firstInteraction } from './device'
import { collectDialogs, expect, expectAccessible, test } from './fixtures'
import { STATIC_PAGES } from './pages'
import { countContactMessages, createApplicationViaApi } from './support'

test.describe('information pages', () => {
  for (const { path, heading, minText = 400 } of STATIC_PAGES) {
    test(`${path} shows its content and passes axe`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      // Real content, not a stub: information pages have several paragraphs or a long list.
      const textLength = (await page.locator('main').innerText()).length
      expect(textLength).toBeGreaterThan(minText)
      await expect(page.getByRole('contentinfo')).toContainText(/All rights reserved/)
      await expectAccessible(page)
    })
  }

  test('the fee disclaimer stands in the footer of home and about only', async ({ page }) => {
    for (const path of ['/', '/about']) {
      await page.goto(path)
      await expect(page.getByRole('contentinfo')).toContainText(
        'includes our service fee and the Sri Lanka visa fee',
      )
    }
    await page.goto('/contact')
    await expect(page.getByRole('contentinfo')).not.toContainText('service fee')
  })

  test('the home page offers the three ways in', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: 'Apply for E-Visa' }).first().click()
    // /Apply opens a draft on this device and names it in the address.
    await expect(page).toHaveURL(/\/Apply(\?draft=[0-9a-f-]{36})?$/)
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: 'Pay or check status' }).first().click()
    await expect(page).toHaveURL(/\/Visa-Fee$/)
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: 'My applications' }).first().click()
    await expect(page).toHaveURL(/\/Partial-Filled$/)
  })

  test('the eligible country list numbers all 231 countries', async ({ page }) => {
    await page.goto('/eligible-country-list')
    await expect(page.locator('ol.country-list > li')).toHaveCount(231)
  })

  test('every nationality on the eligible list can be chosen in the form, and only those', async ({
    page,
  }) => {
    await page.goto('/eligible-country-list')
    const items = page.locator('ol.country-list > li')
    await expect(items).toHaveCount(231)
    const listed = await items.allTextContents()
    await page.goto('/Apply')
    // The form offers the page's names in plain upper case: "Côte d'Ivoire" as "COTE D'IVOIRE".
    const plainUpper = (name: string) =>
      name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase()
    const nationality = page.getByLabel(/^Nationality(\s*\*)?$/)
    await expect(nationality.locator('option:not([value=""])')).toHaveText(listed.map(plainUpper))
  })

  test('an unknown address shows Page not found', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expectAccessible(page)
  })

  test('the side menu lists the ways in, the nine entries of the spec, Lost eVisa and Sync and offline, on a desktop', async ({
    page,
  }) => {
    await page.goto('/')
    const menu = page.getByRole('complementary').getByRole('navigation', { name: 'Site' })
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Apply for E-Visa',
      'My applications',
      'Pay or check status',
      'About Us',
      'Privacy',
      'Term And Condition',
      'Services',
      'Eligible Country List',
      'Refund Policy',
      'Instruction For Applicants',
      'Contact us',
      'Lost eVisa',
      'Sync and offline',
    ])
    await expect(page.getByRole('banner').getByRole('link', { name: 'Apply for E-Visa' })).toHaveAttribute(
      'href',
      '/Apply',
    )
  })
})

// ADR 004: the information pages arrive as HTML with their content, so they read without the
// JavaScript; the app then takes over without a flash, a shift or an error.
const PRERENDERED: { path: string; heading: string | RegExp; text: string; disclaimer: boolean }[] = [
  {
    path: '/',
    heading: /Sri Lanka Electronic Travel Authorization/i,
    text: 'What is the Sri Lanka eVisa?',
    disclaimer: true,
  },
  { path: '/about', heading: 'About Us', text: 'Why choose us', disclaimer: true },
  {
    path: '/Refund-Policy',
    heading: /Refund Policy/i,
    text: 'The fee for an application',
    disclaimer: false,
  },
]

// Pages served as their empty form (their Submit waits for the app): hydrated like the others.
const PRERENDERED_FORMS: { path: string; heading: string; text: string }[] = [
  { path: '/contact', heading: 'Contact Us', text: 'Please do not send passport scans' },
  { path: '/Lost-eVisa', heading: 'Lost your eVisa?', text: 'Enter your application number' },
  { path: '/Visa-Fee', heading: 'Pay or check status', text: 'Enter the application number you received' },
]

test.describe('prerendered information pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, heading, text, disclaimer } of PRERENDERED) {
    test(`${path} shows its heading, text, menu and footer from the HTML alone`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('main')).toContainText(text)
      expect((await page.locator('main').textContent())?.length ?? 0).toBeGreaterThan(400)
      await expect(page.getByRole('complementary').getByRole('link', { name: 'About Us' })).toBeAttached()
      await expect(page.getByRole('contentinfo')).toContainText(/All rights reserved/)
      const footer = page.getByRole('contentinfo')
      if (disclaimer)
        await expect(footer).toContainText('includes our service fee and the Sri Lanka visa fee')
      else await expect(footer).not.toContainText('service fee')
    })
  }

  test('other pages get the shell, with no content of another page', async ({ page }) => {
    for (const path of [
      '/Partial-Filled',
      '/Apply?draft=3b241101-e2bb-4255-8caf-4136c566a962',
      '/no-such-page',
    ]) {
      await page.goto(path)
      await expect(page.locator('#root'), path).toBeEmpty()
    }
  })
})

test.describe('prerendered information pages with JavaScript', () => {
  for (const { path, heading, text } of [...PRERENDERED, ...PRERENDERED_FORMS]) {
    test(`${path}: the app hydrates the HTML's own nodes, no flash, shift or console error`, async ({
      page,
    }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      // From the first byte: every DOM change #root goes through keeps a heading in the page (no
      // blank or "Loading…" frame between the HTML and React's first commit), and nothing shifts.
      await page.addInitScript(() => {
        const state = {
          blankFrames: 0,
          shift: 0,
          seen: false,
          htmlHeading: null as Element | null,
          wholeAtFirstFrame: null as boolean | null,
        }
        Object.assign(window, { __prerender: state })
        // The first frame the browser renders already has the page's end (the footer's last line):
        // the page is painted once, whole, not its header first and the rest in later tasks.
        requestAnimationFrame(() => {
          state.wholeAtFirstFrame = document.querySelector('#root footer > p:last-child') !== null
        })
        document.addEventListener('DOMContentLoaded', () => {
          state.htmlHeading = document.querySelector('main h1')
        })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) state.shift += (entry as unknown as { value: number }).value
        }).observe({ type: 'layout-shift', buffered: true })
        new MutationObserver(() => {
          const root = document.getElementById('root')
          // While the parser is still writing the HTML, the heading is not there yet.
          const shown = Boolean(root?.querySelector('main h1'))
          if (shown) state.seen = true
          else if (state.seen) state.blankFrames++
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto(path)
      await expect(page.locator('html[data-app="running"]')).toBeAttached()
      // The device's side of the app (the save status, which shows nothing on an information page:
      // nothing is being edited there) loads at a first visitor's first interaction
      // (lib/when-needed.ts); once it has arrived, everything the page loads has run.
      await firstInteraction(page)
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('draft-sync-status')),
      )
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('main')).toContainText(text)
      await expect(page.locator('main h1')).toHaveCount(1)
      await expect(page.locator('main')).toHaveCount(1)
      const state = await page.evaluate(
        () =>
          (
            window as unknown as {
              __prerender: { blankFrames: number; shift: number; seen: boolean; wholeAtFirstFrame: boolean }
            }
          ).__prerender,
      )
      expect(state.seen, 'the heading was in the page').toBe(true)
      expect(state.wholeAtFirstFrame, 'the first frame rendered had the whole page').toBe(true)
      // The app's code was requested only once the page was on screen: until its first paint the
      // HTML has the connection to itself.
      const order = await page.evaluate(() => {
        const entry = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app ?? ''
        return {
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          requested: performance
            .getEntriesByType('resource')
            .find((resource) => entry && resource.name.endsWith(entry))?.startTime,
        }
      })
      expect(order.painted, 'first contentful paint').toBeGreaterThan(0)
      expect(order.requested, "the app's entry, requested after the first paint").toBeGreaterThan(
        order.painted ?? Number.POSITIVE_INFINITY,
      )
      expect(state.blankFrames, 'mutations that left #root without the page heading').toBe(0)
      // Hydrated, not rendered again: the heading painted from the HTML is the one on screen, so the
      // largest paint stays the HTML's (docs/decisions/004-prerendered-information-pages.md).
      expect(
        await page.evaluate(() => {
          const { htmlHeading } = (window as unknown as { __prerender: { htmlHeading: Element | null } })
            .__prerender
          return htmlHeading !== null && htmlHeading === document.querySelector('main h1')
        }),
        "the HTML's heading is still the page's",
      ).toBe(true)
      expect(state.shift, 'cumulative layout shift').toBeLessThan(0.01)
      // Every style the page needs came inline with its HTML: the code that arrived after the paint
      // (the save status once more) added no stylesheet, which would make the browser recompute
      // the style of the whole page (docs/performance.md).
      expect(
        await page.evaluate(() => ({
          links: document.querySelectorAll('link[rel=stylesheet]:not([disabled])').length,
          fetched: performance.getEntriesByType('resource').filter((entry) => /\.css(\?|$)/.test(entry.name))
            .length,
        })),
        'stylesheets added or fetched after the HTML',
      ).toEqual({ links: 0, fetched: 0 })
      // The app runs: a client-side navigation works.
      await page.getByRole('complementary').getByRole('link', { name: 'Services' }).click()
      await expect(page.getByRole('heading', { level: 1, name: /Services/i })).toBeVisible()
      expect(errors).toEqual([])
    })
  }
})

test.describe('the menu drawer on a phone @phone-only', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('opens as a dialog named Menu and closes when a link is chosen, on Escape and outside', async ({
    page,
  }) => {
    await page.goto('/')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await dialog.getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(10, 400) // the backdrop, left of the drawer
    await expect(dialog).toBeHidden()
  })

  test('the look-up is reachable from the header menu', async ({ page, request }) => {
    const number = await createApplicationViaApi(request)
    await page.goto('/about')
    await page.getByRole('button', { name: 'Menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.getByLabel('Enter your Application Number').fill(number)
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(new RegExp(`/Apply/${number}$`))
    await expect(dialog).toBeHidden()
  })
})

test('no page scrolls sideways on a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  for (const path of ['/', '/contact', '/eligible-country-list', '/Visa-Fee', '/Partial-Filled', '/Apply']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320)
  }
})

test.describe('contact form', () => {
  const fill = async (page: import('@playwright/test').Page) => {
    await page.getByLabel('Name').fill('Jan de Vries')
    await page.getByLabel('Email').fill('jan@example.nl')
    await page.getByLabel('Contact Number').fill('+31 6 1234 5678')
    await page.getByLabel('Nationality').fill('Netherlands')
    await page.getByLabel('Remarks').fill('Can I add my daughter to my application after paying?')
  }

  /** Submit, and the success toast. */
  async function sendAndSeeThanks(page: import('@playwright/test').Page) {
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: /Thank you|submitted successfully/ }),
    ).toBeVisible()
  }

  test('sends the message, shows a success toast and resets', async ({ page }) => {
    await page.goto('/contact')
    await fill(page)
    await sendAndSeeThanks(page)
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByLabel('Remarks')).toHaveValue('')
  })

  test('says what is missing before sending', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Submit' }).click()
    for (const message of [
      'Name is required.',
      'Email is required.',
      'Contact Number is required.',
      'Remarks is required.',
    ]) {
      await expect(page.getByText(message)).toBeVisible()
    }
    await page.getByLabel('Email').fill('not-an-address')
    await page.getByLabel('Email').blur()
    await expect(page.getByText('Enter a valid email address.')).toBeVisible()
  })

  test('keeps what was typed and shows the server message when the server refuses', async ({ page }) => {
    await page.route('**/api/srilanka/createContactUS', (route) =>
      route.fulfill({
        status: 200,
        json: { success: false, message: 'Our mailbox is full, please write again later.' },
      }),
    )
    await page.goto('/contact')
    await fill(page)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Our mailbox is full' })).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('Jan de Vries')
  })

  test('keeps a message not yet sent across a reload, and forgets it once sent', async ({ page }) => {
    await page.goto('/contact')
    await fill(page)
    await page.reload()
    await expect(page.getByText('We kept the message you had not sent yet.')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('Jan de Vries')
    await expect(page.getByLabel('Remarks')).toHaveValue(/add my daughter/)
    await expectAccessible(page)
    await sendAndSeeThanks(page)
    await expect(page.getByLabel('Remarks')).toHaveValue('')
    await expect(page.getByText('We kept the message you had not sent yet.')).toHaveCount(0)
    await page.reload()
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByText('We kept the message you had not sent yet.')).toHaveCount(0)
  })

  test('offline, the message is kept in the outbox, says so, and is sent once when back online @phone', async ({
    page,
    context,
  }) => {
    const remarks = `Offline question ${crypto.randomUUID()}`
    await page.goto('/contact')
    await fill(page)
    await page.getByLabel('Remarks').fill(remarks)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'will be sent when you are back online' }),
    ).toBeVisible()
    await expect(page.getByLabel('Remarks')).toHaveValue('')
    await expectAccessible(page)
    expect(countContactMessages(remarks)).toBe(0)
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/srilanka/createContactUS') && response.status() === 201,
    )
    await context.setOffline(false)
    await sent
    expect(countContactMessages(remarks)).toBe(1)
  })
})

test.describe('Visa-Fee look-up', () => {
  const lookUp = async (page: import('@playwright/test').Page, value: string) => {
    await page.goto('/Visa-Fee')
    await page.getByRole('main').getByLabel('Enter your Application Number').fill(value)
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click()
  }

  test('refuses an empty or short number', async ({ page }) => {
    await lookUp(page, '   ')
    await expect(page.getByText('Please enter a valid application number.')).toBeVisible()
    await lookUp(page, 'ABC123')
    await expect(page.getByText('Please enter a valid application number.')).toBeVisible()
  })

  test('says when no application has that number', async ({ page }) => {
    await lookUp(page, 'ZZZZZZZZZZZZZZZZ')
    await expect(page.getByText('Application not found or an error occurred.')).toBeVisible()
  })

  test('takes an unpaid application, typed in lower case with spaces, to its form', async ({
    page,
    request,
  }) => {
    const number = await createApplicationViaApi(request)
    await lookUp(page, `  ${number.toLowerCase()} `)
    await expect(page).toHaveURL(new RegExp(`/Apply/${number}$`))
  })

  test('says a paid application is under review, with the support phone', async ({ page }) => {
    // A paid application needs a payment; the payment journey proves that end to end. Here the
    // answer is fixed so this screen's wording is checked on its own.
    await page.route('**/api/srilanka/View-application/**', (route) =>
      route.fulfill({
        json: { status: true, data: { sku_id: 'PAIDPAIDPAIDPAID', payment_status: 'COMPLETED' } },
      }),
    )
    await lookUp(page, 'PAIDPAIDPAIDPAID')
    await expect(
      page.getByText('We have successfully received your application and it is now under review'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /\+94/ })).toBeVisible()
    await expectAccessible(page)
  })

  test('refuses an unknown payment status', async ({ page }) => {
    await page.route('**/api/srilanka/View-application/**', (route) =>
      route.fulfill({
        json: { status: true, data: { sku_id: 'ODDODDODDODDODDO', payment_status: 'REFUNDED' } },
      }),
    )
    await lookUp(page, 'ODDODDODDODDODDO')
    await expect(page.getByText('Invalid payment status. Please try again.')).toBeVisible()
  })

  test('says the data did not load when the look-up fails', async ({ page }) => {
    await page.route('**/api/srilanka/View-application/**', (route) => route.abort('connectionreset'))
    await lookUp(page, 'ABCDEFGHJKMNPQRS')
    await expect(page.getByText('Application data not loaded. Please try again.')).toBeVisible()
  })

  test('waits for a look-up still in flight instead of failing', async ({ page, request }) => {
    const number = await createApplicationViaApi(request)
    await page.route('**/api/srilanka/View-application/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const dialogs = collectDialogs(page)
    await lookUp(page, number)
    await expect(page).toHaveURL(new RegExp(`/Apply/${number}$`), { timeout: 15_000 })
    expect(dialogs).toEqual([])
  })
})
