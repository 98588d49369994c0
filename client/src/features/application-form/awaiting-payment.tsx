// /Apply/{id} for an unpaid application: says first that it waits for payment, what it costs and
// how to pay, so a traveller who came to pay does not re-tick and re-submit an unchanged form.
// The edit form stays below it for changes; once something there differs from what the agency
// has, "Pay now" submits it first (the page passes onPayNow), so paying never drops an edit.
import { Link } from '@tanstack/react-router'
import type { ApplicationRecord } from '../../../../shared/application'
import { FEE_CURRENCY, feeForApplication, formatFee } from '../../../../shared/fees'

export const PENDING_CHANGES_PAY_TEXT =
  'You have changed this application below. These changes are submitted first when you press Pay now.'

export function AwaitingPayment({
  record,
  pendingChanges = false,
  paying = false,
  onPayNow,
}: {
  record: ApplicationRecord
  /** The form below holds changes the agency does not have yet. */
  pendingChanges?: boolean
  paying?: boolean
  onPayNow?: () => void
}) {
  const fee = feeForApplication(record)
  return (
    <section className="notice awaiting-payment" aria-labelledby="awaiting-payment-title">
      <h2 id="awaiting-payment-title">Waiting for payment</h2>
      <dl className="awaiting-payment-facts">
        <div>
          <dt>Application number</dt>
          <dd className="application-number">{record.sku_id}</dd>
        </div>
        {fee > 0 && (
          <div>
            <dt>Fee</dt>
            <dd>
              {FEE_CURRENCY} {formatFee(fee)}
            </dd>
          </div>
        )}
      </dl>
      {pendingChanges && onPayNow ? (
        <p className="notice-warning-text" role="status">
          {PENDING_CHANGES_PAY_TEXT}
        </p>
      ) : (
        <p>
          This application is saved. We check it once it is paid; pay at least 4 days before you travel.
          Nothing needs to be submitted again to pay.
        </p>
      )}
      <p className="awaiting-payment-actions">
        {pendingChanges && onPayNow ? (
          <button type="button" className="button button-primary" onClick={onPayNow} disabled={paying}>
            {paying ? 'Submitting your changes…' : 'Pay now'}
          </button>
        ) : (
          <Link to="/Payment/$id" params={{ id: record.sku_id }} className="button button-primary">
            Pay now
          </Link>
        )}
        <Link to="/Preview/$id" params={{ id: record.sku_id }} className="button button-secondary">
          Check the application first
        </Link>
      </p>
      <p className="field-hint">To change something, edit the form below and press Update and Next.</p>
    </section>
  )
}
