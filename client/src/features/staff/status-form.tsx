// Moves an application on: only the moves the server allows from its status are offered; a
// reason, the authority's reference or the eVisa PDF is asked when the move needs it. Approving
// is final and mails the eVisa at once, so it is confirmed first, naming the address.
import { type FormEvent, useState } from 'react'
import type { ApplicationStatus } from '../../../../shared/application-status'
import { ConfirmDialog } from './confirm-dialog'
import { changeStatus, type StatusChange } from './staff-api'
import { StaffField, SubmitRow, useStaffCall } from './staff-form'
import { STATUS_LABELS } from './staff-format'
import type { ApplicationDetail } from './staff-types'

const NEEDS_REASON = new Set<ApplicationStatus>(['NEEDS_CORRECTION', 'REJECTED'])

interface Props {
  number: string
  /** The traveller's address, which the approval mails the eVisa to. */
  email: string
  allowedMoves: ApplicationStatus[]
  /** The answer after the change, and the message saying what was saved. */
  onSaved: (detail: ApplicationDetail, message: string) => void
}

export function StatusForm({ number, email, allowedMoves, onSaved }: Props) {
  const [target, setTarget] = useState<ApplicationStatus | ''>('')
  const [confirming, setConfirming] = useState<{ change: StatusChange; form: HTMLFormElement }>()
  const { error, setError, busy, run } = useStaffCall('The status could not be saved. Please try again.')

  if (allowedMoves.length === 0) {
    return <p className="notice">This application's status cannot be changed now.</p>
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    if (!target) {
      setError('Choose the new status.')
      return
    }
    const note = String(data.get('note') ?? '').trim()
    const reason = String(data.get('reason') ?? '').trim()
    const authorityReference = String(data.get('authorityReference') ?? '').trim()
    const evisa = data.get('evisa')
    if (NEEDS_REASON.has(target) && !reason) {
      setError('Give the reason the traveller will read.')
      return
    }
    if (target === 'SUBMITTED' && !authorityReference) {
      setError("Enter the authority's reference.")
      return
    }
    const file = evisa instanceof File && evisa.size > 0 ? evisa : undefined
    if (target === 'APPROVED' && !file) {
      setError('Attach the eVisa file (PDF).')
      return
    }
    const change: StatusChange = {
      status: target,
      note,
      reason: NEEDS_REASON.has(target) ? reason : undefined,
      authorityReference: target === 'SUBMITTED' ? authorityReference : undefined,
      evisa: target === 'APPROVED' ? file : undefined,
    }
    if (target === 'APPROVED') {
      setError('')
      setConfirming({ change, form })
    } else await save(change, form)
  }

  async function save(change: StatusChange, form: HTMLFormElement) {
    const status = change.status as ApplicationStatus
    await run(async () => {
      const detail = await changeStatus(number, change)
      form.reset()
      setTarget('')
      onSaved(detail, `Status saved: ${STATUS_LABELS[status]}.`)
    })
  }

  return (
    <form className="card staff-status-form stack" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Change the status</legend>
        <StaffField id="status-target" label="Status">
          <select
            id="status-target"
            name="status"
            value={target}
            onChange={(event) => setTarget(event.target.value as ApplicationStatus | '')}
            required
          >
            <option value="">Choose…</option>
            {allowedMoves.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status] ?? status}
              </option>
            ))}
          </select>
        </StaffField>
        {target && NEEDS_REASON.has(target) && (
          <StaffField id="status-reason" label="Reason" hint="The traveller reads this.">
            <textarea
              id="status-reason"
              name="reason"
              rows={3}
              required
              aria-describedby="status-reason-hint"
            />
          </StaffField>
        )}
        {target === 'SUBMITTED' && (
          <StaffField id="status-reference" label="Authority reference">
            <input id="status-reference" name="authorityReference" autoComplete="off" required />
          </StaffField>
        )}
        {target === 'APPROVED' && (
          <StaffField id="status-evisa" label="eVisa file">
            <input id="status-evisa" name="evisa" type="file" accept="application/pdf" required />
          </StaffField>
        )}
        <StaffField id="status-note" label="Note" hint="For the history; staff only.">
          <textarea id="status-note" name="note" rows={2} aria-describedby="status-note-hint" />
        </StaffField>
      </fieldset>
      <SubmitRow error={error} busy={busy} label="Save status" busyLabel="Saving…" />
      <ConfirmDialog
        open={confirming !== undefined}
        question={`Approve and e-mail the eVisa to ${email}?`}
        confirmLabel="Approve and send"
        onConfirm={() => {
          const pending = confirming
          setConfirming(undefined)
          if (pending) void save(pending.change, pending.form)
        }}
        onCancel={() => setConfirming(undefined)}
      >
        <p>Approving is final: the traveller gets the attached eVisa by e-mail at once.</p>
      </ConfirmDialog>
    </form>
  )
}
