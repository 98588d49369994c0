import { describe, expect, it } from 'vitest'
import { formatDate, yesNo } from './format'

describe('formatDate', () => {
  it('writes the month out, whatever the time zone', () => {
    expect(formatDate('2026-03-12')).toBe('12 March 2026')
    expect(formatDate('2026-01-01')).toBe('1 January 2026')
  })

  it('leaves empty or odd values alone', () => {
    expect(formatDate('')).toBe('')
    expect(formatDate(null)).toBe('')
    expect(formatDate('soon')).toBe('soon')
  })
})

describe('yesNo', () => {
  it('reads booleans as YES and NO', () => {
    expect(yesNo(true)).toBe('YES')
    expect(yesNo(false)).toBe('NO')
    expect(yesNo(null)).toBe('')
  })
})
