// Issue #17 item 9: Update pressed right after the last keystroke, before the autosave's timer has
// run, must leave no "changes not submitted" behind: not on the preview, not after a reload. What
// is typed after the update stays a change.
import { expect, expectAccessible, test } from './fixtures'
import { CONFIRM, label, openAnsweringQuestions } from './journey-helpers'
import { createApplicationViaApi } from './support'

const CHANGES_NOT_SUBMITTED =
  /^You have changes to this application, made on .+, that you have not submitted yet\./
const RESTORED = /^We restored the changes you made on .+ and have not submitted yet\.$/

test('Update pressed at once after typing leaves no unsubmitted changes behind', async ({
  page,
  request,
}) => {
  test.slow()
  const skuId = await createApplicationViaApi(request)
  await openAnsweringQuestions(page, `/Apply/${skuId}`)
  const occupation = label(page, 'Occupation')
  await expect(occupation).toHaveValue('TEACHER')

  // The last keystroke, the confirmation and Update, one straight after the other: the autosave
  // (300 ms after typing stops) has not run when Update is pressed.
  await occupation.fill('pilot')
  await page.getByLabel(CONFIRM).check()
  await page.getByRole('button', { name: 'Update and Next' }).click()

  // Sent, then the preview: a while on a loaded machine, so the wait is generous (not a measure).
  await expect(page).toHaveURL(new RegExp(`/Preview/${skuId}$`), { timeout: 60_000 })
  await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText('PILOT')

  // After a reload (which would journal and restore any save still pending), the edit form opens
  // from this device's copy only once it has read it: no kept changes, the value as sent.
  await page.reload()
  await page.goto(`/Apply/${skuId}`)
  await expect(occupation).toHaveValue('PILOT')
  await expect(page.getByText(RESTORED)).toHaveCount(0)
  await page.goto(`/Preview/${skuId}`)
  await expect(page.getByRole('region', { name: 'Personal and Passport Information' })).toContainText('PILOT')
  await expect(page.getByText(CHANGES_NOT_SUBMITTED)).toHaveCount(0)
  await expectAccessible(page)

  // A change typed after the update is a change: kept, and said so on the preview.
  await page.goto(`/Apply/${skuId}`)
  await occupation.fill('doctor')
  await page.reload()
  await expect(page.getByText(RESTORED)).toBeVisible()
  await page.goto(`/Preview/${skuId}`)
  await expect(page.getByText(CHANGES_NOT_SUBMITTED)).toBeVisible()
})
