import { createFileRoute } from '@tanstack/react-router'
import { RefundPolicyPage } from '../features/static-pages/refund-policy-page'
import { loadMessages, withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/Refund-Policy')({
  // The note that the English text applies (components/legal-note.tsx).
  beforeLoad: () => loadMessages('pages'),
  component: withLanguage(RefundPolicyPage),
})
