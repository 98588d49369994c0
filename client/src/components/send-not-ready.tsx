import type { ReactNode } from 'react'
import { m } from '../lib/i18n'

/**
 * Under the Submit of a form served as HTML (/contact, /Lost-eVisa): until the app runs, "This
 * button works once the page has finished loading", which the button names as its description.
 * Once it works the sentence is hidden but keeps its place, so nothing below it moves as the page
 * is hydrated; the form's answer (`children`) takes that same place.
 */
export function SendNotReady({ id, ready, children }: { id: string; ready: boolean; children?: ReactNode }) {
  return (
    <div className="send-slot">
      <p id={id} className={ready ? 'field-hint send-slot-spent' : 'field-hint'}>
        {m.mail_send_not_ready()}
      </p>
      {children}
    </div>
  )
}
