import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/static-pages/terms-page'
import { withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/termCondition')({
  component: withLanguage(TermsPage),
})
