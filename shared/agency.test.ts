import { describe, expect, it } from 'vitest'
import {
  agencyFromEnv,
  agencyProblem,
  PLACEHOLDER_AGENCY,
  placeholderAgencyVariables,
  telHref,
} from './agency'

describe('agencyFromEnv', () => {
  it('takes the agency details from the environment, trimmed', () => {
    expect(
      agencyFromEnv({
        AGENCY_NAME: ' Lanka Travel Desk ',
        AGENCY_SUPPORT_EMAIL: 'help@lankatravel.example',
        AGENCY_SUPPORT_PHONE: '+94 77 123 4567',
      }),
    ).toEqual({
      name: 'Lanka Travel Desk',
      supportEmail: 'help@lankatravel.example',
      supportPhone: '+94 77 123 4567',
    })
  })

  it('keeps the placeholder for a variable unset or blank, and names those still in use', () => {
    const agency = agencyFromEnv({ AGENCY_NAME: 'Lanka Travel Desk', AGENCY_SUPPORT_EMAIL: '  ' })
    expect(agency.supportEmail).toBe(PLACEHOLDER_AGENCY.supportEmail)
    expect(placeholderAgencyVariables(agency)).toEqual(['AGENCY_SUPPORT_EMAIL', 'AGENCY_SUPPORT_PHONE'])
    expect(placeholderAgencyVariables(agencyFromEnv({}))).toEqual([
      'AGENCY_NAME',
      'AGENCY_SUPPORT_EMAIL',
      'AGENCY_SUPPORT_PHONE',
    ])
  })
})

describe('agencyProblem', () => {
  it('accepts the placeholders and real details', () => {
    expect(agencyProblem(PLACEHOLDER_AGENCY)).toBeUndefined()
    expect(
      agencyProblem({ name: 'X', supportEmail: 'a@b.lk', supportPhone: '(011) 234-5678' }),
    ).toBeUndefined()
  })

  it('refuses details that would make broken links on every page', () => {
    expect(agencyProblem({ ...PLACEHOLDER_AGENCY, supportEmail: 'help' })).toMatch(/AGENCY_SUPPORT_EMAIL/)
    expect(agencyProblem({ ...PLACEHOLDER_AGENCY, supportPhone: 'call us' })).toMatch(/AGENCY_SUPPORT_PHONE/)
  })
})

describe('telHref', () => {
  it('keeps only the digits and the leading plus', () => {
    expect(telHref('+94 (11) 234-5678')).toBe('tel:+94112345678')
  })
})
