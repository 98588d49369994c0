import { createFileRoute } from '@tanstack/react-router'
import { LostEvisaPage } from '../features/mail/lost-evisa-page'

export const Route = createFileRoute('/Lost-eVisa')({
  component: LostEvisaPage,
})
