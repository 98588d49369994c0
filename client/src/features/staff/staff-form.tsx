// The pieces every staff form is made of: a labelled field with its hint, the 6-digit code input,
// the error line and submit button, and the busy/error state of a call.
import { type ReactNode, useState } from 'react'
import { ApiError } from '../../lib/api'

export const TRY_AGAIN = 'Something went wrong. Please try again.'

/** The server's readable message, else `fallback`. */
export function messageOf(error: unknown, fallback = TRY_AGAIN): string {
  return error instanceof ApiError ? error.message : fallback
}

/** A label and its control; the hint, when there is one, has the id `{id}-hint`. */
export function StaffField({
  id,
  label,
  hint,
  children,
}: {
  id: string
  label: string
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  )
}

/** The authenticator's code as typed, spaces dropped; undefined unless it is 6 digits. */
export function sixDigitCode(value: FormDataEntryValue | null): string | undefined {
  const code = String(value ?? '').replace(/\s/g, '')
  return /^\d{6}$/.test(code) ? code : undefined
}

/** The input of the authenticator's 6-digit code, field name `code`. */
export function CodeInput({ id, describedBy }: { id: string; describedBy?: string }) {
  return (
    <input
      id={id}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      aria-describedby={describedBy}
    />
  )
}

/**
 * A form's call: `run` clears the error and marks it busy while the call runs; a failure shows the
 * server's message, else `fallback`.
 */
export function useStaffCall(fallback = TRY_AGAIN) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  async function run(call: () => Promise<void>) {
    setBusy(true)
    setError('')
    try {
      await call()
    } catch (failure) {
      setError(messageOf(failure, fallback))
    } finally {
      setBusy(false)
    }
  }
  return { error, setError, busy, run }
}

/** The form's error, read out when it appears, and its submit button. */
export function SubmitRow({
  error,
  busy,
  label,
  busyLabel,
}: {
  error: string
  busy: boolean
  label: string
  busyLabel: string
}) {
  return (
    <>
      <div role="alert">{error && <p className="field-error">{error}</p>}</div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  )
}
