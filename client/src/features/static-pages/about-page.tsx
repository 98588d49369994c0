import { Link } from '@tanstack/react-router'
import { AGENCY } from '../../../../shared/agency'
import { FeeDisclaimer, SupportMail } from '../../components/agency-notes'
import { type Reason, WhyChooseUs } from './why-choose-us'

const REASONS: Reason[] = [
  {
    title: 'Expertise.',
    text: 'We work with Sri Lanka eVisa applications every day and follow the requirements of the immigration authority closely, so you receive accurate guidance for tourist and business travel.',
  },
  {
    title: 'Efficiency.',
    text: 'Our form asks only what the authority needs, keeps your progress on your device even when you are offline, and lets you pay securely online as soon as you are ready.',
  },
  {
    title: 'Customer satisfaction.',
    text: 'Every application is rechecked by our team, questions are answered by e-mail 24 hours a day, and we keep you informed about the status of your application.',
  },
  {
    title: 'Reliability.',
    text: (
      <>
        We keep your approved eVisa until 6 months after your entry into Sri Lanka and can send it to you
        again if it is lost. Payments go through PayPal, a trusted payment provider, and your personal data is
        handled as described in our <Link to="/PrivacyPolicy">Privacy Policy</Link>.
      </>
    ),
  },
]

export function AboutPage() {
  return (
    <article className="prose">
      <h1>About Us</h1>
      <p>
        {AGENCY.name} is a private travel agency that helps visitors from around the world obtain their Sri
        Lanka Electronic Travel Authorization (eVisa). We turn the official requirements into a simple online
        form, check every application before it is sent, and stay with you until your eVisa is in your inbox.
      </p>
      <p>
        We are a service provider, not a government body. The immigration authority of Sri Lanka is the sole
        issuer of the visa and makes every decision on applications. Our role is to make applying easy, to
        catch mistakes before they cause problems, and to support you by e-mail whenever you need us.
      </p>

      <section>
        <h2>Who we are</h2>
        <p>
          We are a team of travel and visa specialists who answer the questions of first-time visitors,
          business travellers and families every day. We know which details matter to the immigration
          authority, which mistakes most often lead to delays or refusals, and how to put them right before an
          application is sent.
        </p>
        <p>
          Our customers are holidaymakers, pilgrims, families visiting relatives, conference delegates and
          business people. Whatever the reason for your trip, you get the same careful review of your
          application and the same prompt answers to your questions.
        </p>
      </section>

      <WhyChooseUs reasons={REASONS} />

      <section>
        <h2>Our vision</h2>
        <p>
          We want every visitor to Sri Lanka to begin the journey with confidence. Our vision is a visa
          process that is clear, quick and free of surprises: travellers know exactly what is needed,
          applications are right the first time, and help is always one e-mail away.
        </p>
        <p>
          We continue to improve our service with the feedback of the travellers we help. If you have a
          suggestion or a question, please <Link to="/contact">contact us</Link> or write to <SupportMail />.
        </p>
      </section>

      <FeeDisclaimer />
    </article>
  )
}
