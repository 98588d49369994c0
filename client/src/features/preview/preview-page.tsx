// Spec §2 "Preview": every value read-only, grouped like the form, before the traveller pays.
// Offline it shows this device's copy of an application submitted here (load-application.ts).
import { Link, useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { ApplicationRecord } from '../../../../shared/application'
import { localToday } from '../../../../shared/dates'
import {
  daysLeftIfLate,
  FEE_CURRENCY,
  feeForApplication,
  formatFee,
  PAY_DAYS_BEFORE_TRAVEL,
} from '../../../../shared/fees'
import { uploadUrl } from '../../lib/applications'
import { FIELD_LABELS } from '../../lib/field-labels'
import { m, withParts } from '../../lib/i18n'
import { serverMessage } from '../../lib/server-messages'
import { type DraftEdits, formatSavedAt, useDraftOfApplication } from '../../offline'
import { alertOnce } from './alert-once'
import {
  ApplicationSections,
  ChildrenTable,
  childValues,
  LOOKS,
  Pairs,
  PassportCopyView,
  Section,
} from './application-sections'
import { CHANGES_SENT_MESSAGE, takeChangesSent } from './changes-sent'
import { AddTravellerButton, GroupSection, ServerGroupOffer, useGroupDrafts } from './group-section'
import type { LoadedApplication } from './load-application'
import './preview.css'

/**
 * The children as a table on wide screens and as one card per child on a phone, where six columns
 * do not fit. CSS shows one of the two; the other is display: none, hidden from everyone.
 */
function PreviewChildren({ rows }: { rows: NonNullable<ApplicationRecord['children']> }) {
  return (
    <>
      <ol className="child-cards" aria-label={m.preview_children()}>
        {rows.map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: children have no id and never reorder here.
          <li key={index} className="child-card" aria-labelledby={`preview-child-${index}`}>
            <h3 id={`preview-child-${index}`}>{m.apply_child({ number: index + 1 })}</h3>
            <Pairs look="preview" rows={childValues(child, LOOKS.preview)} />
          </li>
        ))}
      </ol>
      <ChildrenTable
        look="preview"
        rows={rows}
        className="table-wrap children-table"
        caption={m.preview_children_caption()}
      />
    </>
  )
}

function PassportCopy({ filename }: { filename: string }) {
  const [broken, setBroken] = useState(false)
  if (!filename) return <p className="not-given">{m.preview_no_copy()}</p>
  if (broken) {
    return <p>{m.preview_copy_offline()}</p>
  }
  return (
    <PassportCopyView
      url={uploadUrl(filename)}
      pdf={filename.toLowerCase().endsWith('.pdf')}
      className="preview-passport-copy"
      onError={() => setBroken(true)}
    />
  )
}

export const PREVIEW_TEXT = {
  get changesWaiting() {
    return m.preview_changes_waiting()
  },
  get deviceCopy() {
    return m.preview_device_copy()
  },
}

/**
 * Watches this device's draft of the application: once waiting changes are sent, or the connection
 * returns, the route loads the server's copy again.
 */
function useDeviceCopyState(loaded: LoadedApplication) {
  const router = useRouter()
  // One live read of this device's draft of the application serves the whole page.
  const live = useDraftOfApplication(loaded.record.sku_id)
  const draft = live ?? loaded.draft
  const waiting = draft?.syncState === 'queued'
  const fromDevice = loaded.source === 'device'
  // Only the change from waiting to sent reloads: a server that still cannot be reached would
  // otherwise be asked again and again.
  const wasWaiting = useRef(waiting)
  useEffect(() => {
    if (fromDevice && wasWaiting.current && !waiting) void router.invalidate()
    wasWaiting.current = waiting
  }, [fromDevice, waiting, router])
  useEffect(() => {
    if (!fromDevice) return
    const reload = () => void router.invalidate()
    window.addEventListener('online', reload)
    return () => window.removeEventListener('online', reload)
  }, [fromDevice, router])
  return { fromDevice, waiting, edits: draft?.edits, draft }
}

/**
 * Changes typed into /Apply/{id} on this device and not submitted: the preview shows what the
 * agency has, so it says they exist, before the traveller pays (a payment would drop them).
 */
function UnsubmittedChanges({ skuId, edits }: { skuId: string; edits: DraftEdits }) {
  return (
    <div className="notice notice-warning">
      <p>{m.preview_unsubmitted({ saved: formatSavedAt(edits.savedAt) })}</p>
      <p>
        <Link to="/Apply/$id" params={{ id: skuId }}>
          {m.preview_continue_editing()}
        </Link>
      </p>
    </div>
  )
}

/** Spec §9's advice, when the arrival is too close for it (or already past). */
export function latePaymentText(daysLeft: number): string {
  if (daysLeft < 0) return m.preview_arrival_passed()
  const when =
    daysLeft === 0
      ? m.preview_arrival_today()
      : daysLeft === 1
        ? m.preview_arrival_tomorrow()
        : m.preview_arrival_in_days({ days: daysLeft })
  return m.preview_late_payment({ when, days: PAY_DAYS_BEFORE_TRAVEL })
}

