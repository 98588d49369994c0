import { createFileRoute } from '@tanstack/react-router'
import { ServicesPage } from '../features/static-pages/services-page'
import { withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/Service')({
  component: withLanguage(ServicesPage),
})
