// /Apply/{id} for an unpaid application: says first that it waits for payment, what it costs and
// how to pay, so a traveller who came to pay does not re-tick and re-submit an unchanged form.
// The edit form stays below it for changes; once something there differs from what the agency
// has, "Pay now" submits it first (the page passes onPayNow), so paying never drops an edit.
import { Link } from '@tanstack/react-router'
import type { ApplicationRecord } from '../../../../shared/application'
import { FEE_CURRENCY, feeForApplication, formatFee } from '../../../../shared/fees'
import { m } from '../../lib/i18n'

export const PENDING_CHANGES_PAY_TEXT = {
  get text() {
    return m.apply_pending_changes_pay()
  },
}

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
      <h2 id="awaiting-payment-title">{m.lookup_state_awaiting_payment()}</h2>
      <dl className="awaiting-payment-facts">
        <div>
          <dt>{m.apply_application_number()}</dt>
          <dd className="application-number">{record.sku_id}</dd>
        </div>
        {fee > 0 && (
          <div>
            <dt>{m.apply_fee()}</dt>
            <dd>
              {FEE_CURRENCY} {formatFee(fee)}
            </dd>
          </div>
        )}
      </dl>
      {pendingChanges && onPayNow ? (
        <p className="notice-warning-text" role="status">
          {PENDING_CHANGES_PAY_TEXT.text}
        </p>
      ) : (
        <p>{m.apply_awaiting_saved()}</p>
      )}
      <p className="awaiting-payment-actions">
        {pendingChanges && onPayNow ? (
          <button type="button" className="button button-primary" onClick={onPayNow} disabled={paying}>
            {paying ? m.apply_submitting_changes() : m.pwa_pay_now()}
          </button>
        ) : (
          <Link to="/Payment/$id" params={{ id: record.sku_id }} className="button button-primary">
            {m.pwa_pay_now()}
          </Link>
        )}
        <Link to="/Preview/$id" params={{ id: record.sku_id }} className="button button-secondary">
          {m.apply_check_first()}
        </Link>
      </p>
      <p className="field-hint">{m.apply_awaiting_change_hint()}</p>
    </section>
  )
}
