import { createFileRoute } from '@tanstack/react-router'
import { SetupPage } from '../../features/staff/setup-page'

export const Route = createFileRoute('/staff/setup')({
  component: SetupPage,
})
