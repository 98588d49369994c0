// Small pieces of the agency's own words that several pages show: the help desk's address as a
// mail link, and the fee disclaimer that closes the informational pages.
import { AGENCY } from '../../../shared/agency'

export function SupportMail() {
  return <a href={`mailto:${AGENCY.supportEmail}`}>{AGENCY.supportEmail}</a>
}

export function FeeDisclaimer() {
  return (
    <footer>
      <p>
        <strong>Disclaimer:</strong> the fee you pay on this site includes our service fee and the visa fee.
      </p>
    </footer>
  )
}
