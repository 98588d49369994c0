// Who may read and change an application (docs/reliability.md, "Who can see what"). The application number is
// not a secret: it travels in URLs, e-mails and PayPal records. A device proves access with a key
// it got from create-application or from verify-application, sent in X-Application-Key.
import * as v from 'valibot'
import type { ApplicationRecord } from './application'
import type { ApplicationStatus } from './application-status'
import { date, requiredText } from './fields'
import type { GroupMember } from './groups'
import type { PaymentStatus } from './options'

/** The header that carries an application's access key. */
export const ACCESS_KEY_HEADER = 'X-Application-Key'

/** Every mismatch of verify-application, an unknown number included, gets this one message. */
export const DETAILS_DO_NOT_MATCH = 'The details do not match this application.'

export const VerifyApplicationSchema = v.object({
  sku_id: requiredText({ label: 'Application Number', required: 'Application Number is required.' }),
  passport_number: requiredText({ label: 'Passport Number', required: 'Passport Number is required.' }),
  date_of_birth: date({ label: 'Date of Birth', required: 'Date of Birth is required.' }),
})
export type VerifyApplicationBody = v.InferInput<typeof VerifyApplicationSchema>

/** Passport numbers as stored: upper-case, no spaces. */
export function normalizePassportNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** The fee as the payment screen shows it: amount "85.00", currency "USD". */
export interface ApplicationFee {
  amount: string
  currency: string
  /** "J. S.": first given name and surname, initials only. */
  initials: string
}

/** View-application without a valid key: what the look-up and payment screens need, no more. */
export interface ApplicationSummary extends ApplicationFee {
  sku_id: string
  payment_status: PaymentStatus
  application_status: ApplicationStatus
  visaType: ApplicationRecord['visaType']
  /** How many travellers its group has (1 for a traveller alone); no more about the others. */
  group_size: number
}

/**
 * View-application with a valid key: every field, and the fee; for a member of a group, every
 * member (itself included) as a look-up by its number would show it.
 */
export type ApplicationWithFee = ApplicationRecord & ApplicationFee & { group?: GroupMember[] }

export interface VerifyApplicationResponse {
  status: true
  data: { access_key: string }
}

/** "J." from "John Paul": the first character (a whole code point, in any script), or "" for none. */
function initialOf(name: string): string {
  // The first word's first character is the trimmed name's first.
  const first = name.trim().codePointAt(0)
  return first === undefined ? '' : `${String.fromCodePoint(first).toUpperCase()}.`
}

/**
 * "J. S." from given names "John Paul" and surname "Smith"; letters in any script. Every look-up
 * without a key answers it: no closure or array made per call.
 */
export function initialsOf(givenNames: string, surname: string): string {
  const given = initialOf(givenNames)
  const family = initialOf(surname)
  return given && family ? `${given} ${family}` : given || family
}
