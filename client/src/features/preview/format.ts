import { formatLongDate } from '../../../../shared/dates'
import { formatDate as formatInLanguage, m } from '../../lib/i18n'

/** "2026-03-12" as "12 March 2026" (in the language shown), as every page shows dates. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? formatInLanguage(iso, formatLongDate) : ''
}

/** Spec §2: yes/no answers read YES or NO (in the language shown). */
export function yesNo(value: boolean | null | undefined): string {
  if (value === true) return m.preview_yes()
  if (value === false) return m.preview_no()
  return ''
}
