// The application: one schema for the form, the offline draft submit and the server (docs/conventions.md).
// Field names are the public wire names of docs/site.md §3; the server maps them to its columns.
import * as v from 'valibot'
import {
  APPLICANT_COMPANY_FIELDS,
  SRI_LANKAN_COMPANY_FIELDS,
  TOURIST_CONTACT_FIELDS,
} from './application-fields'
import type { ApplicationStatus } from './application-status'
import { COUNTRIES, currentCountryValue, NATIONALITIES } from './countries'
import { addMonths, formatLongDate, isIsoDate, type Today } from './dates'
import { choice, date, email, optionalLanguage, optionalText, requiredText, yesNo } from './fields'
import type { Language } from './languages'
import { MAX_ARRIVAL_MONTHS_AHEAD, MAX_CHILDREN, MAX_LONG_TEXT_LENGTH } from './limits'
import type { PaymentStatus } from './options'
import { FIELD_CHOICES, PURPOSES_BY_VISA_TYPE } from './options'

export const DATE_MESSAGES = {
  dateOfBirthPast: 'Date of Birth must be in the past.',
  childDateOfBirthPast: 'Child Date of Birth must be in the past.',
  issuedPast: 'Passport Issued Date must be in the past.',
  issuedBeforeExpiry: 'Passport Issued Date must be before the Passport Expiry Date.',
  arrivalNotPast: 'Intended Arrival Date cannot be in the past.',
  arrivalWithinYear: 'Intended arrival must be within 12 months.',
  passportSixMonths: 'Passport must be valid for at least 6 months from the date of entry.',
  expiryAfterIssued: 'Passport Expiry Date must be after the Passport Issued Date.',
} as const

/** The months a passport must stay valid after the intended arrival. */
export const PASSPORT_VALID_MONTHS_AFTER_ARRIVAL = 6

/** The last day a passport may expire on for an arrival on this day. */
export function passportValidUntil(intendedArrival: string): string {
  return addMonths(intendedArrival, PASSPORT_VALID_MONTHS_AFTER_ARRIVAL)
}

/** The six-month rule's message, naming the date so the traveller can compare it with the passport. */
export function passportSixMonthsMessage(intendedArrival: string): string {
  return `${DATE_MESSAGES.passportSixMonths} For an arrival on ${formatLongDate(intendedArrival)} it must be valid until at least ${formatLongDate(passportValidUntil(intendedArrival))}.`
}

export const PASSPORT_NUMBER_INVALID = 'Passport Number must be 5 to 20 letters or digits.'
export const PURPOSE_INVALID = 'Choose a Purpose of Visit for this visa type.'
export const PASSPORT_COPY_INVALID = 'Passport Copy is not a file uploaded here. Please upload it again.'

/** Names of uploads as the server makes them: random, with the extension of the detected type. */
export const UPLOAD_NAME_PATTERN = /^[A-Za-z0-9_-]{16,64}\.(jpg|png|pdf)$/

const upper = (label: string) => optionalText({ label, upperCase: true })
/**
 * A country from the one list; a spelling from before the list was renamed (a draft or queued
 * submit kept on a device) is read as today's name.
 */
const country = (label: string, required?: string, options: readonly string[] = COUNTRIES) =>
  choice(options, { label, required, normalize: currentCountryValue })

function childSchema(today: () => Today) {
  return v.pipe(
    v.object({
      child_surnane: requiredText({ label: 'Child Surname', required: 'Child Surname is required.' }),
      child_givenName: requiredText({ label: 'Child Given Name', required: 'Child Given Name is required.' }),
      child_date_of_birth: date({
        label: 'Child Date of Birth',
        required: 'Child Date of Birth is required.',
      }),
      child_gender: choice(FIELD_CHOICES.child_gender, {
        label: 'Child Gender',
        required: 'Child Gender is required.',
      }),
      child_relationship: choice(FIELD_CHOICES.child_relationship, {
        label: 'Relationship',
        required: 'Relationship is required.',
      }),
    }),
    v.forward(
      v.partialCheck(
        [['child_date_of_birth']],
        (input) => input.child_date_of_birth < today().latest,
        DATE_MESSAGES.childDateOfBirthPast,
      ),
      ['child_date_of_birth'],
    ),
  )
}

const TOURIST_ONLY = ['visa_required_days', ...TOURIST_CONTACT_FIELDS] as const

const BUSINESS_ONLY = [
  'purpose_of_description',
  ...APPLICANT_COMPANY_FIELDS,
  ...SRI_LANKAN_COMPANY_FIELDS,
] as const

/**
 * @param today when "today" is. The browser passes its own date; the server passes the widest
 * window across time zones (see dates.ts), so a traveller is never refused for where they are.
 */
