import { describe, expect, it } from 'vitest'
import { APPLICATION_NUMBER_PATTERN, CROCKFORD_ALPHABET } from '../../../shared/application-number'
import { generateApplicationNumber } from './application-number'

describe('generateApplicationNumber', () => {
  it('makes 16 characters of the Crockford alphabet', () => {
    const number = generateApplicationNumber()
    expect(number).toHaveLength(16)
    expect([...number].every((symbol) => CROCKFORD_ALPHABET.includes(symbol))).toBe(true)
    expect(number).toMatch(APPLICATION_NUMBER_PATTERN)
  })

  it('never repeats itself in 10,000 draws', () => {
    const numbers = new Set(Array.from({ length: 10_000 }, generateApplicationNumber))
    expect(numbers.size).toBe(10_000)
  })

  it('uses every symbol of the alphabet, in every position', () => {
    const draws = Array.from({ length: 10_000 }, generateApplicationNumber)
    for (const position of [0, 7, 15]) {
      const seen = new Set(draws.map((number) => number[position]))
      expect(seen.size).toBe(CROCKFORD_ALPHABET.length)
    }
  })
})
