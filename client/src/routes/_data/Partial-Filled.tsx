import { createFileRoute } from '@tanstack/react-router'
import { PartialFilledPage } from '../../features/drafts/partial-filled-page'

export const Route = createFileRoute('/_data/Partial-Filled')({
  component: PartialFilledPage,
})
