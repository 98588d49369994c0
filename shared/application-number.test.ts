import { describe, expect, it } from 'vitest'
import { isWellFormedApplicationNumber, normalizeApplicationNumber } from './application-number'

describe('normalizeApplicationNumber', () => {
  it('ignores case and the spaces around a number', () => {
    expect(normalizeApplicationNumber('  7hq2x9kmpvw3rt5a ')).toBe('7HQ2X9KMPVW3RT5A')
  })

  it('drops the spaces and dashes people group characters with', () => {
    expect(normalizeApplicationNumber('7HQ2-X9KM-PVW3-RT5A')).toBe('7HQ2X9KMPVW3RT5A')
    expect(normalizeApplicationNumber('7HQ2 X9KM\tPVW3 – RT5A')).toBe('7HQ2X9KMPVW3RT5A')
  })

  it('reads O as zero and I or L as one, as Crockford base32 intends', () => {
    expect(normalizeApplicationNumber('OoIiLl23456789AB')).toBe('00111123456789AB')
  })

  it('leaves a number already in its stored form unchanged', () => {
    expect(normalizeApplicationNumber('0123456789ABCDEF')).toBe('0123456789ABCDEF')
  })
})

describe('isWellFormedApplicationNumber', () => {
  it('accepts a number typed loosely', () => {
    expect(isWellFormedApplicationNumber('o123-4567-89ab-cdef')).toBe(true)
  })

  it('refuses what cannot be a number: too short, or a letter outside the alphabet', () => {
    expect(isWellFormedApplicationNumber('0123-4567')).toBe(false)
    expect(isWellFormedApplicationNumber('U123456789ABCDEF')).toBe(false)
  })
})
