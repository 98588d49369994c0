import { createFileRoute } from '@tanstack/react-router'
import { DataScreens } from '../components/data-screens'

/**
 * The screens that fetch data (the form, preview, payment, look-up, drafts, receipt) sit under
 * this pathless layout: it gives them React Query. Information pages are outside it and paint
 * without loading React Query at all.
 */
export const Route = createFileRoute('/_data')({
  component: DataScreens,
})
