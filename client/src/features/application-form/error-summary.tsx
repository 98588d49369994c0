import { useEffect, useRef } from 'react'
import { m } from '../../lib/i18n'
import type { SummaryItem } from './error-summary-items'

interface ErrorSummaryProps {
  items: readonly SummaryItem[]
  /** Changes on every failed submit, so the summary takes focus again each time. */
  focusKey: number
}

/** After a failed submit: what is wrong, each line a link to its field (docs/rules.md §3). */
export function ErrorSummary({ items, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus()
  }, [focusKey])
  if (items.length === 0) return null
  return (
    <section ref={ref} className="error-summary" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{m.apply_problem_title()}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            {item.targetId ? (
              <a
                href={`#${item.targetId}`}
                onClick={(event) => {
                  const target = document.getElementById(item.targetId ?? '')
                  if (!target) return
                  // The router would treat the hash as a navigation; moving focus is all we want.
                  event.preventDefault()
                  target.focus()
                  target.scrollIntoView({ block: 'center' })
                }}
              >
                {item.text}
              </a>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Orders items as their fields appear on the page; items without a field keep the end. */
export function inPageOrder(items: readonly SummaryItem[]): SummaryItem[] {
  const position = (item: SummaryItem) => (item.targetId ? document.getElementById(item.targetId) : null)
  return [...items].sort((a, b) => {
    const first = position(a)
    const second = position(b)
    if (!first || !second) return first ? -1 : second ? 1 : 0
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
  })
}
