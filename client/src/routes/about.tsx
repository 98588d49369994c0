import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../features/static-pages/about-page'
import { loadMessages } from '../lib/i18n'

export const Route = createFileRoute('/about')({
  beforeLoad: () => loadMessages('pages'),
  component: AboutPage,
})
