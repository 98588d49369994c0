// The "Why choose us" section of the home and About pages: one layout, each page its own reasons.
import type { ReactNode } from 'react'

export interface Reason {
  /** The reason in a few words, shown in bold. */
  title: string
  text: ReactNode
}

export function WhyChooseUs({ reasons }: { reasons: Reason[] }) {
  return (
    <section>
      <h2>Why choose us</h2>
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
