// One application, read-only, grouped like the form: the traveller's preview and the staff detail
// page both show it with these sections. `look` picks each page's class names and id prefix, and
// how a value reads (the preview writes dates out; staff see them as stored).
import type { ReactNode } from 'react'
import {
  APPLICANT_COMPANY_FIELDS,
  type ApplicationRecord,
  DECLARATION_FIELDS,
  PERSONAL_FIELDS,
  SRI_LANKAN_COMPANY_FIELDS,
  TOURIST_CONTACT_FIELDS,
} from '../../../../shared/application'
import { CHILD_LABELS, FIELD_LABELS } from '../../lib/field-labels'
import { formatDate, yesNo } from './format'

type Key = keyof typeof FIELD_LABELS
type Child = NonNullable<ApplicationRecord['children']>[number]

const DATES = new Set<Key>([
  'date_of_birth',
  'passport_issued_date',
  'passport_expiry_date',
  'intended_arrival_date',
])

interface Look {
  id: string
  section: string
  list: string
  item?: string
  companies?: string
  /** How a date reads. */
  date: (value: string) => string
}

export const LOOKS = {
  preview: {
    id: 'preview',
    section: 'card preview-section',
    list: 'preview-list',
    item: 'preview-item',
    companies: 'preview-companies',
    date: formatDate,
  },
  staff: { id: 'staff', section: 'card staff-section', list: 'staff-fields', date: (value) => value },
} satisfies Record<string, Look>

export type LookName = keyof typeof LOOKS

function display(record: ApplicationRecord, key: Key, look: Look): string {
  const value = (record as unknown as Record<string, unknown>)[key]
  if (typeof value === 'boolean') return yesNo(value)
  if (typeof value !== 'string') return value === null || value === undefined ? '' : String(value)
  return DATES.has(key) ? look.date(value) : value
}

/** Label and value pairs; an empty value reads `missing`. */
export function Pairs({
  look,
  rows,
  missing = 'Not given',
}: {
  look: LookName
  rows: readonly (readonly [string, ReactNode])[]
  missing?: string
}) {
  const { list, item } = LOOKS[look] as Look
  return (
    <dl className={list}>
      {rows.map(([label, value]) => (
        <div key={label} className={item}>
          <dt>{label}</dt>
          <dd>{value || <span className="not-given">{missing}</span>}</dd>
        </div>
      ))}
    </dl>
  )
}

function Details({
  record,
  keys,
  look,
}: {
  record: ApplicationRecord
  keys: readonly Key[]
  look: LookName
}) {
  const rows = keys.map((key) => [FIELD_LABELS[key].label, display(record, key, LOOKS[look])] as const)
  return <Pairs look={look} rows={rows} />
}

export function Section({
  look,
  id,
  title,
  children,
}: {
  look: LookName
  id: string
  title: string
  children: ReactNode
}) {
  const prefix = LOOKS[look].id
  return (
    <section className={LOOKS[look].section} aria-labelledby={`${prefix}-${id}`}>
      <h2 id={`${prefix}-${id}`}>{title}</h2>
      {children}
    </section>
  )
}

/** A child's values in the order of CHILD_LABELS; the old spelling of the surname still reads. */
export function childValues(child: Child, date: (value: string) => string) {
  return [
    [CHILD_LABELS.child_surnane.label, child.child_surname || child.child_surnane],
    [CHILD_LABELS.child_givenName.label, child.child_givenName],
    [CHILD_LABELS.child_date_of_birth.label, date(child.child_date_of_birth)],
    [CHILD_LABELS.child_gender.label, child.child_gender],
    [CHILD_LABELS.child_relationship.label, child.child_relationship],
  ] as const
}

export function ChildrenTable({
  rows,
  look,
  className = 'table-wrap',
  caption,
}: {
  rows: readonly Child[]
  look: LookName
  className?: string
  caption?: string
}) {
  const date = LOOKS[look].date
  return (
    // Focusable so that keyboard users can scroll a table wider than its box.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus.
    <section className={className} aria-label="Children" tabIndex={0}>
      <table>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">No.</th>
            {Object.values(CHILD_LABELS).map(({ label }) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((child, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: children have no id and never reorder here.
            <tr key={index}>
              <td>{index + 1}</td>
              {childValues(child, date).map(([label, value]) => (
                <td key={label}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/**
 * The sections of the form, read-only: personal, children (`childList`, as each page shows them),
 * travel, contact and declaration. The travel and contact blocks follow the visa type.
 */
export function ApplicationSections({
  record,
  look,
  childList,
}: {
  record: ApplicationRecord
  look: LookName
  childList: ReactNode
}) {
  const isBusiness = record.visaType === 'BUSINESS VISA'
  const companies = (LOOKS[look] as Look).companies
  return (
    <>
      <Section look={look} id="personal" title="Personal and Passport Information">
        <Details record={record} look={look} keys={PERSONAL_FIELDS} />
      </Section>
      <Section look={look} id="children" title="Child information in parent's passport">
        {record.children?.length ? childList : <p>No children are travelling on this passport.</p>}
      </Section>
      <Section look={look} id="travel" title="Travel Information">
        <Details
          record={record}
          look={look}
          keys={[
            'days_14_days_before_this_travel',
            isBusiness ? 'purpose_of_description' : 'visa_required_days',
            'intended_arrival_date',
            'purpose_of_visit',
          ]}
        />
      </Section>
      <Section look={look} id="contact" title="Contact Details">
        {isBusiness ? (
          <div className={companies}>
            <div>
              <h3>Applicant's Company</h3>
              <Details record={record} look={look} keys={APPLICANT_COMPANY_FIELDS} />
            </div>
            <div>
              <h3>Sri Lankan Company</h3>
              <Details record={record} look={look} keys={SRI_LANKAN_COMPANY_FIELDS} />
            </div>
          </div>
        ) : (
          <Details record={record} look={look} keys={TOURIST_CONTACT_FIELDS} />
        )}
      </Section>
      <Section look={look} id="declaration" title="Declaration">
        <Details record={record} look={look} keys={DECLARATION_FIELDS} />
      </Section>
    </>
  )
}

/** The passport copy: a link to a PDF, else the picture. */
export function PassportCopyView({
  url,
  pdf,
  className,
  onError,
}: {
  url: string
  pdf: boolean
  className: string
  onError?: () => void
}) {
  if (pdf) {
    return (
      <p>
        <a href={url} target="_blank" rel="noreferrer">
          Download the passport copy (PDF)
        </a>
      </p>
    )
  }
  return <img className={className} src={url} alt="Passport copy (photo page)" onError={onError} />
}
