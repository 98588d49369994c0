// The price list, shown before anything is filled in (home page, Services). It reads the table
// the server charges by, so the two cannot drift apart.
import { FEE_CURRENCY, FEE_TABLE } from '../../../shared/fees'

const FEE_ROWS: [label: string, amount: number][] = [
  ['Tourist eVisa', FEE_TABLE.byVisaType['TOURIST VISA']],
  ['Business eVisa', FEE_TABLE.byVisaType['BUSINESS VISA']],
  ['Nationals of India, either type', FEE_TABLE.indianNationals],
]

interface Props {
  /** The heading's id, so the list can be named by it. */
  id: string
  heading?: 'h2' | 'h3'
  className?: string
}

export function FeeList({ id, heading: Heading = 'h2', className }: Props) {
  return (
    <section className={className ? `fees ${className}` : 'fees'} aria-labelledby={id}>
      <Heading id={id}>eVisa fees</Heading>
      <dl className="fee-list">
        {FEE_ROWS.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {amount} {FEE_CURRENCY}
            </dd>
          </div>
        ))}
      </dl>
      <p className="fee-note">
        One fee per application, all included: children on the parent's passport at no extra fee. Paid through
        PayPal after you check your answers.
      </p>
    </section>
  )
}
