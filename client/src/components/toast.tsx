// Toasts at the top right that close after 5 seconds (docs/site.md §9). They are live regions:
// role="status" for success, role="alert" for errors (docs/rules.md §3).
import { useSyncExternalStore } from 'react'
import { m } from '../lib/i18n'

export const TOAST_DURATION_MS = 5000

type ToastKind = 'success' | 'error' | 'info'
interface ToastItem {
  id: number
  kind: ToastKind
  message: string
}

let items: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

function dismiss(id: number) {
  items = items.filter((item) => item.id !== id)
  emit()
}

function show(kind: ToastKind, message: string) {
  const id = nextId++
  items = [...items, { id, kind, message }]
  emit()
  setTimeout(() => dismiss(id), TOAST_DURATION_MS)
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  )
  return (
    <div className="toaster">
      {current.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{item.message}</span>
          <button
            type="button"
            className="toast-close"
            aria-label={m.common_dismiss()}
            onClick={() => dismiss(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
