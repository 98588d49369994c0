import { describe, expect, it } from 'vitest'
import { actorInWords, historyInWords, languageLabel } from './staff-format'

describe('the history in words', () => {
  it('says a status change as a move between named statuses, with what went with it', () => {
    expect(historyInWords({ action: 'status-change', detail: 'IN_REVIEW → APPROVED' })).toBe(
      'Moved from In review to Approved',
    )
    expect(
      historyInWords({
        action: 'status-change',
        detail: 'IN_REVIEW → NEEDS_CORRECTION. Reason: Photo unreadable. Note: Checked',
      }),
    ).toBe('Moved from In review to Needs correction. Reason: Photo unreadable. Note: Checked')
    expect(
      historyInWords({
        action: 'status-change',
        detail: 'NEEDS_CORRECTION → IN_REVIEW. Corrected by the traveller',
      }),
    ).toBe('Moved from Needs correction to In review. Corrected by the traveller')
  })

  it('says every other action as a sentence, never its code', () => {
    expect(historyInWords({ action: 'open-passport-copy', detail: '' })).toBe('Opened the passport copy')
    expect(historyInWords({ action: 'open-application', detail: '' })).toBe('Opened the application')
    expect(historyInWords({ action: 'replace-evisa', detail: 'Note: Wrong date' })).toBe(
      'Replaced the eVisa and e-mailed the corrected one. Note: Wrong date',
    )
    expect(actorInWords('traveller')).toBe('The traveller')
    expect(actorInWords('agent@agency.example')).toBe('agent@agency.example')
  })
})

describe('the traveller’s language in the back-office', () => {
  it('is named in English with its code, for every language of the site', () => {
    expect(['en', 'ru', 'de', 'zh', 'fr', 'ar'].map(languageLabel)).toEqual([
      'English (en)',
      'Russian (ru)',
      'German (de)',
      'Chinese (zh)',
      'French (fr)',
      'Arabic (ar)',
    ])
  })

  it('reads an application from before languages were recorded as English, and shows an odd code as it is', () => {
    expect(languageLabel(undefined)).toBe('English (en)')
    expect(languageLabel('not a tag!')).toBe('not a tag!')
  })
})
