import { Link } from '@tanstack/react-router'
import { SupportMail } from '../../components/agency-notes'
import { m, withParts } from '../../lib/i18n'

export function InstructionPage() {
  return (
    <article className="prose">
      <h1>{m.common_menu_instruction()}</h1>
      <p>{m.instruction_intro()}</p>

      <section>
        <h2>{m.instruction_before_title()}</h2>
        <ul>
          <li>{m.instruction_before_visits()}</li>
          <li>{m.instruction_before_timing()}</li>
          <li>{m.instruction_before_passport()}</li>
          <li>{m.instruction_before_processing()}</li>
        </ul>
      </section>

      <section>
        <h2>{m.instruction_need_title()}</h2>
        <ul>
          <li>{m.instruction_need_passport()}</li>
          <li>{m.instruction_need_copy()}</li>
          <li>{m.instruction_need_email()}</li>
          <li>{m.instruction_need_arrival()}</li>
          <li>{m.instruction_need_business()}</li>
        </ul>
      </section>

      <section>
        <h2>{m.instruction_form_title()}</h2>
        <ul>
          <li>{m.instruction_form_exact()}</li>
          <li>{m.instruction_form_upper_case()}</li>
          <li>{m.instruction_form_names()}</li>
          <li>{m.instruction_form_children()}</li>
          <li>{m.instruction_form_own_passport()}</li>
          <li>{m.instruction_form_copy()}</li>
          <li>{m.instruction_form_check()}</li>
        </ul>
      </section>

      <section>
        <h2>{m.instruction_saving_title()}</h2>
        <p>
          {withParts((parts) => m.instruction_saving_text(parts), {
            my_applications: <Link to="/Partial-Filled">{m.common_menu_my_applications()}</Link>,
          })}
        </p>
      </section>

      <section>
        <h2>{m.instruction_payment_title()}</h2>
        <ul>
          <li>{m.instruction_payment_timing()}</li>
          <li>{m.instruction_payment_currency()}</li>
          <li>
            {withParts((parts) => m.instruction_payment_unpaid(parts), {
              lookup: <Link to="/Visa-Fee">{m.common_nav_lookup()}</Link>,
            })}
          </li>
        </ul>
      </section>

      <section>
        <h2>{m.instruction_help_title()}</h2>
        <p>{withParts((parts) => m.instruction_help_text(parts), { support_mail: <SupportMail /> })}</p>
      </section>
    </article>
  )
}
