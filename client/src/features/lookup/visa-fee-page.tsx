import { Link } from '@tanstack/react-router'
import { m, withParts } from '../../lib/i18n'
import { ApplicationLookupForm } from './application-lookup-form'

export function VisaFeePage({ applicationNumber }: { applicationNumber?: string }) {
  return (
    <article className="prose">
      <h1>{m.common_nav_lookup()}</h1>
      <p>{m.lookup_intro()}</p>
      <div className="card">
        <ApplicationLookupForm idPrefix="visa-fee" initialNumber={applicationNumber} />
      </div>
      <p className="field-hint">{m.lookup_privacy_hint()}</p>
      <p>
        {withParts((parts) => m.lookup_lost_evisa(parts), {
          send_again: <Link to="/Lost-eVisa">{m.lookup_lost_evisa_link()}</Link>,
        })}
      </p>
    </article>
  )
}
