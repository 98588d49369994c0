import { createFileRoute } from '@tanstack/react-router'
import { loadMessages } from '../lib/i18n'
import { ContactPage } from '../features/contact/contact-page'

export const Route = createFileRoute('/contact')({
  beforeLoad: () => loadMessages('contact', 'mail', 'lookup', 'error'),
  component: ContactPage,
})
