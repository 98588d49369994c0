import { COUNTRY_LIST } from '../../../../shared/countries'
import { SupportMail } from '../../components/agency-notes'
import { countryName, sortedByName } from '../../lib/country-names'
import { m, useLanguage, withParts } from '../../lib/i18n'

const ELIGIBLE = COUNTRY_LIST.filter((country) => country.eligible)

export function EligibleCountriesPage() {
  // The list is sorted in the language shown.
  useLanguage()
  return (
    <article className="prose">
      <h1>{m.common_menu_eligible()}</h1>
      <p>{m.eligible_intro({ count: ELIGIBLE.length })}</p>
      <p>{withParts((parts) => m.eligible_not_listed(parts), { support_mail: <SupportMail /> })}</p>
      <ol className="country-list">
        {sortedByName(ELIGIBLE).map((country) => (
          <li key={country.code}>{countryName(country)}</li>
        ))}
      </ol>
    </article>
  )
}
