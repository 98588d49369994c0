// A modal question before a step that cannot be taken back (approving, replacing the eVisa): the
// browser's own <dialog>, so the rest of the page is inert and Escape cancels. Focus starts on
// Cancel, the step that changes nothing, and goes back to what opened the dialog when it closes.
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react'

export function ConfirmDialog({
  open,
  question,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean
  question: string
  children?: ReactNode
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const opener = useRef<Element | null>(null)

  useLayoutEffect(() => {
    const element = dialog.current
    if (!element || typeof element.showModal !== 'function') return
    if (open && !element.open) {
      opener.current = document.activeElement
      element.showModal()
      cancel.current?.focus()
    } else if (!open && element.open) {
      element.close()
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
    }
  }, [open])

  return (
    <dialog
      ref={dialog}
      className="staff-dialog"
      aria-labelledby={`${id}-question`}
      onCancel={(event) => {
        // Escape: closed through the state, as Cancel closes it.
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id={`${id}-question`}>{question}</h2>
      {children}
      <div className="staff-actions">
        <button type="button" className="button button-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  )
}
