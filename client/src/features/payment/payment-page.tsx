// Spec §2 "Payment" as far as it goes before PayPal is wired: the fee from the shared rule and
// the place where the payment buttons will render.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FEE_CURRENCY, feeForApplication, formatFee } from '../../../../shared/fees'
import { applicationQueryOptions } from '../../lib/applications'
import { useBlockBackNavigation } from './use-block-back-navigation'
import './payment.css'

/** "USD 85.00" */
export function feeLabel(application: { nationality?: string | null; visaType?: string | null }): string {
  return `${FEE_CURRENCY} ${formatFee(feeForApplication(application))}`
}

export function PaymentPage({ id }: { id: string }) {
  const { data: record } = useSuspenseQuery(applicationQueryOptions(id))
  useBlockBackNavigation()
  const paid = record.payment_status === 'COMPLETED'
  const name = [record.surname, record.other_name].filter(Boolean).join(' ')
  return (
    <article className="payment">
      <h1>Srilanka eVisa Fee</h1>
      <div className="card payment-summary">
        <dl>
          <div>
            <dt>Application number</dt>
            <dd className="application-number">{record.sku_id}</dd>
          </div>
          {name && (
            <div>
              <dt>Applicant</dt>
              <dd>{name}</dd>
            </div>
          )}
          <div>
            <dt>Visa type</dt>
            <dd>{record.visaType}</dd>
          </div>
          <div>
            <dt>Fee</dt>
            <dd className="payment-fee">{feeLabel(record)}</dd>
          </div>
        </dl>
        <p className="field-hint">The fee includes our service fee and the Sri Lanka visa fee.</p>
      </div>
      {paid ? (
        <div className="notice notice-success">
          <p>This application has already been paid. We have received it and it is now under review.</p>
          <p>
            <Link to="/">Go to Homepage</Link>
          </p>
        </div>
      ) : (
        <section className="card" aria-labelledby="payment-method-title">
          <h2 id="payment-method-title">Pay online</h2>
          <div id="paypal-area" className="paypal-area">
            <p>Online payment is being connected.</p>
          </div>
        </section>
      )}
    </article>
  )
}

export function PaymentLoadError({ error }: { error: unknown }) {
  const message = error instanceof Error && error.message ? error.message : 'something went wrong'
  return (
    <article className="payment">
      <h1>Srilanka eVisa Fee</h1>
      <p className="notice notice-warning" role="alert">
        The application could not be loaded: {message}
      </p>
      <p>
        <Link to="/Visa-Fee" className="button button-secondary">
          Look up an application
        </Link>
      </p>
    </article>
  )
}
