// The application's field names, in the order the form and the preview show them: data only, so a
// module that needs the names (a draft keeps exactly these) does not load the schema in
// shared/application.ts, its validators and the country list (docs/performance.md).

/** The traveller and the passport, in the order the form and the preview show them. */
export const PERSONAL_FIELDS = [
  'visaType',
  'surname',
  'other_name',
  'title',
  'date_of_birth',
  'gender',
  'Country_of_birth',
  'nationality',
  'email',
  'Occupation',
  'passport_number',
  'passport_issued_date',
  'passport_expiry_date',
] as const

/** Contact details of a tourist visa. */
export const TOURIST_CONTACT_FIELDS = [
  'address_line1',
  'address_line2',
  'city',
  'state',
  'postal_code',
  'Country_or_region',
  'mobile_number',
  'address_in_srilanka',
] as const

/** The applicant's company, on a business visa. */
export const APPLICANT_COMPANY_FIELDS = [
  'applicant_company_name',
  'applicant_company_add',
  'applicant_company_city',
  'applicant_company_state',
  'applicant_company_zipcode',
  'applicant_company_region',
  'applicant_company_email',
] as const

/** The company in Sri Lanka, on a business visa. */
export const SRI_LANKAN_COMPANY_FIELDS = [
  'Sri_Lankan_Company_name',
  'Sri_Lankan_Company_address',
  'Sri_Lankan_Company_city',
  'Sri_Lankan_Company_state',
  'Sri_Lankan_Company_zipcode',
  'Sri_Lankan_Company_telehone',
] as const

export const DECLARATION_FIELDS = [
  'valid_residence_visa',
  'currently_in_sri_lanka',
  'multiple_entry_visa',
] as const

export const APPLICATION_FIELDS = [
  'visaType',
  'PassportType',
  ...PERSONAL_FIELDS.slice(1),
  'days_14_days_before_this_travel',
  'visa_required_days',
  'purpose_of_description',
  'intended_arrival_date',
  'purpose_of_visit',
  ...TOURIST_CONTACT_FIELDS,
  ...APPLICANT_COMPANY_FIELDS,
  ...SRI_LANKAN_COMPANY_FIELDS,
  ...DECLARATION_FIELDS,
  'passport_bio_page',
] as const
