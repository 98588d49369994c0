import { Link } from '@tanstack/react-router'
import { AGENCY } from '../../../../shared/agency'
import { BUSINESS_PURPOSES, TOURIST_PURPOSES } from '../../../../shared/options'
import { FeeDisclaimer, SupportMail } from '../../components/agency-notes'
import { FeeList } from '../../components/fee-list'
import { m, withParts } from '../../lib/i18n'
import { purposeLabel } from '../../lib/purpose-labels'
import { type Reason, WhyChooseUs } from './why-choose-us'

const reasons = (): Reason[] => [
  { title: m.home_reason_checked_title(), text: m.home_reason_checked_text() },
  { title: m.home_reason_support_title(), text: m.home_reason_support_text() },
  { title: m.home_reason_status_title(), text: m.home_reason_status_text() },
  { title: m.home_reason_lost_title(), text: m.home_reason_lost_text() },
  { title: m.home_reason_repeat_title(), text: m.home_reason_repeat_text() },
  { title: m.home_reason_offline_title(), text: m.home_reason_offline_text() },
  { title: m.home_reason_payment_title(), text: m.home_reason_payment_text() },
]

export function HomePage() {
  const agency = AGENCY.name
  return (
    <article className="prose">
      <section className="hero">
        <h1>{m.home_title()}</h1>
        <p>{m.home_lead()}</p>
        <div className="hero-actions">
          <Link to="/Apply" className="button button-primary">
            {m.common_nav_apply()}
          </Link>
          <Link to="/Partial-Filled" className="button">
            {m.common_menu_my_applications()}
          </Link>
          <Link to="/Visa-Fee" className="button">
            {m.common_nav_lookup()}
          </Link>
        </div>
        <FeeList id="home-fees" className="hero-fees" />
      </section>

      <section>
        <h2>{m.home_what_title()}</h2>
        <p>{m.home_what_text_1()}</p>
        <p>{m.home_what_text_2({ agency })}</p>
        <p>
          {withParts((parts) => m.home_what_text_3(parts), {
            my_applications: <Link to="/Partial-Filled">{m.common_menu_my_applications()}</Link>,
            lookup: <Link to="/Visa-Fee">{m.common_nav_lookup()}</Link>,
          })}
        </p>
      </section>

      <section>
        <h2>{m.home_types_title()}</h2>
        <p>{m.home_types_text()}</p>
        <h3>{m.home_tourist_title()}</h3>
        <p>{m.home_tourist_text()}</p>
        <ul>
          {TOURIST_PURPOSES.map((purpose) => (
            <li key={purpose}>{purposeLabel(purpose)}</li>
          ))}
        </ul>
        <h3>{m.home_business_title()}</h3>
        <p>{m.home_business_text()}</p>
        <ul>
          {BUSINESS_PURPOSES.map((purpose) => (
            <li key={purpose}>{purposeLabel(purpose)}</li>
          ))}
        </ul>
        <h3>{m.home_transit_title()}</h3>
        <p>{withParts((parts) => m.home_transit_text(parts), { support_mail: <SupportMail /> })}</p>
      </section>

      <WhyChooseUs reasons={reasons()} />

      <section>
        <h2>{m.home_important_title()}</h2>
        <ul>
          <li>{m.home_important_passport()}</li>
          <li>{m.home_important_timing()}</li>
          <li>{m.home_important_email()}</li>
          <li>{m.home_important_processing()}</li>
          <li>{m.home_important_responsibility()}</li>
          <li>{m.home_important_exact()}</li>
          <li>{m.home_important_private({ agency })}</li>
        </ul>
      </section>

      <FeeDisclaimer />
    </article>
  )
}
