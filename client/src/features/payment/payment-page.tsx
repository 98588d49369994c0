// Spec §2 "Payment": the application number, the fee from the shared rule, and PayPal's buttons
// (pay-online.tsx); Back is refused while the payment screen is open.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FEE_CURRENCY, feeForApplication, formatFee } from '../../../../shared/fees'
import { applicationQueryOptions } from '../../lib/applications'
import { PayOnline } from './pay-online'
import { useBlockBackNavigation } from './use-block-back-navigation'
import './payment.css'

/** "USD 85.00" */
export function feeLabel(application: { nationality?: string | null; visaType?: string | null }): string {
  return `${FEE_CURRENCY} ${formatFee(feeForApplication(application))}`
}

export function PaymentPage({ id }: { id: string }) {
  const { data: record } = useSuspenseQuery(applicationQueryOptions(id))
  const releaseBackNavigation = useBlockBackNavigation()
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
        <section className="notice notice-success" aria-labelledby="payment-paid-title">
          <h2 id="payment-paid-title">Already paid</h2>
          <p>This application has been paid. We have received it and it is now under review.</p>
          <p>
            <Link to="/" className="button button-primary">
              Go to Homepage
            </Link>
          </p>
        </section>
      ) : (
        <PayOnline
          skuId={record.sku_id}
          amount={formatFee(feeForApplication(record))}
          releaseBackNavigation={releaseBackNavigation}
        />
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
