import { createFileRoute } from '@tanstack/react-router'
import { ApplyNewPage } from '../../features/application-form/apply-new-page'

export const Route = createFileRoute('/Apply/')({
  component: ApplyNewPage,
})
