import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { RANDOM_KEY_PATTERN } from '../../../../shared/random-key'
import { ApplyNewPage } from '../../features/application-form/apply-new-page'
import { OpenReuseLink } from '../../features/mail/open-reuse-link'

/**
 * /Apply sits outside the data screens' layout (routes/_data.tsx): it fetches nothing through React
 * Query, and its empty form is prerendered (docs/decisions/009-prerendered-apply.md), so its first
 * render must not wait for that layout's lazily loaded provider. It keeps the layout's box, which
 * holds the footer below the fold.
 *
 * ?draft={uuid} opens that draft (Partial-Filled's Resume; the page names its draft in the address
 * so a reload reopens it); ?new=1 starts a fresh one; ?reuse={token} is the one-time link of an
 * "Applied before?" mail, which opens a new draft filled with earlier details. Anything else is
 * dropped rather than refused: a stale or mistyped link still opens the form.
 */
const applySearch = v.object({
  draft: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  new: v.fallback(v.optional(v.picklist([1, '1'])), undefined),
  reuse: v.fallback(v.optional(v.pipe(v.string(), v.regex(RANDOM_KEY_PATTERN))), undefined),
})

export const Route = createFileRoute('/Apply/')({
  validateSearch: applySearch,
  component: ApplyRoute,
})

function ApplyRoute() {
  const search = Route.useSearch()
  return (
    <div className="data-screen">
      {search.reuse ? (
        <OpenReuseLink token={search.reuse} />
      ) : (
        <ApplyNewPage draftId={search.draft} fresh={search.new !== undefined} />
      )}
    </div>
  )
}
