import { createFileRoute } from '@tanstack/react-router'
import { PartialFilledPage } from '../../features/drafts'

export const Route = createFileRoute('/_data/Partial-Filled')({
  component: PartialFilledPage,
})
