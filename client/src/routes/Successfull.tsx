import { createFileRoute } from '@tanstack/react-router'
import { SuccessPage } from '../features/payment/success-page'

export const Route = createFileRoute('/Successfull')({
  component: SuccessPage,
})
