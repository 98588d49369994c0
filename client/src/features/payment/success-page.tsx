// /Successfull: the receipt of a payment made on this device (application number, amount, PayPal's
// reference, the date, where the eVisa goes, what happens next), printable. It is read from this
// device's IndexedDB (offline/receipts.ts), so it opens offline. A device that holds none but holds the
// application's key (the capture went through, its answer was lost) fetches it from the server and
// keeps it; any other device shows none, and nothing about the application.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatLongDate } from '../../../../shared/dates'
import { formatDate, m, withParts } from '../../lib/i18n'
import { optionLabel } from '../../lib/option-labels'
import { fetchReceipt, getReceipt, type Receipt } from '../../offline'
import { NotifyMe } from '../push'
import './payment.css'

export function SuccessPage({ applicationNumber }: { applicationNumber?: string }) {
  const receipt = useQuery({
    queryKey: ['receipt', applicationNumber],
    queryFn: async () => {
      if (!applicationNumber) return null
      const kept = await getReceipt(applicationNumber)
      if (kept) return kept
      // Offline the device simply has none yet; a failed fetch says the same as having none.
      return navigator.onLine
        ? ((await fetchReceipt(applicationNumber).catch(() => undefined)) ?? null)
        : null
    },
    // IndexedDB first: read it offline too.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  })
  return (
    <article className="payment payment-success">
      <div className="card">
        <h1>{m.success_title()}</h1>
        <p>{m.success_thanks()}</p>
        {receipt.data ? (
          <ReceiptDetails receipt={receipt.data} />
        ) : receipt.isPending ? (
          <p aria-live="polite">{m.success_loading_receipt()}</p>
        ) : (
          <>
            <p>{m.success_we_will_check()}</p>
            {applicationNumber && (
              <p className="field-hint">
                {withParts((parts) => m.success_no_receipt(parts), {
                  lookup: <Link to="/Visa-Fee">{m.common_nav_lookup()}</Link>,
                })}
              </p>
            )}
          </>
        )}
        {applicationNumber && <NotifyMe skuId={applicationNumber} />}
        <p className="receipt-actions">
          {receipt.data && (
            <button type="button" className="button button-secondary" onClick={() => window.print()}>
              {m.success_print()}
            </button>
          )}
          <Link to="/" className="button button-primary">
            {m.common_go_home()}
          </Link>
        </p>
      </div>
    </article>
  )
}

/** "12 March 2026, 14:05 UTC": the capture's moment as PayPal recorded it. */
function paidOn(iso: string): string {
  const time = /T(\d\d:\d\d)/.exec(iso)?.[1]
  const date = formatDate(iso, formatLongDate)
  return time ? m.success_paid_on({ date, time }) : date
}

function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{m.success_receipt()}</h2>
      {receipt.items && receipt.items.length > 1 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus.
        <section className="table-wrap" aria-label={m.success_group_table()} tabIndex={0}>
          <table className="receipt-travellers">
            <caption>{m.success_group_caption({ count: receipt.items.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{m.payment_application_number()}</th>
                <th scope="col">{m.payment_fee()}</th>
              </tr>
            </thead>
            <tbody>
              {receipt.items.map((item) => (
                <tr key={item.sku_id}>
                  <td className="application-number">{item.sku_id}</td>
                  <td>
                    {receipt.currency} {item.amount}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{m.success_total()}</th>
                <td>
                  {receipt.currency} {receipt.amount}
                </td>
              </tr>
            </tfoot>
          </table>
        </section>
      )}
      <dl className="receipt-facts">
        {!(receipt.items && receipt.items.length > 1) && (
          <div>
            <dt>{m.payment_application_number()}</dt>
            <dd className="application-number">{receipt.skuId}</dd>
          </div>
        )}
        {receipt.visaType && !(receipt.items && receipt.items.length > 1) && (
          <div>
            <dt>{m.payment_visa_type()}</dt>
            <dd>{optionLabel(receipt.visaType)}</dd>
          </div>
        )}
        <div>
          <dt>{m.success_amount_paid()}</dt>
          <dd className="payment-fee">
            {receipt.currency} {receipt.amount}
          </dd>
        </div>
        <div>
          <dt>{m.success_paypal_reference()}</dt>
          <dd className="application-number">{receipt.captureId}</dd>
        </div>
        <div>
          <dt>{m.success_date()}</dt>
          <dd>
            <time dateTime={receipt.paidAt}>{paidOn(receipt.paidAt)}</time>
          </dd>
        </div>
        {receipt.email && (
          <div>
            <dt>{m.success_sent_to()}</dt>
            <dd className="receipt-email">{receipt.email}</dd>
          </div>
        )}
      </dl>
      <h2>{m.success_next_title()}</h2>
      <ol className="receipt-next">
        <li>{m.success_next_copy()}</li>
        <li>{m.success_next_check()}</li>
        <li>{m.success_next_evisa()}</li>
      </ol>
      <p className="field-hint">
        {withParts((parts) => m.success_keep_number(parts), {
          lookup: <Link to="/Visa-Fee">{m.common_nav_lookup()}</Link>,
          my_applications: <Link to="/Partial-Filled">{m.common_menu_my_applications()}</Link>,
        })}
      </p>
    </section>
  )
}
