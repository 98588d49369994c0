import { ELIGIBLE_COUNTRIES } from '../../../../shared/eligible-countries'
import { SupportMail } from '../../components/agency-notes'

export function EligibleCountriesPage() {
  return (
    <article className="prose">
      <h1>Eligible Country List</h1>
      <p>
        Nationals of the following {ELIGIBLE_COUNTRIES.length} countries and territories can apply for a Sri
        Lanka eVisa through this website. Your eligibility depends on the nationality shown in the passport
        you will travel with.
      </p>
      <p>
        If your nationality is not listed, or you hold more than one nationality and are unsure which passport
        to use, please write to us at <SupportMail /> before you apply.
      </p>
      <ol className="country-list">
        {ELIGIBLE_COUNTRIES.map((country) => (
          <li key={country}>{country}</li>
        ))}
      </ol>
    </article>
  )
}
