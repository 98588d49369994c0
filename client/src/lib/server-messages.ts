// The API answers in the spec's English (its field errors come from the shared schema, which the
// form's own checks also use). The traveller reads them in the interface's language: each known
// text, and each rule's pattern by field ("Surname is required."), maps to its message; the field's
// label is the one the form shows. A text not listed here shows as the server wrote it.
import {
  DATE_MESSAGES,
  PASSPORT_COPY_INVALID,
  PASSPORT_NUMBER_INVALID,
  PURPOSE_INVALID,
} from '../../../shared/application'
import { EMAIL_MESSAGES } from '../../../shared/fields'
import {
  RESEND_EVISA_ANSWER,
  RETURNING_APPLICANT_ANSWER,
  REUSE_LINK_INVALID,
} from '../../../shared/mail-requests'
import { OFFLINE_MESSAGE, WORKING_OFFLINE_MESSAGE } from './api'
import { currentLanguage, m } from './i18n'

const EXACT: Readonly<Record<string, () => string>> = {
  [DATE_MESSAGES.dateOfBirthPast]: () => m.error_date_of_birth_past(),
  [DATE_MESSAGES.childDateOfBirthPast]: () => m.error_child_date_of_birth_past(),
  [DATE_MESSAGES.issuedPast]: () => m.error_issued_past(),
  [DATE_MESSAGES.issuedBeforeExpiry]: () => m.error_issued_before_expiry(),
  [DATE_MESSAGES.arrivalNotPast]: () => m.error_arrival_not_past(),
  [DATE_MESSAGES.arrivalWithinYear]: () => m.error_arrival_within_year(),
  [DATE_MESSAGES.passportSixMonths]: () => m.error_passport_six_months(),
  [DATE_MESSAGES.expiryAfterIssued]: () => m.error_expiry_after_issued(),
  [PASSPORT_NUMBER_INVALID]: () => m.error_passport_number_invalid(),
  [PURPOSE_INVALID]: () => m.error_purpose_invalid(),
  [PASSPORT_COPY_INVALID]: () => m.error_passport_copy_invalid(),
  [EMAIL_MESSAGES.invalid]: () => m.error_email_invalid(),
  'Enter the application number as you received it.': () => m.error_application_number_invalid(),
  [RETURNING_APPLICANT_ANSWER]: () => m.mail_answer_returning(),
  [RESEND_EVISA_ANSWER]: () => m.mail_answer_resend(),
  [REUSE_LINK_INVALID]: () => m.mail_reuse_invalid(),
  [OFFLINE_MESSAGE]: () => m.error_offline(),
  [WORKING_OFFLINE_MESSAGE]: () => m.error_working_offline(),
}

type Rule = [pattern: RegExp, message: (label: string, match: RegExpExecArray) => string]

const RULES: readonly Rule[] = [
  [
    /^(.+) must be written in Latin letters, as in your passport\.$/,
    (label) => m.error_latin_only({ label }),
  ],
  [/^(.+) selection is required\.$/, (label) => m.error_answer_required({ label })],
  [/^(.+) is required\.$/, (label) => m.error_required({ label })],
  [/^Choose a (.+) from the list\.$/, (label) => m.error_choose_from_list({ label })],
  [
    /^(.+) must be at most (\d+) characters\.$/,
    (label, match) => m.error_too_long({ label, max: Number(match[2]) }),
  ],
  [/^(.+) must be a valid date\.$/, (label) => m.error_invalid_date({ label })],
  [
    new RegExp(
      `^${escapeRegExp(DATE_MESSAGES.passportSixMonths)} For an arrival on (.+) it must be valid until at least (.+)\\.$`,
    ),
    (_label, match) => m.error_passport_six_months_until({ arrival: match[1]!, until: match[2]! }),
  ],
]

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * `text` (a server or schema message) in the language shown. `label` is the field's label as the
 * form shows it, which replaces the English one the message names.
 */
export function serverMessage(text: string, label?: string): string {
  // English reads the spec's texts as the server and the schema write them.
  if (currentLanguage() === 'en') return text
  const exact = EXACT[text]
  if (exact) return exact()
  for (const [pattern, message] of RULES) {
    const match = pattern.exec(text)
    if (match) return message(label ?? match[1]!, match)
  }
  return text
}
