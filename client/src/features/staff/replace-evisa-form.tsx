// A wrong eVisa PDF attached on approval is put right here: the corrected file replaces it, the
// traveller is mailed it again, and the history says who did it and why.
import { type FormEvent, useState } from 'react'
import { ConfirmDialog } from './confirm-dialog'
import { replaceEvisa } from './staff-api'
import { StaffField, SubmitRow, useStaffCall } from './staff-form'
import type { ApplicationDetail } from './staff-types'

interface Props {
  number: string
  email: string
  onSaved: (detail: ApplicationDetail, message: string) => void
}

export function ReplaceEvisaForm({ number, email, onSaved }: Props) {
  const [confirming, setConfirming] = useState<{ file: File; note: string; form: HTMLFormElement }>()
  const { error, setError, busy, run } = useStaffCall('The eVisa could not be replaced. Please try again.')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const evisa = data.get('evisa')
    const note = String(data.get('note') ?? '').trim()
    if (!(evisa instanceof File) || evisa.size === 0) {
      setError('Attach the corrected eVisa file (PDF).')
      return
    }
    if (!note) {
      setError('Say what was wrong with the eVisa it replaces.')
      return
    }
    setError('')
    setConfirming({ file: evisa, note, form })
  }

  async function save(file: File, note: string, form: HTMLFormElement) {
    await run(async () => {
      const detail = await replaceEvisa(number, file, note)
      form.reset()
      onSaved(detail, `eVisa replaced: the corrected one is on its way to ${email}.`)
    })
  }

  return (
    <form className="card staff-status-form stack" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Replace the eVisa</legend>
        <p className="field-hint">
          If the eVisa sent was wrong, attach the corrected PDF: the traveller is e-mailed it again and the
          wrong file is deleted.
        </p>
        <StaffField id="replace-evisa" label="Corrected eVisa file">
          <input id="replace-evisa" name="evisa" type="file" accept="application/pdf" required />
        </StaffField>
        <StaffField id="replace-note" label="What was wrong" hint="For the history; staff only.">
          <textarea id="replace-note" name="note" rows={2} required aria-describedby="replace-note-hint" />
        </StaffField>
      </fieldset>
      <SubmitRow error={error} busy={busy} label="Replace the eVisa" busyLabel="Replacing…" />
      <ConfirmDialog
        open={confirming !== undefined}
        question={`Replace the eVisa and e-mail the corrected one to ${email}?`}
        confirmLabel="Replace and send"
        onConfirm={() => {
          const pending = confirming
          setConfirming(undefined)
          if (pending) void save(pending.file, pending.note, pending.form)
        }}
        onCancel={() => setConfirming(undefined)}
      />
    </form>
  )
}
