import { createFileRoute } from '@tanstack/react-router'
import { loadMessages } from '../lib/i18n'
import { AboutPage } from '../features/static-pages/about-page'

export const Route = createFileRoute('/about')({
  beforeLoad: () => loadMessages('about'),
  component: AboutPage,
})
