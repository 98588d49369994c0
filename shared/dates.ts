// Calendar dates as ISO strings (YYYY-MM-DD). Comparing two such strings as text compares the
// dates, which keeps every rule here free of time zones.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Days in a month (1–12) of a Gregorian year. */
function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number)
}

/**
 * A real calendar date written YYYY-MM-DD, years 0100–9999. Plain arithmetic rather than a Date
 * round trip: the server checks a dozen dates in every application it stores, and this ran at a
 * quarter of the cost (docs/performance.md). Years below 100 are refused, as they were
 * when a Date did the check (Date.UTC reads them as 1900–1999).
 */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const y = Number(value.slice(0, 4))
  const m = Number(value.slice(5, 7))
  const d = Number(value.slice(8))
  return y >= 100 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m)
}

/** The calendar date of an instant in UTC. */
export function isoDateUtc(instant: Date | number): string {
  return new Date(instant).toISOString().slice(0, 10)
}

/** Today's date where the browser is. */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear()
  const m = String(now.getMonth() + 1).padStart(2, '0')
  const d = String(now.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

/**
 * Adds whole months, clamping to the month's last day (31 August + 6 months = 28/29 February).
 * For a valid date (isIsoDate) whose result stays within years 0100–9999.
 */
export function addMonths(isoDate: string, months: number): string {
  const monthIndex = Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1 + months
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex - year * 12 + 1
  const day = Math.min(Number(isoDate.slice(8)), daysInMonth(year, month))
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * "Today" differs by up to a day across time zones. A rule like "arrival today or later" must
 * accept the earliest today anywhere (UTC-12); "born before today" the latest (UTC+14). The
 * browser passes its own date for both; the server passes the widest window.
 */
export interface Today {
  earliest: string
  latest: string
}

export function todayInBrowser(now: Date = new Date()): Today {
  const today = localToday(now)
  return { earliest: today, latest: today }
}

const HOUR_MS = 3600 * 1000
const MINUTE_MS = 60 * 1000
let lastAnywhere: { minute: number; today: Today } | undefined

/**
 * The earliest and latest "today" anywhere (UTC-12 and UTC+14). They change only on whole hours,
 * so the answer is kept for the minute it was asked in: the server's validation asks for it
 * several times per application.
 */
export function todayAnywhere(now: number = Date.now()): Today {
  const minute = Math.floor(now / MINUTE_MS)
  if (lastAnywhere?.minute !== minute) {
    const today = { earliest: isoDateUtc(now - 12 * HOUR_MS), latest: isoDateUtc(now + 14 * HOUR_MS) }
    lastAnywhere = { minute, today: Object.freeze(today) }
  }
  return lastAnywhere.today
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number]
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / (24 * 3600 * 1000))
}

/**
 * `fn`'s value, computed on the first call. For values that are costly to build and not needed
 * by every page that loads the module, such as an `Intl` formatter: building the first one loads
 * the locale's data, ~60 ms on a slow phone (docs/performance.md), paid at start-up otherwise.
 */
export function onFirstUse<T>(fn: () => T): () => T {
  let value: { current: T } | undefined
  return () => {
    value ??= { current: fn() }
    return value.current
  }
}

const longDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
)

/** "2026-03-12" as "12 March 2026": no room for day/month confusion across countries. */
export function formatLongDate(isoDate: string | null | undefined): string {
  if (!isoDate) return ''
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) return isoDate
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  return longDateFormat().format(new Date(Date.UTC(y, m - 1, d)))
}
