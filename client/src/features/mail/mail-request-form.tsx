// The small forms that ask the server to send a mail: their answer is the same whatever matched,
// so the page only says it was sent, or what is wrong with the input.
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import type { FieldError } from '../../../../shared/api'
import type { MailRequestResponse } from '../../../../shared/api-types'
import { useHydrated } from '../../components/after-hydration'
import { SendNotReady } from '../../components/send-not-ready'
import { ApiError, apiRequest } from '../../lib/api'
import { currentLanguage, m } from '../../lib/i18n'
import { serverMessage } from '../../lib/server-messages'

export interface MailRequestField {
  name: string
  label: string
  type?: 'text' | 'email'
  autoComplete?: string
  hint?: string
}

export interface MailRequestFormProps {
  path: string
  fields: MailRequestField[]
  submitLabel: string
  /** Extra inputs (a checkbox) whose values `body` reads from the form. */
  extra?: ReactNode
  body: (form: FormData) => Record<string, unknown>
}

export function MailRequestForm({ path, fields, submitLabel, extra, body }: MailRequestFormProps) {
  const id = useId()
  const [answer, setAnswer] = useState('')
  const [failure, setFailure] = useState('')
  const [errors, setErrors] = useState<FieldError[]>([])
  const [sending, setSending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // Served as HTML (/Lost-eVisa) the fields take typing before the app runs, and keep it, but the
  // form is sent by the app: until then Submit is disabled and says why, so neither a tap nor Enter
  // sends the passport number in the address of a plain HTML submission.
  const ready = useHydrated()
  const notReadyId = `${id}-not-ready`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    setAnswer('')
    setFailure('')
    setErrors([])
    try {
      const result = await apiRequest<MailRequestResponse>(path, {
        method: 'POST',
        // The mail it asks for is written in the language the traveller reads the site in.
        body: { ...body(new FormData(event.currentTarget)), language: currentLanguage() },
      })
      setAnswer(serverMessage(result.message))
      formRef.current?.reset()
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors)
        setFailure(error.fieldErrors.length ? m.mail_check_fields() : serverMessage(error.message))
      } else setFailure(m.mail_went_wrong())
    } finally {
      setSending(false)
    }
  }

  const errorOf = (name: string) => {
    const error = errors.find((candidate) => candidate.field === name)
    return error && serverMessage(error.message, fields.find((field) => field.name === name)?.label)
  }

  return (
    <form ref={formRef} className="stack" noValidate onSubmit={submit}>
      <p role="alert" className={failure ? 'notice notice-warning' : 'visually-hidden'}>
        {failure}
      </p>
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`
        const error = errorOf(field.name)
        const described = [field.hint && `${inputId}-hint`, error && `${inputId}-error`]
          .filter(Boolean)
          .join(' ')
        return (
          <div className="field" key={field.name}>
            <label htmlFor={inputId}>
              {field.label}{' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            {field.hint && (
              <p id={`${inputId}-hint`} className="field-hint">
                {field.hint}
              </p>
            )}
            <input
              id={inputId}
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
            />
            {error && (
              <p id={`${inputId}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        )
      })}
      {extra}
      <div>
        <button
          type="submit"
          className="button button-primary"
          disabled={sending || !ready}
          aria-describedby={ready ? undefined : notReadyId}
        >
          {sending ? m.mail_sending() : submitLabel}
        </button>
      </div>
      <SendNotReady id={notReadyId} ready={ready}>
        <p role="status" className={answer ? 'notice' : 'visually-hidden'}>
          {answer}
        </p>
      </SendNotReady>
    </form>
  )
}
