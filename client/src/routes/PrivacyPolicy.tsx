import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '../features/static-pages/privacy-policy-page'

export const Route = createFileRoute('/PrivacyPolicy')({
  component: PrivacyPolicyPage,
})
