import { createFileRoute } from '@tanstack/react-router'
import { EligibleCountriesPage } from '../features/static-pages/eligible-countries-page'
import { loadMessages, withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/eligible-country-list')({
  beforeLoad: () =>
    Promise.all([
      loadMessages('pages'),
      import('../lib/country-names').then((names) => names.loadCountryNames()),
    ]),
  component: withLanguage(EligibleCountriesPage),
})
