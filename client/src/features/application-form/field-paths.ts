// Formisch addresses fields by path arrays; the DOM needs ids and the server reports dot paths
// ("children.0.child_surnane", docs/rules.md §2). These helpers translate between the three.
import { CHILD_FIELDS, CHILD_LABELS, type ChildField, FIELD_LABELS } from '../../lib/field-labels'

export type FieldPath = readonly (string | number)[]

/** The id of a field's control; the error summary links to it. A yes/no group's id is its "Yes". */
export function fieldId(path: FieldPath): string {
  return `field-${path.join('-')}`
}

export function errorId(path: FieldPath): string {
  return `${fieldId(path)}-error`
}

/**
 * Turns a server error's dot path into a form path, or null when the form has no such field (a
 * field the server knows and the form does not show, or a child row that no longer exists).
 */
export function formPathOf(dotPath: string, childCount: number): FieldPath | null {
  const parts = dotPath.split('.')
  const [head, index, key] = parts
  if (parts.length === 1 && head && head !== 'children' && Object.hasOwn(FIELD_LABELS, head)) return [head]
  if (parts.length === 3 && head === 'children' && index !== undefined && /^\d+$/.test(index)) {
    const row = Number(index)
    if (row < childCount && CHILD_FIELDS.includes(key as ChildField)) return ['children', row, key as string]
  }
  return null
}

/** What the error summary calls a field: "Child Surname", "Applicant's Company Email". */
export function summaryLabelOf(path: FieldPath): string {
  const [head, , key] = path
  const entry =
    head === 'children' && key !== undefined
      ? CHILD_LABELS[key as ChildField]
      : FIELD_LABELS[head as keyof typeof FIELD_LABELS]
  return entry ? (entry.summaryLabel ?? entry.label) : String(key ?? head ?? '')
}
