import { createFileRoute } from '@tanstack/react-router'
import { RANDOM_KEY_PATTERN } from '../../../../shared/random-key'
import { ApplyNewPage } from '../../features/application-form/apply-new-page'
import { OpenReuseLink } from '../../features/mail/open-reuse-link'
import { loadMessages, withLanguage } from '../../lib/i18n'
import { oneOfParam, textParam, UUID_PARAM } from '../../lib/search-params'

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
const applySearch = (
  search: Partial<Record<'draft' | 'new' | 'reuse', unknown>>,
): { draft?: string; new?: 1 | '1'; reuse?: string } => ({
  draft: textParam(search.draft, UUID_PARAM),
  new: oneOfParam(search.new, [1, '1'] as const),
  reuse: textParam(search.reuse, RANDOM_KEY_PATTERN),
})

export const Route = createFileRoute('/Apply/')({
  validateSearch: applySearch,
  beforeLoad: () =>
    Promise.all([
      loadMessages('form', 'flow'),
      import('../../lib/country-names').then((names) => names.loadCountryNames()),
    ]),
  component: withLanguage(ApplyRoute),
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
