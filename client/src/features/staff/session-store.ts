// Remembers that a session ended under the user's feet (a 401 from a signed-in call), so the
// sign-in form can say why it is back.
import { useSyncExternalStore } from 'react'

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.'

let ended = false
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function endSession() {
  if (ended) return
  ended = true
  emit()
}

export function clearSessionEnded() {
  if (!ended) return
  ended = false
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ended,
    () => ended,
  )
}
