// Showing an error moves everything below it down. When a field is left by pressing a button
// below it ("Add Child", "Remove child 2", "Submit"), the blur comes between the press and the
// release; if the button moved in between, the click would be lost. So a reveal waits until the
// pointer is released and the click has been delivered.

let pointerIsDown = false

if (typeof document !== 'undefined') {
  const release = () => {
    pointerIsDown = false
  }
  document.addEventListener(
    'pointerdown',
    () => {
      pointerIsDown = true
    },
    true,
  )
  document.addEventListener('pointerup', release, true)
  document.addEventListener('pointercancel', release, true)
}

/** Runs `reveal` now, or just after the click of the pointer press in progress. */
export function afterPointerRelease(reveal: () => void): void {
  if (!pointerIsDown) {
    reveal()
    return
  }
  const run = () => {
    document.removeEventListener('pointerup', run, true)
    document.removeEventListener('pointercancel', run, true)
    // The click is dispatched right after pointerup, in the same task; a timeout comes after it.
    setTimeout(reveal, 0)
  }
  document.addEventListener('pointerup', run, true)
  document.addEventListener('pointercancel', run, true)
}
