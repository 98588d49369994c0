import { createFileRoute } from '@tanstack/react-router'
import { ServicesPage } from '../features/static-pages/services-page'
import { loadMessages, withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/Service')({
  // The note that the English text applies (components/legal-note.tsx).
  beforeLoad: () => loadMessages('pages'),
  component: withLanguage(ServicesPage),
})
