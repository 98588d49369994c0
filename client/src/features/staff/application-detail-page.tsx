// One application as staff see it: every field and child, the passport copy, where it came from,
// the payment, mails, the history, and the status form. Opening it is recorded by the server.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import {
  APPLICANT_COMPANY_FIELDS,
  type ApplicationRecord,
  DECLARATION_FIELDS,
  PERSONAL_FIELDS,
  SRI_LANKAN_COMPANY_FIELDS,
  TOURIST_CONTACT_FIELDS,
} from '../../../../shared/application'
import { CHILD_LABELS, FIELD_LABELS } from '../application-form'
import { fetchApplicationDetail } from './staff-api'
import { auditActionInWords, formatTime, paymentLabel, statusLabel } from './staff-format'
import type { ApplicationDetail } from './staff-types'
import { StatusForm } from './status-form'

const MAIL_STATES = { pending: 'waiting to be sent', sent: 'sent', failed: 'not sent: gave up after a day' }

type Key = keyof typeof FIELD_LABELS

export function detailQueryKey(number: string) {
  return ['staff', 'application', number] as const
}

function show(value: unknown): string {
  if (value === true) return 'YES'
  if (value === false) return 'NO'
  if (value === null || value === undefined) return ''
  return String(value)
}

function Details({ record, keys }: { record: ApplicationRecord; keys: readonly Key[] }) {
  const values = record as unknown as Record<string, unknown>
  return (
    <dl className="staff-fields">
      {keys.map((key) => (
        <div key={key}>
          <dt>{FIELD_LABELS[key].label}</dt>
          <dd>{show(values[key]) || <span className="not-given">Not given</span>}</dd>
        </div>
      ))}
    </dl>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card staff-section" aria-labelledby={`staff-${id}`}>
      <h2 id={`staff-${id}`}>{title}</h2>
      {children}
    </section>
  )
}

function Children({ record }: { record: ApplicationRecord }) {
  if (!record.children?.length) return <p>No children are travelling on this passport.</p>
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus.
    <section className="table-wrap" aria-label="Children" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">{CHILD_LABELS.child_surnane.label}</th>
            <th scope="col">{CHILD_LABELS.child_givenName.label}</th>
            <th scope="col">{CHILD_LABELS.child_date_of_birth.label}</th>
            <th scope="col">{CHILD_LABELS.child_gender.label}</th>
            <th scope="col">{CHILD_LABELS.child_relationship.label}</th>
          </tr>
        </thead>
        <tbody>
          {record.children.map((child, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: children have no id and never reorder here.
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{child.child_surname || child.child_surnane}</td>
              <td>{child.child_givenName}</td>
              <td>{child.child_date_of_birth}</td>
              <td>{child.child_gender}</td>
              <td>{child.child_relationship}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function PassportCopy({ copy }: { copy: ApplicationDetail['passportCopy'] }) {
  if (!copy) return <p className="not-given">No passport copy is attached.</p>
  if (copy.contentType === 'application/pdf') {
    return (
      <p>
        <a href={copy.url} target="_blank" rel="noreferrer">
          Download the passport copy (PDF)
        </a>
      </p>
    )
  }
  return <img className="staff-passport-copy" src={copy.url} alt="Passport copy (photo page)" />
}

function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="staff-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || <span className="not-given">Unknown</span>}</dd>
        </div>
      ))}
    </dl>
  )
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
  const isBusiness = record.visaType === 'BUSINESS VISA'
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

      <Section id="personal" title="Personal and Passport Information">
        <Details record={record} keys={PERSONAL_FIELDS} />
      </Section>
      <Section id="children" title="Child information in parent's passport">
        <Children record={record} />
      </Section>
      <Section id="travel" title="Travel Information">
        <Details
          record={record}
          keys={[
            'days_14_days_before_this_travel',
            isBusiness ? 'purpose_of_description' : 'visa_required_days',
            'intended_arrival_date',
            'purpose_of_visit',
          ]}
        />
      </Section>
      <Section id="contact" title="Contact Details">
        {isBusiness ? (
          <>
            <h3>Applicant's Company</h3>
            <Details record={record} keys={APPLICANT_COMPANY_FIELDS} />
            <h3>Sri Lankan Company</h3>
            <Details record={record} keys={SRI_LANKAN_COMPANY_FIELDS} />
          </>
        ) : (
          <Details record={record} keys={TOURIST_CONTACT_FIELDS} />
        )}
      </Section>
      <Section id="declaration" title="Declaration">
        <Details record={record} keys={DECLARATION_FIELDS} />
      </Section>
      <Section id="document" title="Passport copy">
        <PassportCopy copy={data.passportCopy} />
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
        {data.mails.length === 0 ? (
          <p>No mails yet.</p>
        ) : (
          <ul className="staff-log">
            {data.mails.map((mail, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: mails are listed as queued and never reorder.
              <li key={index}>
                {formatTime(mail.sentAt ?? mail.queuedAt)} {mail.subject} to {mail.to}:{' '}
                {MAIL_STATES[mail.state]}
                {mail.state !== 'sent' && mail.attempts > 0 ? `, ${mail.attempts} attempts` : ''}
                {mail.lastError ? ` (last error: ${mail.lastError})` : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="history" title="History">
        {data.audit.length === 0 ? (
          <p>Nothing recorded yet.</p>
        ) : (
          <ol className="staff-log">
            {data.audit.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the audit is append-only and never reorders.
              <li key={index}>
                <time dateTime={entry.at}>{formatTime(entry.at)}</time> <strong>{entry.actor}</strong>{' '}
                {auditActionInWords(entry.action)}
                {entry.detail ? `: ${entry.detail}` : ''}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </article>
  )
}
