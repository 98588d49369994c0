// Small pieces of the agency's own words that several pages show: the help desk's address as a
// mail link, and the fee disclaimer that closes the informational pages.
import { AGENCY } from '../../../shared/agency'
import { m } from '../lib/i18n'

export function SupportMail() {
  return <a href={`mailto:${AGENCY.supportEmail}`}>{AGENCY.supportEmail}</a>
}

export function FeeDisclaimer() {
  return (
    <footer>
      <p>
        <strong>{m.common_fee_disclaimer_label()}</strong> {m.common_fee_disclaimer()}
      </p>
    </footer>
  )
}
