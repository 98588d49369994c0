import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/contact/contact-page'
import { loadMessages, withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/contact')({
  beforeLoad: () => loadMessages('flow'),
  component: withLanguage(ContactPage),
})
