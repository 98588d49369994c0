// A traveller's journey without friction: the price up front, typo-proof e-mail, forgiving
// look-ups, a layout that fits a phone, and messages that fit the moment. Tests whose layout or
// touch differs on a phone are tagged @phone, so they run on the 390 px phone as well as at
// 1280 px; tests that set their own screen width, or check what does not depend on it, run once.
import { addMonths, formatLongDate } from '../shared/dates'
import { firstInteraction, seedDrafts, submittedDraft } from './device'
import { expect, expectAccessible, holdRequests, test } from './fixtures'
import {
  label,
  openAnsweringQuestions,
  openApplyWithApp,
  openMadeElsewhere,
  TINY_PNG,
} from './journey-helpers'
import { createApplicationViaApi, isoDaysFromToday } from './support'

test.describe('fees up front', () => {
  test('the home page and Services show the fees before anything is filled in @phone', async ({ page }) => {
    await page.goto('/')
    const fees = page.getByRole('region', { name: 'eVisa fees' })
    // Next to Apply: in the same opening section as the button.
    await expect(page.locator('.hero').getByRole('link', { name: 'Apply for E-Visa' })).toBeVisible()
    await expect(page.locator('.hero').getByRole('region', { name: 'eVisa fees' })).toBeVisible()
    await expect(fees.getByRole('definition')).toHaveText(['85 USD', '95 USD', '10 USD'])
    await expect(fees.getByRole('term')).toHaveText(['Tourist eVisa', 'Business eVisa', /Nationals of India/])
    await expect(fees).toContainText("children on the parent's passport at no extra fee")
    await expectAccessible(page)

    await page.goto('/Service')
    const services = page.getByRole('region', { name: 'eVisa fees' })
    await expect(services.getByRole('definition')).toHaveText(['85 USD', '95 USD', '10 USD'])
    await expectAccessible(page)
  })

  test('the form shows the fee for the choices made so far, and follows them', async ({ page }) => {
    await page.goto('/Apply')
    const fee = page.getByText(/^Fee:/)
    await expect(fee).toHaveAttribute('aria-live', 'polite')
    await expect(fee).toHaveText('Fee: shown once you choose a Visa Type.')
    await label(page, 'Visa Type').selectOption('TOURIST VISA')
    await expect(fee).toContainText('Fee: 85 USD')
    await label(page, 'Visa Type').selectOption('BUSINESS VISA')
    await expect(fee).toContainText('Fee: 95 USD')
    await label(page, 'Nationality').selectOption('INDIA')
    await expect(fee).toContainText('Fee: 10 USD')
    await label(page, 'Nationality').selectOption('JAPAN')
    await expect(fee).toContainText('Fee: 95 USD')
    await expectAccessible(page)
  })
})

test.describe('e-mail typos', () => {
  test('a mistyped domain gets a suggestion the traveller can apply', async ({ page }) => {
    await page.goto('/Apply')
    const email = label(page, 'Email').first()
    await email.fill('anna.perera@gmial.com')
    await email.blur()
    await expect(page.getByText('Did you mean anna.perera@gmail.com?')).toBeVisible()
    await expectAccessible(page)
    const use = page.getByRole('button', { name: 'Use anna.perera@gmail.com' })
    await use.focus()
    await page.keyboard.press('Enter')
    await expect(email).toHaveValue('anna.perera@gmail.com')
    await expect(email).toBeFocused()
    await expect(page.getByText(/^Did you mean/)).toHaveCount(0)

    // Two slips at once, in the name and the ending.
    await email.fill('anna@exampel.con')
    await email.blur()
    await expect(page.getByText('Did you mean anna@example.com?')).toBeVisible()
    // A correct address: no suggestion.
    await email.fill('anna@example.com')
    await expect(page.getByText(/^Did you mean/)).toHaveCount(0)
  })

  test('the preview names the address the eVisa will be sent to, beside Next To Pay @phone', async ({
    page,
    request,
  }) => {
    // Made through the API, not on this device: the preview asks who is opening it.
    await openMadeElsewhere(page, request, 'Preview', { email: 'anna.perera@example.com' })
    await expect(page.getByText('The eVisa will be sent to anna.perera@example.com.')).toBeVisible()
    const sentence = await page.getByText(/^The eVisa will be sent to/).boundingBox()
    const pay = await page.getByRole('link', { name: 'Next To Pay' }).boundingBox()
    // Right above the button: nothing else between them but the Edit button's row.
    expect(sentence && pay && pay.y - (sentence.y + sentence.height)).toBeLessThan(120)
  })
})

