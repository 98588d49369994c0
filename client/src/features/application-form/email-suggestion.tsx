// "Did you mean …?" under the Email field: the eVisa goes to this address, and a typo in its
// domain (gmial.com) would lose it. Shown once the traveller has left the field, so it does not
// chase every keystroke; the button puts the suggestion in the field and gives focus back to it.
import { suggestEmail } from '../../../../shared/email-suggestion'
import type { FormField } from './form-context'

export function EmailSuggestion({ field }: { field: FormField }) {
  const input = typeof field.input === 'string' ? field.input : ''
  const suggestion = field.left ? suggestEmail(input) : undefined
  return (
    <div className="email-suggestion" aria-live="polite">
      {suggestion && (
        <p>
          Did you mean <strong>{suggestion}</strong>?{' '}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              field.setInput(suggestion)
              document.getElementById(field.id)?.focus()
            }}
          >
            Use {suggestion}
          </button>
        </p>
      )}
    </div>
  )
}
