import { createFileRoute } from '@tanstack/react-router'
import { loadMessages } from '../lib/i18n'
import { InstructionPage } from '../features/static-pages/instruction-page'

export const Route = createFileRoute('/Instruction')({
  beforeLoad: () => loadMessages('instruction'),
  component: InstructionPage,
})
