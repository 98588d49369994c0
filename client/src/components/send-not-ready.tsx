import { type ReactNode, useState } from 'react'
import { m } from '../lib/i18n'

/**
 * Under the Submit of a form served as HTML (/contact, /Lost-eVisa, /Visa-Fee): until the app
 * runs, "This button works once the page has finished loading", which the button names as its
 * description. Once it works the sentence is hidden but keeps its place, so nothing below it moves
 * as the page is hydrated; the form's answer (`children`) takes that same place. A form the app
 * renders itself (after a client-side navigation, in the menu) works at once and shows no sentence.
 */
export function SendNotReady({ id, ready, children }: { id: string; ready: boolean; children?: ReactNode }) {
  // Set once: whether this form was served as HTML, so began not ready.
  const [served] = useState(!ready)
  return (
    <div className="send-slot">
      {served && (
        <p id={id} className={ready ? 'field-hint send-slot-spent' : 'field-hint'}>
          {m.mail_send_not_ready()}
        </p>
      )}
      {children}
    </div>
  )
}
