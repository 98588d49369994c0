// Partial-Filled: the applications being filled on this device (docs/rules.md §5).
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { WarningAlert } from '../../components/warning-alert'
import { receiptHref } from '../payment'
import { draftDisplayName, formatSavedAt, UNTITLED_DRAFT } from './draft-data'
import { type Draft, deleteDraft, resolveConflict } from './draft-store'
import { useDrafts } from './use-drafts'

export function draftStateText(draft: Draft): string {
  switch (draft.syncState) {
    case 'local':
      return 'Not yet synced'
    case 'synced':
      return 'Synced'
    case 'queued':
      return 'Waiting for connection'
    case 'submitted': {
      const submitted = `Submitted — application number ${draft.skuId ?? ''}`.trim()
      return draft.edits ? `${submitted}; changes not submitted yet` : submitted
    }
    case 'paid':
      return 'Paid'
  }
}

/**
 * Where "Resume" goes: the form for a draft, the preview once the application exists, or its
 * edit form while changes typed there wait to be submitted.
 */
export function resumeHref(draft: Draft): string {
  // A paid application cannot change: its receipt, kept on this device, is what there is to see.
  if (draft.skuId && draft.syncState === 'paid') return receiptHref(draft.skuId)
  if (draft.skuId && draft.edits && draft.syncState === 'submitted') {
    return `/Apply/${encodeURIComponent(draft.skuId)}`
  }
  if (draft.skuId) return `/Preview/${encodeURIComponent(draft.skuId)}`
  return `/Apply?draft=${encodeURIComponent(draft.id)}`
}

export const NEW_APPLICATION_HREF = '/Apply?new=1'

function deleteLabel(draft: Draft) {
  const name = draftDisplayName(draft.data)
  return name === UNTITLED_DRAFT ? 'Delete untitled draft' : `Delete draft of ${name}`
}

export function PartialFilledPage() {
  const navigate = useNavigate()
  const { drafts, error } = useDrafts()
  const [toDelete, setToDelete] = useState<Draft | null>(null)
  const [problem, setProblem] = useState<string>()
  const heading = useRef<HTMLHeadingElement>(null)

  const go = (href: string) => void navigate({ href })

  async function act(work: () => Promise<unknown>) {
    setProblem(undefined)
    try {
      await work()
    } catch (failure) {
      setProblem((failure as Error).message)
    }
  }

  return (
    <article className="prose drafts-page">
      <h1 ref={heading} tabIndex={-1}>
        Partly Filled Applications
      </h1>
      <p>
        Your applications are saved in this browser on this device as you type, even without a connection, and
        copied to our server whenever you are online. Until a draft shows “Synced” it exists only on this
        device, and it is not listed on your other devices.
      </p>
      <p>
        <button type="button" className="button button-primary" onClick={() => go(NEW_APPLICATION_HREF)}>
          Start a new application
        </button>
      </p>
      {problem && <WarningAlert>{problem}</WarningAlert>}
      {error ? (
        <WarningAlert>Your drafts could not be read on this device: {error.message}</WarningAlert>
      ) : drafts === undefined ? (
        <p>Loading your drafts…</p>
      ) : drafts.length === 0 ? (
        <p className="drafts-empty">
          There are no partly filled applications on this device. Start a new application and it will be
          listed here.
        </p>
      ) : (
        <ul className="draft-list">
          {drafts.map((draft) => (
            <DraftItem
              key={draft.id}
              draft={draft}
              onResume={() => go(resumeHref(draft))}
              onDelete={() => setToDelete(draft)}
              onResolve={(keep) => act(() => resolveConflict(draft.id, keep))}
            />
          ))}
        </ul>
      )}
      <ConfirmDelete
        draft={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={async (draft) => {
          setToDelete(null)
          await act(() => deleteDraft(draft.id))
          heading.current?.focus()
        }}
      />
    </article>
  )
}

function DraftItem({
  draft,
  onResume,
  onDelete,
  onResolve,
}: {
  draft: Draft
  onResume: () => void
  onDelete: () => void
  onResolve: (keep: 'mine' | 'theirs') => void
}) {
  const name = draftDisplayName(draft.data)
  const visaType = typeof draft.data.visaType === 'string' && draft.data.visaType ? draft.data.visaType : null
  const nameId = `draft-${draft.id}-name`
  return (
    <li className="draft-item card" aria-labelledby={nameId}>
      <h2 id={nameId} className="draft-name">
        {name}
      </h2>
      <dl className="draft-facts">
        <div>
          <dt>Visa type</dt>
          <dd>{visaType ?? 'Not chosen yet'}</dd>
        </div>
        <div>
          <dt>Last saved</dt>
          <dd>
            <time dateTime={new Date(draft.updatedAt).toISOString()}>{formatSavedAt(draft.updatedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>State</dt>
          <dd className={`draft-state draft-state-${draft.syncState}`}>{draftStateText(draft)}</dd>
        </div>
      </dl>
      {draft.lastError && (
        <p className="notice notice-warning draft-error">Not accepted by the server: {draft.lastError}</p>
      )}
      {draft.conflict && (
        <fieldset className="notice notice-warning draft-conflict">
          <legend>Changed on another device</legend>
          <p>
            Another device saved a different copy of this draft
            {draft.conflict.updatedAt ? ` (${formatSavedAt(draft.conflict.updatedAt)})` : ''}. Which one do
            you want to keep? The other copy is discarded.
          </p>
          <div className="draft-actions">
            <button type="button" className="button" onClick={() => onResolve('mine')}>
              Keep this device's copy
            </button>
            <button type="button" className="button" onClick={() => onResolve('theirs')}>
              Use the other copy
            </button>
          </div>
        </fieldset>
      )}
      <div className="draft-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={onResume}
          aria-label={`${draft.syncState === 'paid' ? 'View receipt of' : 'Resume'} ${name}`}
        >
          {draft.syncState === 'paid' ? 'View' : 'Resume'}
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          Delete
        </button>
      </div>
    </li>
  )
}

/** A modal <dialog>: focus moves into it, Escape cancels, and the page behind is inert. */
function ConfirmDelete({
  draft,
  onCancel,
  onConfirm,
}: {
  draft: Draft | null
  onCancel: () => void
  onConfirm: (draft: Draft) => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (draft && !element.open) element.showModal()
    if (!draft && element.open) element.close()
  }, [draft])
  const title = draft ? deleteLabel(draft) : 'Delete draft'
  const submitted = Boolean(draft?.skuId)
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="confirm-delete-title"
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id="confirm-delete-title">{title}</h2>
      <p>
        {submitted
          ? 'This removes it from this device only. The submitted application stays with us and can still be found with its application number.'
          : 'This removes the draft from this device and from our server. It cannot be undone.'}
      </p>
      <div className="draft-actions">
        <button type="button" className="button button-danger" onClick={() => draft && onConfirm(draft)}>
          Delete draft
        </button>
        <button type="button" className="button" onClick={onCancel} autoFocus>
          Cancel
        </button>
      </div>
    </dialog>
  )
}
