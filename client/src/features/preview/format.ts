const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "2026-03-12" as "12 March 2026": no room for day/month confusion across countries. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return ''
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) return isoDate
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  return DATE_FORMAT.format(new Date(Date.UTC(y, m - 1, d)))
}

/** Spec §2: yes/no answers read YES or NO. */
export function yesNo(value: boolean | null | undefined): string {
  if (value === true) return 'YES'
  if (value === false) return 'NO'
  return ''
}
