import { Link } from '@tanstack/react-router'
import { AGENCY } from '../../../../shared/agency'
import { SupportMail } from '../../components/agency-notes'
import { LegalNote } from '../../components/legal-note'

export function PrivacyPolicyPage() {
  return (
    // The policy is in English, the text that applies; LegalNote says so in the language shown.
    <article className="prose" lang="en">
      <LegalNote />
      <h1>Privacy Policy</h1>
      <p>
        {AGENCY.name} respects your privacy. This policy explains what personal information we collect when
        you use this website, why we collect it, how we protect it, how long we keep it and what choices you
        have. By using this website and applying through it, you agree to the practices described here.
      </p>

      <section>
        <h2>Information we collect</h2>
        <p>
          When you apply for an eVisa through this website, we collect the information the application needs:
        </p>
        <ul>
          <li>
            your personal details: names, title, date of birth, gender, country of birth, nationality and
            occupation;
          </li>
          <li>your passport details and a copy of your passport;</li>
          <li>details of any children travelling on your passport;</li>
          <li>
            your travel plans: intended arrival date, purpose of visit and where you have been recently;
          </li>
          <li>
            your contact details: e-mail address, mobile number, home address and address in Sri Lanka, or,
            for business travel, the details of your company and of the company you will visit;
          </li>
          <li>your answers to the declaration questions.</li>
        </ul>
        <p>
          When you send us a message through the contact form, we collect your name, e-mail address, contact
          number, nationality and the message itself.
        </p>
      </section>

      <section>
        <h2>Why we use your information</h2>
        <p>We use your information only to provide the service you asked for, namely to:</p>
        <ul>
          <li>check your application and send it to the immigration authority of Sri Lanka;</li>
          <li>take payment for your application;</li>
          <li>e-mail you your eVisa and tell you about the status of your application;</li>
          <li>answer your questions and resend a lost eVisa;</li>
          <li>reuse your stored details if you apply again and ask us to;</li>
          <li>prevent fraud and misuse of this website.</li>
        </ul>
        <p>We do not sell your personal information or share it with anyone for their own marketing.</p>
      </section>

      <section>
        <h2>Drafts saved on your device</h2>
        <p>
          While you fill in the application form, your progress is saved in your browser’s storage on your own
          device, together with the passport copy you choose, so that you can continue later or without an
          internet connection. Whenever your device is online, the draft is also sent to our server so that
          your work is not lost; a draft filled in offline stays only on your device until the connection
          returns. The confirmation box at the end of the form is never saved: you tick it each time you
          submit.
        </p>
        <p>
          You can see and delete the drafts kept on a device from the{' '}
          <Link to="/Partial-Filled">My applications</Link> page. On a shared or public computer, please
          delete your draft once you have submitted your application.
        </p>
      </section>

      <section>
        <h2>How long we keep your information</h2>
        <p>
          We keep your application, your passport copy and your eVisa so that we can answer your questions and
          recover a lost eVisa while you need it. Passport copies and the other personal data of an
          application are deleted 6 months after the intended arrival date you gave.
        </p>
      </section>

      <section>
        <h2>Security</h2>
        <p>
          Information you send travels over an encrypted connection. Passport copies are stored under random
          names outside the public part of the website, and our records of website activity never contain
          passport numbers, names, e-mail addresses or application numbers. Card and PayPal account details
          are entered with PayPal and never reach our servers.
        </p>
        <p>
          Your application number is the key to your application: anyone who has it can open the application
          on this website. Keep it private and share it only with people you trust, such as a family member
          who pays for you.
        </p>
        <p>
          No method of transmission or storage is completely secure, but we take care to protect your
          information against loss, misuse and unauthorised access.
        </p>
      </section>

      <section>
        <h2>Control of your personal data</h2>
        <p>
          You decide what you give us, and you can ask us at any time to show you, correct or delete the
          personal information we hold about you. Write to us at <SupportMail /> and include your application
          number so that we can find your application. Before we act on a request, we may ask you to confirm
          that the application is yours.
        </p>
        <p>
          Until your application is paid you can correct it yourself from the preview page. Once the fee has
          been paid, please contact us instead.
        </p>
      </section>

      <section>
        <h2>No changes once the approval letter is issued</h2>
        <p>
          Once the immigration authority has issued the approval letter for your eVisa, its details cannot be
          changed by us or by the authority. If any detail on an issued eVisa is wrong, a new application must
          be made and paid for.
        </p>
      </section>

      <section>
        <h2>System information</h2>
        <p>
          Like most websites, our server receives technical information from your browser each time you visit,
          such as your IP address, the type and version of your browser and your operating system. With an
          application we record the IP address it was sent from and the approximate country and city that
          address belongs to, which we look up on our own server without sending your address to anyone else.
          We use this information to operate and secure the website and to detect fraud.
        </p>
      </section>

      <section>
        <h2>Cookies and remarketing</h2>
        <p>
          This website does not use advertising or tracking cookies, and we do not use remarketing: we do not
          follow you to other websites or show you advertisements based on your visit. Your browser stores
          only what the website needs to work: your application drafts, as described above, and the website’s
          own files, so that pages open quickly and even offline.
        </p>
        <p>
          When you pay, PayPal may set its own cookies in its payment window. These are governed by PayPal’s
          own privacy and cookie policies.
        </p>
      </section>

      <section>
        <h2>Payment through a third-party provider</h2>
        <p>
          Fees are paid through PayPal, a third-party payment provider, by card or PayPal account. Your
          payment details are given directly to PayPal and handled under PayPal’s privacy policy. We receive
          only what we need to confirm the payment, such as the amount, the currency and the payment reference
          for your application.
        </p>
      </section>

      <section>
        <h2>Third-party websites</h2>
        <p>
          This website may contain links to websites run by others. We are not responsible for the content or
          privacy practices of those websites, and we encourage you to read their privacy policies before you
          give them any personal information.
        </p>
      </section>

      <section>
        <h2>Changes to this policy</h2>
        <p>
          We may amend this policy from time to time, for example when the law or our service changes. The
          current version is always published on this page, and changes apply from the day they are published.
          Please review this page whenever you use our service.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          If you have any question about this policy or about your personal information, please e-mail us at{' '}
          <SupportMail />.
        </p>
      </section>
    </article>
  )
}
