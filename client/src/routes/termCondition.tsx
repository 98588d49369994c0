import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/static-pages/terms-page'
import { loadMessages, withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/termCondition')({
  // The note that the English text applies (components/legal-note.tsx).
  beforeLoad: () => loadMessages('pages'),
  component: withLanguage(TermsPage),
})