export function createApplicationSchema(today: () => Today) {
  return v.pipe(
    v.object({
      visaType: choice(FIELD_CHOICES.visaType, { label: 'Visa Type', required: 'Visa Type is required.' }),
      PassportType: upper('Passport Type'),
      surname: requiredText({ label: 'Surname', required: 'Surname is required.', upperCase: true }),
      other_name: requiredText({ label: 'Other Name', required: 'Other Name is required.', upperCase: true }),
      title: choice(FIELD_CHOICES.title, { label: 'Title', required: 'Title is required.' }),
      date_of_birth: date({ label: 'Date of Birth', required: 'Date of Birth is required.' }),
      gender: choice(FIELD_CHOICES.gender, { label: 'Gender', required: 'Gender is required.' }),
      Country_of_birth: country('Country of Birth', 'Country of Birth is required.'),
      nationality: country('Nationality', 'Nationality is required.', NATIONALITIES),
      email: email({ label: 'Email', required: 'Email is required.' }),
      Occupation: upper('Occupation'),
      passport_number: v.pipe(
        requiredText({ label: 'Passport Number', required: 'Passport Number is required.', upperCase: true }),
        v.transform((value: string) => value.replace(/\s+/g, '')),
        v.check((value) => value === '' || /^[A-Z0-9]{5,20}$/.test(value), PASSPORT_NUMBER_INVALID),
      ),
      passport_issued_date: date({
        label: 'Passport Issued Date',
        required: 'Passport Issued Date is required.',
      }),
      passport_expiry_date: date({
        label: 'Passport Expiry Date',
        required: 'Passport Expiry Date is required.',
      }),
      children: v.pipe(
        v.nullish(v.array(childSchema(today), 'Children must be a list.'), []),
        v.maxLength(MAX_CHILDREN, `At most ${MAX_CHILDREN} children can travel on one application.`),
      ),
      days_14_days_before_this_travel: country(
        'Where have you been during the last 14 days?',
        'Where you have been during the last 14 days is required.',
      ),
      visa_required_days: choice(FIELD_CHOICES.visa_required_days, { label: 'Visa Required Days' }),
      purpose_of_description: optionalText({ label: 'Purpose Description', max: MAX_LONG_TEXT_LENGTH }),
      intended_arrival_date: date({
        label: 'Intended Arrival Date',
        required: 'Intended Arrival Date is required.',
      }),
      purpose_of_visit: optionalText({ label: 'Purpose of Visit' }),
      address_line1: upper('Address Line 1'),
      address_line2: upper('Address Line 2'),
      city: upper('City'),
      state: upper('State'),
      postal_code: upper('Zip / Postal Code'),
      Country_or_region: country('Country / Region'),
      mobile_number: upper('Mobile Number'),
      address_in_srilanka: optionalText({ label: 'Address in Sri Lanka', max: 500, upperCase: true }),
      applicant_company_name: upper('Company Name'),
      applicant_company_add: optionalText({ label: 'Company Address', max: 500, upperCase: true }),
      applicant_company_city: upper('Company City'),
      applicant_company_state: upper('Company State'),
      applicant_company_zipcode: upper('Company Zip / Postal Code'),
      applicant_company_region: country('Company Country / Region'),
      applicant_company_email: email({ label: 'Company Email' }),
      Sri_Lankan_Company_name: upper('Sri Lankan Company Name'),
      Sri_Lankan_Company_address: optionalText({
        label: 'Sri Lankan Company Address',
        max: 500,
        upperCase: true,
      }),
      Sri_Lankan_Company_city: upper('Sri Lankan Company City'),
      Sri_Lankan_Company_state: upper('Sri Lankan Company State'),
      Sri_Lankan_Company_zipcode: upper('Sri Lankan Company Zip / Postal Code'),
      Sri_Lankan_Company_telehone: upper('Sri Lankan Company Telephone'),
      valid_residence_visa: yesNo('Valid Residence Visa selection is required.'),
      currently_in_sri_lanka: yesNo('Currently in Sri Lanka selection is required.'),
      multiple_entry_visa: yesNo('Multiple Entry Visa selection is required.'),
      passport_bio_page: v.pipe(
        optionalText({ label: 'Passport Copy', max: 80 }),
        v.check((value) => value === '' || UPLOAD_NAME_PATTERN.test(value), PASSPORT_COPY_INVALID),
      ),
      ip_address: optionalText({ label: 'IP address', max: 64 }),
      // The interface language the application is made in: create defaults to English, update
      // keeps the stored one unless it is sent.
      language: optionalLanguage(),
    }),
    v.forward(
      v.partialCheck(
        [['date_of_birth']],
        (input) => input.date_of_birth < today().latest,
        DATE_MESSAGES.dateOfBirthPast,
      ),
      ['date_of_birth'],
    ),
    v.forward(
      v.partialCheck(
        [['passport_issued_date']],
        (input) => input.passport_issued_date < today().latest,
        DATE_MESSAGES.issuedPast,
      ),
      ['passport_issued_date'],
    ),
    v.forward(
      v.partialCheck(
        [['passport_issued_date'], ['passport_expiry_date']],
        (input) => input.passport_issued_date < input.passport_expiry_date,
        DATE_MESSAGES.issuedBeforeExpiry,
      ),
      ['passport_issued_date'],
    ),
    v.forward(
      v.partialCheck(
        [['intended_arrival_date']],
        (input) => input.intended_arrival_date >= today().earliest,
        DATE_MESSAGES.arrivalNotPast,
      ),
      ['intended_arrival_date'],
    ),
    v.forward(
      v.partialCheck(
        // Only the expiry is selected: the check above has already put an issue on the issue
        // date, and a partial check skips any path with an issue while the form is incomplete.
        [['passport_expiry_date']],
        (input) => {
          const issued = (input as { passport_issued_date?: unknown }).passport_issued_date
          return (
            typeof issued !== 'string' ||
            !isIsoDate(issued) ||
            !isIsoDate(input.passport_expiry_date) ||
            input.passport_expiry_date > issued
          )
        },
        DATE_MESSAGES.expiryAfterIssued,
      ),
      ['passport_expiry_date'],
    ),
    v.forward(
      v.partialCheck(
        [['intended_arrival_date']],
        // Within 12 months of the latest "today" anywhere; a far date would also keep the
        // passport data for ever (it is kept until 6 months after arrival).
        (input) =>
          !isIsoDate(input.intended_arrival_date) ||
          input.intended_arrival_date <= addMonths(today().latest, MAX_ARRIVAL_MONTHS_AHEAD),
        DATE_MESSAGES.arrivalWithinYear,
      ),
      ['intended_arrival_date'],
    ),
    v.forward(
      v.partialCheck(
        [['intended_arrival_date'], ['passport_expiry_date']],
        // Valibot runs this even when a date failed its own checks (a failed check keeps the
        // input typed): a missing or malformed date has its own message, and addMonths needs one.
        // An expiry before the issue date has its own message above, so this one stays quiet.
        // The issue date is read, not selected: a missing one must not hold this message back.
        (input) => {
          const issued = (input as { passport_issued_date?: unknown }).passport_issued_date
          return (
            !isIsoDate(input.intended_arrival_date) ||
            !isIsoDate(input.passport_expiry_date) ||
            (typeof issued === 'string' && isIsoDate(issued) && input.passport_expiry_date <= issued) ||
            input.passport_expiry_date >= passportValidUntil(input.intended_arrival_date)
          )
        },
        (issue) => {
          const arrival = (issue.input as { intended_arrival_date?: unknown }).intended_arrival_date
          return typeof arrival === 'string' && isIsoDate(arrival)
            ? passportSixMonthsMessage(arrival)
            : DATE_MESSAGES.passportSixMonths
        },
      ),
      ['passport_expiry_date'],
    ),
    v.forward(
      v.partialCheck(
        [['visaType'], ['purpose_of_visit']],
        (input) =>
          input.purpose_of_visit === '' ||
          (input.visaType !== '' && PURPOSES_BY_VISA_TYPE[input.visaType].includes(input.purpose_of_visit)),
        PURPOSE_INVALID,
      ),
      ['purpose_of_visit'],
    ),
    // The form keeps both branches' inputs while the traveller switches visa type; only the
    // chosen branch's details belong to the application.
    v.transform((input) => {
      const blank = input.visaType === 'BUSINESS VISA' ? TOURIST_ONLY : BUSINESS_ONLY
      const output = { ...input }
      for (const key of blank) output[key] = ''
      return output
    }),
  )
}

