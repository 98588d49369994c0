// The purposes of visit in the interface's language (the home page lists them, the form offers
// them); the values stay the English ones the API stores (shared/options.ts). Apart from the other
// choices' labels (option-labels.ts) so the home page takes only these.
import { BUSINESS_PURPOSES, TOURIST_PURPOSES } from '../../../shared/options'
import { m } from './i18n'

const PURPOSES: readonly string[] = [...TOURIST_PURPOSES, ...BUSINESS_PURPOSES]
const LABELS: readonly (() => string)[] = [
  () => m.option_purpose_mice(),
  () => m.option_purpose_medical(),
  () => m.option_purpose_arts(),
  () => m.option_purpose_pilgrimages(),
  () => m.option_purpose_sport(),
  () => m.option_purpose_weddings(),
  () => m.option_purpose_friends(),
  () => m.option_purpose_sightseeing(),
  () => m.option_purpose_business_meetings(),
  () => m.option_purpose_training(),
]

/** A purpose of visit as the traveller reads it; undefined for any other value. */
export function purposeLabel(value: string): string | undefined {
  return LABELS[PURPOSES.indexOf(value)]?.()
}
