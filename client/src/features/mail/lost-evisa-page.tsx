// Lost eVisa: an approved eVisa is e-mailed again to the address on the application. The page
// never says whether the details matched; only the owner of that address receives anything.
import { Link } from '@tanstack/react-router'
import { SupportMail } from '../../components/agency-notes'
import { m, withParts } from '../../lib/i18n'
import { MailRequestForm } from './mail-request-form'

export function LostEvisaPage() {
  return (
    <article className="prose">
      <h1>{m.mail_lost_title()}</h1>
      <p>{m.mail_lost_intro()}</p>
      <div className="card">
        <MailRequestForm
          path="/api/srilanka/resend-evisa"
          submitLabel={m.mail_lost_submit()}
          fields={[
            { name: 'sku_id', label: m.mail_application_number(), autoComplete: 'off' },
            { name: 'passport_number', label: m.mail_passport_number(), autoComplete: 'off' },
          ]}
          body={(form) => ({ sku_id: form.get('sku_id'), passport_number: form.get('passport_number') })}
        />
      </div>
      <p className="field-hint">
        {withParts((parts) => m.mail_lost_hint(parts), {
          lookup: <Link to="/Visa-Fee">{m.common_nav_lookup()}</Link>,
          support_mail: <SupportMail />,
        })}
      </p>
    </article>
  )
}
