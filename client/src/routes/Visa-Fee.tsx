import { createFileRoute } from '@tanstack/react-router'
import { VisaFeePage } from '../features/lookup/visa-fee-page'

export const Route = createFileRoute('/Visa-Fee')({
  component: VisaFeePage,
})
