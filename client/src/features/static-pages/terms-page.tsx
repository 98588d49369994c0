import { Link } from '@tanstack/react-router'
import { AGENCY } from '../../../../shared/agency'
import { SupportMail } from '../../components/agency-notes'
import { LegalNote } from '../../components/legal-note'

export function TermsPage() {
  return (
    // The policy is in English, the text that applies; LegalNote says so in the language shown.
    <article className="prose" lang="en">
      <LegalNote />
      <h1>Terms and Conditions</h1>
      <p>
        These terms apply to every application made through this website, which is operated by {AGENCY.name},
        a private service provider. Please read them carefully before you apply: by submitting an application
        and paying the fee you accept them.
      </p>

      <section>
        <h2>Our service</h2>
        <p>
          We help you prepare your application for a Sri Lanka Electronic Travel Authorization (eVisa), check
          it and send it to the immigration authority of Sri Lanka on your behalf. We are not a government
          agency. The immigration authority is the sole issuer of the visa and alone decides whether an eVisa
          is granted. The fee you pay includes our service fee and the visa fee.
        </p>
      </section>

      <section>
        <h2>Conditions of entry</h2>
        <ul>
          <li>
            Holders of an eVisa must be able to show a round-trip (return) ticket, which applies to air travel
            only, and sufficient funds for their stay in Sri Lanka.
          </li>
          <li>No employment of any kind is allowed on a tourist or business eVisa.</li>
          <li>
            An eVisa allows you to travel to Sri Lanka; the final decision to admit you is made by the
            immigration officer at the port of entry.
          </li>
        </ul>
      </section>

      <section>
        <h2>Fees</h2>
        <ul>
          <li>The fee is billed right after you submit your application, when you go on to pay.</li>
          <li>
            The fee is non-refundable and non-transferable: it cannot be paid back, and it cannot be moved to
            another application or another person. Our <Link to="/Refund-Policy">Refund Policy</Link> gives
            the details.
          </li>
          <li>All fees are charged in US dollars.</li>
        </ul>
      </section>

      <section>
        <h2>Accuracy of your information</h2>
        <ul>
          <li>
            All information you give must be accurate and complete, and entered exactly as it appears in your
            passport.
          </li>
          <li>
            Take particular care with your passport number, nationality and date of birth, which must be
            entered correctly.
          </li>
          <li>
            If the details on your eVisa differ from those in your passport, or if you travel on a different
            travel document from the one named in your application, your eVisa is not valid and the visa fee
            must be paid again on arrival in Sri Lanka.
          </li>
          <li>
            We recheck every application before it is sent, but we are not responsible if the authorities
            reject an application because of wrong or incomplete details.
          </li>
        </ul>
      </section>

      <section>
        <h2>Payment</h2>
        <ul>
          <li>
            After you check your application on the preview page and choose <strong>Next To Pay</strong>, you
            are taken to the payment page, where you pay through our payment gateway, PayPal.
          </li>
          <li>
            Your application is not submitted to the immigration authority until its fee has been paid. An
            unpaid application can be paid later from <Link to="/Visa-Fee">Pay or check status</Link> with its
            application number.
          </li>
          <li>Payment should be made at least 4 days before your journey date.</li>
        </ul>
      </section>

      <section>
        <h2>Processing</h2>
        <p>
          Applications are usually processed within a few days, and an approved eVisa is sent to the e-mail
          address given in the application. Because the decision and its timing rest with the immigration
          authority, we cannot guarantee a processing time or the outcome of an application.
        </p>
      </section>

      <section>
        <h2>Changes to these terms</h2>
        <p>
          We may change these terms from time to time. The version published on this page when you submit your
          application applies to that application.
        </p>
      </section>

      <section>
        <h2>Questions</h2>
        <p>
          If you have any question about these terms, please write to us at <SupportMail /> before you apply.
        </p>
      </section>
    </article>
  )
}
