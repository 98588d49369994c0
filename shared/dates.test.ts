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
    expect(isIsoDate('2025-02-28 ')).toBe(false)
    expect(isIsoDate('2025-02-00')).toBe(false)
    expect(isIsoDate('2025-00-10')).toBe(false)
  })

  it('agrees with a Date round trip on every day and non-day of whole years', () => {
    // What the check meant before it was arithmetic: the date a Date makes of the parts is the
    // same date. 32 days of 13 months, over century and 400-year leap rules and years below 100.
    const byDate = (y: number, m: number, d: number) => {
      const date = new Date(Date.UTC(y, m - 1, d))
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    }
    const pad = (n: number, width: number) => String(n).padStart(width, '0')
    let valid = 0
    for (const y of [4, 99, 100, 1600, 1700, 1900, 1999, 2000, 2023, 2024, 2100, 2400, 9999]) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) {
          const text = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`
          expect(isIsoDate(text), text).toBe(byDate(y, m, d))
          if (byDate(y, m, d)) valid++
        }
      }
    }
    // 11 of the years are from 0100 on; 4 of those are leap years (1600, 2000, 2024, 2400).
    expect(valid).toBe(11 * 365 + 4)
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

  it('agrees with the Date arithmetic it replaced, for every day of four years', () => {
    const byDate = (isoDate: string, months: number) => {
      const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number]
      const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1))
      const lastDay = new Date(
        Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
      ).getUTCDate()
      firstOfTarget.setUTCDate(Math.min(d, lastDay))
      return isoDateUtc(firstOfTarget)
    }
    const start = Date.UTC(2026, 0, 1)
    for (let day = 0; day < 4 * 366; day++) {
      const isoDate = isoDateUtc(start + day * 24 * 3600 * 1000)
      for (const months of [0, 1, 6, 11, 12, 13, 30]) {
        expect(addMonths(isoDate, months), `${isoDate} + ${months}`).toBe(byDate(isoDate, months))
      }
    }
    expect(addMonths('0999-12-31', 2)).toBe('1000-02-28')
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
