import { createFileRoute } from '@tanstack/react-router'
import { PartialFilledPage } from '../features/drafts/partial-filled-page'

export const Route = createFileRoute('/Partial-Filled')({
  component: PartialFilledPage,
})
