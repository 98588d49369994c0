import { createFileRoute } from '@tanstack/react-router'
import { EligibleCountriesPage } from '../features/static-pages/eligible-countries-page'

export const Route = createFileRoute('/eligible-country-list')({
  component: EligibleCountriesPage,
})
