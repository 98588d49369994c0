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
import { type DraftEdits, formatSavedAt, useDraftOfApplication } from '../../offline'
import { alertOnce } from './alert-once'
import {
  ApplicationSections,
  ChildrenTable,
  childValues,
  Pairs,
  PassportCopyView,
  Section,
} from './application-sections'
import { CHANGES_SENT_MESSAGE, takeChangesSent } from './changes-sent'
import { formatDate } from './format'
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
      <ol className="child-cards" aria-label="Children">
        {rows.map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: children have no id and never reorder here.
          <li key={index} className="child-card" aria-labelledby={`preview-child-${index}`}>
            <h3 id={`preview-child-${index}`}>Child {index + 1}</h3>
            <Pairs look="preview" rows={childValues(child, formatDate)} />
          </li>
        ))}
      </ol>
      <ChildrenTable
        look="preview"
        rows={rows}
        className="table-wrap children-table"
        caption="Children written into this passport"
      />
    </>
  )
}

function PassportCopy({ filename }: { filename: string }) {
  const [broken, setBroken] = useState(false)
  if (!filename) return <p className="not-given">No passport copy is attached.</p>
  if (broken) {
    return <p>The passport copy cannot be shown right now (it needs a connection). It is attached.</p>
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

export const CHANGES_WAITING_MESSAGE =
  'Your changes are saved on this device and waiting for a connection — they will be sent automatically.'
export const DEVICE_COPY_MESSAGE =
  'You are offline: this is the copy of your application saved on this device.'

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
      <p>
        You have changes to this application, made on {formatSavedAt(edits.savedAt)}, that you have not
        submitted yet. This preview does not show them.
      </p>
      <p>
        <Link to="/Apply/$id" params={{ id: skuId }}>
          Continue editing
        </Link>
      </p>
    </div>
  )
}

/** Spec §9's advice, when the arrival is too close for it (or already past). */
export function latePaymentText(daysLeft: number): string {
  const advice = `Payment should be made at least ${PAY_DAYS_BEFORE_TRAVEL} days before the journey date`
  if (daysLeft < 0) return `Your intended arrival date has passed. Change it with Edit before you pay.`
  const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`
  return `Your intended arrival date is ${when}. ${advice}, so your eVisa may not be ready in time: pay as soon as you can, or change the date with Edit.`
}

/**
 * What paying costs, before Next To Pay: one fee per application, whoever travels on the passport
 * (children on it cost nothing extra, shared/fees.ts), so a family sees that the total is this fee.
 */
export function feeToPayText(
  record: Pick<ApplicationRecord, 'nationality' | 'visaType' | 'children'>,
): string {
  const fee = `Fee to pay: ${FEE_CURRENCY} ${formatFee(feeForApplication(record))}`
  const children = record.children?.length ?? 0
  if (children === 0) return `${fee}.`
  const who = children === 1 ? '1 child' : `${children} children`
  return `${fee} in total, for the applicant and the ${who} on this passport (children cost nothing extra).`
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
    ? CHANGES_WAITING_MESSAGE
    : fromDevice
      ? DEVICE_COPY_MESSAGE
      : changesSent
        ? CHANGES_SENT_MESSAGE
        : ''
  const daysLeft = paid ? undefined : daysLeftIfLate(record.intended_arrival_date, localToday())
  return (
    <article className="preview">
      <h1>Preview Your Application</h1>
      <p
        role="status"
        className={
          status
            ? status === CHANGES_SENT_MESSAGE
              ? 'notice notice-success'
              : 'notice notice-warning'
            : 'visually-hidden'
        }
      >
        {status}
      </p>
      <div className="card application-number-card">
        <p className="application-number-label">Application number</p>
        <p className="application-number">{record.sku_id}</p>
        <p className="field-hint">
          Keep this number: you need it to pay, to check on your application or to change it.
        </p>
      </div>
      {paid ? (
        <p className="notice notice-success">
          This application has been paid. We have received it and it is now under review; it can no longer be
          changed.
        </p>
      ) : (
        <p className="notice">Check every detail against the passport. If something is wrong, choose Edit.</p>
      )}
      {!paid && edits && <UnsubmittedChanges skuId={record.sku_id} edits={edits} />}
      {daysLeft !== undefined && <p className="notice notice-warning">{latePaymentText(daysLeft)}</p>}

      <ApplicationSections
        record={record}
        look="preview"
        childList={record.children && <PreviewChildren rows={record.children} />}
      />
      <Section look="preview" id="document" title="Passport copy">
        <h3 className="preview-subheading">{FIELD_LABELS.passport_bio_page.label}</h3>
        <PassportCopy filename={record.passport_bio_page ?? ''} />
      </Section>

      {!paid && feeForApplication(record) > 0 && <p className="notice preview-fee">{feeToPayText(record)}</p>}
      {!paid && record.email && (
        <p className="notice preview-email-confirm">
          The eVisa will be sent to <strong className="preview-email">{record.email}</strong>. If this address
          is wrong, choose Edit and correct it before you pay.
        </p>
      )}
      {group.length > 1 && <GroupSection skuId={record.sku_id} members={group} />}
      {group.length <= 1 && <ServerGroupOffer skuId={record.sku_id} members={loaded.group ?? []} />}
      {!paid && (
        <div className="preview-actions">
          <Link to="/Apply/$id" params={{ id: record.sku_id }} className="button button-secondary">
            Edit
          </Link>
          {waiting ? (
            // The fee depends on what is waiting to be sent (nationality, visa type).
            <p className="field-hint">You can pay once your changes have been sent.</p>
          ) : (
            <Link to="/Payment/$id" params={{ id: record.sku_id }} className="button button-primary">
              {group.length > 1 ? 'Pay for this traveller only' : 'Next To Pay'}
            </Link>
          )}
        </div>
      )}
      {draft && (
        <div className="preview-actions preview-add-traveller">
          <p className="field-hint">
            Travelling with someone who needs their own eVisa? Add them here: the travel details are copied,
            and you pay for everyone at once.
          </p>
          <AddTravellerButton draft={draft} count={group.length} />
        </div>
      )}
      {after}
    </article>
  )
}

export const PREVIEW_FALLBACK_MESSAGE = 'something went wrong'

/** Spec §8: a failed preview load alerts with the server's message. */
export function PreviewLoadError({ error }: { error: unknown }) {
  const router = useRouter()
  const message = error instanceof Error && error.message ? error.message : PREVIEW_FALLBACK_MESSAGE
  useEffect(() => {
    alertOnce(error, message)
  }, [error, message])
  return (
    <article className="preview">
      <h1>Preview Your Application</h1>
      <p className="notice notice-warning">The application could not be loaded: {message}</p>
      <p className="preview-actions">
        <button type="button" className="button button-primary" onClick={() => void router.invalidate()}>
          Try again
        </button>
        <Link to="/" className="button button-secondary">
          Go to Homepage
        </Link>
      </p>
    </article>
  )
}
