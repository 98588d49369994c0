import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/static-pages/terms-page'

export const Route = createFileRoute('/termCondition')({
  component: TermsPage,
})
