import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/static-pages/home-page'
import { loadMessages, withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/')({
  beforeLoad: () => loadMessages('home'),
  component: withLanguage(HomePage),
})
