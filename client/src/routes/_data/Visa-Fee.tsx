import { createFileRoute } from '@tanstack/react-router'
import { VisaFeePage } from '../../features/lookup/visa-fee-page'

export const Route = createFileRoute('/_data/Visa-Fee')({
  component: VisaFeePage,
})
