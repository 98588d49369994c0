import { describe, expect, it } from 'vitest'
import { NATIONALITIES, toCountryValue } from './countries'
import { ELIGIBLE_COUNTRIES } from './eligible-countries'

describe('ELIGIBLE_COUNTRIES', () => {
  it('lists exactly 231 countries and territories', () => {
    expect(ELIGIBLE_COUNTRIES).toHaveLength(231)
  })

  it('has no duplicates', () => {
    expect(new Set(ELIGIBLE_COUNTRIES).size).toBe(ELIGIBLE_COUNTRIES.length)
  })

  it('is sorted alphabetically', () => {
    const sorted = [...ELIGIBLE_COUNTRIES].sort((a, b) => a.localeCompare(b))
    expect(ELIGIBLE_COUNTRIES).toEqual(sorted)
  })

  it('has no blank or padded names', () => {
    for (const country of ELIGIBLE_COUNTRIES) {
      expect(country.trim()).toBe(country)
      expect(country.length).toBeGreaterThan(0)
    }
  })

  it('includes common nationalities', () => {
    for (const country of ['India', 'United Kingdom', 'United States of America', 'Viet Nam']) {
      expect(ELIGIBLE_COUNTRIES).toContain(country)
    }
  })

  it('does not include Sri Lanka, whose citizens need no visa', () => {
    expect(ELIGIBLE_COUNTRIES).not.toContain('Sri Lanka')
  })
})

describe('the eligible list and the form', () => {
  it('names the same nationalities the Nationality list offers, in the same order', () => {
    expect(ELIGIBLE_COUNTRIES.map(toCountryValue)).toEqual(NATIONALITIES)
  })

  it('names Kosovo, which ISO 3166 leaves out', () => {
    expect(ELIGIBLE_COUNTRIES).toContain('Kosovo')
  })
})
