import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../features/static-pages/about-page'
import { loadMessages, withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/about')({
  beforeLoad: () => loadMessages('pages'),
  component: withLanguage(AboutPage),
})
