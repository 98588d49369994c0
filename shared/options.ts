// Option lists of the application form. The values are what travels on the wire (docs/site.md §3).

export const VISA_TYPES = ['TOURIST VISA', 'BUSINESS VISA'] as const
export type VisaType = (typeof VISA_TYPES)[number]

export const TITLES = ['DR', 'MASTER', 'MISS', 'MR', 'MRS', 'MS', 'REV'] as const
export const GENDERS = ['Male', 'Female', 'Other'] as const
export const CHILD_GENDERS = ['Male', 'Female'] as const
export const CHILD_RELATIONSHIPS = ['Child'] as const
export const VISA_REQUIRED_DAYS = ['Tourist Visa 30 Days'] as const

export const TOURIST_PURPOSES = [
  'M.I.C.E tourist (meetings, incentives, conferences and exhibitions/events)',
  'Medical treatment including ayurvedic (herbal)',
  'Participate in art, music and dance events',
  'Pilgrimages',
  'Sport events',
  'Weddings',
  'Visiting friends and relatives',
  'Sightseeing or holidaying',
] as const

export const BUSINESS_PURPOSES = [
  'Participate in business meetings and negotiations',
  'Short term training programs',
] as const

export const PURPOSES_BY_VISA_TYPE: Record<VisaType, readonly string[]> = {
  'TOURIST VISA': TOURIST_PURPOSES,
  'BUSINESS VISA': BUSINESS_PURPOSES,
}

/**
 * The fixed list each choice field of the application offers, by field name: the form shows this
 * list and the schema accepts nothing else. (Countries come from countries.ts; the purposes of visit
 * depend on the visa type: PURPOSES_BY_VISA_TYPE.)
 */
export const FIELD_CHOICES = {
  visaType: VISA_TYPES,
  title: TITLES,
  gender: GENDERS,
  child_gender: CHILD_GENDERS,
  child_relationship: CHILD_RELATIONSHIPS,
  visa_required_days: VISA_REQUIRED_DAYS,
} as const
export type ChoiceField = keyof typeof FIELD_CHOICES

export const PAYMENT_STATUSES = ['UNPAID', 'COMPLETED'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
