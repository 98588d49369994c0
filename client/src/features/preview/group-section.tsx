// Travelling together (docs/decisions/018-groups.md): the preview of a member of a group lists every
// traveller of the group this device holds, with their fee and the total, pays the unpaid ones at
// once, and adds the next traveller with the shared travel details filled in.
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { FEE_CURRENCY, feeForApplication, formatFee } from '../../../../shared/fees'
import { GROUP_MAX_TRAVELLERS, type GroupMember } from '../../../../shared/groups'
import { m } from '../../lib/i18n'
import { optionLabel } from '../../lib/option-labels'
import { addTraveller, type Draft, draftDisplayName, GroupFullError, useDrafts } from '../../offline'

/** The drafts of the group `draft` belongs to, first traveller first; just itself when alone. */
export function useGroupDrafts(draft: Draft | null | undefined): Draft[] {
  const { drafts } = useDrafts()
  if (!draft) return []
  if (!draft.group) return [draft]
  const groupId = draft.group.id
  return (drafts ?? [draft])
    .filter((each) => each.group?.id === groupId)
    .sort((a, b) => a.createdAt - b.createdAt)
}

function feeOfDraft(draft: Draft): number {
  return feeForApplication({ nationality: draft.data.nationality, visaType: draft.data.visaType })
}

function stateOf(draft: Draft): string {
  if (draft.syncState === 'paid') return m.preview_group_paid()
  if (draft.skuId) return m.preview_group_state_unpaid()
  if (draft.syncState === 'queued') return m.preview_group_state_waiting()
  return m.preview_group_state_not_submitted()
}

/** "Add another traveller": a new draft of the group, opened on /Apply. */
export function AddTravellerButton({ draft, count }: { draft: Draft; count: number }) {
  const navigate = useNavigate()
  const [problem, setProblem] = useState('')
  if (count >= GROUP_MAX_TRAVELLERS) {
    return <p className="field-hint">{m.preview_group_max({ max: GROUP_MAX_TRAVELLERS })}</p>
  }
  const add = async () => {
    try {
      const next = await addTraveller(draft.id)
      await navigate({ to: '/Apply', search: { draft: next.id } })
    } catch (error) {
      setProblem(
        error instanceof GroupFullError
          ? m.preview_group_max({ max: GROUP_MAX_TRAVELLERS })
          : m.preview_group_add_failed(),
      )
    }
  }
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => void add()}>
        {m.preview_group_add()}
      </button>
      {problem && (
        <p role="alert" className="notice notice-warning">
          {problem}
        </p>
      )}
    </>
  )
}

/** Every traveller of the group and the total still to pay; "Next To Pay" pays them all at once. */
export function GroupSection({ skuId, members }: { skuId: string; members: Draft[] }) {
  const unpaid = members.filter((member) => member.syncState !== 'paid')
  const total = unpaid.reduce((sum, member) => sum + feeOfDraft(member), 0)
  const allSubmitted = unpaid.every((member) => member.skuId)
  return (
    <section className="card preview-group" aria-labelledby="preview-group-title">
      <h2 id="preview-group-title">{m.preview_group_title({ count: members.length })}</h2>
      {/* Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus. */}
      <section className="table-wrap" aria-label={m.preview_group_table()} tabIndex={0}>
        <table className="preview-group-table">
          <caption className="visually-hidden">{m.preview_group_caption()}</caption>
          <thead>
            <tr>
              <th scope="col">{m.preview_group_traveller()}</th>
              <th scope="col">{m.preview_group_passport()}</th>
              <th scope="col">{m.preview_group_visa_type()}</th>
              <th scope="col">{m.preview_group_application_number()}</th>
              <th scope="col">{m.preview_group_fee()}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <td>{draftDisplayName(member.data)}</td>
                <td>{typeof member.data.passport_number === 'string' ? member.data.passport_number : ''}</td>
                <td>{typeof member.data.visaType === 'string' ? optionLabel(member.data.visaType) : ''}</td>
                <td>{member.skuId ?? stateOf(member)}</td>
                <td>
                  {member.syncState === 'paid'
                    ? m.preview_group_paid()
                    : `${FEE_CURRENCY} ${formatFee(feeOfDraft(member))}`}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {m.preview_group_total()}
              </th>
              <td className="preview-group-total">
                {FEE_CURRENCY} {formatFee(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
      {unpaid.length > 1 &&
        (allSubmitted ? (
          <PayGroupLink skuId={skuId}>{m.preview_group_pay_all({ count: unpaid.length })}</PayGroupLink>
        ) : (
          <p className="field-hint">{m.preview_group_pay_when_sent()}</p>
        ))}
    </section>
  )
}

/**
 * A member of a group opened on a device that does not hold the others' drafts (a look-up on
 * Visa-Fee, another device): the server's list of the group, and one payment for all unpaid.
 */
export function ServerGroupOffer({ skuId, members }: { skuId: string; members: GroupMember[] }) {
  const unpaid = members.filter((member) => member.payment_status === 'UNPAID')
  if (unpaid.length < 2) return null
  const total = unpaid.reduce((sum, member) => sum + Number(member.amount), 0)
  return (
    <section className="card preview-group" aria-labelledby="preview-group-title">
      <h2 id="preview-group-title">{m.preview_group_title({ count: members.length })}</h2>
      <p>
        {m.preview_group_made_with({ others: members.length - 1 })}{' '}
        {m.preview_group_unpaid({ unpaid: unpaid.length, total: `${FEE_CURRENCY} ${formatFee(total)}` })}
      </p>
      <PayGroupLink skuId={skuId}>{m.preview_group_pay_all_server({ count: unpaid.length })}</PayGroupLink>
    </section>
  )
}

/** The way to one payment for every unpaid member of the group `skuId` belongs to. */
function PayGroupLink({ skuId, children }: { skuId: string; children: ReactNode }) {
  return (
    <p>
      <Link
        to="/Payment/$id"
        params={{ id: skuId }}
        search={{ group: true }}
        className="button button-primary"
      >
        {children}
      </Link>
    </p>
  )
}
