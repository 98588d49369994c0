import { createFileRoute } from '@tanstack/react-router'
import { StaffLayout } from '../../features/staff/staff-layout'
import { loadMessages } from '../../lib/i18n'

export const Route = createFileRoute('/staff')({
  // The back-office is English; the application's sections and labels it shares with the
  // traveller's preview come from the English catalogue.
  beforeLoad: () => loadMessages('form'),
  component: StaffLayout,
})
