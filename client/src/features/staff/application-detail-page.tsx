// One application as staff see it: every field and child, the passport copy beside the fields it
// is checked against, where it came from, the payment, mails, the history, and the status form.
// Opening it, and each opening of the passport copy (through the staff route), is recorded by the
// server. Focus follows the work: the heading once it opens, the saved message after a change.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import {
  ApplicationSections,
  ChildrenTable,
  PassportCopyView,
  Pairs as SharedPairs,
  Section as SharedSection,
} from '../preview'
import { ReplaceEvisaForm } from './replace-evisa-form'
import { fetchApplicationDetail } from './staff-api'
import {
  actorInWords,
  formatTime,
  historyInWords,
  languageLabel,
  paymentLabel,
  statusLabel,
} from './staff-format'
import type { ApplicationDetail, StaffMailEntry } from './staff-types'
import { StatusForm } from './status-form'

const MAIL_STATES = { pending: 'waiting to be sent', sent: 'sent', failed: 'not sent: gave up after a day' }

function mailState(mail: StaffMailEntry): string {
  // Given up on purpose (mail-outbox.repository.ts, SUPERSEDED): its eVisa was replaced before it went.
  if (mail.state === 'failed' && mail.lastError === 'superseded') return 'not sent: the eVisa was replaced'
  return MAIL_STATES[mail.state]
}

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
  const heading = useRef<HTMLHeadingElement>(null)
  const savedMessage = useRef<HTMLParagraphElement>(null)
  const headingFocusedFor = useRef<string>(undefined)
  const [saved, setSaved] = useState<{ message: string; at: number }>()
  const detail = useQuery({
    queryKey: detailQueryKey(number),
    queryFn: ({ signal }) => fetchApplicationDetail(number, signal),
    // Each fetch is an opening on the audit trail: fetch on arrival, not on every focus.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
  })

  const loaded = detail.isSuccess
  useEffect(() => {
    if (!loaded || headingFocusedFor.current === number) return
    headingFocusedFor.current = number
    heading.current?.focus()
  }, [loaded, number])
  useEffect(() => {
    if (saved) savedMessage.current?.focus()
  }, [saved])

  function onSaved(next: ApplicationDetail, message: string) {
    queryClient.setQueryData(detailQueryKey(number), next)
    setSaved({ message, at: Date.now() })
  }

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
      <h1 ref={heading} tabIndex={-1}>
        Application {record.sku_id}
      </h1>
      <p className="staff-summary">
        <span>
          Status: <strong>{statusLabel(status)}</strong>
        </span>
        <span>
          Payment: <strong>{paymentLabel(record.payment_status)}</strong>
        </span>
        {/* The traveller's mails are in this language; the back-office stays English. */}
        <span>
          Language: <strong>{languageLabel(record.language)}</strong>
        </span>
        {data.authorityReference && <span>Authority reference: {data.authorityReference}</span>}
      </p>
      {data.group && (
        <nav className="staff-group-members" aria-labelledby="group-heading">
          {/* Each member's payment is on its line: a group may pay as one or each on their own. */}
          <h2 id="group-heading">Travelling together ({data.group.members.length} travellers)</h2>
          <ul>
            {data.group.members.map((member) => (
              <li key={member.number}>
                {member.number === record.sku_id ? (
                  <span aria-current="page">
                    {member.number} {member.name} (this application)
                  </span>
                ) : (
                  <Link to="/staff/applications/$number" params={{ number: member.number }}>
                    {member.number} {member.name}
                  </Link>
                )}{' '}
                — {paymentLabel(member.payment)}, {statusLabel(member.status)}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data.statusReason && <p className="notice">Reason given to the traveller: {data.statusReason}</p>}
      {data.evisa && (
        <p>
          <a href={data.evisa.url} target="_blank" rel="noreferrer">
            Download the eVisa (PDF)
          </a>
        </p>
      )}

      <div role="status">
        {saved && (
          <p key={saved.at} ref={savedMessage} tabIndex={-1} className="notice notice-success">
            {saved.message}
          </p>
        )}
      </div>
      <StatusForm
        number={record.sku_id}
        email={record.email}
        allowedMoves={data.allowedMoves}
        onSaved={onSaved}
      />
      {status === 'APPROVED' && data.evisa && (
        <ReplaceEvisaForm number={record.sku_id} email={record.email} onSaved={onSaved} />
      )}

      {/* The copy first: on a wide screen it sits left of the fields it is checked against. */}
      <div className="staff-compare">
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
        <ApplicationSections
          record={record}
          look="staff"
          childList={record.children && <ChildrenTable look="staff" rows={record.children} />}
        />
      </div>
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
              ...(data.payment.orderTotal && data.payment.orderTotal !== data.payment.amount
                ? [
                    [
                      'Order total (the group)',
                      `${data.payment.orderTotal} ${show(data.payment.currency)}`,
                    ] as [string, string],
                  ]
                : []),
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
              {formatTime(mail.sentAt ?? mail.queuedAt)} {mail.subject} to {mail.to}: {mailState(mail)}
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
              <time dateTime={entry.at}>{formatTime(entry.at)}</time>{' '}
              <strong>{actorInWords(entry.actor)}</strong>: {historyInWords(entry)}
            </>
          )}
        </Log>
      </Section>
    </article>
  )
}
