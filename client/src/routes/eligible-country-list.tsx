import { createFileRoute } from '@tanstack/react-router'
import { EligibleCountriesPage } from '../features/static-pages/eligible-countries-page'
import { loadCountryNames } from '../lib/country-names'
import { loadMessages } from '../lib/i18n'

export const Route = createFileRoute('/eligible-country-list')({
  beforeLoad: () => Promise.all([loadMessages('eligible'), loadCountryNames()]),
  component: EligibleCountriesPage,
})
