// A submitted application on this device (docs/rules.md §5, ADR 003): it opens offline once
// seen, changes made offline or left unsubmitted survive reloads until sent or discarded, and one
// never seen on this device says it needs a connection instead of waiting. Update pressed right
// after the last keystroke, before the autosave's timer has run (issue #17 item 9), leaves no
// "changes not submitted" behind; what is typed after it stays a change.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { seedDrafts, visitOnce } from './device'
import { collectDialogs, expect, expectAccessible, test } from './fixtures'
import { answerPassportQuestions, CONFIRM, draftItem, label, openMadeElsewhere } from './journey-helpers'
import { createApplicationViaApi, createApplicationWithKey, validApplication, viewWithKey } from './support'

const DEVICE_COPY = 'You are offline: this is the copy of your application saved on this device.'
const CHANGES_WAIT =
  'Your changes are saved on this device and waiting for a connection — they will be sent automatically.'

const CHANGES_NOT_SUBMITTED =
  /^You have changes to this application, made on .+, that you have not submitted yet\./
const CHANGES_RESTORED = /^We restored the changes you made on .+ and have not submitted yet\.$/

/**
 * Types `occupation` and, at once, confirms and presses Update and Next (before the autosave's
 * timer has run); the preview then shows it as the agency now has it.
 */
async function updateOccupation(page: Page, skuId: string, occupation: string) {
  await label(page, 'Occupation').fill(occupation)
  await page.getByLabel(CONFIRM).check()
  await page.getByRole('button', { name: 'Update and Next' }).click()
  // Sent, then the preview: a while on a loaded machine, so the wait is generous (not a measure).
  await expect(page).toHaveURL(new RegExp(`/Preview/${skuId}$`), { timeout: 60_000 })
  await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText(
    occupation.toUpperCase(),
  )
}

