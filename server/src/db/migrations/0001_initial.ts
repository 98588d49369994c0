import type { Migration } from 'kysely'
import { type Kysely, sql } from 'kysely'
import { applicationReference, generatedId } from './column-types'

// Migrations describe the schema as it was when they were written, so they use Kysely<unknown>
// tables rather than the current Database type.

const APPLICATION_TEXT_COLUMNS = [
  'visa_type',
  'passport_type',
  'surname',
  'given_names',
  'title',
  'date_of_birth',
  'gender',
  'country_of_birth',
  'nationality',
  'email',
  'occupation',
  'passport_number',
  'passport_issued_date',
  'passport_expiry_date',
  'country_last_14_days',
  'visa_required_days',
  'purpose_description',
  'intended_arrival_date',
  'purpose_of_visit',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'postal_code',
  'country_or_region',
  'mobile_number',
  'address_in_sri_lanka',
  'applicant_company_name',
  'applicant_company_address',
  'applicant_company_city',
  'applicant_company_state',
  'applicant_company_postal_code',
  'applicant_company_country',
  'applicant_company_email',
  'sri_lankan_company_name',
  'sri_lankan_company_address',
  'sri_lankan_company_city',
  'sri_lankan_company_state',
  'sri_lankan_company_postal_code',
  'sri_lankan_company_telephone',
  'passport_copy_filename',
  'client_ip_address',
  'visitor_ip',
  'visitor_country',
  'visitor_city',
] as const

const APPLICATION_BOOLEAN_COLUMNS = [
  'has_valid_residence_visa',
  'is_currently_in_sri_lanka',
  'has_multiple_entry_visa',
] as const

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    let applications = db.schema
      .createTable('applications')
      .addColumn('id', 'integer', generatedId(db))
      .addColumn('sku_id', 'text', (col) => col.notNull().unique())
      .addColumn('payment_status', 'text', (col) =>
        col.notNull().defaultTo('UNPAID').check(sql`payment_status in ('UNPAID', 'COMPLETED')`),
      )
    for (const column of APPLICATION_TEXT_COLUMNS) {
      applications = applications.addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
    }
    for (const column of APPLICATION_BOOLEAN_COLUMNS) {
      applications = applications.addColumn(column, 'integer', (col) =>
        col.notNull().check(sql`${sql.ref(column)} in (0, 1)`),
      )
    }
    await applications
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute()

    await db.schema
      .createTable('application_children')
      .addColumn('id', 'integer', generatedId(db))
      .addColumn('application_id', 'integer', (col) =>
        col.notNull().references('applications.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('surname', 'text', (col) => col.notNull())
      .addColumn('given_name', 'text', (col) => col.notNull())
      .addColumn('date_of_birth', 'text', (col) => col.notNull())
      .addColumn('gender', 'text', (col) => col.notNull())
      .addColumn('relationship', 'text', (col) => col.notNull())
      .addUniqueConstraint('application_children_position', ['application_id', 'position'])
      .execute()

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'integer', generatedId(db))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('contact_number', 'text', (col) => col.notNull())
      .addColumn('nationality', 'text', (col) => col.notNull())
      .addColumn('remarks', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute()

    await db.schema
      .createTable('drafts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute()

    await db.schema
      .createTable('uploads')
      .addColumn('filename', 'text', (col) => col.primaryKey())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('byte_size', 'integer', (col) => col.notNull())
      .addColumn('sha256', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute()

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('sku_id', 'text', applicationReference)
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute()
  },
}
