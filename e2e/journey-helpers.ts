// The form journey's steps, shared by the browser tests that go through the application form
// (application-journey, application-validation, access, offline-*): labels as the traveller reads them.

import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { addMonths } from '../shared/dates'
import { seedDrafts } from './device'
import { expect } from './fixtures'
import { ARRIVAL, createApplicationViaApi, validApplication } from './support'

/** A 1×1 PNG: the server recognises uploads by their first bytes, so it must be a real one. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export { ARRIVAL }

/** The confirmation checkbox every submit needs. */
export const CONFIRM = 'I would like to confirm the above information is correct.'
/** What the form says when it reopens a draft this device kept. */
export const RESTORED = /^We restored your unfinished application from .+\.$/

/** A control by its label, which may end in the required-field asterisk. */
export function label(page: Page | Locator, name: string) {
  return page.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`))
}

/**
 * Opens /Apply and waits until the app has taken over: the served form of the HTML
 * (docs/decisions/009-prerendered-apply.md) has been hydrated and bound to its draft
 * (docs/decisions/013-hydrated-apply.md). For checks that use what only the app does (uploads)
 * or measure the layout.
 */
export async function openApplyWithApp(page: Page) {
  await page.goto('/Apply')
  await expect(page.locator('html[data-app="running"]')).toBeAttached()
  // The draft has opened and is bound to the form: the address names it (apply-new-page.tsx).
  await expect(page).toHaveURL(/\/Apply\?draft=/)
}

export async function answer(page: Page, question: string, choice: 'Yes' | 'No') {
  await page.getByRole('group', { name: question }).getByLabel(choice, { exact: true }).check()
}

/** Fills the parts every application has; the visa type's own blocks are filled by the caller. */
export async function fillCommon(
  page: Page,
  visaType: 'TOURIST VISA' | 'BUSINESS VISA',
  nationality = 'UNITED KINGDOM',
) {
  await label(page, 'Visa Type').selectOption(visaType)
  // Typed in lower case: the form turns it to upper case as it is typed (docs/site.md §2).
  await label(page, 'Surname').pressSequentially('perera')
  await expect(label(page, 'Surname')).toHaveValue('PERERA')
  await label(page, 'Other Names').fill('ANNA MARIA')
  await fillPersonalAndTravel(page, nationality)
}

/** Everything after the names that every application has: person, passport, travel. */
export async function fillPersonalAndTravel(page: Page, nationality = 'UNITED KINGDOM') {
  await label(page, 'Title').selectOption('MS')
  await label(page, 'Date of Birth').fill('1988-04-12')
  await label(page, 'Gender').selectOption('Female')
  await label(page, 'Country of Birth').selectOption('UNITED KINGDOM')
  await label(page, 'Nationality').selectOption(nationality)
  await label(page, 'Email').first().fill('anna.perera@example.com')
  await label(page, 'Occupation').fill('teacher')
  await label(page, 'Passport Number').fill('GB1234567')
  await label(page, 'Passport Issued Date').fill('2021-03-01')
  await label(page, 'Passport Expiry Date').fill(addMonths(ARRIVAL, 24))
  await label(page, 'Where have you been during the last 14 days?').selectOption('UNITED KINGDOM')
  await label(page, 'Intended Arrival Date').fill(ARRIVAL)
  await answer(page, 'Do you have a valid residence visa?', 'No')
  await answer(page, 'Are you currently in Sri Lanka?', 'No')
  await answer(page, 'Do you have a multiple entry visa?', 'Yes')
}

export async function fillTouristBlocks(page: Page) {
  await label(page, 'Purpose of Visit').selectOption('Sightseeing or holidaying')
  await label(page, 'Address Line 1').fill('10 high street')
  await label(page, 'City').fill('London')
  await label(page, 'Zip / Postal Code').fill('N1 1AA')
  await label(page, 'Country / Region').selectOption('UNITED KINGDOM')
  await label(page, 'Mobile Number').fill('+447700900123')
  await label(page, 'Address in Sri Lanka').fill('Galle Face Hotel, Colombo')
}

export async function confirmAndSubmit(page: Page, button: 'Submit' | 'Update and Next') {
  const submit = page.getByRole('button', { name: button })
  await expect(submit).toBeDisabled()
  await page.getByLabel(CONFIRM).check()
  await expect(submit).toBeEnabled()
  await submit.click()
}

export function applicationNumberFromUrl(page: Page): string {
  const match = /\/Preview\/([^/?#]+)/.exec(page.url())
  if (!match?.[1]) throw new Error(`not on a preview page: ${page.url()}`)
  return match[1]
}

/**
 * Answers the step /Apply/{id} and /Preview/{id} show on a device without the application's key
 * (the passport number and date of birth of validApplication() unless told otherwise).
 */
export async function answerPassportQuestions(
  page: Page,
  proof: { passportNumber?: string; dateOfBirth?: string } = {},
) {
  await expect(page.getByRole('heading', { name: 'Confirm it is your application' })).toBeVisible()
  await page.getByLabel('Passport Number', { exact: true }).fill(proof.passportNumber ?? 'GB1234567')
  await page.getByLabel('Date of Birth', { exact: true }).fill(proof.dateOfBirth ?? '1988-04-12')
  await page.getByRole('button', { name: 'Continue' }).click()
}

/**
 * Opens `path` (/Apply/{id} or /Preview/{id}) on a device that does not hold the application's
 * key, as after making it through the API, and answers the passport questions it is asked.
 */
export async function openAnsweringQuestions(page: Page, path: string) {
  await page.goto(path)
  await answerPassportQuestions(page)
}

/**
 * Makes an application through the API, not on this device, and opens it on /Apply/{id} or
 * /Preview/{id}, answering the passport questions the device is asked. Returns its number.
 */
export async function openMadeElsewhere(
  page: Page,
  request: APIRequestContext,
  screen: 'Apply' | 'Preview',
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const skuId = await createApplicationViaApi(request, overrides)
  await openAnsweringQuestions(page, `/${screen}/${skuId}`)
  return skuId
}

/** Opens a fresh draft on /Apply; the page names it in the address. Returns its id. */
export async function openFreshDraft(page: Page): Promise<string> {
  await page.goto('/Apply?new=1')
  await expect(page).toHaveURL(/\/Apply\?draft=[0-9a-f-]{36}$/)
  await expect(label(page, 'Surname')).toBeVisible()
  return new URL(page.url()).searchParams.get('draft')!
}

export async function attachPassportCopy(page: Page, name = 'passport.png', buffer: Buffer = TINY_PNG) {
  const mimeType = name.endsWith('.png') ? 'image/png' : 'image/jpeg'
  await label(page, 'Passport Copy').setInputFiles({ name, mimeType, buffer })
}

/** Width and height from a PNG's header chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (!bytes.subarray(1, 4).equals(Buffer.from('PNG'))) throw new Error('not a PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/**
 * Opens the form on a draft this device keeps with `data` (a complete application unless told),
 * as Partial-Filled's Resume does: for tests whose subject comes after the typing. Returns its id.
 */
export async function openSeededDraft(page: Page, data: Record<string, unknown> = validApplication()) {
  const id = randomUUID()
  await page.goto('/Partial-Filled')
  await seedDrafts(page, [{ id, data }])
  await page.goto(`/Apply?draft=${id}`)
  await expect(label(page, 'Surname')).toHaveValue(String(data.surname ?? ''))
  return id
}

/** A draft on Partial-Filled, by the name it shows. */
export function draftItem(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
}
