import { createFileRoute } from '@tanstack/react-router'
import { VisaFeePage } from '../features/lookup'

export const Route = createFileRoute('/Visa-Fee')({
  component: VisaFeePage,
})
