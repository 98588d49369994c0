import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '../features/static-pages/privacy-policy-page'
import { loadMessages, withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/PrivacyPolicy')({
  // The note that the English text applies (components/legal-note.tsx).
  beforeLoad: () => loadMessages('pages'),
  component: withLanguage(PrivacyPolicyPage),
})
