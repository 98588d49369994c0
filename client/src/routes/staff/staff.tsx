import { createFileRoute } from '@tanstack/react-router'
import { StaffAdminPage } from '../../features/staff/staff-admin-page'

export const Route = createFileRoute('/staff/staff')({
  component: StaffAdminPage,
})
