// Partial-Filled ("My applications"): the applications on this device (docs/rules.md §5): being
// filled, submitted and paid. Submitted and paid ones show their number and, with a connection,
// where they stand with the agency, and open with "View".
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { WarningAlert } from '../../components/warning-alert'
import { applicationQueryOptions } from '../../lib/applications'
import { m } from '../../lib/i18n'
import { optionLabel } from '../../lib/option-labels'
import { serverMessage } from '../../lib/server-messages'
import { statusInWords } from '../../lib/status-words'
import {
  type Draft,
  deleteDraft,
  draftDisplayName,
  formatSavedAt,
  hasAnswers,
  receiptHref,
  resolveConflict,
  untitledDraft,
  useDrafts,
  useOnline,
} from '../../offline'

export function draftStateText(draft: Draft): string {
  switch (draft.syncState) {
    case 'local':
      return m.drafts_state_local()
    case 'synced':
      return m.drafts_state_synced()
    case 'queued':
      return m.pwa_status_pending()
    case 'submitted':
      return draft.edits ? m.drafts_state_submitted_changes() : m.drafts_state_submitted()
    case 'paid':
      return m.drafts_state_paid()
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

/**
 * Whether the list shows the draft: not one that /Apply opened and nothing was put into yet (the
 * next /Apply takes it up again). Anything submitted, synced or saved to the server is listed.
 */
export function isListed(draft: Draft): boolean {
  return (
    Boolean(draft.skuId) || draft.syncState !== 'local' || draft.serverVersion > 0 || hasAnswers(draft.data)
  )
}

/** Submitted and paid applications open to be looked at; a draft is resumed. */
function opensToView(draft: Draft): boolean {
  return Boolean(draft.skuId) && (draft.syncState === 'submitted' || draft.syncState === 'paid')
}

function deleteLabel(draft: Draft) {
  const name = draftDisplayName(draft.data)
  return name === untitledDraft() ? m.drafts_delete_untitled() : m.drafts_delete_named({ name })
}

/** `aside`: shown below the list (the route passes the offer to install the app). */
export function PartialFilledPage({ aside }: { aside?: ReactNode } = {}) {
  const navigate = useNavigate()
  const { drafts: all, error } = useDrafts()
  const drafts = all?.filter(isListed)
  const [toDelete, setToDelete] = useState<Draft | null>(null)
  const [problem, setProblem] = useState<string>()
  const heading = useRef<HTMLHeadingElement>(null)

  const go = (href: string) => void navigate({ href })

  async function act(work: () => Promise<unknown>) {
    setProblem(undefined)
    try {
      await work()
    } catch (failure) {
      setProblem(serverMessage((failure as Error).message))
    }
  }

  return (
    <article className="prose drafts-page">
      <h1 ref={heading} tabIndex={-1}>
        {m.common_menu_my_applications()}
      </h1>
      <p>{m.drafts_intro()}</p>
      <p>
        <button type="button" className="button button-primary" onClick={() => go(NEW_APPLICATION_HREF)}>
          {m.apply_start_new()}
        </button>
      </p>
      {problem && <WarningAlert>{problem}</WarningAlert>}
      {error ? (
        <WarningAlert>{m.drafts_read_failed({ reason: error.message })}</WarningAlert>
      ) : drafts === undefined ? (
        <p>{m.drafts_loading()}</p>
      ) : drafts.length === 0 ? (
        <p className="drafts-empty">{m.drafts_empty()}</p>
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
      {aside}
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
          <dt>{m.payment_visa_type()}</dt>
          <dd>{visaType ? optionLabel(visaType) : m.drafts_not_chosen()}</dd>
        </div>
        <div>
          <dt>{m.drafts_last_saved()}</dt>
          <dd>
            <time dateTime={new Date(draft.updatedAt).toISOString()}>{formatSavedAt(draft.updatedAt)}</time>
          </dd>
        </div>
        {draft.skuId && (
          <div>
            <dt>{m.apply_application_number()}</dt>
            <dd className="application-number">{draft.skuId}</dd>
          </div>
        )}
        <div>
          <dt>{m.sync_state()}</dt>
          <dd className={`draft-state draft-state-${draft.syncState}`}>{draftStateText(draft)}</dd>
        </div>
        {draft.skuId && opensToView(draft) && <AgencyStatus skuId={draft.skuId} />}
      </dl>
      {draft.lastError && (
        <p className="notice notice-warning draft-error">
          {m.drafts_not_accepted({ reason: serverMessage(draft.lastError) })}
        </p>
      )}
      {draft.conflict && (
        <fieldset className="notice notice-warning draft-conflict">
          <legend>{m.drafts_conflict_title()}</legend>
          <p>
            {draft.conflict.updatedAt
              ? m.drafts_conflict_text_when({ when: formatSavedAt(draft.conflict.updatedAt) })
              : m.drafts_conflict_text()}
          </p>
          <div className="draft-actions">
            <button type="button" className="button" onClick={() => onResolve('mine')}>
              {m.drafts_keep_mine()}
            </button>
            <button type="button" className="button" onClick={() => onResolve('theirs')}>
              {m.drafts_use_theirs()}
            </button>
          </div>
        </fieldset>
      )}
      <div className="draft-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={onResume}
          aria-label={
            draft.syncState === 'paid'
              ? m.drafts_view_receipt_of({ name })
              : opensToView(draft)
                ? m.drafts_view_named({ name })
                : m.drafts_resume_named({ name })
          }
        >
          {opensToView(draft) ? m.drafts_view() : m.drafts_resume()}
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={onDelete}
          aria-label={m.drafts_delete_of({ name })}
        >
          {m.drafts_delete()}
        </button>
      </div>
    </li>
  )
}

/**
 * Where the application stands with the agency, asked of the server when there is a connection
 * (the number alone answers the status; with this device's key, the whole record).
 */
function AgencyStatus({ skuId }: { skuId: string }) {
  const online = useOnline()
  const status = useQuery({ ...applicationQueryOptions(skuId), enabled: online, retry: false })
  const current = status.data?.application_status
  return (
    <div>
      <dt>{m.drafts_status()}</dt>
      <dd className="draft-agency-status">
        {current
          ? statusInWords(current)
          : !online
            ? m.drafts_status_offline()
            : status.isPending
              ? m.lookup_checking()
              : m.drafts_status_failed()}
      </dd>
    </div>
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
  const title = draft ? deleteLabel(draft) : m.drafts_delete_draft()
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
        {draft?.syncState === 'paid'
          ? m.drafts_delete_paid_text()
          : submitted
            ? m.drafts_delete_submitted_text()
            : m.drafts_delete_draft_text()}
      </p>
      <div className="draft-actions">
        <button type="button" className="button button-danger" onClick={() => draft && onConfirm(draft)}>
          {m.drafts_delete_draft()}
        </button>
        <button type="button" className="button" onClick={onCancel} autoFocus>
          {m.drafts_cancel()}
        </button>
      </div>
    </dialog>
  )
}
