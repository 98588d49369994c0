// Labels of docs/rules.md §3, one place for the form, the error summary and the preview.
import { type ApplicationInput, requiredFieldNames } from '../../../shared/application'

// The interface language is sent with the application but is no field of the form.
type TopField = Exclude<keyof ApplicationInput, 'children' | 'language'>
export type ChildField = keyof NonNullable<ApplicationInput['children']>[number]

export interface FieldLabel {
  /** The visible label. */
  label: string
  /** How the error summary names the field when the label alone is ambiguous or long. */
  summaryLabel?: string
}

/**
 * The two company blocks share their labels; the error summary, which lists both, says whose
 * company: "Applicant's Company City", "Sri Lankan Company Name".
 */
function companyLabels<Field extends TopField>(
  company: string,
  labels: Record<Field, string>,
): Record<Field, FieldLabel> {
  const entries = Object.entries<string>(labels).map(([field, label]) => [
    field,
    { label, summaryLabel: `${company} ${label.replace(/^Company /, '')}` },
  ])
  return Object.fromEntries(entries) as Record<Field, FieldLabel>
}

export const FIELD_LABELS: Record<TopField, FieldLabel> = {
  visaType: { label: 'Visa Type' },
  PassportType: { label: 'Passport Type' },
  surname: { label: 'Surname' },
  other_name: { label: 'Other Names', summaryLabel: 'Other Name' },
  title: { label: 'Title' },
  date_of_birth: { label: 'Date of Birth' },
  gender: { label: 'Gender' },
  Country_of_birth: { label: 'Country of Birth' },
  nationality: { label: 'Nationality' },
  email: { label: 'Email' },
  Occupation: { label: 'Occupation' },
  passport_number: { label: 'Passport Number' },
  passport_issued_date: { label: 'Passport Issued Date' },
  passport_expiry_date: { label: 'Passport Expiry Date' },
  days_14_days_before_this_travel: {
    label: 'Where have you been during the last 14 days?',
    summaryLabel: 'Where you have been during the last 14 days',
  },
  visa_required_days: { label: 'Visa Required Days' },
  purpose_of_description: { label: 'Purpose Description' },
  intended_arrival_date: { label: 'Intended Arrival Date' },
  purpose_of_visit: { label: 'Purpose of Visit' },
  address_line1: { label: 'Address Line 1' },
  address_line2: { label: 'Address Line 2' },
  city: { label: 'City' },
  state: { label: 'State' },
  postal_code: { label: 'Zip / Postal Code' },
  Country_or_region: { label: 'Country / Region' },
  mobile_number: { label: 'Mobile Number' },
  address_in_srilanka: { label: 'Address in Sri Lanka' },
  ...companyLabels("Applicant's Company", {
    applicant_company_name: 'Company Name',
    applicant_company_add: 'Address',
    applicant_company_city: 'City',
    applicant_company_state: 'State',
    applicant_company_zipcode: 'Zip / Postal Code',
    applicant_company_region: 'Country / Region',
    applicant_company_email: 'Email',
  }),
  ...companyLabels('Sri Lankan Company', {
    Sri_Lankan_Company_name: 'Company Name',
    Sri_Lankan_Company_address: 'Address',
    Sri_Lankan_Company_city: 'City',
    Sri_Lankan_Company_state: 'State',
    Sri_Lankan_Company_zipcode: 'Zip / Postal Code',
    Sri_Lankan_Company_telehone: 'Telephone',
  }),
  valid_residence_visa: {
    label: 'Do you have a valid residence visa?',
    summaryLabel: 'Valid Residence Visa',
  },
  currently_in_sri_lanka: {
    label: 'Are you currently in Sri Lanka?',
    summaryLabel: 'Currently in Sri Lanka',
  },
  multiple_entry_visa: { label: 'Do you have a multiple entry visa?', summaryLabel: 'Multiple Entry Visa' },
  passport_bio_page: { label: 'Passport Copy' },
  ip_address: { label: 'IP address' },
}

export const CHILD_LABELS: Record<ChildField, FieldLabel> = {
  child_surnane: { label: 'Child Surname' },
  child_givenName: { label: 'Child Given Name' },
  child_date_of_birth: { label: 'Child Date of Birth' },
  child_gender: { label: 'Child Gender' },
  child_relationship: { label: 'Relationship' },
}

/** The child row a new "Add Child" starts with; its keys are the child fields, checked by the type. */
export const EMPTY_CHILD = {
  child_surnane: '',
  child_givenName: '',
  child_date_of_birth: '',
  child_gender: '',
  child_relationship: 'Child',
} satisfies Record<ChildField, string>

export const CHILD_FIELDS = Object.keys(EMPTY_CHILD) as ChildField[]

/** Fields the shared schema refuses to leave empty: these, and only these, carry the asterisk. */
export const REQUIRED_FIELDS: ReadonlySet<string> = requiredFieldNames()
