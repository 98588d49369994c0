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

  // 100,000 draws, shared by the tests below.
  const draws = Array.from({ length: 100_000 }, generateApplicationNumber)

  it('never repeats itself in 100,000 draws', () => {
    expect(new Set(draws).size).toBe(draws.length)
  })

  it('draws each symbol equally often in every position (chi-square, 31 degrees of freedom)', () => {
    // A sound generator gives a statistic near 31; one above 80 comes by chance about 3 times in
    // a million per position, while one symbol drawn 15 % too often in a position gives about 100.
    const LIMIT = 80
    const expected = draws.length / CROCKFORD_ALPHABET.length
    const statistics = Array.from({ length: 16 }, (_, position) => {
      const counts = new Map<string, number>()
      for (const number of draws) counts.set(number[position]!, (counts.get(number[position]!) ?? 0) + 1)
      return [...CROCKFORD_ALPHABET].reduce(
        (sum, symbol) => sum + ((counts.get(symbol) ?? 0) - expected) ** 2 / expected,
        0,
      )
    })
    for (const statistic of statistics) expect(statistic).toBeLessThan(LIMIT)
  })

  it('is not sequential: numbers drawn one after the other share no more than chance', () => {
    // Two random numbers agree in a position with probability 1/32: about half a symbol in 16.
    let shared = 0
    for (let i = 1; i < draws.length; i++) {
      for (let position = 0; position < 16; position++)
        if (draws[i]![position] === draws[i - 1]![position]) shared++
    }
    expect(shared / (draws.length - 1)).toBeCloseTo(16 / 32, 1)
  })

  it('uses every symbol of the alphabet, in every position', () => {
    for (let position = 0; position < 16; position++) {
      const seen = new Set(draws.map((number) => number[position]))
      expect(seen.size).toBe(CROCKFORD_ALPHABET.length)
    }
  })
})
