import { describe, expect, it } from 'vitest'
import { addMonths, daysBetween, isIsoDate, isoDateUtc, todayAnywhere } from './dates'

describe('isIsoDate', () => {
  it('accepts real calendar dates', () => {
    expect(isIsoDate('2025-02-28')).toBe(true)
    expect(isIsoDate('2024-02-29')).toBe(true)
  })

  it('rejects dates that do not exist', () => {
    expect(isIsoDate('2025-02-30')).toBe(false)
    expect(isIsoDate('2025-02-29')).toBe(false)
    expect(isIsoDate('2025-13-01')).toBe(false)
  })

  it('rejects other formats', () => {
    expect(isIsoDate('12/04/1990')).toBe(false)
    expect(isIsoDate('1990-4-12')).toBe(false)
    expect(isIsoDate('')).toBe(false)
  })
})

describe('daysBetween', () => {
  it('counts calendar days, across months, years and leap days', () => {
    expect(daysBetween('2026-11-26', '2026-11-30')).toBe(4)
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2026-11-26', '2026-11-25')).toBe(-1)
  })
})

describe('addMonths', () => {
  it('adds whole months', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15')
  })

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29')
  })

  it('crosses year ends', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28')
  })
})

describe('todayAnywhere', () => {
  it('spans the dates from UTC-12 to UTC+14 around an instant', () => {
    const noonUtc = Date.UTC(2026, 5, 15, 12)
    expect(todayAnywhere(noonUtc)).toEqual({ earliest: '2026-06-15', latest: '2026-06-16' })
  })

  it('reaches back to yesterday shortly after midnight UTC', () => {
    const justAfterMidnight = Date.UTC(2026, 5, 15, 0, 30)
    expect(todayAnywhere(justAfterMidnight)).toEqual({ earliest: '2026-06-14', latest: '2026-06-15' })
  })

  it('moves on at the very millisecond a date changes somewhere, even when asked just before', () => {
    // latest changes at 10:00 UTC (midnight at UTC+14), earliest at 12:00 UTC (midnight at UTC-12).
    const tenUtc = Date.UTC(2026, 5, 15, 10)
    const noonUtc = Date.UTC(2026, 5, 15, 12)
    expect(todayAnywhere(tenUtc - 1)).toEqual({ earliest: '2026-06-14', latest: '2026-06-15' })
    expect(todayAnywhere(tenUtc)).toEqual({ earliest: '2026-06-14', latest: '2026-06-16' })
    expect(todayAnywhere(noonUtc - 1)).toEqual({ earliest: '2026-06-14', latest: '2026-06-16' })
    expect(todayAnywhere(noonUtc)).toEqual({ earliest: '2026-06-15', latest: '2026-06-16' })
    // And back: a clock set back (a test's, or NTP's) is answered for the instant asked.
    expect(todayAnywhere(tenUtc - 1)).toEqual({ earliest: '2026-06-14', latest: '2026-06-15' })
  })

  it('always includes the UTC date', () => {
    const now = Date.UTC(2026, 0, 1, 7)
    const { earliest, latest } = todayAnywhere(now)
    expect(earliest <= isoDateUtc(now) && isoDateUtc(now) <= latest).toBe(true)
  })
})
