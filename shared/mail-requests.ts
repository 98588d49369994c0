// What the returning-applicant and lost-eVisa forms send. Both answers are the same whether or not
// anything matched, so the only errors are about the shape of the input.
import * as v from 'valibot'
import { PASSPORT_NUMBER_INVALID, PERSONAL_FIELDS, TOURIST_CONTACT_FIELDS } from './application'
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from './application-number'
import { email, optionalLanguage, requiredText } from './fields'

const passportNumber = v.pipe(
  requiredText({ label: 'Passport Number', required: 'Passport Number is required.', upperCase: true }),
  v.transform((value: string) => value.replace(/\s+/g, '')),
  v.check((value) => /^[A-Z0-9]{5,20}$/.test(value), PASSPORT_NUMBER_INVALID),
)

export const ReturningApplicantSchema = v.object({
  passport_number: passportNumber,
  email: email({ label: 'Email', required: 'Email is required.' }),
  /** "Include children": the children on the passport come too. */
  children: v.optional(v.boolean('Include children must be true or false.'), false),
  /** The page's language: the link's mail is written in it (default: the application's). */
  language: optionalLanguage(),
})

export const ResendEvisaSchema = v.object({
  sku_id: v.pipe(
    requiredText({ label: 'Application Number', required: 'Application Number is required.' }),
    v.transform(normalizeApplicationNumber),
    v.check(
      (value) => APPLICATION_NUMBER_PATTERN.test(value),
      'Enter the application number as you received it.',
    ),
  ),
  passport_number: passportNumber,
  /** The page's language: the eVisa's mail is written in it (default: the application's). */
  language: optionalLanguage(),
})

export type ReturningApplicantInput = v.InferInput<typeof ReturningApplicantSchema>
export type ResendEvisaInput = v.InferInput<typeof ResendEvisaSchema>

export const RETURNING_APPLICANT_ANSWER = 'If an application matches, we have sent a link to that address.'
export const RESEND_EVISA_ANSWER =
  'If an approved eVisa matches these details, we have sent it again to the e-mail address on the application.'
export const REUSE_LINK_INVALID =
  'This link has expired or has already been used. Ask for a new one under "Applied before?".'

/**
 * The fields a one-time link fills: the traveller, the passport and the contact details. Not the
 * visa type (the trip decides it) nor the address in Sri Lanka (it belongs to this trip too).
 */
export const REUSABLE_FIELDS = [
  'PassportType',
  ...PERSONAL_FIELDS.filter((field) => field !== 'visaType'),
  ...TOURIST_CONTACT_FIELDS.filter((field) => field !== 'address_in_srilanka'),
] as const
