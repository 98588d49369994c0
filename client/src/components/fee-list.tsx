// The price list, shown before anything is filled in (home page, Services). It reads the table
// the server charges by, so the two cannot drift apart.
import { FEE_CURRENCY, FEE_TABLE } from '../../../shared/fees'
import { formatNumber, m } from '../lib/i18n'

const FEE_ROWS: [label: () => string, amount: number][] = [
  [() => m.common_fees_tourist(), FEE_TABLE.byVisaType['TOURIST VISA']],
  [() => m.common_fees_business(), FEE_TABLE.byVisaType['BUSINESS VISA']],
  [() => m.common_fees_india(), FEE_TABLE.indianNationals],
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
      <Heading id={id}>{m.common_fees_title()}</Heading>
      <dl className="fee-list">
        {FEE_ROWS.map(([label, amount]) => (
          <div key={amount + label()}>
            <dt>{label()}</dt>
            <dd>{m.common_fees_amount({ amount: formatNumber(amount), currency: FEE_CURRENCY })}</dd>
          </div>
        ))}
      </dl>
      <p className="fee-note">{m.common_fees_note()}</p>
    </section>
  )
}
