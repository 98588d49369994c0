// Spec §2 "Payment": the application number, the applicant's initials, the fee the server priced,
// and PayPal's buttons (pay-online.tsx); Back is refused while the payment screen is open. Anyone
// may pay for a traveller, so this screen needs no key and shows nothing from the passport.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FEE_CURRENCY, feeForApplication, formatFee } from '../../../../shared/fees'
import type { GroupMember } from '../../../../shared/groups'
import { type ApplicationView, applicationQueryOptions, isFullApplication } from '../../lib/applications'
import { m } from '../../lib/i18n'
import { optionLabel } from '../../lib/option-labels'
import { serverMessage } from '../../lib/server-messages'
import { PayOnline } from './pay-online'
import { useBlockBackNavigation } from './use-block-back-navigation'
import './payment.css'
import { WarningAlert } from '../../components/warning-alert'

/**
 * The fee the server priced, as a number: anyone may pay, so this screen usually has only the
 * summary, which carries the fee; the rule is the fallback for a full record without one.
 */
export function feeOf(record: ApplicationView): number {
  const amount = Number(record.amount)
  if (record.amount !== undefined && record.amount !== '' && Number.isFinite(amount)) return amount
  return feeForApplication(isFullApplication(record) ? record : { visaType: record.visaType })
}

/** Whose application it is, without naming them: the initials ("J. S."), which the server sends. */
function applicantOf(record: ApplicationView): string {
  if (record.initials) return record.initials
  return isFullApplication(record) ? [record.surname, record.other_name].filter(Boolean).join(' ') : ''
}

/** The unpaid members of the application's group, when this device may see them (its key). */
function unpaidMembers(record: ApplicationView): GroupMember[] {
  const members = isFullApplication(record) ? (record.group ?? []) : []
  return members.filter((member) => member.payment_status === 'UNPAID')
}

/** One payment for several travellers: each of them with their fee, the total, and PayPal's buttons. */
function GroupPayment({ members }: { members: GroupMember[] }) {
  const releaseBackNavigation = useBlockBackNavigation()
  const total = members.reduce((sum, member) => sum + Number(member.amount), 0)
  return (
    <article className="payment">
      <h1>{m.payment_title()}</h1>
      <div className="card payment-summary">
        <h2>{m.payment_group_title({ count: members.length })}</h2>
        <ul className="payment-travellers">
          {members.map((member) => (
            <li key={member.sku_id}>
              <span className="application-number">{member.sku_id}</span> {member.initials},{' '}
              {optionLabel(member.visaType)}: {member.currency} {member.amount}
            </li>
          ))}
        </ul>
        <p>
          {m.payment_group_total()}{' '}
          <strong className="payment-fee">
            {FEE_CURRENCY} {formatFee(total)}
          </strong>
        </p>
        <p className="field-hint">{m.payment_group_fee_hint()}</p>
      </div>
      <PayOnline
        skuId={members[0]?.sku_id ?? ''}
        skuIds={members.map((member) => member.sku_id)}
        amount={formatFee(total)}
        releaseBackNavigation={releaseBackNavigation}
      />
    </article>
  )
}

export function PaymentPage({ id, group = false }: { id: string; group?: boolean }) {
  const { data: record } = useSuspenseQuery(applicationQueryOptions(id))
  const members = group ? unpaidMembers(record) : []
  if (members.length > 1) return <GroupPayment members={members} />
  return <SinglePayment record={record} />
}

function SinglePayment({ record }: { record: ApplicationView }) {
  const releaseBackNavigation = useBlockBackNavigation()
  const paid = record.payment_status === 'COMPLETED'
  const name = applicantOf(record)
  const fee = feeOf(record)
  return (
    <article className="payment">
      <h1>{m.payment_title()}</h1>
      <div className="card payment-summary">
        <dl>
          <div>
            <dt>{m.payment_application_number()}</dt>
            <dd className="application-number">{record.sku_id}</dd>
          </div>
          {name && (
            <div>
              <dt>{m.payment_applicant()}</dt>
              <dd>{name}</dd>
            </div>
          )}
          <div>
            <dt>{m.payment_visa_type()}</dt>
            <dd>{optionLabel(record.visaType)}</dd>
          </div>
          <div>
            <dt>{m.payment_fee()}</dt>
            <dd className="payment-fee">
              {record.currency ?? FEE_CURRENCY} {formatFee(fee)}
            </dd>
          </div>
        </dl>
        <p className="field-hint">{m.payment_fee_hint()}</p>
      </div>
      {paid ? (
        <section className="notice notice-success" aria-labelledby="payment-paid-title">
          <h2 id="payment-paid-title">{m.payment_already_paid()}</h2>
          <p>{m.payment_already_paid_text()}</p>
          <p>
            <Link to="/" className="button button-primary">
              {m.common_go_home()}
            </Link>
          </p>
        </section>
      ) : (
        <PayOnline
          skuId={record.sku_id}
          amount={formatFee(fee)}
          releaseBackNavigation={releaseBackNavigation}
        />
      )}
    </article>
  )
}

export function PaymentLoadError({ error }: { error: unknown }) {
  const message =
    error instanceof Error && error.message ? serverMessage(error.message) : m.payment_something_wrong()
  return (
    <article className="payment">
      <h1>{m.payment_title()}</h1>
      <WarningAlert>{m.payment_load_failed({ reason: message })}</WarningAlert>
      <p>
        <Link to="/Visa-Fee" className="button button-secondary">
          {m.payment_look_up()}
        </Link>
      </p>
    </article>
  )
}
