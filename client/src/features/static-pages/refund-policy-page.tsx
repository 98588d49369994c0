import { Link } from '@tanstack/react-router'
import { SupportMail } from '../../components/agency-notes'
import { LegalNote } from '../../components/legal-note'

export function RefundPolicyPage() {
  return (
    // The policy is in English, the text that applies; LegalNote says so in the language shown.
    <article className="prose" lang="en">
      <LegalNote />
      <h1>Refund Policy</h1>
      <p>
        This policy explains when a payment made on this website can be refunded. Please read it, together
        with our <Link to="/termCondition">Terms and Conditions</Link>, before you pay.
      </p>

      <section>
        <h2>Fees are non-refundable</h2>
        <p>
          The fee for an application covers our service fee and the visa fee. As soon as an application is
          paid, we begin checking it and sending it to the immigration authority of Sri Lanka, so the fee is
          non-refundable and non-transferable. In particular, no refund is given:
        </p>
        <ul>
          <li>if the immigration authority rejects the application, for whatever reason;</li>
          <li>
            if the application contains wrong or incomplete information, including a wrong passport number,
            nationality or date of birth;
          </li>
          <li>if you withdraw the application after paying;</li>
          <li>if you cancel or change your travel plans, or do not use the eVisa.</li>
        </ul>
        <p>
          The fee also cannot be moved to another application, another traveller or a later trip. Please check
          your application carefully on the preview page before you pay.
        </p>
      </section>

      <section>
        <h2>Payment provider fees</h2>
        <p>
          Payments are processed by PayPal, a third-party payment provider. Fees charged by third-party
          providers, such as your bank’s or card issuer’s currency conversion or foreign transaction charges,
          are typically non-refundable, and they are outside our control.
        </p>
      </section>

      <section>
        <h2>Duplicate charges</h2>
        <p>
          Our payment system is built so that one application is paid only once. If, because of a technical
          error, you are nevertheless charged more than once for the same application, the duplicate charge
          may be refunded. You can ask for it in either of these ways:
        </p>
        <ul>
          <li>
            through our help desk: e-mail <SupportMail /> with your application number and the date and amount
            of each charge;
          </li>
          <li>through your payment provider, by raising the duplicate charge with PayPal.</li>
        </ul>
        <p>A refund of a duplicate charge is made to the account or card that was charged.</p>
      </section>

      <section>
        <h2>Questions</h2>
        <p>
          If you have any question about a payment, please e-mail us at <SupportMail />.
        </p>
      </section>
    </article>
  )
}
