// The sections of docs/site.md §2 "Apply", in order. Each is a <section> with a heading; the business and
// tourist blocks swap with the visa type.
import { getInput, insert, remove, setInput, useField, useFieldArray } from '@formisch/react'
import { useRef, useState } from 'react'
import * as v from 'valibot'
import { createApplicationSchema } from '../../../../shared/application'
import { COUNTRIES, NATIONALITIES } from '../../../../shared/countries'
import { localToday, todayInBrowser } from '../../../../shared/dates'
import { MAX_CHILDREN, MAX_LONG_TEXT_LENGTH } from '../../../../shared/limits'
import { PURPOSES_BY_VISA_TYPE, type VisaType } from '../../../../shared/options'
import { useHydrated } from '../../components/after-hydration'
import { EMPTY_CHILD, FIELD_LABELS } from '../../lib/field-labels'
import { EmailSuggestion } from './email-suggestion'
import { FeeSoFar } from './fee-so-far'
import { ChildFieldTable, date, FieldTable, listSelect, select, text } from './field-table'
import { YesNoField } from './fields'
import { useApplicationForm } from './form-context'

const L = FIELD_LABELS
const UPPER = { upperCase: true }
/** The company addresses: longer than a line, upper-cased. */
const COMPANY_ADDRESS = { upperCase: true, multiline: true, maxLength: 500 }
/** The address in Sri Lanka takes the whole row too. */
const ADDRESS = { ...COMPANY_ADDRESS, className: 'field-wide' }
/** The shared rule for the company e-mail, not a copy of it. */
const COMPANY_EMAIL_SCHEMA = createApplicationSchema(todayInBrowser).entries.applicant_company_email

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="form-section card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}

/** The visa type decides which blocks show; an empty choice shows the tourist ones. */
function useVisaType(): VisaType {
  const { form } = useApplicationForm()
  const field = useField(form, { path: ['visaType'] })
  return field.input === 'BUSINESS VISA' ? 'BUSINESS VISA' : 'TOURIST VISA'
}

export function PersonalSection() {
  const { form } = useApplicationForm()
  const today = localToday()
  const onVisaTypeChange = (visaType: string) => {
    // A purpose of the other visa type is not offered any more; keeping it would leave an error
    // on a choice the traveller cannot see.
    const purposes = PURPOSES_BY_VISA_TYPE[visaType as VisaType] ?? []
    const purpose = getInput(form, { path: ['purpose_of_visit'] })
    if (purpose && !purposes.includes(purpose)) setInput(form, { path: ['purpose_of_visit'], input: '' })
    // The company e-mail is the one checked field of the business block. Hidden, a wrong one
    // would block the submit with an error the traveller cannot see, so it goes.
    const companyEmail = getInput(form, { path: ['applicant_company_email'] })
    if (visaType !== 'BUSINESS VISA' && companyEmail && !v.is(COMPANY_EMAIL_SCHEMA, companyEmail)) {
      setInput(form, { path: ['applicant_company_email'], input: '' })
    }
  }
  return (
    <Section id="personal" title="Personal and Passport Information">
      <FieldTable
        rows={[
          listSelect('visaType', { onValueChange: onVisaTypeChange }),
          text('surname', { upperCase: true, autoComplete: 'family-name' }),
          text('other_name', { upperCase: true, autoComplete: 'given-name' }),
          listSelect('title', { autoComplete: 'honorific-prefix' }),
          date('date_of_birth', { max: today, autoComplete: 'bday' }),
          listSelect('gender'),
          select('Country_of_birth', COUNTRIES),
          select('nationality', NATIONALITIES),
          text('email', {
            type: 'email',
            autoComplete: 'email',
            maxLength: 254,
            after: (field) => <EmailSuggestion field={field} />,
          }),
          text('Occupation', { upperCase: true, autoComplete: 'organization-title' }),
          text('passport_number', { upperCase: true }),
          date('passport_issued_date', { max: today }),
          date('passport_expiry_date', {
            min: today,
            hint: 'It must be valid for at least 6 months after your arrival in Sri Lanka.',
          }),
        ]}
      />
      <FeeSoFar />
    </Section>
  )
}