test.describe('a submitted application on this device', () => {
  // Several screens, reloads and connection changes each, on a shared 2-core machine.
  test.slow()

  test('a submitted application opens offline once seen, and changes made offline are sent when back online', async ({
    page,
    context,
    request,
  }) => {
    const { skuId, accessKey } = await createApplicationWithKey(request)
    // This device submitted it: its draft knows the application number, and the key is beside it.
    await visitOnce(page, '/Partial-Filled')
    await seedDrafts(page, [
      { id: randomUUID(), data: validApplication(), syncState: 'submitted', skuId, accessKey },
    ])
    await page.goto(`/Preview/${skuId}`)
    await expect(page.getByRole('heading', { name: 'Preview Your Application' })).toBeVisible()

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Preview Your Application' })).toBeVisible()
    await expect(page.getByText(DEVICE_COPY)).toBeVisible()
    await expect(page.getByText(skuId, { exact: true })).toBeVisible()
    const personal = page.getByRole('region', { name: 'Personal and Passport Information' })
    await expect(personal).toContainText('12 April 1988')
    await expect(personal).toContainText('TEACHER')

    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/Apply/${skuId}$`))
    await expect(
      page.getByText(/^You are offline: you are changing the copy saved on this device\./),
    ).toBeVisible()
    await expect(label(page, 'Occupation')).toHaveValue('TEACHER')
    await label(page, 'Occupation').fill('engineer')
    await page.getByLabel(CONFIRM).check()
    await page.getByRole('button', { name: 'Update and Next' }).click()

    await expect(page).toHaveURL(new RegExp(`/Preview/${skuId}$`))
    await expect(page.getByText(CHANGES_WAIT)).toBeVisible()
    await expect(personal).toContainText('ENGINEER')
    await expect(page.getByText('You can pay once your changes have been sent.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Next To Pay' })).toHaveCount(0)
    expect((await viewWithKey(request, skuId)).Occupation).toBe('TEACHER')

    await context.setOffline(false)
    await expect(page.getByText(CHANGES_WAIT)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Next To Pay' })).toBeVisible()
    await expect(personal).toContainText('ENGINEER')
    expect((await viewWithKey(request, skuId)).Occupation).toBe('ENGINEER')

    // The edit screen opens offline too, with the changes.
    await context.setOffline(true)
    await page.goto(`/Apply/${skuId}`)
    await expect(label(page, 'Occupation')).toHaveValue('ENGINEER')
  })

  test('changes typed into a submitted application survive reloads, offline too, until submitted or discarded', async ({
    page,
    context,
    request,
  }) => {
    // Looked up by its number: this device never had the application, so it answers the passport
    // questions first.
    const skuId = await createApplicationViaApi(request)
    await visitOnce(page, `/Apply/${skuId}`)
    await answerPassportQuestions(page)
    const occupation = label(page, 'Occupation')
    await expect(occupation).toHaveValue('TEACHER')
    const restored = page.getByText(CHANGES_RESTORED)
    await expect(restored).toHaveCount(0)

    // Reloaded at once: what was typed in the last second comes back too.
    await occupation.fill('pilot')
    await page.reload()
    await expect(occupation).toHaveValue('PILOT')
    await expect(restored).toBeVisible()
    await expectAccessible(page)
    expect((await viewWithKey(request, skuId)).Occupation).toBe('TEACHER')
    // The preview shows what the agency has, and says changes wait to be submitted.
    await page.goto(`/Preview/${skuId}`)
    const personal = page.getByRole('region', { name: 'Personal and Passport Information' })
    await expect(personal).toContainText('TEACHER')
    await expect(page.getByText(CHANGES_NOT_SUBMITTED)).toBeVisible()
    await page.getByRole('link', { name: 'Continue editing' }).click()
    await expect(page).toHaveURL(new RegExp(`/Apply/${skuId}$`))
    await expect(occupation).toHaveValue('PILOT')
    // Partial-Filled says so too, and takes the traveller back to them.
    await page.goto('/Partial-Filled')
    const listed = draftItem(page, 'PERERA ANNA MARIA')
    await expect(listed).toContainText('Submitted; changes not submitted yet')
    await expect(listed).toContainText(skuId)
    await listed.getByRole('button', { name: 'View' }).click()
    await expect(page).toHaveURL(new RegExp(`/Apply/${skuId}$`))
    await expect(occupation).toHaveValue('PILOT')

    // Offline, the device's copy opens with the changes still waiting to be submitted.
    await context.setOffline(true)
    await page.reload()
    await expect(
      page.getByText(/^You are offline: you are changing the copy saved on this device\./),
    ).toBeVisible()
    await expect(occupation).toHaveValue('PILOT')
    await context.setOffline(false)

    await page.reload()
    await expect(occupation).toHaveValue('PILOT')
    await page.getByRole('button', { name: 'Discard these changes' }).click()
    await expect(occupation).toHaveValue('TEACHER')
    await expect(restored).toHaveCount(0)
    await page.reload()
    await expect(occupation).toHaveValue('TEACHER')
    await expect(restored).toHaveCount(0)

    await updateOccupation(page, skuId, 'doctor')
    expect((await viewWithKey(request, skuId)).Occupation).toBe('DOCTOR')
    await expect(page.getByRole('link', { name: 'Continue editing' })).toHaveCount(0)
    // Submitted, the changes are no longer "restored": they are the application.
    await page.goto(`/Apply/${skuId}`)
    await expect(occupation).toHaveValue('DOCTOR')
    await expect(restored).toHaveCount(0)
  })

  test('an application that was never on this device says it needs a connection, rather than waiting', async ({
    page,
    context,
    request,
  }) => {
    const skuId = await createApplicationViaApi(request)
    await visitOnce(page)
    await context.setOffline(true)
    const dialogs = collectDialogs(page)
    await page.goto(`/Preview/${skuId}`)
    await expect(page.getByRole('heading', { name: 'Confirm it is your application' })).toBeVisible()
    await expect(
      page.getByText('A connection is needed to open this application on this device.', { exact: false }),
    ).toBeVisible()
    await page.getByLabel('Passport Number', { exact: true }).fill('GB1234567')
    await page.getByLabel('Date of Birth', { exact: true }).fill('1988-04-12')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText(/^A connection is needed/)).toHaveCount(2)
    expect(dialogs).toEqual([])

    // Back online, the same answers open it.
    await context.setOffline(false)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText(
      'TEACHER',
    )
  })

  test('Update pressed at once after typing leaves no unsubmitted changes behind', async ({
    page,
    request,
  }) => {
    const skuId = await openMadeElsewhere(page, request, 'Apply')
    const occupation = label(page, 'Occupation')
    await expect(occupation).toHaveValue('TEACHER')

    // The last keystroke, the confirmation and Update, one straight after the other: the autosave
    // (300 ms after typing stops) has not run when Update is pressed.
    await updateOccupation(page, skuId, 'pilot')

    // After a reload (which would journal and restore any save still pending), the edit form opens
    // from this device's copy only once it has read it: no kept changes, the value as sent.
    await page.reload()
    await page.goto(`/Apply/${skuId}`)
    await expect(occupation).toHaveValue('PILOT')
    await expect(page.getByText(CHANGES_RESTORED)).toHaveCount(0)
    await page.goto(`/Preview/${skuId}`)
    await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText(
      'PILOT',
    )
    await expect(page.getByText(CHANGES_NOT_SUBMITTED)).toHaveCount(0)
    await expectAccessible(page)

    // A change typed after the update is a change: kept, and said so on the preview.
    await page.goto(`/Apply/${skuId}`)
    await occupation.fill('doctor')
    await page.reload()
    await expect(page.getByText(CHANGES_RESTORED)).toBeVisible()
    await page.goto(`/Preview/${skuId}`)
    await expect(page.getByText(CHANGES_NOT_SUBMITTED)).toBeVisible()
  })
})
