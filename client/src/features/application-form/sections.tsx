// The sections of docs/site.md §2 "Apply", in order. Each is a <section> with a heading; the business and
// tourist blocks swap with the visa type.
import { getInput, insert, remove, setInput, useField, useFieldArray } from '@formisch/react'
import { useRef, useState } from 'react'
import * as v from 'valibot'
import { createApplicationSchema } from '../../../../shared/application'
import { COUNTRIES, NATIONALITIES } from '../../../../shared/countries'
import { localToday, todayInBrowser } from '../../../../shared/dates'
import { MAX_CHILDREN, MAX_LONG_TEXT_LENGTH } from '../../../../shared/limits'
import {
  CHILD_GENDERS,
  CHILD_RELATIONSHIPS,
  GENDERS,
  PURPOSES_BY_VISA_TYPE,
  TITLES,
  VISA_REQUIRED_DAYS,
  VISA_TYPES,
  type VisaType,
} from '../../../../shared/options'
import { EmailSuggestion } from './email-suggestion'
import { FeeSoFar } from './fee-so-far'
import { CHILD_LABELS, EMPTY_CHILD, FIELD_LABELS } from './field-labels'
import { DateField, SelectField, TextField, YesNoField } from './fields'
import { type ApplicationFormStore, useApplicationForm } from './form-context'

