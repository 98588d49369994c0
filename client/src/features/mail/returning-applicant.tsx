// "Applied before?" on /Apply: asks for a one-time link to a new draft filled with the details of an
// earlier application. The link arrives by e-mail only, so only the owner of the address can use it.
import { useLayoutEffect, useRef, useState } from 'react'
import { m } from '../../lib/i18n'
import { MailRequestForm } from './mail-request-form'

export function ReturningApplicant() {
  // Rendered only while open: its Passport Number and Email would otherwise stand beside the
  // application's own fields of the same names for anyone finding a field by its label.
  const [open, setOpen] = useState(false)
  // On the served /Apply the browser opens it before the app runs, and its toggle event goes
  // unheard: the hydration's commit reads whether it is open, so the form shows without a second tap.
  const details = useRef<HTMLDetailsElement>(null)
  useLayoutEffect(() => {
    if (details.current?.open) setOpen(true)
  }, [])
  return (
    <details
      ref={details}
      className="card returning-applicant"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{m.mail_returning_summary()}</summary>
      {open && <ReturningApplicantForm />}
    </details>
  )
}

function ReturningApplicantForm() {
  return (
    <>
      <p>{m.mail_returning_intro()}</p>
      <MailRequestForm
        path="/api/srilanka/returning-applicant"
        submitLabel={m.mail_returning_submit()}
        fields={[
          { name: 'passport_number', label: m.mail_passport_number(), autoComplete: 'off' },
          { name: 'email', label: m.mail_email(), type: 'email', autoComplete: 'email' },
        ]}
        extra={
          <label className="choice">
            <input type="checkbox" name="children" /> {m.mail_include_children()}
          </label>
        }
        body={(form) => ({
          passport_number: form.get('passport_number'),
          email: form.get('email'),
          children: form.get('children') === 'on',
        })}
      />
    </>
  )
}
