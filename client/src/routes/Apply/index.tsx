import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ApplyNewPage } from '../../features/application-form/apply-new-page'

/**
 * ?draft={uuid} opens that draft (Partial-Filled's Resume; the page names its draft in the address
 * so a reload reopens it); ?new=1 starts a fresh one. Anything else is dropped rather than refused:
 * a stale or mistyped link still opens the form.
 */
const applySearch = v.object({
  draft: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  new: v.fallback(v.optional(v.picklist([1, '1'])), undefined),
})

export const Route = createFileRoute('/Apply/')({
  validateSearch: applySearch,
  component: ApplyRoute,
})

function ApplyRoute() {
  const search = Route.useSearch()
  return <ApplyNewPage draftId={search.draft} fresh={search.new !== undefined} />
}
