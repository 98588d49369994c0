import { Field, Form, getInput, reset, useForm } from '@formisch/react'
import { useEffect, useState } from 'react'
import { ContactMessageSchema } from '../../../../shared/contact'
import { SupportMail } from '../../components/agency-notes'
import { toast } from '../../components/toast'
import { CONTACT_MESSAGES } from '../../lib/contact'
import { formatSavedAt, submitContactMessage, useQueue } from '../../offline'

export { CONTACT_MESSAGES }
export const QUEUED_MESSAGE_TEXT =
  'You are offline. Your message is saved on this device and will be sent when you are back online.'

const FIELDS = [
  { path: 'Given_Name', label: 'Name', type: 'text', autoComplete: 'name' },
  { path: 'Email', label: 'Email', type: 'email', autoComplete: 'email' },
  { path: 'contact_no', label: 'Contact Number', type: 'tel', autoComplete: 'tel' },
  { path: 'Nationality', label: 'Nationality', type: 'text', autoComplete: 'country-name' },
] as const

// A message being typed stays on this device (localStorage: small, and written synchronously, so a
// reload or a closed tab a moment after typing keeps it). Once submitted it is in the outbox, like
// an application (the offline layer): sent at once, or when the connection returns, and only once.
const KEPT_MESSAGE_KEY = 'evisa-unsent-contact-message'
export const KEPT_MESSAGE_TEXT = 'We kept the message you had not sent yet.'
export const WAITING_MESSAGES_HEADING = 'Messages waiting to be sent'

type ContactInput = Partial<Record<'Given_Name' | 'Email' | 'contact_no' | 'Nationality' | 'remarks', string>>

function readKeptMessage(): ContactInput | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_MESSAGE_KEY) ?? 'null') as unknown
    return kept && typeof kept === 'object' ? (kept as ContactInput) : undefined
  } catch {
    return undefined
  }
}

function keepMessage(input: ContactInput) {
  try {
    if (Object.values(input).some((value) => value?.trim())) {
      localStorage.setItem(KEPT_MESSAGE_KEY, JSON.stringify(input))
    } else localStorage.removeItem(KEPT_MESSAGE_KEY)
  } catch {
    // Storage full or disabled: the form still works, it just keeps nothing.
  }
}

/** Formisch has no "watch everything": reading getInput inside a Field subscribes to every input. */
function KeepTyped({ input }: { input: ContactInput }) {
  const json = JSON.stringify(input)
  // biome-ignore lint/correctness/useExhaustiveDependencies: json stands for input.
  useEffect(() => keepMessage(input), [json])
  return null
}

/** Messages of this device still in the outbox: listed until they are sent. */
function WaitingMessages() {
  const waiting = useQueue()?.filter((item) => item.kind === 'contact')
  if (!waiting?.length) return null
  return (
    <section className="notice waiting-messages" aria-labelledby="waiting-messages">
      <h2 id="waiting-messages">{WAITING_MESSAGES_HEADING}</h2>
      <ul>
        {waiting.map((item) => (
          <li key={item.id}>
            Your message of {formatSavedAt(item.waitingSince)}:{' '}
            {item.refused
              ? (item.problem ?? 'refused')
              : `waiting to be sent${item.problem ? ` (${item.problem})` : ''}`}
          </li>
        ))}
      </ul>
    </section>
  )
}

export function ContactPage() {
  const [kept] = useState(readKeptMessage)
  const form = useForm({
    schema: ContactMessageSchema,
    initialInput: kept,
    validate: 'blur',
    revalidate: 'input',
  })
  const [sending, setSending] = useState(false)
  const [restored, setRestored] = useState(kept !== undefined)
  const [queued, setQueued] = useState(false)

  return (
    <article className="prose">
      <h1>Contact Us</h1>
      <p>
        Questions about your application or payment? Write to us here or at <SupportMail />. We answer e-mails
        around the clock. Please do not send passport scans through this form.
      </p>
      {restored && <p className="notice">{KEPT_MESSAGE_TEXT}</p>}
      <p role="status" className={queued ? 'notice' : 'visually-hidden'}>
        {queued ? QUEUED_MESSAGE_TEXT : ''}
      </p>
      <WaitingMessages />
      <Form
        of={form}
        className="stack"
        onSubmit={async (output) => {
          setSending(true)
          setQueued(false)
          try {
            const result = await submitContactMessage(output)
            if (result.kind === 'refused') {
              // Values stay in the form so nothing typed is lost (docs/site.md §4 "Other flows").
              toast.error(result.error.message)
              return
            }
            // Sent, or safe in the outbox: the form is free for another message.
            if (result.kind === 'sent') toast.success(CONTACT_MESSAGES.success)
            setQueued(result.kind === 'queued')
            reset(form, { initialInput: {} })
            keepMessage({})
            setRestored(false)
          } catch {
            // The device could not queue it (storage full or disabled): the values stay.
            toast.error(`${CONTACT_MESSAGES.error}. Check your connection and try again.`)
          } finally {
            setSending(false)
          }
        }}
      >
        {FIELDS.map((spec) => (
          <Field key={spec.path} of={form} path={[spec.path]}>
            {(field) => {
              const id = `contact-${spec.path}`
              const showError = field.errors && (field.isTouched || form.isSubmitted)
              return (
                <div className="field">
                  <label htmlFor={id}>
                    {spec.label}{' '}
                    <span className="required" aria-hidden="true">
                      *
                    </span>
                  </label>
                  <input
                    {...field.props}
                    id={id}
                    type={spec.type}
                    autoComplete={spec.autoComplete}
                    value={field.input ?? ''}
                    required
                    aria-invalid={showError ? true : undefined}
                    aria-describedby={showError ? `${id}-error` : undefined}
                    autoFocus={false}
                  />
                  {showError && (
                    <p id={`${id}-error`} className="field-error">
                      {field.errors?.[0]}
                    </p>
                  )}
                </div>
              )
            }}
          </Field>
        ))}
        <Field of={form} path={['remarks']}>
          {(field) => {
            const showError = field.errors && (field.isTouched || form.isSubmitted)
            return (
              <div className="field">
                <label htmlFor="contact-remarks">
                  Remarks{' '}
                  <span className="required" aria-hidden="true">
                    *
                  </span>
                </label>
                <textarea
                  {...field.props}
                  id="contact-remarks"
                  rows={5}
                  value={field.input ?? ''}
                  required
                  aria-invalid={showError ? true : undefined}
                  aria-describedby={showError ? 'contact-remarks-error' : undefined}
                  autoFocus={false}
                />
                {showError && (
                  <p id="contact-remarks-error" className="field-error">
                    {field.errors?.[0]}
                  </p>
                )}
              </div>
            )
          }}
        </Field>
        <Field of={form} path={['remarks']}>
          {() => <KeepTyped input={getInput(form) as ContactInput} />}
        </Field>
        <div>
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? 'Sending…' : 'Submit'}
          </button>
        </div>
      </Form>
    </article>
  )
}
