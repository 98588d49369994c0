import { Link } from '@tanstack/react-router'
import { ApplicationLookupForm } from './application-lookup-form'

export function VisaFeePage({ applicationNumber }: { applicationNumber?: string }) {
  return (
    <article className="prose">
      <h1>Pay or check status</h1>
      <p>
        Enter the application number you received after submitting your application. If the fee is still
        unpaid, we take you to your application so you can check it and continue to payment. If you have
        already paid, we tell you where your application stands.
      </p>
      <div className="card">
        <ApplicationLookupForm idPrefix="visa-fee" initialNumber={applicationNumber} />
      </div>
      <p className="field-hint">
        The number alone shows only the fee and the applicant's initials. To see or change the application on
        a device it was not made on, you are asked the passport number and date of birth given in it.
      </p>
      <p>
        Lost the eVisa we e-mailed you? <Link to="/Lost-eVisa">Have it sent again</Link>.
      </p>
    </article>
  )
}
