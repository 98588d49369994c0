import { describe, expect, it } from 'vitest'
import type { ApplicationRecord } from '../../../../shared/application'
import { recordToInput } from './record-to-input'

const record = {
  sku_id: 'ABCDEFGHJKMNPQRS',
  payment_status: 'UNPAID',
  visaType: 'TOURIST VISA',
  surname: 'SMITH',
  valid_residence_visa: false,
  children: [
    {
      child_surnane: '',
      child_surname: 'SMITH',
      child_givenName: 'Amy',
      child_date_of_birth: '2020-01-02',
      child_gender: 'Female',
      child_relationship: 'Child',
    },
  ],
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
} as unknown as ApplicationRecord

describe('recordToInput', () => {
  it('keeps the form fields and drops what the server added', () => {
    const input = recordToInput(record)
    expect(input).toMatchObject({ visaType: 'TOURIST VISA', surname: 'SMITH', valid_residence_visa: false })
    expect(input).not.toHaveProperty('sku_id')
    expect(input).not.toHaveProperty('payment_status')
  })

  it('reads the child surname under either spelling', () => {
    expect(recordToInput(record).children?.[0]).toEqual({
      child_surnane: 'SMITH',
      child_givenName: 'Amy',
      child_date_of_birth: '2020-01-02',
      child_gender: 'Female',
      child_relationship: 'Child',
    })
  })
})
