import { Link } from '@tanstack/react-router'
import { SupportMail } from '../../components/agency-notes'

export function InstructionPage() {
  return (
    <article className="prose">
      <h1>Instruction For Applicants</h1>
      <p>
        Please read these instructions before you start your application. Following them carefully is the best
        way to avoid delays, corrections and refusals.
      </p>

      <section>
        <h2>Before you apply</h2>
        <ul>
          <li>
            An eVisa obtained through this service can be used for a maximum of two visits in a calendar year.
          </li>
          <li>
            Apply at least 4 days before your intended date of arrival in Sri Lanka. Applications can be made
            up to 180 days before that date, so there is no need to leave it to the last minute.
          </li>
          <li>
            Your passport must be valid for at least six months from the date of your arrival in Sri Lanka and
            must have at least two blank pages for the immigration officer’s stamps.
          </li>
          <li>
            Plan for your eVisa to reach you within six business days, and allow up to ten business days in
            case the authority needs longer. Many applications are decided sooner, but the processing time is
            set by the immigration authority and cannot be guaranteed.
          </li>
        </ul>
      </section>

      <section>
        <h2>What you need</h2>
        <ul>
          <li>your passport;</li>
          <li>
            a clear copy of the photo page of your passport, as a JPEG, PNG or PDF file of no more than 10 MB;
          </li>
          <li>an e-mail address that you check regularly, because the eVisa is sent there;</li>
          <li>your intended date of arrival and your address in Sri Lanka;</li>
          <li>
            for a business visa, the name and address of your own company and of the Sri Lankan company you
            will visit.
          </li>
        </ul>
      </section>

      <section>
        <h2>Filling in the form</h2>
        <ul>
          <li>
            Enter every detail exactly as it appears in your passport: names in the same order and spelling,
            the passport number with every letter and digit, and the correct dates of birth, issue and expiry.
          </li>
          <li>
            Use upper case (capital letters). Most fields change what you type to upper case automatically.
          </li>
          <li>
            Give your surname (family name) and your other names (given names) in the separate fields
            provided.
          </li>
          <li>
            Children under 12 who are included in your passport are entered in the section “Child information
            in parent’s passport”: choose Add Child for each one.
          </li>
          <li>
            Children who have their own passport need a separate application, even when they travel with you.
            To begin the next one, choose “Start a new application” on the My applications page.
          </li>
          <li>
            Upload your passport copy in the “Passport copy (optional)” section. Accepted formats are JPEG,
            PNG and PDF, up to 10 MB. Make sure every detail on the photo page can be read.
          </li>
          <li>
            Check everything before you tick the confirmation box and submit. After submitting you see a
            preview of your application, where you can still choose Edit to correct it.
          </li>
        </ul>
      </section>

      <section>
        <h2>Saving and resuming your application</h2>
        <p>
          Your application is saved on your device as you fill it in, even when you are offline. To continue
          later, open <Link to="/Partial-Filled">My applications</Link> on the same device and browser, and
          choose the application you want to resume. If you use a shared or public computer, delete your draft
          there once you have finished.
        </p>
      </section>

      <section>
        <h2>Payment</h2>
        <ul>
          <li>
            Your application is sent to the immigration authority only once the fee has been paid. Please pay
            at least 4 days before you travel.
          </li>
          <li>
            The fee is paid in US dollars through PayPal, by card or PayPal account, and is non-refundable.
          </li>
          <li>
            If you submitted your application but did not pay, open{' '}
            <Link to="/Visa-Fee">Pay or check status</Link> and enter your application number to continue to
            payment.
          </li>
        </ul>
      </section>

      <section>
        <h2>Need help?</h2>
        <p>
          If anything in these instructions is unclear, write to us at <SupportMail />. We answer by e-mail 24
          hours a day, 7 days a week.
        </p>
      </section>
    </article>
  )
}
