// The "Why choose us" section of the home and About pages: one layout, each page its own reasons.
import type { ReactNode } from 'react'
import { m } from '../../lib/i18n'

export interface Reason {
  /** The reason in a few words, shown in bold. */
  title: string
  text: ReactNode
}

export function WhyChooseUs({ reasons }: { reasons: Reason[] }) {
  return (
    <section>
      <h2>{m.common_why_choose_us()}</h2>
      <ul>
        {reasons.map(({ title, text }) => (
          <li key={title}>
            <strong>{title}</strong> {text}
          </li>
        ))}
      </ul>
    </section>
  )
}
