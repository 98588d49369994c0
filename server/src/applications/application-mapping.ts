// The one place where the spec's wire names (docs/site.md §3) meet the database's column names.
import type { APPLICATION_FIELDS, Application, ApplicationRecord, Child } from '../../../shared/application'
import type {
  ApplicationChildRow,
  ApplicationRow,
  ApplicationsTable,
  NewApplicationRow,
  SqliteBoolean,
} from '../db/database'

type WireField = (typeof APPLICATION_FIELDS)[number]
type BooleanField = 'valid_residence_visa' | 'currently_in_sri_lanka' | 'multiple_entry_visa'
type TextField = Exclude<WireField, BooleanField>
type ColumnOfType<T> = {
  [K in keyof ApplicationsTable]: ApplicationsTable[K] extends T ? K : never
}[keyof ApplicationsTable]

const TEXT_COLUMNS = {
  visaType: 'visa_type',
  PassportType: 'passport_type',
  surname: 'surname',
  other_name: 'given_names',
  title: 'title',
  date_of_birth: 'date_of_birth',
  gender: 'gender',
  Country_of_birth: 'country_of_birth',
  nationality: 'nationality',
  email: 'email',
  Occupation: 'occupation',
  passport_number: 'passport_number',
  passport_issued_date: 'passport_issued_date',
  passport_expiry_date: 'passport_expiry_date',
  days_14_days_before_this_travel: 'country_last_14_days',
  visa_required_days: 'visa_required_days',
  purpose_of_description: 'purpose_description',
  intended_arrival_date: 'intended_arrival_date',
  purpose_of_visit: 'purpose_of_visit',
  address_line1: 'address_line1',
  address_line2: 'address_line2',
  city: 'city',
  state: 'state',
  postal_code: 'postal_code',
  Country_or_region: 'country_or_region',
  mobile_number: 'mobile_number',
  address_in_srilanka: 'address_in_sri_lanka',
  applicant_company_name: 'applicant_company_name',
  applicant_company_add: 'applicant_company_address',
  applicant_company_city: 'applicant_company_city',
  applicant_company_state: 'applicant_company_state',
  applicant_company_zipcode: 'applicant_company_postal_code',
  applicant_company_region: 'applicant_company_country',
  applicant_company_email: 'applicant_company_email',
  Sri_Lankan_Company_name: 'sri_lankan_company_name',
  Sri_Lankan_Company_address: 'sri_lankan_company_address',
  Sri_Lankan_Company_city: 'sri_lankan_company_city',
  Sri_Lankan_Company_state: 'sri_lankan_company_state',
  Sri_Lankan_Company_zipcode: 'sri_lankan_company_postal_code',
  Sri_Lankan_Company_telehone: 'sri_lankan_company_telephone',
  passport_bio_page: 'passport_copy_filename',
} as const satisfies Record<TextField, ColumnOfType<string>>

const BOOLEAN_COLUMNS = {
  valid_residence_visa: 'has_valid_residence_visa',
  currently_in_sri_lanka: 'is_currently_in_sri_lanka',
  multiple_entry_visa: 'has_multiple_entry_visa',
} as const satisfies Record<BooleanField, ColumnOfType<SqliteBoolean>>

type TextColumn = (typeof TEXT_COLUMNS)[TextField]
type BooleanColumn = (typeof BOOLEAN_COLUMNS)[BooleanField]
// Listed once: every create and look-up walks them.
const TEXT_ENTRIES = Object.entries(TEXT_COLUMNS) as [TextField, TextColumn][]
const BOOLEAN_ENTRIES = Object.entries(BOOLEAN_COLUMNS) as [BooleanField, BooleanColumn][]
export type ApplicationFieldColumns = Pick<NewApplicationRow, TextColumn | BooleanColumn>

/** The columns an application's form fields fill (not its number, status, visitor or times). */
export function toApplicationColumns(application: Application): ApplicationFieldColumns {
  const columns: Partial<Record<TextColumn, string> & Record<BooleanColumn, SqliteBoolean>> = {}
  for (const [field, column] of TEXT_ENTRIES) columns[column] = application[field]
  for (const [field, column] of BOOLEAN_ENTRIES) columns[column] = application[field] ? 1 : 0
  return columns as ApplicationFieldColumns
}

export function toChildColumns(child: Child, position: number) {
  return {
    position,
    surname: child.child_surnane,
    given_name: child.child_givenName,
    date_of_birth: child.child_date_of_birth,
    gender: child.child_gender,
    relationship: child.child_relationship,
  }
}

/** What View-application answers: every wire field, no internal ids, no addresses. */
export function toApplicationRecord(row: ApplicationRow, children: ApplicationChildRow[]): ApplicationRecord {
  const fields: Record<string, unknown> = {}
  for (const [field, column] of TEXT_ENTRIES) fields[field] = row[column]
  for (const [field, column] of BOOLEAN_ENTRIES) fields[field] = row[column] === 1
  // The database holds only values the schema accepted, so the enumerations are as typed.
  return {
    ...(fields as Omit<
      ApplicationRecord,
      | 'sku_id'
      | 'language'
      | 'payment_status'
      | 'application_status'
      | 'children'
      | 'created_at'
      | 'updated_at'
    >),
    sku_id: row.sku_id,
    language: row.language,
    payment_status: row.payment_status,
    application_status: row.application_status,
    children: children.map((child) => ({
      // The form writes the misspelt name, the preview reads the right one (docs/site.md §3): send both.
      child_surnane: child.surname,
      child_surname: child.surname,
      child_givenName: child.given_name,
      child_date_of_birth: child.date_of_birth,
      child_gender: child.gender as Child['child_gender'],
      child_relationship: child.relationship as Child['child_relationship'],
    })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}
