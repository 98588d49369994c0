import * as v from 'valibot'
import type { FieldError } from '../../../shared/api'
import { HttpError } from './errors'

export const VALIDATION_MESSAGE = 'Please correct the highlighted fields.'
const BODY_NOT_OBJECT_MESSAGE = 'The request body must be a JSON object.'

const MISSING_FIELD_MESSAGE = 'This field is required.'

/**
 * Valibot reports a key absent from an object in developer terms ('Invalid key: Expected
 * "version" but received undefined'). The shared schemas give their own messages where the form
 * needs them; this covers the rest.
 */
function messageOf(issue: v.BaseIssue<unknown>): string {
  const missingKey = issue.kind === 'schema' && issue.type === 'object' && issue.received === 'undefined'
  return missingKey ? MISSING_FIELD_MESSAGE : issue.message
}

/** One message per field, the first one, as the form shows one under each field. */
function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const byField = new Map<string, string>()
  for (const issue of issues) {
    const field = v.getDotPath(issue)
    if (field && !byField.has(field)) byField.set(field, messageOf(issue))
  }
  return [...byField].map(([field, message]) => ({ field, message }))
}

/** Parses with a shared valibot schema or throws a 400 that lists the fields at fault. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const errors = fieldErrorsOf(result.issues)
  if (errors.length === 0) throw new HttpError(400, result.issues[0].message)
  throw new HttpError(400, VALIDATION_MESSAGE, errors)
}

/** Like `validate`, for a JSON body: anything but an object (an array, a string, nothing) is refused first. */
export function validateBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, BODY_NOT_OBJECT_MESSAGE)
  }
  return validate(schema, body)
}

const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 200 printable characters.'
const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,200}$/

/** The Idempotency-Key header, if sent: a retry with the same key does what the first did, once. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGE)
  }
  return header
}
