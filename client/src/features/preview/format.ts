import { formatLongDate } from '../../../../shared/dates'

/** "2026-03-12" as "12 March 2026", as every page shows dates. */
export const formatDate = formatLongDate

/** Spec §2: yes/no answers read YES or NO. */
export function yesNo(value: boolean | null | undefined): string {
  if (value === true) return 'YES'
  if (value === false) return 'NO'
  return ''
}
