// /Successfull: the receipt of a payment made on this device (application number, amount, PayPal's
// reference, the date, where the eVisa goes, what happens next), printable. It is read from this
// device's IndexedDB (offline/receipts.ts), so it opens offline. A device that holds none but holds the
// application's key (the capture went through, its answer was lost) fetches it from the server and
// keeps it; any other device shows none, and nothing about the application.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatLongDate } from '../../../../shared/dates'
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
        <h1>Payment Successful!</h1>
        <p>Thank you for your payment.</p>
        {receipt.data ? (
          <ReceiptDetails receipt={receipt.data} />
        ) : receipt.isPending ? (
          <p aria-live="polite">Loading your receipt…</p>
        ) : (
          <>
            <p>
              We will check your application and send the eVisa to your e-mail address once it is approved.
            </p>
            {applicationNumber && (
              <p className="field-hint">
                This device holds no receipt for this application. The receipt was also sent by e-mail; you
                can check that the payment was received on <Link to="/Visa-Fee">Pay or check status</Link>.
              </p>
            )}
          </>
        )}
        {applicationNumber && <NotifyMe skuId={applicationNumber} />}
        <p className="receipt-actions">
          {receipt.data && (
            <button type="button" className="button button-secondary" onClick={() => window.print()}>
              Print or save receipt
            </button>
          )}
          <Link to="/" className="button button-primary">
            Go to Homepage
          </Link>
        </p>
      </div>
    </article>
  )
}

/** "12 March 2026, 14:05 UTC": the capture's moment as PayPal recorded it. */
function paidOn(iso: string): string {
  const time = /T(\d\d:\d\d)/.exec(iso)?.[1]
  return time ? `${formatLongDate(iso)}, ${time} UTC` : formatLongDate(iso)
}

function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">Receipt</h2>
      {receipt.items && receipt.items.length > 1 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus.
        <section className="table-wrap" aria-label="Travellers paid for" tabIndex={0}>
          <table className="receipt-travellers">
            <caption>One payment for {receipt.items.length} travellers</caption>
            <thead>
              <tr>
                <th scope="col">Application number</th>
                <th scope="col">Fee</th>
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
                <th scope="row">Total</th>
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
            <dt>Application number</dt>
            <dd className="application-number">{receipt.skuId}</dd>
          </div>
        )}
        {receipt.visaType && !(receipt.items && receipt.items.length > 1) && (
          <div>
            <dt>Visa type</dt>
            <dd>{receipt.visaType}</dd>
          </div>
        )}
        <div>
          <dt>Amount paid</dt>
          <dd className="payment-fee">
            {receipt.currency} {receipt.amount}
          </dd>
        </div>
        <div>
          <dt>PayPal reference</dt>
          <dd className="application-number">{receipt.captureId}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={receipt.paidAt}>{paidOn(receipt.paidAt)}</time>
          </dd>
        </div>
        {receipt.email && (
          <div>
            <dt>The eVisa will be sent to</dt>
            <dd className="receipt-email">{receipt.email}</dd>
          </div>
        )}
      </dl>
      <h2>What happens next</h2>
      <ol className="receipt-next">
        <li>A copy of this receipt arrives by e-mail within minutes.</li>
        <li>We check your application and send it to the Department of Immigration and Emigration.</li>
        <li>
          Your eVisa is e-mailed to you as soon as it is approved: plan for it within six business days, and
          allow up to ten if the authority needs longer.
        </li>
      </ol>
      <p className="field-hint">
        Keep the application number: with it you can check the status at any time on{' '}
        <Link to="/Visa-Fee">Pay or check status</Link> (also in the menu). This receipt stays on this device;
        open it again from <Link to="/Partial-Filled">My applications</Link>.
      </p>
    </section>
  )
}
