import type { DeepPartial } from '@formisch/react'
import {
  APPLICATION_FIELDS,
  type ApplicationInput,
  type ApplicationRecord,
} from '../../../../shared/application'

/**
 * The saved application as the form's starting input. View-application answers the child
 * surname as child_surname (docs/site.md §3 keeps both spellings); the form writes child_surnane.
 */
export function recordToInput(record: ApplicationRecord): DeepPartial<ApplicationInput> {
  const input: Record<string, unknown> = {}
  for (const key of APPLICATION_FIELDS) {
    const value = (record as Record<string, unknown>)[key]
    if (typeof value === 'string' || typeof value === 'boolean') input[key] = value
  }
  input.children = (record.children ?? []).map((child) => ({
    child_surnane: child.child_surnane || child.child_surname || '',
    child_givenName: child.child_givenName ?? '',
    child_date_of_birth: child.child_date_of_birth ?? '',
    child_gender: child.child_gender ?? '',
    child_relationship: child.child_relationship || 'Child',
  }))
  return input as DeepPartial<ApplicationInput>
}
