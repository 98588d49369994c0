// "Applied before?" on /Apply: asks for a one-time link to a new draft filled with the details of an
// earlier application. The link arrives by e-mail only, so only the owner of the address can use it.
import { useState } from 'react'
import { MailRequestForm } from './mail-request-form'

export function ReturningApplicant() {
  // Rendered only while open: its Passport Number and Email would otherwise stand beside the
  // application's own fields of the same names for anyone finding a field by its label.
  const [open, setOpen] = useState(false)
  return (
    <details className="card returning-applicant" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Applied before?</summary>
      {open && <ReturningApplicantForm />}
    </details>
  )
}

function ReturningApplicantForm() {
  return (
    <>
      <p>
        Give the passport number and e-mail address of an earlier application. We e-mail you a link, valid for
        one hour and once only, that starts a new application filled with your personal, passport and contact
        details. Travel dates are not copied.
      </p>
      <MailRequestForm
        path="/api/srilanka/returning-applicant"
        submitLabel="Send me a link"
        fields={[
          { name: 'passport_number', label: 'Passport Number', autoComplete: 'off' },
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
        ]}
        extra={
          <label className="choice">
            <input type="checkbox" name="children" /> Include children
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
