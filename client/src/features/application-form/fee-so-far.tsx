// "Fee: 85 USD" as soon as the visa type or nationality decides it, from the rule the server
// charges by. A polite live region: a change of visa type is announced without interrupting.
import { useField } from '@formisch/react'
import { FEE_CURRENCY, feeSoFar } from '../../../../shared/fees'
import { useApplicationForm } from './form-context'

export function FeeSoFar() {
  const { form } = useApplicationForm()
  const visaType = useField(form, { path: ['visaType'] }).input
  const nationality = useField(form, { path: ['nationality'] }).input
  const fee = feeSoFar({ visaType, nationality })
  return (
    <p className="fee-so-far" aria-live="polite">
      {fee === undefined ? (
        'Fee: shown once you choose a Visa Type.'
      ) : (
        <>
          Fee:{' '}
          <strong>
            {fee} {FEE_CURRENCY}
          </strong>{' '}
          <span className="fee-so-far-note">(children on this passport included)</span>
        </>
      )}
    </p>
  )
}
