import { Link } from '@tanstack/react-router'
import { ApplicationLookupForm } from '../../components/application-lookup-form'

export function VisaFeePage() {
  return (
    <article className="prose">
      <h1>Payment for Complete Form</h1>
      <p>
        Enter the application number you received after submitting your application. If the fee is still
        unpaid, we take you to your application so you can check it and continue to payment. If you have
        already paid, we tell you where your application stands.
      </p>
      <div className="card">
        <ApplicationLookupForm idPrefix="visa-fee" />
      </div>
      <p className="field-hint">
        Your application number is the key to your passport details: keep it private and do not share it.
      </p>
      <p>
        Lost the eVisa we e-mailed you? <Link to="/Lost-eVisa">Have it sent again</Link>.
      </p>
    </article>
  )
}
