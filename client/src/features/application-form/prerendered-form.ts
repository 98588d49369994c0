// /Apply arrives with the empty form already in its HTML (docs/decisions/009-prerendered-apply.md),
// so a traveller can start typing before the JavaScript has run. The app hydrates that form
// (docs/decisions/013-hydrated-apply.md): React adopts the very nodes the traveller typed into, and
// keeps what they hold, but its own state still says "empty". The form reads, as it is hydrated,
// what its nodes hold that their HTML did not, and puts it into its state (ApplicationForm).
import { FIELD_LABELS } from '../../lib/field-labels'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** What a control holds that its HTML did not: its value, or null when untouched. */
function typedValue(control: Control): { key: string; value: unknown } | null {
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    // The yes/no questions: the radio's name is the field, its value "yes" or "no".
    return control.checked && !control.defaultChecked
      ? { key: control.name, value: control.value === 'yes' }
      : null
  }
  const key = control.id.replace(/^field-/, '')
  if (!key || key === control.id) return null
  if (control instanceof HTMLSelectElement) {
    // What the HTML chose: an option marked selected, or else the first (the empty choice; the
    // form's options are markup without a selected mark, fields.tsx).
    const served = [...control.options].find((option) => option.defaultSelected) ?? control.options[0]
    const option = control.options[control.selectedIndex]
    return option && option !== served ? { key, value: control.value } : null
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'file')) {
    return null
  }
  if (control.value === control.defaultValue) return null
  // The form upper-cases these as they are typed; before the JavaScript ran, nothing did.
  const upper = control.getAttribute('autocapitalize') === 'characters'
  return { key, value: upper ? control.value.toUpperCase() : control.value }
}

/** The answers typed into the served form before the app ran, by field name, or null when nothing was. */
export function typedIntoServedForm(form: HTMLFormElement): Record<string, unknown> | null {
  const input: Record<string, unknown> = {}
  for (const control of form.querySelectorAll<Control>('input, select, textarea')) {
    const typed = typedValue(control)
    if (typed && Object.hasOwn(FIELD_LABELS, typed.key)) input[typed.key] = typed.value
  }
  return Object.keys(input).length > 0 ? input : null
}

/** The control of the form that has the focus (and its caret), to give it back if the form is replaced. */
export type FocusedControl = { id: string; start: number | null; end: number | null } | null

/** Puts the focus (and caret) back on the control with this id after the form was replaced. */
export function restoreFocus(focus: FocusedControl) {
  if (!focus) return
  const element = document.getElementById(focus.id)
  if (!element || element === document.activeElement) return
  element.focus({ preventScroll: true })
  if (
    focus.start !== null &&
    focus.end !== null &&
    (element instanceof HTMLTextAreaElement ||
      (element instanceof HTMLInputElement && ['text', 'tel', 'search'].includes(element.type)))
  ) {
    element.setSelectionRange(focus.start, focus.end)
  }
}