test.describe('forgiving look-ups', () => {
  /** The number as someone might type it from a printout: grouped, lower case, O for 0, L for 1. */
  function typedLoosely(skuId: string): string {
    return (skuId.match(/.{1,4}/g) ?? []).join('-').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')
  }

  test('the Visa-Fee look-up takes a number typed loosely and shows all of it on a 320 px screen', async ({
    page,
    request,
  }) => {
    const skuId = await createApplicationViaApi(request)
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/Visa-Fee')
    const input = page.getByLabel('Enter your Application Number')
    await expect(input).toHaveAccessibleDescription(/16 letters and digits.*spaces and dashes do not matter/i)
    await input.fill(typedLoosely(skuId))
    // The whole number is in view: nothing scrolled out of the box.
    expect(
      await input.evaluate((element: HTMLInputElement) => element.scrollWidth <= element.clientWidth),
    ).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Submit' }).click()
    // Spec: an unpaid application opens at /Apply/{id}, under its stored number.
    await expect(page).toHaveURL(new RegExp(`/Apply/${skuId}$`))
  })

  test('the side menu look-up is just as forgiving', async ({ page, request }) => {
    const skuId = await createApplicationViaApi(request)
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const input = menu.getByLabel('Enter your Application Number')
    await expect(input).toHaveAccessibleDescription(/16 letters and digits/)
    await input.fill(` ${typedLoosely(skuId).replace(/-/g, ' ')} `)
    expect(
      await input.evaluate((element: HTMLInputElement) => element.scrollWidth <= element.clientWidth),
    ).toBe(true)
    await menu.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(new RegExp(`/Apply/${skuId}$`))
  })
})

