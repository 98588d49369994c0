import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '../features/static-pages/privacy-policy-page'
import { withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/PrivacyPolicy')({
  component: withLanguage(PrivacyPolicyPage),
})
