// Lost eVisa: an approved eVisa is e-mailed again to the address on the application. The page
// never says whether the details matched; only the owner of that address receives anything.
import { Link } from '@tanstack/react-router'
import { SupportMail } from '../../components/agency-notes'
import { MailRequestForm } from './mail-request-form'

export function LostEvisaPage() {
  return (
    <article className="prose">
      <h1>Lost your eVisa?</h1>
      <p>
        Enter your application number and passport number. If your eVisa has been approved, we e-mail it again
        to the address given in the application.
      </p>
      <div className="card">
        <MailRequestForm
          path="/api/srilanka/resend-evisa"
          submitLabel="Send my eVisa again"
          fields={[
            { name: 'sku_id', label: 'Application Number', autoComplete: 'off' },
            { name: 'passport_number', label: 'Passport Number', autoComplete: 'off' },
          ]}
          body={(form) => ({ sku_id: form.get('sku_id'), passport_number: form.get('passport_number') })}
        />
      </div>
      <p className="field-hint">
        Not approved yet? Check its status under <Link to="/Visa-Fee">Pay or check status</Link>. No access to
        that mailbox any more? Write to <SupportMail />.
      </p>
    </article>
  )
}