/** Whether a field's schema refuses to be left empty: no text, no choice, no answer. */
export function refusesEmpty(schema: v.GenericSchema): boolean {
  return !v.safeParse(schema, '').success && !v.safeParse(schema, undefined).success
}

/**
 * The names of the fields the schema refuses to leave empty, the applicant's and each child's:
 * the form marks these, and only these, as required. (The whole-form checks that need today's
 * date are never run here.)
 */
export function requiredFieldNames(): ReadonlySet<string> {
  const unused = (): Today => {
    throw new Error('requiredFieldNames reads single fields only')
  }
  const entries = { ...createApplicationSchema(unused).entries, ...childSchema(unused).entries }
  return new Set(Object.keys(entries).filter((name) => refusesEmpty(entries[name as keyof typeof entries])))
}

export type ApplicationSchema = ReturnType<typeof createApplicationSchema>
export type ApplicationInput = v.InferInput<ApplicationSchema>
export type Application = v.InferOutput<ApplicationSchema>
export type Child = Application['children'][number]

/** An application as View-application answers it. No internal fields (no ip, no row ids). */
export type ApplicationRecord = Omit<Application, 'ip_address' | 'children' | 'language'> & {
  sku_id: string
  /** The language the traveller's mails are written in. */
  language: Language
  payment_status: PaymentStatus
  application_status: ApplicationStatus
  children: (Child & { child_surname: string })[]
  created_at: string
  updated_at: string
}

export {
  APPLICANT_COMPANY_FIELDS,
  APPLICATION_FIELDS,
  DECLARATION_FIELDS,
  PERSONAL_FIELDS,
  SRI_LANKAN_COMPANY_FIELDS,
  TOURIST_CONTACT_FIELDS,
} from './application-fields'
