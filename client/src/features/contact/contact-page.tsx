import { Field, Form, getInput, reset, setInput, useForm } from '@formisch/react'
import { useEffect, useState } from 'react'
import { ContactMessageSchema } from '../../../../shared/contact'
import { useHydrated, useServedNodesTakenOver } from '../../components/after-hydration'
import { SupportMail } from '../../components/agency-notes'
import { SendNotReady } from '../../components/send-not-ready'
import { toast } from '../../components/toast'
import { CONTACT_MESSAGES } from '../../lib/contact'
import { currentLanguage, m, withParts } from '../../lib/i18n'
import { serverMessage } from '../../lib/server-messages'
import { formatSavedAt, submitContactMessage, useQueue } from '../../offline'

export { CONTACT_MESSAGES }

const FIELDS = [
  { path: 'Given_Name', label: () => m.contact_name(), type: 'text', autoComplete: 'name' },
  { path: 'Email', label: () => m.mail_email(), type: 'email', autoComplete: 'email' },
  { path: 'contact_no', label: () => m.contact_number(), type: 'tel', autoComplete: 'tel' },
  { path: 'Nationality', label: () => m.contact_nationality(), type: 'text', autoComplete: 'country-name' },
] as const

// A message being typed stays on this device (localStorage: small, and written synchronously, so a
// reload or a closed tab a moment after typing keeps it). Once submitted it is in the outbox, like
// an application (the offline layer): sent at once, or when the connection returns, and only once.
const KEPT_MESSAGE_KEY = 'evisa-unsent-contact-message'

type ContactPath = (typeof FIELDS)[number]['path'] | 'remarks'
type ContactInput = Partial<Record<ContactPath, string>>

const PATHS: readonly ContactPath[] = [...FIELDS.map((spec) => spec.path), 'remarks']

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

/**
 * What was typed into the page's served fields before the app ran (the page is prerendered): React
 * keeps it in the nodes it hydrates, but the form's state does not know it. The served fields are
 * empty, so whatever they hold was typed.
 */
function typedIntoServedFields(): ContactInput {
  const typed: ContactInput = {}
  for (const path of PATHS) {
    const control = document.getElementById(`contact-${path}`)
    if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value)
      typed[path] = control.value
  }
  return typed
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
      <h2 id="waiting-messages">{m.contact_waiting_heading()}</h2>
      <ul>
        {waiting.map((item) => (
          <li key={item.id}>
            {item.refused
              ? m.contact_waiting_refused({
                  saved: formatSavedAt(item.waitingSince),
                  problem: item.problem ? serverMessage(item.problem) : m.contact_refused(),
                })
              : item.problem
                ? m.contact_waiting_problem({
                    saved: formatSavedAt(item.waitingSince),
                    problem: serverMessage(item.problem),
                  })
                : m.contact_waiting({ saved: formatSavedAt(item.waitingSince) })}
          </li>
        ))}
      </ul>
    </section>
  )
}

export function ContactPage() {
  // False while React hydrates the served page: its first render is the prerender's (no kept
  // message, Submit not ready yet), and what this device kept is read in the hydration's commit.
  const ready = useHydrated()
  const [kept] = useState(() => (ready ? readKeptMessage() : undefined))
  const form = useForm({
    schema: ContactMessageSchema,
    initialInput: kept,
    validate: 'blur',
    revalidate: 'input',
  })
  const [sending, setSending] = useState(false)
  const [restored, setRestored] = useState(kept !== undefined)
  const [queued, setQueued] = useState(false)
  // Hydrated over the served form, before the browser takes another keystroke: what was typed
  // there meanwhile, and for the fields left empty the message this device kept.
  useServedNodesTakenOver(ready, () => {
    const typed = typedIntoServedFields()
    const keptMessage = readKeptMessage()
    let fromKept = false
    for (const path of PATHS) {
      const input = typed[path] ?? keptMessage?.[path]
      if (!input) continue
      fromKept ||= typed[path] === undefined
      setInput(form, { path: [path], input })
    }
    if (fromKept) setRestored(true)
  })

  return (
    <article className="prose">
      <h1>{m.contact_title()}</h1>
      <p>{withParts((parts) => m.contact_intro(parts), { support_mail: <SupportMail /> })}</p>
      {restored && <p className="notice">{m.contact_kept()}</p>}
      <p role="status" className={queued ? 'notice' : 'visually-hidden'}>
        {queued ? m.contact_queued() : ''}
      </p>
      {/* The device's outbox is read once the app runs (never in the prerender). */}
      {ready && <WaitingMessages />}
      <Form
        of={form}
        className="stack"
        onSubmit={async (output) => {
          setSending(true)
          setQueued(false)
          try {
            // The note to the sender is written in the language of the page.
            const result = await submitContactMessage({ ...output, language: currentLanguage() })
            if (result.kind === 'refused') {
              // Values stay in the form so nothing typed is lost (docs/site.md §4 "Other flows").
              toast.error(serverMessage(result.error.message))
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
            toast.error(m.contact_error_retry({ error: CONTACT_MESSAGES.error }))
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
                    {spec.label()}{' '}
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
                      {serverMessage(field.errors?.[0] ?? '', spec.label())}
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
                  {m.contact_remarks()}{' '}
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
                    {serverMessage(field.errors?.[0] ?? '', m.contact_remarks())}
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
          <button
            type="submit"
            className="button button-primary"
            disabled={sending || !ready}
            aria-describedby={ready ? undefined : 'contact-not-ready'}
          >
            {sending ? m.mail_sending() : m.lookup_submit()}
          </button>
        </div>
        <SendNotReady id="contact-not-ready" ready={ready} />
      </Form>
    </article>
  )
}
