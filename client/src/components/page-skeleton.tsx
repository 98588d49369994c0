import { m } from '../lib/i18n'

/**
 * What a page shows while its code or data is on the way (the router's pending component): a
 * heading-sized bar and a few lines, so the screen is never empty on a slow link.
 */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{m.common_loading_page_ellipsis()}</span>
      <div className="skeleton-line skeleton-heading" aria-hidden="true" />
      <div className="skeleton-line" aria-hidden="true" />
      <div className="skeleton-line" aria-hidden="true" />
      <div className="skeleton-line skeleton-short" aria-hidden="true" />
    </div>
  )
}
