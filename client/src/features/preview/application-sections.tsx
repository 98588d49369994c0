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
import { COUNTRY_FIELDS } from '../../../../shared/countries'
import { countryNameOfValue } from '../../lib/country-value-names'
import { CHILD_LABELS, FIELD_LABELS } from '../../lib/field-labels'
import { m } from '../../lib/i18n'
import { optionLabel } from '../../lib/option-labels'
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
  /** How a stored choice reads (a country, a gender, a visa type). */
  choice: (value: string) => string
}

/** Fields whose value is a choice from a list rather than typed text. */
const CHOICES = new Set<string>([
  ...COUNTRY_FIELDS,
  'visaType',
  'title',
  'gender',
  'visa_required_days',
  'purpose_of_visit',
  'child_gender',
  'child_relationship',
])

/** A stored choice in the traveller's language: countries by name, the form's choices by label. */
function choiceInLanguage(value: string): string {
  const label = optionLabel(value)
  return label === value ? countryNameOfValue(value) : label
}

export const LOOKS = {
  preview: {
    id: 'preview',
    section: 'card preview-section',
    list: 'preview-list',
    item: 'preview-item',
    companies: 'preview-companies',
    date: formatDate,
    choice: choiceInLanguage,
  },
  // The back-office reads values as stored, in English.
  staff: {
    id: 'staff',
    section: 'card staff-section',
    list: 'staff-fields',
    date: (value) => value,
    choice: (value) => value,
  },
} satisfies Record<string, Look>

export type LookName = keyof typeof LOOKS

function display(record: ApplicationRecord, key: Key, look: Look): string {
  const value = (record as unknown as Record<string, unknown>)[key]
  if (typeof value === 'boolean') return yesNo(value)
  if (typeof value !== 'string') return value === null || value === undefined ? '' : String(value)
  if (DATES.has(key)) return look.date(value)
  return CHOICES.has(key) ? look.choice(value) : value
}

/** Label and value pairs; an empty value reads `missing`. */
export function Pairs({
  look,
  rows,
  missing = m.preview_not_given(),
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
export function childValues(child: Child, look: Look) {
  return [
    [CHILD_LABELS.child_surnane.label, child.child_surname || child.child_surnane],
    [CHILD_LABELS.child_givenName.label, child.child_givenName],
    [CHILD_LABELS.child_date_of_birth.label, look.date(child.child_date_of_birth)],
    [CHILD_LABELS.child_gender.label, look.choice(child.child_gender)],
    [CHILD_LABELS.child_relationship.label, look.choice(child.child_relationship)],
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
  return (
    // Focusable so that keyboard users can scroll a table wider than its box.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus.
    <section className={className} aria-label={m.preview_children()} tabIndex={0}>
      <table>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{m.preview_number_column()}</th>
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
              {childValues(child, LOOKS[look]).map(([label, value]) => (
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
      <Section look={look} id="personal" title={m.apply_section_personal()}>
        <Details record={record} look={look} keys={PERSONAL_FIELDS} />
      </Section>
      <Section look={look} id="children" title={m.apply_section_children()}>
        {record.children?.length ? childList : <p>{m.preview_no_children()}</p>}
      </Section>
      <Section look={look} id="travel" title={m.apply_section_travel()}>
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
      <Section look={look} id="contact" title={m.apply_section_contact()}>
        {isBusiness ? (
          <div className={companies}>
            <div>
              <h3>{m.apply_applicant_company()}</h3>
              <Details record={record} look={look} keys={APPLICANT_COMPANY_FIELDS} />
            </div>
            <div>
              <h3>{m.apply_sri_lankan_company()}</h3>
              <Details record={record} look={look} keys={SRI_LANKAN_COMPANY_FIELDS} />
            </div>
          </div>
        ) : (
          <Details record={record} look={look} keys={TOURIST_CONTACT_FIELDS} />
        )}
      </Section>
      <Section look={look} id="declaration" title={m.apply_section_declaration()}>
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
          {m.preview_download_copy()}
        </a>
      </p>
    )
  }
  return <img className={className} src={url} alt={m.preview_copy_alt()} onError={onError} />
}
