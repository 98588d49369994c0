// /Apply arrives with the empty form already in its HTML (docs/decisions/009-prerendered-apply.md),
// so a traveller can start typing before the JavaScript has run. React's first commit replaces
// that HTML with its own nodes (it is not hydrated, unlike the information pages: see ADR 009's
// amendment), so app.tsx hands the prerendered nodes here first; the page then reads what was
// typed into them, and which control had the focus, from the nodes themselves: they keep their
// values after they leave the document, so whatever was typed up to the moment of the swap is kept.
import { type HeldForm, hasHeldForm, peekHeldForm, takeHeldForm } from '../../lib/prerendered-form-hold'
import { FIELD_LABELS } from './field-labels'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** Whether this page load began with the prerendered form (not a navigation inside the app). */
export const startedFromPrerenderedForm = hasHeldForm

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
    const option = control.options[control.selectedIndex]
    return option && !option.defaultSelected ? { key, value: control.value } : null
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'file')) {
    return null
  }
  if (control.value === control.defaultValue) return null
  // The form upper-cases these as they are typed; before the JavaScript ran, nothing did.
  const upper = control.getAttribute('autocapitalize') === 'characters'
  return { key, value: upper ? control.value.toUpperCase() : control.value }
}

/** The answers typed into the held form, by field name, or null when nothing was. */
function typedInto(form: HTMLFormElement): Record<string, unknown> | null {
  const input: Record<string, unknown> = {}
  for (const control of form.querySelectorAll<Control>('input, select, textarea')) {
    const typed = typedValue(control)
    if (typed && Object.hasOwn(FIELD_LABELS, typed.key)) input[typed.key] = typed.value
  }
  return Object.keys(input).length > 0 ? input : null
}

let peeked: { json: string; input: Record<string, unknown> } | null = null

/**
 * What has been typed into the prerendered form so far, leaving it held: the same object for as
 * long as nothing new is typed, so a caller can tell whether it has saved the latest.
 */
export function peekTypedBeforeStart(): Record<string, unknown> | null {
  const state = peekHeldForm()
  const input = state && typedInto(state.form)
  if (!input) return null
  const json = JSON.stringify(input)
  if (peeked?.json !== json) peeked = { json, input }
  return peeked.input
}

/**
 * What was typed into the prerendered form since `saved` (what the draft opened before the app's
 * first render took of it): the fields whose value changed, a field emptied again as ''. Null when
 * nothing changed, or once the form is no longer held. The first render may be built in slices
 * while the form stays in use (app.tsx); the form's first commit puts these into the draft's form.
 */
export function typedSince(saved: Readonly<Record<string, unknown>> | null): Record<string, unknown> | null {
  if (!peekHeldForm()) return null
  const now = peekTypedBeforeStart()
  if (now === saved) return null
  const late: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(now ?? {})) {
    if (JSON.stringify(saved?.[key]) !== JSON.stringify(value)) late[key] = value
  }
  // Back to its HTML value: an emptied text field or select (a radio cannot be unchecked).
  for (const [key, value] of Object.entries(saved ?? {})) {
    if (!(now && Object.hasOwn(now, key)) && typeof value === 'string') late[key] = ''
  }
  return Object.keys(late).length > 0 ? late : null
}

/**
 * The answers typed into the prerendered form, by field name, or null when nothing was; and the
 * control that had the focus, to give it back after the swap. Read once: later calls get null.
 */
export function takeTypedBeforeStart(): {
  input: Record<string, unknown> | null
  focus: { id: string; start: number | null; end: number | null } | null
} {
  const state: HeldForm | null = takeHeldForm()
  if (!state) return { input: null, focus: null }
  const controls = Array.from(state.form.querySelectorAll<Control>('input, select, textarea'))
  const focused = state.focused
  const focus =
    focused instanceof HTMLElement && focused.id && controls.includes(focused as Control)
      ? {
          id: focused.id,
          start: 'selectionStart' in focused ? (focused.selectionStart as number | null) : null,
          end: 'selectionEnd' in focused ? (focused.selectionEnd as number | null) : null,
        }
      : null
  return { input: typedInto(state.form), focus }
}

/** Puts the focus (and caret) back on the control with this id after the form was replaced. */
export function restoreFocus(focus: { id: string; start: number | null; end: number | null } | null) {
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

export type FocusedControl = ReturnType<typeof takeTypedBeforeStart>['focus']
