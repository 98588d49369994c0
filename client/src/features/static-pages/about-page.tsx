import { Link } from '@tanstack/react-router'
import { AGENCY } from '../../../../shared/agency'
import { FeeDisclaimer, SupportMail } from '../../components/agency-notes'
import { m, withParts } from '../../lib/i18n'
import { type Reason, WhyChooseUs } from './why-choose-us'

const reasons = (): Reason[] => [
  { title: m.about_reason_expertise_title(), text: m.about_reason_expertise_text() },
  { title: m.about_reason_efficiency_title(), text: m.about_reason_efficiency_text() },
  { title: m.about_reason_satisfaction_title(), text: m.about_reason_satisfaction_text() },
  {
    title: m.about_reason_reliability_title(),
    text: withParts((parts) => m.about_reason_reliability_text(parts), {
      privacy_policy: <Link to="/PrivacyPolicy">{m.common_footer_privacy()}</Link>,
    }),
  },
]

export function AboutPage() {
  return (
    <article className="prose">
      <h1>{m.about_title()}</h1>
      <p>{m.about_intro_1({ agency: AGENCY.name })}</p>
      <p>{m.about_intro_2()}</p>

      <section>
        <h2>{m.about_who_title()}</h2>
        <p>{m.about_who_text_1()}</p>
        <p>{m.about_who_text_2()}</p>
      </section>

      <WhyChooseUs reasons={reasons()} />

      <section>
        <h2>{m.about_vision_title()}</h2>
        <p>{m.about_vision_text_1()}</p>
        <p>
          {withParts((parts) => m.about_vision_text_2(parts), {
            contact_us: <Link to="/contact">{m.about_contact_us()}</Link>,
            support_mail: <SupportMail />,
          })}
        </p>
      </section>

      <FeeDisclaimer />
    </article>
  )
}
