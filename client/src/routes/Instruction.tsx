import { createFileRoute } from '@tanstack/react-router'
import { InstructionPage } from '../features/static-pages/instruction-page'

export const Route = createFileRoute('/Instruction')({
  component: InstructionPage,
})
