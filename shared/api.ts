// The one wire shape of API errors (docs/rules.md §2). Each call answers with the success flag its
// own success answer uses: `success` for create-application and createContactUS, `status` for
// the others.

export interface FieldError {
  field: string
  message: string
}

export type SuccessFlag = 'success' | 'status'

export type ApiError = {
  message: string
  errors?: FieldError[]
} & ({ success: false } | { status: false })

export function apiError(flag: SuccessFlag, message: string, errors?: FieldError[]): ApiError {
  const body = { [flag]: false, message } as unknown as ApiError
  if (errors?.length) body.errors = errors
  return body
}

/** Reads the readable message out of any API answer, whatever its flag. */
export function messageOf(body: unknown, fallback: string): string {
  if (
    body &&
    typeof body === 'object' &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message
  ) {
    return body.message
  }
  return fallback
}
