// Spec §2 "Preview": every value read-only, grouped like the form, before the traveller pays.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import type { ApplicationRecord } from '../../../../shared/application'
import { applicationQueryOptions, uploadUrl } from '../../lib/applications'
import { CHILD_LABELS, FIELD_LABELS } from '../application-form/field-labels'
import { formatDate, yesNo } from './format'
import './preview.css'

type Key = keyof typeof FIELD_LABELS

const PERSONAL: Key[] = [
  'visaType',
  'surname',
  'other_name',
  'title',
  'date_of_birth',
  'gender',
  'Country_of_birth',
  'nationality',
  'email',
  'Occupation',
  'passport_number',
  'passport_issued_date',
  'passport_expiry_date',
]
const TOURIST_CONTACT: Key[] = [
  'address_line1',
  'address_line2',
  'city',
  'state',
  'postal_code',
  'Country_or_region',
  'mobile_number',
  'address_in_srilanka',
]
const APPLICANT_COMPANY: Key[] = [
  'applicant_company_name',
  'applicant_company_add',
  'applicant_company_city',
  'applicant_company_state',
  'applicant_company_zipcode',
  'applicant_company_region',
  'applicant_company_email',
]
const SRI_LANKAN_COMPANY: Key[] = [
  'Sri_Lankan_Company_name',
  'Sri_Lankan_Company_address',
  'Sri_Lankan_Company_city',
  'Sri_Lankan_Company_state',
  'Sri_Lankan_Company_zipcode',
  'Sri_Lankan_Company_telehone',
]
const DECLARATIONS: Key[] = ['valid_residence_visa', 'currently_in_sri_lanka', 'multiple_entry_visa']
const DATES = new Set<Key>([
  'date_of_birth',
  'passport_issued_date',
  'passport_expiry_date',
  'intended_arrival_date',
])

function display(record: ApplicationRecord, key: Key): string {
  const value = (record as unknown as Record<string, unknown>)[key]
  if (typeof value === 'boolean') return yesNo(value)
  if (typeof value !== 'string') return ''
  return DATES.has(key) ? formatDate(value) : value
}

function Value({ children }: { children: string }) {
  return children || <span className="not-given">Not given</span>
}

function Details({ record, keys }: { record: ApplicationRecord; keys: Key[] }) {
  return (
    <dl className="preview-list">
      {keys.map((key) => (
        <div key={key} className="preview-item">
          <dt>{FIELD_LABELS[key].label}</dt>
          <dd>
            <Value>{display(record, key)}</Value>
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card preview-section" aria-labelledby={`preview-${id}`}>
      <h2 id={`preview-${id}`}>{title}</h2>
      {children}
    </section>
  )
}

function ChildrenTable({ record }: { record: ApplicationRecord }) {
  if (!record.children?.length) return <p>No children are travelling on this passport.</p>
  return (
    // Focusable so that keyboard users can scroll a table wider than a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus.
    <section className="table-wrap" aria-label="Children" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Children written into this passport</caption>
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">{CHILD_LABELS.child_surnane.label}</th>
            <th scope="col">{CHILD_LABELS.child_givenName.label}</th>
            <th scope="col">{CHILD_LABELS.child_date_of_birth.label}</th>
            <th scope="col">{CHILD_LABELS.child_gender.label}</th>
            <th scope="col">{CHILD_LABELS.child_relationship.label}</th>
          </tr>
        </thead>
        <tbody>
          {record.children.map((child, index) => (
            // Rows have no id of their own and never reorder here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{child.child_surname || child.child_surnane}</td>
              <td>{child.child_givenName}</td>
              <td>{formatDate(child.child_date_of_birth)}</td>
              <td>{child.child_gender}</td>
              <td>{child.child_relationship}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function PassportCopy({ filename }: { filename: string }) {
  if (!filename) return <p className="not-given">No passport copy is attached.</p>
  if (filename.toLowerCase().endsWith('.pdf')) {
    return (
      <p>
        <a href={uploadUrl(filename)} target="_blank" rel="noreferrer">
          Download the passport copy (PDF)
        </a>
      </p>
    )
  }
  return <img className="preview-passport-copy" src={uploadUrl(filename)} alt="Passport copy (photo page)" />
}

export function PreviewPage({ id }: { id: string }) {
  const { data: record } = useSuspenseQuery(applicationQueryOptions(id))
  const isBusiness = record.visaType === 'BUSINESS VISA'
  const paid = record.payment_status === 'COMPLETED'
  return (
    <article className="preview">
      <h1>Preview Your Application</h1>
      <div className="card application-number-card">
        <p className="application-number-label">Application number</p>
        <p className="application-number">{record.sku_id}</p>
        <p className="field-hint">
          Keep this number: you need it to pay, to check on your application or to change it.
        </p>
      </div>
      {paid ? (
        <p className="notice notice-success">
          This application has been paid. We have received it and it is now under review; it can no longer be
          changed.
        </p>
      ) : (
        <p className="notice">Check every detail against the passport. If something is wrong, choose Edit.</p>
      )}

      <Section id="personal" title="Personal and Passport Information">
        <Details record={record} keys={PERSONAL} />
      </Section>
      <Section id="children" title="Child information in parent's passport">
        <ChildrenTable record={record} />
      </Section>
      <Section id="travel" title="Travel Information">
        <Details
          record={record}
          keys={[
            'days_14_days_before_this_travel',
            isBusiness ? 'purpose_of_description' : 'visa_required_days',
            'intended_arrival_date',
            'purpose_of_visit',
          ]}
        />
      </Section>
      <Section id="contact" title="Contact Details">
        {isBusiness ? (
          <div className="preview-companies">
            <div>
              <h3>Applicant's Company</h3>
              <Details record={record} keys={APPLICANT_COMPANY} />
            </div>
            <div>
              <h3>Sri Lankan Company</h3>
              <Details record={record} keys={SRI_LANKAN_COMPANY} />
            </div>
          </div>
        ) : (
          <Details record={record} keys={TOURIST_CONTACT} />
        )}
      </Section>
      <Section id="declaration" title="Declaration">
        <Details record={record} keys={DECLARATIONS} />
      </Section>
      <Section id="document" title="Required Document">
        <h3 className="preview-subheading">{FIELD_LABELS.passport_bio_page.label}</h3>
        <PassportCopy filename={record.passport_bio_page ?? ''} />
      </Section>

      {!paid && (
        <div className="preview-actions">
          <Link to="/Apply/$id" params={{ id: record.sku_id }} className="button button-secondary">
            Edit
          </Link>
          <Link to="/Payment/$id" params={{ id: record.sku_id }} className="button button-primary">
            Next To Pay
          </Link>
        </div>
      )}
    </article>
  )
}

export const PREVIEW_FALLBACK_MESSAGE = 'something went wrong'

/** Spec §8: a failed preview load alerts with the server's message. */
export function PreviewLoadError({ error }: { error: unknown }) {
  const router = useRouter()
  const message = error instanceof Error && error.message ? error.message : PREVIEW_FALLBACK_MESSAGE
  const told = useRef(false)
  useEffect(() => {
    if (told.current) return
    told.current = true
    window.alert(message)
  }, [message])
  return (
    <article className="preview">
      <h1>Preview Your Application</h1>
      <p className="notice notice-warning">The application could not be loaded: {message}</p>
      <p className="preview-actions">
        <button type="button" className="button button-primary" onClick={() => void router.invalidate()}>
          Try again
        </button>
        <Link to="/" className="button button-secondary">
          Go to Homepage
        </Link>
      </p>
    </article>
  )
}
