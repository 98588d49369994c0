import { m } from '../../lib/i18n'
import { serverMessage } from '../../lib/server-messages'
import { type FieldPath, fieldId, summaryLabelOf } from './field-paths'

export interface ErrorEntry {
  path: FieldPath
  errors: readonly string[]
}

export interface SummaryItem {
  key: string
  /** The control to move to; null for a problem no visible field owns. */
  targetId: string | null
  text: string
}

/**
 * One line per field with its first message (the field shows the same one). Messages that
 * already name their field stand alone ("Surname is required."); others get the field's name in
 * front, and child rows their number, so "Enter a valid email address." says which e-mail.
 */
export function buildSummaryItems(entries: readonly ErrorEntry[]): SummaryItem[] {
  const items: SummaryItem[] = []
  const seen = new Set<string>()
  for (const { path, errors } of entries) {
    const first = errors[0]
    const key = path.join('.')
    if (!first || seen.has(key)) continue
    seen.add(key)
    if (path.length === 0) {
      items.push({ key: 'form', targetId: null, text: serverMessage(first) })
      continue
    }
    const label = summaryLabelOf(path)
    const message = serverMessage(first, label)
    const named = message.includes(label) ? message : m.apply_summary_named({ label, message })
    const row = path[0] === 'children' && typeof path[1] === 'number' ? path[1] + 1 : null
    items.push({
      key,
      targetId: fieldId(path),
      text: row === null ? named : m.apply_summary_child({ row, text: named }),
    })
  }
  return items
}
