import { createFileRoute } from '@tanstack/react-router'
import { ServicesPage } from '../features/static-pages/services-page'

export const Route = createFileRoute('/Service')({
  component: ServicesPage,
})
