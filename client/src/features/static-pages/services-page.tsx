import { Link } from '@tanstack/react-router'
import { AGENCY } from '../../../../shared/agency'
import { SupportMail } from '../../components/agency-notes'
import { FeeList } from '../../components/fee-list'
import { LegalNote } from '../../components/legal-note'

export function ServicesPage() {
  return (
    // The policy is in English, the text that applies; LegalNote says so in the language shown.
    <article className="prose" lang="en">
      <LegalNote />
      <h1>Our Services</h1>
      <p>
        Applying for a Sri Lanka eVisa through {AGENCY.name} gives you more than an online form. Alongside the
        application itself, every traveller receives the services below at no extra cost: they are included in
        the fee below.
      </p>

      <FeeList id="services-fees" className="card" />

      <section>
        <h2>Application rechecking</h2>
        <p>
          Before your application is sent to the immigration authority of Sri Lanka, our team rechecks it. We
          look for spelling mistakes, details that do not match your passport copy, missing information and
          answers that often cause delays or refusals. If something needs correcting, we contact you by e-mail
          before the application goes any further.
        </p>
      </section>

      <section>
        <h2>E-mail support around the clock</h2>
        <p>
          Questions do not keep office hours, and neither do we. Our support team answers by e-mail 24 hours a
          day, 7 days a week, whether you are unsure which visa type to choose, how to enter a detail from
          your passport or what happens after payment. Write to <SupportMail /> or use our{' '}
          <Link to="/contact">contact form</Link>.
        </p>
      </section>

      <section>
        <h2>Application status updates</h2>
        <p>
          We keep you informed while your application is processed and e-mail you the eVisa as soon as it is
          approved. You can also check at any time that your payment has been received: enter your application
          number on the <Link to="/Visa-Fee">Pay or check status</Link> page.
        </p>
      </section>

      <section>
        <h2>Lost eVisa recovery</h2>
        <p>
          Deleted the e-mail, changed phones or cannot find your printout at the airport? We keep your
          approved eVisa until 6 months after your entry into Sri Lanka. Within that time, write to us with
          your application number or passport number and we will send you a new copy.
        </p>
      </section>

      <section>
        <h2>Reuse of your details for a new application</h2>
        <p>
          If you travel to Sri Lanka again while we still hold your earlier application, you do not need to
          type everything again. Give us your passport number and we can reuse the details you entered before;
          you then only need to check them and update what has changed, such as your travel dates.
        </p>
      </section>

      <section>
        <h2>Offline drafts that resume on your device</h2>
        <p>
          The application form saves your progress on your device as you type. If your connection drops, your
          battery runs out or you simply need to find a document, nothing is lost: open{' '}
          <Link to="/Partial-Filled">My applications</Link> on the same device and carry on where you stopped.
          You can even complete the form with no connection at all; it is sent automatically as soon as your
          device is back online.
        </p>
        <p>
          Applying for a family or a group? Each traveller keeps a separate draft, and you can start a new
          application for the next person at any time without losing the ones already in progress.
        </p>
      </section>

      <section>
        <h2>Secure online payment</h2>
        <p>
          Fees are paid in US dollars through PayPal, by card or PayPal account. Your payment details go
          directly to PayPal and are never stored by us, and a payment is recorded against your application
          only once PayPal confirms it.
        </p>
      </section>
    </article>
  )
}
