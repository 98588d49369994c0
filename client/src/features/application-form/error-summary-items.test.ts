import { describe, expect, it } from 'vitest'
import { buildSummaryItems } from './error-summary-items'
import { formPathOf } from './field-paths'

describe('buildSummaryItems', () => {
  it('lists a message that names its field as it is, linked to the field', () => {
    expect(buildSummaryItems([{ path: ['surname'], errors: ['Surname is required.'] }])).toEqual([
      { key: 'surname', targetId: 'field-surname', text: 'Surname is required.' },
    ])
  })

  it('puts the field name in front of a message that does not name it', () => {
    const [item] = buildSummaryItems([
      { path: ['applicant_company_email'], errors: ['Enter a valid email address.'] },
    ])
    expect(item?.text).toBe("Applicant's Company Email: Enter a valid email address.")
  })

  it('names the 14-day question as the form asks it', () => {
    const [item] = buildSummaryItems([
      {
        path: ['days_14_days_before_this_travel'],
        errors: ['Where you have been during the last 14 days is required.'],
      },
    ])
    expect(item?.text).toBe('Where you have been during the last 14 days is required.')
  })

  it('says which child a child message is about', () => {
    const [item] = buildSummaryItems([
      { path: ['children', 1, 'child_surnane'], errors: ['Child Surname is required.'] },
    ])
    expect(item).toEqual({
      key: 'children.1.child_surnane',
      targetId: 'field-children-1-child_surnane',
      text: 'Child 2: Child Surname is required.',
    })
  })

  it('shows only the first message of a field, once', () => {
    const items = buildSummaryItems([
      { path: ['passport_issued_date'], errors: ['Passport Issued Date must be in the past.', 'other'] },
      { path: ['passport_issued_date'], errors: ['again'] },
    ])
    expect(items.map((item) => item.text)).toEqual(['Passport Issued Date must be in the past.'])
  })

  it('keeps a form-level problem without a link', () => {
    expect(buildSummaryItems([{ path: [], errors: ['Try again.'] }])).toEqual([
      { key: 'form', targetId: null, text: 'Try again.' },
    ])
  })
})

describe('formPathOf', () => {
  it('maps a top-level field', () => {
    expect(formPathOf('surname', 0)).toEqual(['surname'])
  })

  it('maps a child field of an existing row', () => {
    expect(formPathOf('children.1.child_surnane', 2)).toEqual(['children', 1, 'child_surnane'])
  })

  it('refuses rows and fields the form does not have', () => {
    expect(formPathOf('children.2.child_surnane', 2)).toBeNull()
    expect(formPathOf('children.0.shoe_size', 1)).toBeNull()
    expect(formPathOf('sku_id', 0)).toBeNull()
    expect(formPathOf('children', 0)).toBeNull()
    expect(formPathOf('constructor', 0)).toBeNull()
  })
})