/**
 * What paying costs, before Next To Pay: one fee per application, whoever travels on the passport
 * (children on it cost nothing extra, shared/fees.ts), so a family sees that the total is this fee.
 */
export function feeToPayText(
  record: Pick<ApplicationRecord, 'nationality' | 'visaType' | 'children'>,
): string {
  const fee = `${FEE_CURRENCY} ${formatFee(feeForApplication(record))}`
  const children = record.children?.length ?? 0
  if (children === 0) return m.preview_fee({ fee })
  return m.preview_fee_with_children({ fee, children })
}

/** `after`: shown below the actions (the route passes the offer to install the app). */
export function PreviewPage({ loaded, after }: { loaded: LoadedApplication; after?: ReactNode }) {
  const { record } = loaded
  const { fromDevice, waiting, edits, draft } = useDeviceCopyState(loaded)
  const group = useGroupDrafts(draft)
  const paid = record.payment_status === 'COMPLETED'
  // Right after Update and Next sent the changes: said once, on arrival.
  const [changesSent] = useState(() => takeChangesSent(record.sku_id))
  const status = waiting
    ? PREVIEW_TEXT.changesWaiting
    : fromDevice
      ? PREVIEW_TEXT.deviceCopy
      : changesSent
        ? CHANGES_SENT_MESSAGE.text
        : ''
  const daysLeft = paid ? undefined : daysLeftIfLate(record.intended_arrival_date, localToday())
  return (
    <article className="preview">
      <h1>{m.preview_title()}</h1>
      <p
        role="status"
        className={
          status
            ? status === CHANGES_SENT_MESSAGE.text
              ? 'notice notice-success'
              : 'notice notice-warning'
            : 'visually-hidden'
        }
      >
        {status}
      </p>
      <div className="card application-number-card">
        <p className="application-number-label">{m.apply_application_number()}</p>
        <p className="application-number">{record.sku_id}</p>
        <p className="field-hint">{m.apply_keep_number()}</p>
      </div>
      {paid ? (
        <p className="notice notice-success">{m.preview_paid()}</p>
      ) : (
        <p className="notice">{m.preview_check()}</p>
      )}
      {!paid && edits && <UnsubmittedChanges skuId={record.sku_id} edits={edits} />}
      {daysLeft !== undefined && <p className="notice notice-warning">{latePaymentText(daysLeft)}</p>}

      <ApplicationSections
        record={record}
        look="preview"
        childList={record.children && <PreviewChildren rows={record.children} />}
      />
      <Section look="preview" id="document" title={m.preview_copy_title()}>
        <h3 className="preview-subheading">{FIELD_LABELS.passport_bio_page.label}</h3>
        <PassportCopy filename={record.passport_bio_page ?? ''} />
      </Section>

      {!paid && feeForApplication(record) > 0 && <p className="notice preview-fee">{feeToPayText(record)}</p>}
      {!paid && record.email && (
        <p className="notice preview-email-confirm">
          {withParts((parts) => m.preview_email(parts), {
            email: <strong className="preview-email">{record.email}</strong>,
          })}
        </p>
      )}
      {group.length > 1 && <GroupSection skuId={record.sku_id} members={group} />}
      {group.length <= 1 && <ServerGroupOffer skuId={record.sku_id} members={loaded.group ?? []} />}
      {!paid && (
        <div className="preview-actions">
          <Link to="/Apply/$id" params={{ id: record.sku_id }} className="button button-secondary">
            {m.preview_edit()}
          </Link>
          {waiting ? (
            // The fee depends on what is waiting to be sent (nationality, visa type).
            <p className="field-hint">{m.preview_pay_after_sent()}</p>
          ) : (
            <Link to="/Payment/$id" params={{ id: record.sku_id }} className="button button-primary">
              {group.length > 1 ? m.preview_pay_this_only() : m.preview_next_to_pay()}
            </Link>
          )}
        </div>
      )}
      {draft && (
        <div className="preview-actions preview-add-traveller">
          <p className="field-hint">{m.preview_group_add_hint()}</p>
          <AddTravellerButton draft={draft} count={group.length} />
        </div>
      )}
      {after}
    </article>
  )
}

export const PREVIEW_FALLBACK_MESSAGE = {
  get text() {
    return m.apply_create_failed()
  },
}

/** Spec §8: a failed preview load alerts with the server's message. */
export function PreviewLoadError({ error }: { error: unknown }) {
  const router = useRouter()
  const message =
    error instanceof Error && error.message ? serverMessage(error.message) : PREVIEW_FALLBACK_MESSAGE.text
  useEffect(() => {
    alertOnce(error, message)
  }, [error, message])
  return (
    <article className="preview">
      <h1>{m.preview_title()}</h1>
      <p className="notice notice-warning">{m.payment_load_failed({ reason: message })}</p>
      <p className="preview-actions">
        <button type="button" className="button button-primary" onClick={() => void router.invalidate()}>
          {m.payment_try_again()}
        </button>
        <Link to="/" className="button button-secondary">
          {m.common_go_home()}
        </Link>
      </p>
    </article>
  )
}
