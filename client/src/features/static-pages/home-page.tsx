import { Link } from '@tanstack/react-router'
import { AGENCY } from '../../../../shared/agency'
import { BUSINESS_PURPOSES, TOURIST_PURPOSES } from '../../../../shared/options'
import { FeeDisclaimer, SupportMail } from '../../components/agency-notes'
import { FeeList } from '../../components/fee-list'
import { type Reason, WhyChooseUs } from './why-choose-us'

const REASONS: Reason[] = [
  {
    title: 'Every application rechecked.',
    text: 'Before we send your application, we review it for mistakes and missing details that could lead to a refusal, and we contact you if something needs correcting.',
  },
  {
    title: 'E-mail support around the clock.',
    text: 'Questions about your application are answered by e-mail 24 hours a day, 7 days a week.',
  },
  {
    title: 'Status updates.',
    text: 'We tell you where your application stands and e-mail you the eVisa as soon as it is approved.',
  },
  {
    title: 'Lost eVisa recovery.',
    text: 'We keep your eVisa until 6 months after your entry into Sri Lanka and can send you a new copy if you lose it.',
  },
  {
    title: 'Faster repeat applications.',
    text: 'If you apply again while we still hold your earlier application, give us your passport number and we can reuse the details you already entered.',
  },
  {
    title: 'Works offline.',
    text: 'Your form is saved on your device as you fill it in, so a weak connection never costs you your work.',
  },
  {
    title: 'Secure payment.',
    text: 'Fees are paid in US dollars through PayPal, by card or PayPal account; we never see or store your card details.',
  },
]

export function HomePage() {
  return (
    <article className="prose">
      <section className="hero">
        <h1>Sri Lanka Electronic Travel Authorization (eVisa)</h1>
        <p>
          Apply online for your Sri Lanka tourist or business eVisa: we check your application, send it on for
          you and e-mail you the approved eVisa.
        </p>
        <div className="hero-actions">
          <Link to="/Apply" className="button button-primary">
            Apply for E-Visa
          </Link>
          <Link to="/Partial-Filled" className="button">
            My applications
          </Link>
          <Link to="/Visa-Fee" className="button">
            Pay or check status
          </Link>
        </div>
        <FeeList id="home-fees" className="hero-fees" />
      </section>

      <section>
        <h2>What is the Sri Lanka eVisa?</h2>
        <p>
          Most foreign visitors need permission to enter Sri Lanka before they travel. For short visits this
          permission is the Electronic Travel Authorization (ETA), usually called the eVisa. It is issued
          electronically by the immigration authority of Sri Lanka and linked to your passport, so there is no
          stamp or sticker to collect from an embassy: you receive the approval by e-mail and show it,
          together with your passport, when you arrive.
        </p>
        <p>
          {AGENCY.name} helps travellers apply for the eVisa online. You fill in one clear form, upload a copy
          of your passport and pay the fee. We check what you entered, send the application on your behalf and
          e-mail you the eVisa as soon as it is approved.
        </p>
        <p>
          The application takes only a few minutes. Your progress is saved on your device as you type, so you
          can stop at any point, even without an internet connection, and finish later with{' '}
          <Link to="/Partial-Filled">My applications</Link>. If you have already submitted an application and
          still need to pay, use <Link to="/Visa-Fee">Pay or check status</Link> with your application number.
        </p>
      </section>

      <section>
        <h2>Types of eVisa</h2>
        <p>
          The immigration authority issues eVisas for different purposes of travel. Depending on the purpose,
          an eVisa may allow a single, double or multiple entries. Through this site you can apply for the two
          most common types:
        </p>
        <h3>Tourist eVisa</h3>
        <p>
          For holidays and other short personal visits, with a stay of up to 30 days. Accepted purposes of
          visit are:
        </p>
        <ul>
          {TOURIST_PURPOSES.map((purpose) => (
            <li key={purpose}>{purpose}</li>
          ))}
        </ul>
        <h3>Business eVisa</h3>
        <p>
          For short business trips. You give details of your own company and of the company you will visit in
          Sri Lanka. Accepted purposes of visit are:
        </p>
        <ul>
          {BUSINESS_PURPOSES.map((purpose) => (
            <li key={purpose}>{purpose}</li>
          ))}
        </ul>
        <h3>Transit</h3>
        <p>
          Travellers who only pass through Sri Lanka on the way to another country may need a transit
          authorization instead. Transit applications are not made through this form; if you are unsure which
          type fits your journey, write to us at <SupportMail /> before you apply.
        </p>
      </section>

      <WhyChooseUs reasons={REASONS} />

      <section>
        <h2>Important information</h2>
        <ul>
          <li>Your passport must be valid for at least 6 months from the date of entry into Sri Lanka.</li>
          <li>
            Apply at least 4 days before your journey. An application is only sent once its fee has been paid,
            so please also pay at least 4 days before you travel.
          </li>
          <li>
            The approved eVisa is sent to you by e-mail. Enter your e-mail address carefully and check your
            spam or junk folder.
          </li>
          <li>
            Applications are usually processed within a few days. The decision and its timing rest with the
            immigration authority, so we cannot guarantee a processing time.
          </li>
          <li>
            We recheck every application before it is sent, but you remain responsible for the information you
            give. We are not responsible if the authorities reject an application because of wrong or
            incomplete details.
          </li>
          <li>
            Enter every detail exactly as it appears in your passport. An eVisa issued with a wrong passport
            number, nationality or date of birth is not valid for your journey.
          </li>
          <li>
            {AGENCY.name} is a private service provider and is not a government agency. The immigration
            authority of Sri Lanka is the sole issuer of the visa. You may also apply directly to the
            authority; our fee covers the help and checks we provide in addition to the visa fee.
          </li>
        </ul>
      </section>

      <FeeDisclaimer />
    </article>
  )
}
