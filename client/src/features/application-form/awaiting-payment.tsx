// /Apply/{id} for an unpaid application: says first that it waits for payment, what it costs and
// how to pay, so a traveller who came to pay does not re-tick and re-submit an unchanged form.
// The edit form stays below it for changes.
import { Link } from '@tanstack/react-router'
import type { ApplicationRecord } from '../../../../shared/application'
import { FEE_CURRENCY, feeForApplication, formatFee } from '../../../../shared/fees'

export function AwaitingPayment({ record }: { record: ApplicationRecord }) {
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
      <p>
        This application is saved. We check it once it is paid; pay at least 4 days before you travel. Nothing
        needs to be submitted again to pay.
      </p>
      <p className="awaiting-payment-actions">
        <Link to="/Payment/$id" params={{ id: record.sku_id }} className="button button-primary">
          Pay now
        </Link>
        <Link to="/Preview/$id" params={{ id: record.sku_id }} className="button button-secondary">
          Check the application first
        </Link>
      </p>
      <p className="field-hint">To change something, edit the form below and press Update.</p>
    </section>
  )
}
