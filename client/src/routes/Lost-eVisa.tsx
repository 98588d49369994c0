import { createFileRoute } from '@tanstack/react-router'
import { LostEvisaPage } from '../features/mail/lost-evisa-page'
import { loadMessages, withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/Lost-eVisa')({
  beforeLoad: () => loadMessages('flow'),
  component: withLanguage(LostEvisaPage),
})
