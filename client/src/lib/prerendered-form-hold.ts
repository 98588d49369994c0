// app.tsx hands over the prerendered /Apply form before React's first commit replaces it;
// features/application-form/prerendered-form.ts reads it.

export interface HeldForm {
  form: HTMLFormElement
  /** The control that had the focus last, if any. */
  focused: Element | null
}

let held: HeldForm | null = null

/**
 * Called by app.tsx before the first render when #root arrived with content; whether it held a
 * form (the page is then rendered again rather than hydrated).
 */
export function holdPrerenderedForm(root: HTMLElement): boolean {
  const form = root.querySelector<HTMLFormElement>('form.application-form')
  if (!form) return false
  const state: HeldForm = {
    form,
    focused: form.contains(document.activeElement) ? document.activeElement : null,
  }
  form.addEventListener('focusin', (event) => {
    state.focused = event.target as Element
  })
  held = state
  return true
}

/** Whether this page load began with the prerendered form (not a navigation inside the app). */
export function hasHeldForm(): boolean {
  return held !== null
}

/** The held form, left held. */
export function peekHeldForm(): HeldForm | null {
  return held
}

/** The held form, once. */
export function takeHeldForm(): HeldForm | null {
  const state = held
  held = null
  return state
}
