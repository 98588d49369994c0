// The one application the tests of the server, the client and the browser journeys start from:
// complete and valid against the schema in application.ts, as the form sends it. Tests change what
// they are about with overrides and leave the rest.
import type { ApplicationInput } from './application'
import { isoDateUtc, localToday } from './dates'

const DAY_MS = 24 * 3600 * 1000

/** `days` after the calendar date `isoDate` (negative for before). */
export function addDays(isoDate: string, days: number): string {
  return isoDateUtc(Date.parse(isoDate) + days * DAY_MS)
}

/**
 * The day the fixture's dates count from unless told otherwise: the date when this module loaded,
 * not each call's. Two applications made a moment apart are then the same, across midnight too:
 * a replay under the same Idempotency-Key is the same request, and a record compares equal to the
 * application it was made from. The dates are a month and more ahead, so they stay valid for as
 * long as a test run lasts.
 */
const FIXTURE_TODAY = localToday()

/** The child travelling with the fixture's traveller. */
export const FIXTURE_CHILD = {
  child_surnane: 'Fernando',
  child_givenName: 'Leo',
  child_date_of_birth: '2018-06-01',
  child_gender: 'Male',
  child_relationship: 'Child',
} as const

/**
 * A complete, valid tourist application, arriving 30 days after `today` (FIXTURE_TODAY unless
 * given) on a passport valid three years more. Overrides replace fields, and may be invalid on
 * purpose: the result's type says so.
 */
export function touristApplication<Overrides extends Record<string, unknown> = Record<never, never>>(
  overrides: Overrides = {} as Overrides,
  today: string = FIXTURE_TODAY,
): Omit<ApplicationInput, keyof Overrides> & Overrides {
  const application = {
    visaType: 'TOURIST VISA',
    PassportType: 'ORDINARY',
    surname: 'Fernando',
    other_name: 'Amelia Rose',
    title: 'MS',
    date_of_birth: '1990-04-12',
    gender: 'Female',
    Country_of_birth: 'UNITED KINGDOM',
    nationality: 'UNITED KINGDOM',
    email: 'amelia.fernando@example.com',
    Occupation: 'Teacher',
    passport_number: 'ab 123 4567',
    passport_issued_date: '2020-01-15',
    passport_expiry_date: addDays(today, 3 * 365),
    children: [{ ...FIXTURE_CHILD }],
    days_14_days_before_this_travel: 'UNITED KINGDOM',
    visa_required_days: 'Tourist Visa 30 Days',
    purpose_of_description: '',
    intended_arrival_date: addDays(today, 30),
    purpose_of_visit: 'Sightseeing or holidaying',
    address_line1: '12 High Street',
    address_line2: '',
    city: 'London',
    state: '',
    postal_code: 'N1 9GU',
    Country_or_region: 'UNITED KINGDOM',
    mobile_number: '+44 7700 900123',
    address_in_srilanka: 'Galle Face Hotel, Colombo',
    valid_residence_visa: false,
    currently_in_sri_lanka: false,
    multiple_entry_visa: true,
    passport_bio_page: '',
    ip_address: '203.0.113.7',
  } satisfies ApplicationInput
  return { ...application, ...overrides } as Omit<ApplicationInput, keyof Overrides> & Overrides
}
