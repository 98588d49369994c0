// Partial-Filled ("My applications"): the applications on this device (docs/rules.md §5): being
// filled, submitted and paid. Submitted and paid ones show their number and, with a connection,
// where they stand with the agency, and open with "View".
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { GROUP_MAX_TRAVELLERS } from '../../../../shared/groups'
import { WarningAlert } from '../../components/warning-alert'
import { applicationQueryOptions } from '../../lib/applications'
import { m } from '../../lib/i18n'
import { optionLabel } from '../../lib/option-labels'
import { serverMessage } from '../../lib/server-messages'
import { statusInWords } from '../../lib/status-words'
import {
  addTraveller,
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

/** What the list shows: a draft alone, or the drafts of one group as one entry. */
type Entry = { kind: 'one'; draft: Draft } | { kind: 'group'; id: string; drafts: Draft[] }

/**
 * The listed drafts as entries, in the order of the list: a group where its most recent member
 * is, its members first traveller first. A group with one listed member is shown as that draft.
 */
export function entriesOf(drafts: Draft[]): Entry[] {
  const groups = new Map<string, Draft[]>()
  for (const draft of drafts) {
    if (draft.group) groups.set(draft.group.id, [...(groups.get(draft.group.id) ?? []), draft])
  }
  const entries: Entry[] = []
  const placed = new Set<string>()
  for (const draft of drafts) {
    const members = draft.group ? (groups.get(draft.group.id) ?? []) : []
    if (!draft.group || members.length < 2) {
      entries.push({ kind: 'one', draft })
    } else if (!placed.has(draft.group.id)) {
      placed.add(draft.group.id)
      entries.push({
        kind: 'group',
        id: draft.group.id,
        drafts: [...members].sort((a, b) => a.createdAt - b.createdAt),
      })
    }
  }
  return entries
}

/** Where a group resumes: the first traveller still being filled, else the first unpaid one's preview. */
export function groupResumeHref(drafts: Draft[]): string {
  const next =
    drafts.find((draft) => !draft.skuId && draft.syncState !== 'queued') ??
    drafts.find((draft) => draft.skuId && draft.syncState !== 'paid') ??
    drafts[0]
  return next ? resumeHref(next) : NEW_APPLICATION_HREF
}

/** `aside`: shown below the list (the route passes the offer to install the app). */
export function PartialFilledPage({ aside }: { aside?: ReactNode } = {}) {
  const navigate = useNavigate()
  const { drafts: all, error } = useDrafts()
  const drafts = all?.filter(isListed)
  const [toDelete, setToDelete] = useState<Draft | null>(null)
  const [groupToDelete, setGroupToDelete] = useState<Draft[] | null>(null)
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
          {entriesOf(drafts).map((entry) =>
            entry.kind === 'group' ? (
              <GroupItem
                key={entry.id}
                drafts={entry.drafts}
                onResume={() => go(groupResumeHref(entry.drafts))}
                onAdd={() =>
                  act(async () => {
                    const first = entry.drafts[0]
                    if (!first) return
                    const next = await addTraveller(first.id)
                    go(`/Apply?draft=${encodeURIComponent(next.id)}`)
                  })
                }
                onDelete={() => setGroupToDelete(entry.drafts)}
              />
            ) : (
              <DraftItem
                key={entry.draft.id}
                draft={entry.draft}
                onResume={() => go(resumeHref(entry.draft))}
                onDelete={() => setToDelete(entry.draft)}
                onResolve={(keep) => act(() => resolveConflict(entry.draft.id, keep))}
              />
            ),
          )}
        </ul>
      )}
      {aside}
      <ConfirmDialog
        id="confirm-delete-group-title"
        subject={groupToDelete}
        title={m.drafts_group_delete_title({ count: groupToDelete?.length ?? 0 })}
        text={m.drafts_group_delete_text()}
        confirmLabel={m.drafts_group_delete_confirm()}
        onCancel={() => setGroupToDelete(null)}
        onConfirm={async (members) => {
          setGroupToDelete(null)
          await act(async () => {
            for (const member of members) await deleteDraft(member.id)
          })
          heading.current?.focus()
        }}
      />
      <ConfirmDialog
        id="confirm-delete-title"
        subject={toDelete}
        title={toDelete ? deleteLabel(toDelete) : m.drafts_delete_draft()}
        text={toDelete ? deleteDraftText(toDelete) : m.drafts_delete_draft_text()}
        confirmLabel={m.drafts_delete_draft()}
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

/** A group as one entry: "3 travellers", each with their state, resumed and deleted together. */
function GroupItem({
  drafts,
  onResume,
  onAdd,
  onDelete,
}: {
  drafts: Draft[]
  onResume: () => void
  onAdd: () => void
  onDelete: () => void
}) {
  const nameId = `group-${drafts[0]?.id ?? ''}-name`
  const names = drafts.map((draft) => draftDisplayName(draft.data)).join(', ')
  return (
    <li className="draft-item card draft-group" aria-labelledby={nameId}>
      <h2 id={nameId} className="draft-name">
        {m.drafts_group_title({ count: drafts.length })}
      </h2>
      <ul className="draft-group-members">
        {drafts.map((draft) => (
          <li key={draft.id}>
            <strong>{draftDisplayName(draft.data)}</strong>
            {draft.skuId && (
              <>
                {' '}
                <span className="application-number">{draft.skuId}</span>
              </>
            )}
            : <span className={`draft-state draft-state-${draft.syncState}`}>{draftStateText(draft)}</span>
            {draft.lastError && (
              <> {m.drafts_group_not_accepted({ reason: serverMessage(draft.lastError) })}</>
            )}
          </li>
        ))}
      </ul>
      <div className="draft-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={onResume}
          aria-label={m.drafts_group_resume({ names })}
        >
          {m.drafts_resume()}
        </button>
        {drafts.length < GROUP_MAX_TRAVELLERS && (
          <button type="button" className="button" onClick={onAdd}>
            {m.drafts_group_add()}
          </button>
        )}
        <button
          type="button"
          className="button button-danger"
          onClick={onDelete}
          aria-label={m.drafts_group_delete({ names })}
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

/**
 * A modal <dialog> asking before something is deleted, shown while `subject` is set: focus moves
 * into it (to Cancel, the safe choice), Escape cancels, and the page behind is inert.
 */
function ConfirmDialog<T>({
  id,
  subject,
  title,
  text,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  id: string
  subject: T | null
  title: string
  text: string
  confirmLabel: string
  onCancel: () => void
  onConfirm: (subject: T) => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const open = subject !== null
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={id}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <div className="draft-actions">
        <button
          type="button"
          className="button button-danger"
          onClick={() => subject !== null && onConfirm(subject)}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button" onClick={onCancel} autoFocus>
          {m.drafts_cancel()}
        </button>
      </div>
    </dialog>
  )
}

function deleteDraftText(draft: Draft): string {
  if (draft.syncState === 'paid') return m.drafts_delete_paid_text()
  return draft.skuId ? m.drafts_delete_submitted_text() : m.drafts_delete_draft_text()
}
