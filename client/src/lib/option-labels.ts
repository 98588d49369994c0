// The form's choices in the interface's language. The values stay the English ones the API has
// always stored (shared/options.ts); only what the traveller reads is translated.
import type {
  BUSINESS_PURPOSES,
  GENDERS,
  TITLES,
  TOURIST_PURPOSES,
  VISA_TYPES,
} from '../../../shared/options'
import { m } from './i18n'

type Label = () => string

const LABELS: Record<
  | (typeof TOURIST_PURPOSES)[number]
  | (typeof BUSINESS_PURPOSES)[number]
  | (typeof VISA_TYPES)[number]
  | (typeof GENDERS)[number]
  | (typeof TITLES)[number]
  | 'Child'
  | 'Tourist Visa 30 Days',
  Label
> = {
  'M.I.C.E tourist (meetings, incentives, conferences and exhibitions/events)': () => m.option_purpose_mice(),
  'Medical treatment including ayurvedic (herbal)': () => m.option_purpose_medical(),
  'Participate in art, music and dance events': () => m.option_purpose_arts(),
  Pilgrimages: () => m.option_purpose_pilgrimages(),
  'Sport events': () => m.option_purpose_sport(),
  Weddings: () => m.option_purpose_weddings(),
  'Visiting friends and relatives': () => m.option_purpose_friends(),
  'Sightseeing or holidaying': () => m.option_purpose_sightseeing(),
  'Participate in business meetings and negotiations': () => m.option_purpose_business_meetings(),
  'Short term training programs': () => m.option_purpose_training(),
  'TOURIST VISA': () => m.option_visa_tourist(),
  'BUSINESS VISA': () => m.option_visa_business(),
  Male: () => m.option_gender_male(),
  Female: () => m.option_gender_female(),
  Other: () => m.option_gender_other(),
  DR: () => m.option_title_dr(),
  MASTER: () => m.option_title_master(),
  MISS: () => m.option_title_miss(),
  MR: () => m.option_title_mr(),
  MRS: () => m.option_title_mrs(),
  MS: () => m.option_title_ms(),
  REV: () => m.option_title_rev(),
  Child: () => m.option_relationship_child(),
  'Tourist Visa 30 Days': () => m.option_days_tourist_30(),
}

/** What the traveller reads for a stored choice; a value without a label shows as it is. */
export function optionLabel(value: string): string {
  return (LABELS as Record<string, Label | undefined>)[value]?.() ?? value
}
