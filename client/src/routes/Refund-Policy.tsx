import { createFileRoute } from '@tanstack/react-router'
import { RefundPolicyPage } from '../features/static-pages/refund-policy-page'
import { withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/Refund-Policy')({
  component: withLanguage(RefundPolicyPage),
})