test.describe('phone layout', () => {
  test('the preview shows each child as a card on a phone, with every detail in view', async ({
    page,
    request,
  }) => {
    const skuId = await createApplicationViaApi(request, {
      children: [
        {
          child_surnane: 'PERERA',
          child_givenName: 'LEO',
          child_date_of_birth: '2018-06-01',
          child_gender: 'Male',
          child_relationship: 'Child',
        },
      ],
    })
    await page.setViewportSize({ width: 390, height: 844 })
    // Made through the API, not on this device: the preview asks who is opening it.
    await openAnsweringQuestions(page, `/Preview/${skuId}`)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Child 1' }) })
    await expect(card).toBeVisible()
    await expect(card.getByRole('term')).toHaveText([
      'Child Surname',
      'Child Given Name',
      'Child Date of Birth',
      'Child Gender',
      'Relationship',
    ])
    await expect(card.getByRole('definition')).toHaveText(['PERERA', 'LEO', '1 June 2018', 'Male', 'Child'])
    // Every detail within the phone's width: nothing cut off at the side.
    for (const detail of await card.getByRole('definition').all()) {
      const box = await detail.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    }
    await expect(page.getByRole('table')).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(page)

    // A wide screen keeps the table.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.getByRole('table')).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Relationship' })).toBeVisible()
    await expect(card).toBeHidden()
  })

  test('the declaration questions sit below their border at 1280 px, wrapped or not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openApplyWithApp(page)
    for (const question of [
      'Do you have a valid residence visa?',
      'Are you currently in Sri Lanka?',
      'Do you have a multiple entry visa?',
    ]) {
      const group = page.getByRole('group', { name: question })
      const legend = group.locator('legend')
      const [box, legendBox, borderTop] = await Promise.all([
        group.boundingBox(),
        legend.boundingBox(),
        group.evaluate((element) => Number.parseFloat(getComputedStyle(element).borderTopWidth)),
      ])
      // The whole question is inside the box, below its top border.
      expect(legendBox && box && legendBox.y >= box.y + borderTop).toBe(true)
    }
  })

  test('after an upload, one clear state: what is attached and a Replace file button @phone-only', async ({
    page,
  }) => {
    await page.goto('/Apply')
    const document = page.getByRole('region', { name: 'Passport copy (optional)' })
    await expect(document).toContainText('The passport copy is optional')
    await expect(document).toContainText('check what you typed against your passport')
    const input = label(page, 'Passport Copy')
    await expect(input).toBeVisible()
    await expect(document.getByRole('button', { name: 'Replace file' })).toHaveCount(0)

    await input.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: TINY_PNG })
    await expect(document.getByText(/^Attached:/)).toBeVisible()
    const replace = document.getByRole('button', { name: 'Replace file' })
    await expect(replace).toBeVisible()
    // The native input, which would say "No file chosen", is out of sight and out of the tab order.
    expect(await input.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1)
    await expect(input).toHaveAttribute('tabindex', '-1')
    await expectAccessible(page)

    // Keyboard: Replace file opens the file chooser; the new file replaces the old one.
    await replace.focus()
    const chooser = page.waitForEvent('filechooser')
    await page.keyboard.press('Enter')
    await (await chooser).setFiles({ name: 'second.png', mimeType: 'image/png', buffer: TINY_PNG })
    await expect(document.getByText('Attached: second.png')).toBeVisible()
  })
})

test.describe('messages that fit the moment', () => {
  test('the save status shows where a draft is edited, not on home, contact or payment @phone', async ({
    page,
    request,
  }) => {
    await page.goto('/Apply')
    await label(page, 'Surname').pressSequentially('perera')
    // The header's status: "Saving…" while the draft goes to the server, then "All changes saved".
    const saved = page.getByRole('status').filter({ hasText: /^(Saving…|All changes saved)$/ })
    await expect(saved).toBeVisible()
    await expect(saved).toHaveText('All changes saved', { timeout: 30_000 })

    // Leaving the form by its links: the status that was showing goes away.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Sri Lanka eVisa/ })
      .click()
    await expect(page).toHaveURL(/\/$/)
    await expect(saved).toHaveCount(0)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(saved).toHaveCount(0)

    // The payment screen, reached from the preview once the status component has loaded.
    // Made through the API, not on this device: the preview asks who is opening it.
    const skuId = await openMadeElsewhere(page, request, 'Preview')
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('draft-sync-status')),
    )
    await page.getByRole('link', { name: 'Next To Pay' }).click()
    await expect(page).toHaveURL(new RegExp(`/Payment/${skuId}$`))
    await expect(saved).toHaveCount(0)

    // Back on a form the line is there again, saying nothing of changes nobody made until one is
    // typed, and then that the agency does not have it yet.
    await page.goto(`/Apply/${skuId}`)
    const line = page.getByRole('banner').locator('.sync-status-text')
    await expect(line).toHaveText('')
    await label(page, 'Occupation').fill('pilot')
    await expect(line).toHaveText('Changes not submitted yet')
  })

  test('"This app now works offline" sits below the page instead of over it @phone', async ({ page }) => {
    await page.goto('/')
    // A first visitor's device gets the service worker once the traveller acts (lib/when-needed.ts).
    await firstInteraction(page)
    // The notice follows the worker's install, which precaches every screen first: held until the
    // worker is ready rather than raced against a fixed timeout on a busy machine.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    const box = page.getByRole('region', { name: 'Offline use' })
    await expect(box).toContainText('This app now works offline.')
    expect(await box.evaluate((element) => getComputedStyle(element).position)).toBe('static')
    const footer = await page.locator('.site-footer').boundingBox()
    const boxPosition = await box.boundingBox()
    expect(footer && boxPosition && boxPosition.y >= footer.y + footer.height - 1).toBe(true)
    await expectAccessible(page)
    await box.getByRole('button', { name: 'OK' }).click()
    await expect(box).toHaveCount(0)
  })

  test('the passport expiry errors name the date needed, and an expiry before issue says so', async ({
    page,
  }) => {
    await page.goto('/Apply')
    const arrival = isoDaysFromToday(20)
    await label(page, 'Intended Arrival Date').fill(arrival)
    const expiry = label(page, 'Passport Expiry Date')
    await expiry.fill(addMonths(arrival, 3))
    await expiry.blur()
    await expect(page.getByText(/^Error: Passport must be valid for at least 6 months/)).toHaveText(
      `Error: Passport must be valid for at least 6 months from the date of entry. For an arrival on ${formatLongDate(arrival)} it must be valid until at least ${formatLongDate(addMonths(arrival, 6))}.`,
    )
    await expect(expiry).toHaveAccessibleDescription(/valid until at least/)

    await label(page, 'Passport Issued Date').fill('2021-03-01')
    await expiry.fill('2020-03-01')
    await expect(expiry).toHaveAccessibleDescription(
      /Passport Expiry Date must be after the Passport Issued Date\./,
    )
    await expect(page.getByText(/Passport must be valid for at least 6 months/)).toHaveCount(0)
    await expectAccessible(page)
  })
})

