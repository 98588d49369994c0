// "Fee: 85 USD" as soon as the visa type or nationality decides it, from the rule the server
// charges by. A polite live region: a change of visa type is announced without interrupting.
import { useField } from '@formisch/react'
import { FEE_CURRENCY, feeSoFar } from '../../../../shared/fees'
import { formatNumber, m } from '../../lib/i18n'
import { useApplicationForm } from './form-context'

export function FeeSoFar() {
  const { form } = useApplicationForm()
  const visaType = useField(form, { path: ['visaType'] }).input
  const nationality = useField(form, { path: ['nationality'] }).input
  const fee = feeSoFar({ visaType, nationality })
  return (
    <p className="fee-so-far" aria-live="polite">
      {fee === undefined ? (
        m.apply_fee_unknown()
      ) : (
        <>
          {m.apply_fee_label()}{' '}
          <strong>{m.common_fees_amount({ amount: formatNumber(fee), currency: FEE_CURRENCY })}</strong>{' '}
          <span className="fee-so-far-note">{m.apply_fee_children_included()}</span>
        </>
      )}
    </p>
  )
}
