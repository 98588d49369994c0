// "Did you mean …?" under the Email field: the eVisa goes to this address, and a typo in its
// domain (gmial.com) would lose it. Shown once the traveller has left the field, so it does not
// chase every keystroke; the button puts the suggestion in the field and gives focus back to it.
import { suggestEmail } from '../../../../shared/email-suggestion'
import { m, withParts } from '../../lib/i18n'
import type { FormField } from './form-context'

export function EmailSuggestion({ field }: { field: FormField }) {
  const input = typeof field.input === 'string' ? field.input : ''
  const suggestion = field.left ? suggestEmail(input) : undefined
  return (
    <div className="email-suggestion" aria-live="polite">
      {suggestion && (
        <p>
          {withParts((parts) => m.apply_email_did_you_mean(parts), {
            suggestion: <strong>{suggestion}</strong>,
          })}{' '}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              field.setInput(suggestion)
              document.getElementById(field.id)?.focus()
            }}
          >
            {m.apply_email_use({ suggestion })}
          </button>
        </p>
      )}
    </div>
  )
}