export function ChildrenSection() {
  const { form } = useApplicationForm()
  const children = useFieldArray(form, { path: ['children'] })
  const addButton = useRef<HTMLButtonElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const count = children.items.length
  // The served /Apply is usable before its code runs (ADR 013), but adding a row needs the app:
  // until it runs the button is inactive and its hint says so.
  const ready = useHydrated()

  const add = () => {
    insert(form, { path: ['children'], initialInput: EMPTY_CHILD })
    const added = getInput(form, { path: ['children'] })?.length ?? 0
    setAnnouncement(`Child ${added} added.`)
    // The new row renders on the next frame. Focus goes to the row itself, not its first field:
    // that would open a phone's keyboard unasked, and leaving the untouched field would flag it.
    requestAnimationFrame(() => document.getElementById(`child-row-${added - 1}`)?.focus())
  }
  const removeAt = (index: number) => {
    remove(form, { path: ['children'], at: index })
    setAnnouncement(`Child ${index + 1} removed.`)
    addButton.current?.focus()
  }

  return (
    <Section id="children" title="Child information in parent's passport">
      <p className="notice">
        Children under 12 who have their own passports must submit individual applications. Add here only
        children who are written into this passport.
      </p>
      {children.items.map((item, index) => (
        <fieldset key={item} className="child-row" id={`child-row-${index}`} tabIndex={-1}>
          <legend>Child {index + 1}</legend>
          <div className="form-grid child-grid">
            <ChildFieldTable
              index={index}
              rows={[
                text('child_surnane'),
                text('child_givenName'),
                date('child_date_of_birth', { max: localToday() }),
                listSelect('child_gender'),
                listSelect('child_relationship', { placeholder: null }),
              ]}
            />
          </div>
          <button
            type="button"
            className="button button-danger child-remove"
            aria-label={`Remove child ${index + 1}`}
            onClick={() => removeAt(index)}
          >
            Remove
          </button>
        </fieldset>
      ))}
      <div className="children-actions">
        <button
          ref={addButton}
          type="button"
          className="button button-secondary"
          onClick={add}
          disabled={!ready || count >= MAX_CHILDREN}
          aria-describedby="children-limit"
        >
          Add Child
        </button>
        <p className="field-hint" id="children-limit">
          {!ready
            ? `Add Child works once the page has finished loading. Up to ${MAX_CHILDREN} children.`
            : count >= MAX_CHILDREN
              ? `You have added the most children one application can take (${MAX_CHILDREN}).`
              : `Up to ${MAX_CHILDREN} children.`}
        </p>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </Section>
  )
}

export function TravelSection() {
  const visaType = useVisaType()
  return (
    <Section id="travel" title="Travel Information">
      <FieldTable
        rows={[
          select('days_14_days_before_this_travel', COUNTRIES, { className: 'field-wide' }),
          visaType === 'TOURIST VISA'
            ? listSelect('visa_required_days')
            : text('purpose_of_description', {
                multiline: true,
                maxLength: MAX_LONG_TEXT_LENGTH,
                className: 'field-wide',
              }),
          date('intended_arrival_date', { min: localToday() }),
          select('purpose_of_visit', PURPOSES_BY_VISA_TYPE[visaType]),
        ]}
      />
    </Section>
  )
}

export function ContactSection() {
  const visaType = useVisaType()
  return (
    <Section id="contact" title="Contact Details">
      {visaType === 'TOURIST VISA' ? (
        <FieldTable
          rows={[
            text('address_line1', { upperCase: true, autoComplete: 'address-line1' }),
            text('address_line2', { upperCase: true, autoComplete: 'address-line2' }),
            text('city', { upperCase: true, autoComplete: 'address-level2' }),
            text('state', { upperCase: true, autoComplete: 'address-level1' }),
            text('postal_code', { upperCase: true, autoComplete: 'postal-code' }),
            select('Country_or_region', COUNTRIES),
            text('mobile_number', { type: 'tel', upperCase: true, autoComplete: 'tel' }),
            text('address_in_srilanka', ADDRESS),
          ]}
        />
      ) : (
        <div className="company-blocks">
          <fieldset>
            <legend>Applicant's Company</legend>
            <FieldTable
              rows={[
                text('applicant_company_name', UPPER),
                text('applicant_company_add', COMPANY_ADDRESS),
                text('applicant_company_city', UPPER),
                text('applicant_company_state', UPPER),
                text('applicant_company_zipcode', UPPER),
                select('applicant_company_region', COUNTRIES),
                text('applicant_company_email', { type: 'email', maxLength: 254 }),
              ]}
            />
          </fieldset>
          <fieldset>
            <legend>Sri Lankan Company</legend>
            <FieldTable
              rows={[
                text('Sri_Lankan_Company_name', UPPER),
                text('Sri_Lankan_Company_address', COMPANY_ADDRESS),
                text('Sri_Lankan_Company_city', UPPER),
                text('Sri_Lankan_Company_state', UPPER),
                text('Sri_Lankan_Company_zipcode', UPPER),
                text('Sri_Lankan_Company_telehone', { type: 'tel', upperCase: true }),
              ]}
            />
          </fieldset>
        </div>
      )}
    </Section>
  )
}

const DECLARATIONS = ['valid_residence_visa', 'currently_in_sri_lanka', 'multiple_entry_visa'] as const

export function DeclarationSection() {
  return (
    <Section id="declaration" title="Declaration">
      <div className="declarations">
        {DECLARATIONS.map((name) => (
          <YesNoField key={name} path={[name]} name={name} question={L[name].label} />
        ))}
      </div>
    </Section>
  )
}
