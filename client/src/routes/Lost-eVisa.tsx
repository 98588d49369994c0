import { createFileRoute } from '@tanstack/react-router'
import { loadMessages } from '../lib/i18n'
import { LostEvisaPage } from '../features/mail/lost-evisa-page'

export const Route = createFileRoute('/Lost-eVisa')({
  beforeLoad: () => loadMessages('mail', 'error'),
  component: LostEvisaPage,
})
