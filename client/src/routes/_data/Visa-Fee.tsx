import { createFileRoute } from '@tanstack/react-router'
import { VisaFeePage } from '../../features/lookup'

export const Route = createFileRoute('/_data/Visa-Fee')({
  component: VisaFeePage,
})
