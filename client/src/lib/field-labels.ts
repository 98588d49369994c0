// Labels of docs/rules.md §3, one place for the form, the error summary and the preview.
import type { ApplicationInput } from '../../../shared/application'
import { m } from './i18n'

// The interface language is sent with the application but is no field of the form.
type TopField = Exclude<keyof ApplicationInput, 'children' | 'language'>
export type ChildField = keyof NonNullable<ApplicationInput['children']>[number]

export interface FieldLabel {
  /** The visible label. */
  readonly label: string
  /** How the error summary names the field when the label alone is ambiguous or long. */
  readonly summaryLabel?: string
}

/** A label in the language shown, read when the form renders (the language can change in place). */
function label(text: () => string, summary?: () => string): FieldLabel {
  return {
    get label() {
      return text()
    },
    get summaryLabel() {
      return summary?.()
    },
  }
}

export const FIELD_LABELS: Record<TopField, FieldLabel> = {
  visaType: label(() => m.apply_label_visatype()),
  PassportType: label(() => m.apply_label_passporttype()),
  surname: label(() => m.apply_label_surname()),
  other_name: label(
    () => m.apply_label_other_name(),
    () => m.apply_label_other_name_summary(),
  ),
  title: label(() => m.apply_label_title()),
  date_of_birth: label(() => m.apply_label_date_of_birth()),
  gender: label(() => m.apply_label_gender()),
  Country_of_birth: label(() => m.apply_label_country_of_birth()),
  nationality: label(() => m.apply_label_nationality()),
  email: label(() => m.apply_label_email()),
  Occupation: label(() => m.apply_label_occupation()),
  passport_number: label(() => m.apply_label_passport_number()),
  passport_issued_date: label(() => m.apply_label_passport_issued_date()),
  passport_expiry_date: label(() => m.apply_label_passport_expiry_date()),
  days_14_days_before_this_travel: label(
    () => m.apply_label_days_14_days_before_this_travel(),
    () => m.apply_label_days_14_days_before_this_travel_summary(),
  ),
  visa_required_days: label(() => m.apply_label_visa_required_days()),
  purpose_of_description: label(() => m.apply_label_purpose_of_description()),
  intended_arrival_date: label(() => m.apply_label_intended_arrival_date()),
  purpose_of_visit: label(() => m.apply_label_purpose_of_visit()),
  address_line1: label(() => m.apply_label_address_line1()),
  address_line2: label(() => m.apply_label_address_line2()),
  city: label(() => m.apply_label_city()),
  state: label(() => m.apply_label_state()),
  postal_code: label(() => m.apply_label_postal_code()),
  Country_or_region: label(() => m.apply_label_country_or_region()),
  mobile_number: label(() => m.apply_label_mobile_number()),
  address_in_srilanka: label(() => m.apply_label_address_in_srilanka()),
  applicant_company_name: label(
    () => m.apply_label_applicant_company_name(),
    () => m.apply_label_applicant_company_name_summary(),
  ),
  applicant_company_add: label(
    () => m.apply_label_applicant_company_add(),
    () => m.apply_label_applicant_company_add_summary(),
  ),
  applicant_company_city: label(
    () => m.apply_label_applicant_company_city(),
    () => m.apply_label_applicant_company_city_summary(),
  ),
  applicant_company_state: label(
    () => m.apply_label_applicant_company_state(),
    () => m.apply_label_applicant_company_state_summary(),
  ),
  applicant_company_zipcode: label(
    () => m.apply_label_applicant_company_zipcode(),
    () => m.apply_label_applicant_company_zipcode_summary(),
  ),
  applicant_company_region: label(
    () => m.apply_label_applicant_company_region(),
    () => m.apply_label_applicant_company_region_summary(),
  ),
  applicant_company_email: label(
    () => m.apply_label_applicant_company_email(),
    () => m.apply_label_applicant_company_email_summary(),
  ),
  Sri_Lankan_Company_name: label(
    () => m.apply_label_sri_lankan_company_name(),
    () => m.apply_label_sri_lankan_company_name_summary(),
  ),
  Sri_Lankan_Company_address: label(
    () => m.apply_label_sri_lankan_company_address(),
    () => m.apply_label_sri_lankan_company_address_summary(),
  ),
  Sri_Lankan_Company_city: label(
    () => m.apply_label_sri_lankan_company_city(),
    () => m.apply_label_sri_lankan_company_city_summary(),
  ),
  Sri_Lankan_Company_state: label(
    () => m.apply_label_sri_lankan_company_state(),
    () => m.apply_label_sri_lankan_company_state_summary(),
  ),
  Sri_Lankan_Company_zipcode: label(
    () => m.apply_label_sri_lankan_company_zipcode(),
    () => m.apply_label_sri_lankan_company_zipcode_summary(),
  ),
  Sri_Lankan_Company_telehone: label(
    () => m.apply_label_sri_lankan_company_telehone(),
    () => m.apply_label_sri_lankan_company_telehone_summary(),
  ),
  valid_residence_visa: label(
    () => m.apply_label_valid_residence_visa(),
    () => m.apply_label_valid_residence_visa_summary(),
  ),
  currently_in_sri_lanka: label(
    () => m.apply_label_currently_in_sri_lanka(),
    () => m.apply_label_currently_in_sri_lanka_summary(),
  ),
  multiple_entry_visa: label(
    () => m.apply_label_multiple_entry_visa(),
    () => m.apply_label_multiple_entry_visa_summary(),
  ),
  passport_bio_page: label(() => m.apply_label_passport_bio_page()),
  ip_address: label(() => m.apply_label_ip_address()),
}

export const CHILD_LABELS: Record<ChildField, FieldLabel> = {
  child_surnane: label(() => m.apply_label_child_surnane()),
  child_givenName: label(() => m.apply_label_child_givenname()),
  child_date_of_birth: label(() => m.apply_label_child_date_of_birth()),
  child_gender: label(() => m.apply_label_child_gender()),
  child_relationship: label(() => m.apply_label_child_relationship()),
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

/**
 * Fields the shared schema refuses to leave empty (`requiredFieldNames` in shared/application.ts):
 * these, and only these, carry the asterisk. Written out rather than asked of the schema when this
 * module loads: that built the whole schema twice and parsed every field twice, in the task that
 * starts /Apply's hydration (docs/performance.md). The form's test compares every asterisk with
 * the schema's answer, so the two cannot drift apart.
 */
export const REQUIRED_FIELDS: ReadonlySet<string> = new Set([
  'visaType',
  'surname',
  'other_name',
  'title',
  'date_of_birth',
  'gender',
  'Country_of_birth',
  'nationality',
  'email',
  'passport_number',
  'passport_issued_date',
  'passport_expiry_date',
  'days_14_days_before_this_travel',
  'intended_arrival_date',
  'valid_residence_visa',
  'currently_in_sri_lanka',
  'multiple_entry_visa',
  'child_surnane',
  'child_givenName',
  'child_date_of_birth',
  'child_gender',
  'child_relationship',
] satisfies (TopField | ChildField)[])
