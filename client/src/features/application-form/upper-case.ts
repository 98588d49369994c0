// Spec §2: most text inputs turn to upper case as the traveller types. Doing it on the element
// itself (rather than only in the schema's output) shows what will be submitted; restoring the
// selection keeps the caret where it was, which a plain controlled re-render would not.

export interface UpperCased {
  value: string
  selectionStart: number | null
  selectionEnd: number | null
}

/**
 * Upper-cases `value` and moves a selection so it stays behind the same characters. Upper case
 * can be longer than the original ("ß" becomes "SS"), so the new offsets are the lengths of the
 * upper-cased text before each old offset.
 */
export function upperCaseKeepingSelection(
  value: string,
  selectionStart: number | null,
  selectionEnd: number | null,
): UpperCased {
  const at = (offset: number | null) => (offset === null ? null : value.slice(0, offset).toUpperCase().length)
  return { value: value.toUpperCase(), selectionStart: at(selectionStart), selectionEnd: at(selectionEnd) }
}

/** Applies upperCaseKeepingSelection to an input or textarea in place. Returns whether it changed. */
export function upperCaseElement(element: HTMLInputElement | HTMLTextAreaElement): boolean {
  const { value, selectionStart, selectionEnd } = element
  const next = upperCaseKeepingSelection(value, selectionStart, selectionEnd)
  if (next.value === value) return false
  element.value = next.value
  // Inputs of type email or number throw on setSelectionRange; ours are text, tel or textarea.
  if (next.selectionStart !== null && next.selectionEnd !== null && document.activeElement === element) {
    element.setSelectionRange(next.selectionStart, next.selectionEnd)
  }
  return true
}
