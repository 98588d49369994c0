// One application as staff see it: every field and child, the passport copy, where it came from,
// the payment, mails, the history, and the status form. Opening it is recorded by the server.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import {
  ApplicationSections,
  ChildrenTable,
  PassportCopyView,
  Pairs as SharedPairs,
  Section as SharedSection,
} from '../preview'
import { fetchApplicationDetail } from './staff-api'
import { auditActionInWords, formatTime, paymentLabel, statusLabel } from './staff-format'
import { StatusForm } from './status-form'

const MAIL_STATES = { pending: 'waiting to be sent', sent: 'sent', failed: 'not sent: gave up after a day' }

export function detailQueryKey(number: string) {
  return ['staff', 'application', number] as const
}

function show(value: unknown): string {
  return value === null || value === undefined ? '' : String(value)
}

function Section(props: { id: string; title: string; children: ReactNode }) {
  return <SharedSection look="staff" {...props} />
}

function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return <SharedPairs look="staff" rows={rows} missing="Unknown" />
}

function Log<Entry>({
  entries,
  empty,
  ordered,
  children,
}: {
  entries: Entry[]
  empty: string
  ordered?: boolean
  children: (entry: Entry) => ReactNode
}) {
  if (entries.length === 0) return <p>{empty}</p>
  // Both lists are append-only and never reorder: the index is their key.
  // biome-ignore lint/suspicious/noArrayIndexKey: see above.
  const items = entries.map((entry, index) => <li key={index}>{children(entry)}</li>)
  return ordered ? <ol className="staff-log">{items}</ol> : <ul className="staff-log">{items}</ul>
}

export function ApplicationDetailPage({ number }: { number: string }) {
  const queryClient = useQueryClient()
  const detail = useQuery({
    queryKey: detailQueryKey(number),
    queryFn: ({ signal }) => fetchApplicationDetail(number, signal),
    // Each fetch is an opening on the audit trail: fetch on arrival, not on every focus.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
  })

  if (detail.isPending) return <p aria-live="polite">Loading…</p>
  if (detail.isError) {
    return (
      <article>
        <h1>Application {number}</h1>
        <p role="alert" className="notice notice-warning">
          {detail.error.message}
        </p>
        <p>
          <Link to="/staff">Back to the queue</Link>
        </p>
      </article>
    )
  }
  const data = detail.data
  const record = data.application
  const status = data.applicationStatus ?? record.application_status
  return (
    <article className="staff-detail">
      <p>
        <Link to="/staff">Back to the queue</Link>
      </p>
      <h1>Application {record.sku_id}</h1>
      <p className="staff-summary">
        <span>
          Status: <strong>{statusLabel(status)}</strong>
        </span>
        <span>
          Payment: <strong>{paymentLabel(record.payment_status)}</strong>
        </span>
        {data.authorityReference && <span>Authority reference: {data.authorityReference}</span>}
      </p>
      {data.statusReason && <p className="notice">Reason given to the traveller: {data.statusReason}</p>}
      {data.evisa && (
        <p>
          <a href={data.evisa.url} target="_blank" rel="noreferrer">
            Download the eVisa (PDF)
          </a>
        </p>
      )}

      <StatusForm
        number={record.sku_id}
        allowedMoves={data.allowedMoves}
        onSaved={(next) => queryClient.setQueryData(detailQueryKey(number), next)}
      />

      <ApplicationSections
        record={record}
        look="staff"
        childList={record.children && <ChildrenTable look="staff" rows={record.children} />}
      />
      <Section id="document" title="Passport copy">
        {data.passportCopy ? (
          <PassportCopyView
            url={data.passportCopy.url}
            pdf={data.passportCopy.contentType === 'application/pdf'}
            className="staff-passport-copy"
          />
        ) : (
          <p className="not-given">No passport copy is attached.</p>
        )}
      </Section>
      <Section id="visitor" title="Visitor">
        <Pairs
          rows={[
            ['IP address', data.visitor?.ip],
            ['Country', data.visitor?.country],
            ['City', data.visitor?.city],
            ['Created', formatTime(record.created_at)],
            ['Last changed', formatTime(record.updated_at)],
          ]}
        />
      </Section>
      <Section id="payment" title="Payment">
        {data.payment ? (
          <Pairs
            rows={[
              ['Order', data.payment.orderId],
              ['Capture id', data.payment.captureId],
              ['Amount', `${show(data.payment.amount)} ${show(data.payment.currency)}`.trim()],
              ['Mode', data.payment.mode],
              ['Captured', formatTime(data.payment.capturedAt)],
            ]}
          />
        ) : (
          <p>Not paid.</p>
        )}
      </Section>
      <Section id="mails" title="Mails">
        <Log entries={data.mails} empty="No mails yet.">
          {(mail) => (
            <>
              {formatTime(mail.sentAt ?? mail.queuedAt)} {mail.subject} to {mail.to}:{' '}
              {MAIL_STATES[mail.state]}
              {mail.state !== 'sent' && mail.attempts > 0 ? `, ${mail.attempts} attempts` : ''}
              {mail.lastError ? ` (last error: ${mail.lastError})` : ''}
            </>
          )}
        </Log>
      </Section>
      <Section id="history" title="History">
        <Log entries={data.audit} empty="Nothing recorded yet." ordered>
          {(entry) => (
            <>
              <time dateTime={entry.at}>{formatTime(entry.at)}</time> <strong>{entry.actor}</strong>{' '}
              {auditActionInWords(entry.action)}
              {entry.detail ? `: ${entry.detail}` : ''}
            </>
          )}
        </Log>
      </Section>
    </article>
  )
}
