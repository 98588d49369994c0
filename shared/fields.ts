// Building blocks for the schemas. Every field tolerates a missing key or null so that a missing
// required field is reported with its own message from docs/site.md §5, not a generic "invalid key".
import * as v from 'valibot'
import { isIsoDate } from './dates'
import { languageSchema } from './languages'
import { MAX_TEXT_LENGTH } from './limits'

interface TextOptions {
  label: string
  max?: number
  upperCase?: boolean
}

function baseText({ label, max = MAX_TEXT_LENGTH, upperCase = false }: TextOptions) {
  return v.pipe(
    v.nullish(v.string(`${label} must be text.`), ''),
    v.trim(),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
    v.transform((value: string) => (upperCase ? value.toUpperCase() : value)),
  )
}

/** A text field that may stay empty. */
export function optionalText(options: TextOptions) {
  return baseText(options)
}

/** A text field with the "is required" message of docs/site.md §5. */
export function requiredText(options: TextOptions & { required: string }) {
  return v.pipe(baseText(options), v.nonEmpty(options.required))
}

/**
 * A choice from a fixed list; empty is allowed unless `required` gives the message. `normalize`
 * maps an accepted older spelling to its current one before the check.
 */
export function choice<const T extends readonly string[]>(
  options: T,
  {
    label,
    required,
    normalize = (value: string) => value,
  }: { label: string; required?: string; normalize?: (value: string) => string },
) {
  return v.pipe(
    v.nullish(v.string(`${label} must be text.`), ''),
    v.trim(),
    v.transform(normalize),
    v.check((value) => (required ? value !== '' : true), required ?? ''),
    v.check((value) => value === '' || options.includes(value), `Choose a ${label} from the list.`),
    v.transform((value) => value as T[number] | ''),
  )
}

/** An ISO date (YYYY-MM-DD), as native date inputs give it. */
export function date({ label, required }: { label: string; required?: string }) {
  return v.pipe(
    v.nullish(v.string(`${label} must be a date.`), ''),
    v.trim(),
    v.check((value) => (required ? value !== '' : true), required ?? ''),
    v.check((value) => value === '' || isIsoDate(value), `${label} must be a valid date.`),
  )
}

/** A yes/no answer that must be given. */
export function yesNo(required: string) {
  return v.pipe(
    // The null default matters: without one, valibot treats a missing key as optional and skips
    // the check below.
    v.nullish(v.boolean(required), null),
    v.check((value) => typeof value === 'boolean', required),
    v.transform((value) => value as boolean),
  )
}

export const EMAIL_MESSAGES = { required: 'Email is required.', invalid: 'Enter a valid email address.' }

export function email({ label, required }: { label: string; required?: string }) {
  return v.pipe(
    v.nullish(v.string(`${label} must be text.`), ''),
    v.trim(),
    v.maxLength(254, `${label} must be at most 254 characters.`),
    v.check((value) => (required ? value !== '' : true), required ?? ''),
    v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), EMAIL_MESSAGES.invalid),
  )
}

/**
 * The interface language a request is made in (shared/languages.ts): the traveller's mails are
 * written in it. Optional; null counts as not sent, as for the other fields.
 */
export function optionalLanguage() {
  return v.pipe(
    v.nullish(languageSchema),
    v.transform((value) => value ?? undefined),
  )
}
