// The form's choices in the interface's language. The values stay the English ones the API has
// always stored (shared/options.ts); only what the traveller reads is translated. Each list's
// labels are in the list's order, so no English value is written twice in the bundle.
import { CHILD_RELATIONSHIPS, GENDERS, TITLES, VISA_REQUIRED_DAYS, VISA_TYPES } from '../../../shared/options'
import { m } from './i18n'
import { purposeLabel } from './purpose-labels'

type Label = () => string

const LISTS: readonly [readonly string[], readonly Label[]][] = [
  [VISA_TYPES, [() => m.choice_visa_tourist(), () => m.choice_visa_business()]],
  [GENDERS, [() => m.choice_gender_male(), () => m.choice_gender_female(), () => m.choice_gender_other()]],
  [
    TITLES,
    [
      () => m.choice_title_dr(),
      () => m.choice_title_master(),
      () => m.choice_title_miss(),
      () => m.choice_title_mr(),
      () => m.choice_title_mrs(),
      () => m.choice_title_ms(),
      () => m.choice_title_rev(),
    ],
  ],
  [CHILD_RELATIONSHIPS, [() => m.choice_relationship_child()]],
  [VISA_REQUIRED_DAYS, [() => m.choice_days_tourist_30()]],
]

/** What the traveller reads for a stored choice; a value without a label shows as it is. */
export function optionLabel(value: string): string {
  const purpose = purposeLabel(value)
  if (purpose) return purpose
  for (const [values, labels] of LISTS) {
    const index = values.indexOf(value)
    if (index >= 0) return labels[index]?.() ?? value
  }
  return value
}
