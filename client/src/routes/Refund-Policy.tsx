import { createFileRoute } from '@tanstack/react-router'
import { RefundPolicyPage } from '../features/static-pages/refund-policy-page'

export const Route = createFileRoute('/Refund-Policy')({
  component: RefundPolicyPage,
})