test.describe('paying without friction', () => {
  test('an unpaid application opens /Apply/{id} waiting for payment, with a way to pay at once', async ({
    page,
    request,
  }) => {
    const skuId = await openMadeElsewhere(page, request, 'Apply', { nationality: 'INDIA' })
    const waiting = page.getByRole('region', { name: 'Waiting for payment' })
    await expect(waiting).toBeVisible()
    await expect(waiting.getByRole('definition')).toHaveText([skuId, 'USD 10.00'])
    await expectAccessible(page)
    // The form is still there for changes, below the panel.
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible()

    // Straight to the payment: nothing ticked, nothing submitted again.
    const updates: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/update-application/')) updates.push(sent.url())
    })
    await waiting.getByRole('link', { name: 'Pay now' }).click()
    await expect(page).toHaveURL(new RegExp(`/Payment/${skuId}$`))
    await expect(page.getByText('USD 10.00')).toBeVisible()
    expect(updates).toEqual([])

    // Or check it first: the preview, whose Next To Pay leads to the same payment.
    await page.goto(`/Apply/${skuId}`)
    await page
      .getByRole('region', { name: 'Waiting for payment' })
      .getByRole('link', { name: 'Check the application first' })
      .click()
    await expect(page.getByRole('heading', { name: 'Preview Your Application' })).toBeVisible()
  })

  test('the success page is a printable receipt that stays on the device, offline too, and nowhere else', async ({
    page,
    request,
    browser,
  }) => {
    const skuId = await createApplicationViaApi(request, { email: 'anna.perera@example.com' })
    // Submitted from this device: Partial-Filled lists it.
    await page.goto('/Partial-Filled')
    await seedDrafts(page, [submittedDraft('friction-receipt-draft', skuId)])
    await openAnsweringQuestions(page, `/Apply/${skuId}`)
    await page
      .getByRole('region', { name: 'Waiting for payment' })
      .getByRole('link', { name: 'Pay now' })
      .click()
    await expect(page.getByRole('button', { name: /^Pay with PayPal/ })).toBeVisible()
    const captured = page.waitForResponse(
      (response) => response.url().endsWith('/api/srilanka/capture-order') && response.status() === 200,
    )
    await page.getByRole('button', { name: /^Pay with PayPal/ }).click()
    const capture = ((await (await captured).json()) as { data: { captureId: string; paid_at: string } }).data

    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/Successfull\\?application=${skuId}$`))
    const receipt = page.getByRole('region', { name: 'Receipt' })
    const facts = receipt.locator('.receipt-facts')
    await expect(facts.getByRole('term')).toHaveText([
      'Application number',
      'Visa type',
      'Amount paid',
      'PayPal reference',
      'Date',
      'The eVisa will be sent to',
    ])
    await expect(facts.getByRole('definition')).toHaveText([
      skuId,
      'TOURIST VISA',
      'USD 85.00',
      capture.captureId,
      `${formatLongDate(capture.paid_at)}, ${capture.paid_at.slice(11, 16)} UTC`,
      'anna.perera@example.com',
    ])
    await expect(receipt.getByRole('heading', { name: 'What happens next' })).toBeVisible()
    await expect(receipt).toContainText('within six business days')
    await expectAccessible(page)

    // Print or save: the browser's print, and a print view of the receipt alone.
    await page.evaluate(() => {
      ;(window as unknown as { printed: number }).printed = 0
      window.print = () => {
        ;(window as unknown as { printed: number }).printed += 1
      }
    })
    const print = page.getByRole('button', { name: 'Print or save receipt' })
    await print.focus()
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(print).toBeHidden()
    await expect(facts).toBeVisible()
    await page.emulateMedia({ media: 'screen' })

    // Later, on this device: Partial-Filled offers View (not Resume), which opens the receipt.
    await page.goto('/Partial-Filled')
    const item = page.getByRole('listitem').filter({ hasText: 'PERERA ANNA MARIA' })
    await expect(item).toContainText('Paid')
    await expect(item.getByRole('button', { name: 'Resume' })).toHaveCount(0)
    await item.getByRole('button', { name: 'View' }).click()
    await expect(facts.getByRole('definition').nth(3)).toHaveText(capture.captureId)
    // Offline too: it is read from this device.
    await page.goBack()
    await page.context().setOffline(true)
    await page
      .getByRole('listitem')
      .filter({ hasText: 'PERERA ANNA MARIA' })
      .getByRole('button', { name: 'View' })
      .click()
    await expect(facts.getByRole('definition').nth(3)).toHaveText(capture.captureId)
    await expect(facts).toContainText('anna.perera@example.com')
    await page.context().setOffline(false)

    // Another device, without the receipt: the address shows nothing of the application.
    const other = await browser.newContext()
    const stranger = await other.newPage()
    await stranger.goto(`/Successfull?application=${skuId}`)
    await expect(
      stranger.getByText('This device holds no receipt for this application.', { exact: false }),
    ).toBeVisible()
    await expect(stranger.getByRole('region', { name: 'Receipt' })).toHaveCount(0)
    await expect(stranger.locator('main')).not.toContainText(capture.captureId)
    await expect(stranger.locator('main')).not.toContainText('anna.perera')
    await other.close()
  })
})

test.describe('slow links', () => {
  // The app's code comes from the network here, where the test can hold it, not from the
  // service worker's cache.
  test.use({ serviceWorkers: 'block' })

  test("a navigation shows the header and a skeleton while the next page's code is on its way @phone", async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Hold every script requested from now on: the form's code among them.
    const scripts = await holdRequests(page, '**/assets/*.js')

    await page.getByRole('banner').getByRole('link', { name: 'Apply for E-Visa' }).click()
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Apply for E-Visa' })).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible()
    // Never a blank page: the page being left stays under the progress bar while the next page's
    // messages load (its route waits for them before it starts), or the skeleton takes its place
    // once the route is under way.
    await expect(
      page
        .locator('main')
        .getByRole('status')
        .filter({ hasText: 'Loading the page…' })
        .or(page.locator('main').getByRole('heading', { level: 1 })),
    ).toBeVisible()
    await expectAccessible(page)

    scripts.release()
    await expect(page.getByRole('heading', { name: 'Apply for a Sri Lanka eVisa' })).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeHidden()
    await expect(page.locator('main').getByText('Loading the page…')).toHaveCount(0)
  })
})
