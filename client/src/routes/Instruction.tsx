import { createFileRoute } from '@tanstack/react-router'
import { InstructionPage } from '../features/static-pages/instruction-page'
import { loadMessages, withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/Instruction')({
  beforeLoad: () => loadMessages('pages'),
  component: withLanguage(InstructionPage),
})