const L = FIELD_LABELS
const ADDRESS_LENGTH = 500
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
function useVisaType(form: ApplicationFormStore): VisaType {
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
      <div className="form-grid">
        <SelectField
          path={['visaType']}
          label={L.visaType.label}
          options={VISA_TYPES}
          onValueChange={onVisaTypeChange}
        />
        <TextField path={['surname']} label={L.surname.label} upperCase autoComplete="family-name" />
        <TextField path={['other_name']} label={L.other_name.label} upperCase autoComplete="given-name" />
        <SelectField
          path={['title']}
          label={L.title.label}
          options={TITLES}
          autoComplete="honorific-prefix"
        />
        <DateField path={['date_of_birth']} label={L.date_of_birth.label} max={today} autoComplete="bday" />
        <SelectField path={['gender']} label={L.gender.label} options={GENDERS} />
        <SelectField path={['Country_of_birth']} label={L.Country_of_birth.label} options={COUNTRIES} />
        <SelectField path={['nationality']} label={L.nationality.label} options={NATIONALITIES} />
        <TextField
          path={['email']}
          label={L.email.label}
          type="email"
          autoComplete="email"
          maxLength={254}
          after={(field) => <EmailSuggestion field={field} />}
        />
        <TextField
          path={['Occupation']}
          label={L.Occupation.label}
          upperCase
          autoComplete="organization-title"
        />
        <TextField path={['passport_number']} label={L.passport_number.label} upperCase />
        <DateField path={['passport_issued_date']} label={L.passport_issued_date.label} max={today} />
        <DateField
          path={['passport_expiry_date']}
          label={L.passport_expiry_date.label}
          min={today}
          hint="It must be valid for at least 6 months after your arrival in Sri Lanka."
        />
      </div>
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
            <TextField path={['children', index, 'child_surnane']} label={CHILD_LABELS.child_surnane.label} />
            <TextField
              path={['children', index, 'child_givenName']}
              label={CHILD_LABELS.child_givenName.label}
            />
            <DateField
              path={['children', index, 'child_date_of_birth']}
              label={CHILD_LABELS.child_date_of_birth.label}
              max={localToday()}
            />
            <SelectField
              path={['children', index, 'child_gender']}
              label={CHILD_LABELS.child_gender.label}
              options={CHILD_GENDERS}
            />
            <SelectField
              path={['children', index, 'child_relationship']}
              label={CHILD_LABELS.child_relationship.label}
              options={CHILD_RELATIONSHIPS}
              placeholder={null}
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
          disabled={count >= MAX_CHILDREN}
          aria-describedby="children-limit"
        >
          Add Child
        </button>
        <p className="field-hint" id="children-limit">
          {count >= MAX_CHILDREN
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
  const { form } = useApplicationForm()
  const visaType = useVisaType(form)
  return (
    <Section id="travel" title="Travel Information">
      <div className="form-grid">
        <SelectField
          path={['days_14_days_before_this_travel']}
          label={L.days_14_days_before_this_travel.label}
          options={COUNTRIES}
          className="field-wide"
        />
        {visaType === 'TOURIST VISA' ? (
          <SelectField
            path={['visa_required_days']}
            label={L.visa_required_days.label}
            options={VISA_REQUIRED_DAYS}
          />
        ) : (
          <TextField
            path={['purpose_of_description']}
            label={L.purpose_of_description.label}
            multiline
            maxLength={MAX_LONG_TEXT_LENGTH}
            className="field-wide"
          />
        )}
        <DateField
          path={['intended_arrival_date']}
          label={L.intended_arrival_date.label}
          min={localToday()}
        />
        <SelectField
          path={['purpose_of_visit']}
          label={L.purpose_of_visit.label}
          options={PURPOSES_BY_VISA_TYPE[visaType]}
        />
      </div>
    </Section>
  )
}

export function ContactSection() {
  const { form } = useApplicationForm()
  const visaType = useVisaType(form)
  return (
    <Section id="contact" title="Contact Details">
      {visaType === 'TOURIST VISA' ? (
        <div className="form-grid">
          <TextField
            path={['address_line1']}
            label={L.address_line1.label}
            upperCase
            autoComplete="address-line1"
          />
          <TextField
            path={['address_line2']}
            label={L.address_line2.label}
            upperCase
            autoComplete="address-line2"
          />
          <TextField path={['city']} label={L.city.label} upperCase autoComplete="address-level2" />
          <TextField path={['state']} label={L.state.label} upperCase autoComplete="address-level1" />
          <TextField
            path={['postal_code']}
            label={L.postal_code.label}
            upperCase
            autoComplete="postal-code"
          />
          <SelectField path={['Country_or_region']} label={L.Country_or_region.label} options={COUNTRIES} />
          <TextField
            path={['mobile_number']}
            label={L.mobile_number.label}
            type="tel"
            upperCase
            autoComplete="tel"
          />
          <TextField
            path={['address_in_srilanka']}
            label={L.address_in_srilanka.label}
            upperCase
            multiline
            maxLength={ADDRESS_LENGTH}
            className="field-wide"
          />
        </div>
      ) : (
        <div className="company-blocks">
          <fieldset>
            <legend>Applicant's Company</legend>
            <div className="form-grid">
              <TextField path={['applicant_company_name']} label={L.applicant_company_name.label} upperCase />
              <TextField
                path={['applicant_company_add']}
                label={L.applicant_company_add.label}
                upperCase
                multiline
                maxLength={ADDRESS_LENGTH}
              />
              <TextField path={['applicant_company_city']} label={L.applicant_company_city.label} upperCase />
              <TextField
                path={['applicant_company_state']}
                label={L.applicant_company_state.label}
                upperCase
              />
              <TextField
                path={['applicant_company_zipcode']}
                label={L.applicant_company_zipcode.label}
                upperCase
              />
              <SelectField
                path={['applicant_company_region']}
                label={L.applicant_company_region.label}
                options={COUNTRIES}
              />
              <TextField
                path={['applicant_company_email']}
                label={L.applicant_company_email.label}
                type="email"
                maxLength={254}
              />
            </div>
          </fieldset>
          <fieldset>
            <legend>Sri Lankan Company</legend>
            <div className="form-grid">
              <TextField
                path={['Sri_Lankan_Company_name']}
                label={L.Sri_Lankan_Company_name.label}
                upperCase
              />
              <TextField
                path={['Sri_Lankan_Company_address']}
                label={L.Sri_Lankan_Company_address.label}
                upperCase
                multiline
                maxLength={ADDRESS_LENGTH}
              />
              <TextField
                path={['Sri_Lankan_Company_city']}
                label={L.Sri_Lankan_Company_city.label}
                upperCase
              />
              <TextField
                path={['Sri_Lankan_Company_state']}
                label={L.Sri_Lankan_Company_state.label}
                upperCase
              />
              <TextField
                path={['Sri_Lankan_Company_zipcode']}
                label={L.Sri_Lankan_Company_zipcode.label}
                upperCase
              />
              <TextField
                path={['Sri_Lankan_Company_telehone']}
                label={L.Sri_Lankan_Company_telehone.label}
                type="tel"
                upperCase
              />
            </div>
          </fieldset>
        </div>
      )}
    </Section>
  )
}

export function DeclarationSection() {
  return (
    <Section id="declaration" title="Declaration">
      <div className="declarations">
        <YesNoField
          path={['valid_residence_visa']}
          name="valid_residence_visa"
          question={L.valid_residence_visa.label}
        />
        <YesNoField
          path={['currently_in_sri_lanka']}
          name="currently_in_sri_lanka"
          question={L.currently_in_sri_lanka.label}
        />
        <YesNoField
          path={['multiple_entry_visa']}
          name="multiple_entry_visa"
          question={L.multiple_entry_visa.label}
        />
      </div>
    </Section>
  )
}
