import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  createApplicationSchema,
  DATE_MESSAGES,
  PASSPORT_COPY_INVALID,
  passportSixMonthsMessage,
  passportValidUntil,
} from './application'
import { FIXTURE_CHILD, touristApplication } from './application-fixture'
import { COUNTRIES, NATIONALITIES } from './countries'

const TODAY = { earliest: '2026-06-15', latest: '2026-06-15' }
const schema = createApplicationSchema(() => TODAY)

function valid(overrides: Record<string, unknown> = {}) {
  return touristApplication(overrides, TODAY.earliest)
}

/** field → first message, as the form and the server show them. */
function errorsOf(input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? ''
    errors[field] ??= issue.message
  }
  return errors
}

function parse(input: unknown) {
  return v.parse(schema, input)
}

describe('the application schema', () => {
  it('accepts a complete application', () => {
    expect(errorsOf(valid())).toEqual({})
  })

  it('gives each missing required field its message from docs/site.md §5', () => {
    const errors = errorsOf({})
    expect(errors).toMatchObject({
      visaType: 'Visa Type is required.',
      surname: 'Surname is required.',
      other_name: 'Other Name is required.',
      title: 'Title is required.',
      date_of_birth: 'Date of Birth is required.',
      gender: 'Gender is required.',
      Country_of_birth: 'Country of Birth is required.',
      nationality: 'Nationality is required.',
      passport_number: 'Passport Number is required.',
      passport_issued_date: 'Passport Issued Date is required.',
      passport_expiry_date: 'Passport Expiry Date is required.',
      days_14_days_before_this_travel: 'Where you have been during the last 14 days is required.',
      intended_arrival_date: 'Intended Arrival Date is required.',
      valid_residence_visa: 'Valid Residence Visa selection is required.',
      currently_in_sri_lanka: 'Currently in Sri Lanka selection is required.',
      multiple_entry_visa: 'Multiple Entry Visa selection is required.',
      email: 'Email is required.',
    })
  })

  it('treats null like a missing value', () => {
    expect(errorsOf(valid({ surname: null })).surname).toBe('Surname is required.')
  })

  it('trims and upper-cases names', () => {
    expect(parse(valid({ surname: '  fernando ' })).surname).toBe('FERNANDO')
  })

  describe('passport number', () => {
    it('drops spaces and upper-cases', () => {
      expect(parse(valid({ passport_number: ' ab 123 4567 ' })).passport_number).toBe('AB1234567')
    })

    it.each(['AB12', 'A'.repeat(21), 'AB-123456'])('refuses %s', (passportNumber) => {
      expect(errorsOf(valid({ passport_number: passportNumber })).passport_number).toBe(
        'Passport Number must be 5 to 20 letters or digits.',
      )
    })
  })

  describe('dates', () => {
    it('wants a date of birth in the past', () => {
      expect(errorsOf(valid({ date_of_birth: '2026-06-15' })).date_of_birth).toBe(
        DATE_MESSAGES.dateOfBirthPast,
      )
    })

    it('wants the passport issued before today', () => {
      expect(errorsOf(valid({ passport_issued_date: '2026-06-15' })).passport_issued_date).toBe(
        DATE_MESSAGES.issuedPast,
      )
    })

    it('wants the passport issued before it expires', () => {
      const errors = errorsOf(
        valid({ passport_issued_date: '2020-01-15', passport_expiry_date: '2019-01-15' }),
      )
      expect(errors.passport_issued_date).toBe(DATE_MESSAGES.issuedBeforeExpiry)
    })

    it('accepts an arrival 12 months ahead and refuses one a day later, or in 9999 (issue 11, item 4)', () => {
      expect(
        errorsOf(valid({ intended_arrival_date: '2027-06-15', passport_expiry_date: '2030-01-01' })),
      ).toEqual({})
      for (const date of ['2027-06-16', '9999-01-01']) {
        expect(errorsOf(valid({ intended_arrival_date: date, passport_expiry_date: '9999-12-31' }))).toEqual({
          intended_arrival_date: 'Intended arrival must be within 12 months.',
        })
      }
    })

    it('accepts an arrival today and refuses one yesterday', () => {
      expect(errorsOf(valid({ intended_arrival_date: '2026-06-15' }))).toEqual({})
      expect(errorsOf(valid({ intended_arrival_date: '2026-06-14' })).intended_arrival_date).toBe(
        'Intended Arrival Date cannot be in the past.',
      )
    })

    it('wants the passport valid 6 months after arrival, to the day', () => {
      const arrival = { intended_arrival_date: '2026-08-31' }
      expect(errorsOf(valid({ ...arrival, passport_expiry_date: '2027-02-28' }))).toEqual({})
      expect(errorsOf(valid({ ...arrival, passport_expiry_date: '2027-02-27' })).passport_expiry_date).toBe(
        'Passport must be valid for at least 6 months from the date of entry. For an arrival on 31 August 2026 it must be valid until at least 28 February 2027.',
      )
    })

    it('names the date the passport must be valid until, from the intended arrival', () => {
      expect(passportValidUntil('2026-07-10')).toBe('2027-01-10')
      expect(passportSixMonthsMessage('2026-07-10')).toBe(
        'Passport must be valid for at least 6 months from the date of entry. For an arrival on 10 July 2026 it must be valid until at least 10 January 2027.',
      )
    })

    it('says so when the passport expires before it was issued, instead of the six-month rule', () => {
      const errors = errorsOf(
        valid({ passport_issued_date: '2020-01-15', passport_expiry_date: '2019-01-15' }),
      )
      expect(errors.passport_expiry_date).toBe('Passport Expiry Date must be after the Passport Issued Date.')
      expect(errors.passport_expiry_date).toBe(DATE_MESSAGES.expiryAfterIssued)
    })

    it('applies the six-month rule before the issue date is given', () => {
      const errors = errorsOf(
        valid({
          passport_issued_date: '',
          intended_arrival_date: '2026-08-31',
          passport_expiry_date: '2026-12-01',
        }),
      )
      expect(errors.passport_expiry_date).toBe(passportSixMonthsMessage('2026-08-31'))
    })

    it('says so on a form still being filled in, as the browser checks it', () => {
      const errors = errorsOf(
        valid({
          passport_issued_date: '2020-01-15',
          passport_expiry_date: '2019-01-15',
          valid_residence_visa: undefined,
        }),
      )
      expect(errors.valid_residence_visa).toBeDefined()
      expect(errors.passport_expiry_date).toBe(DATE_MESSAGES.expiryAfterIssued)
    })

    it('refuses an expiry on the day of issue', () => {
      const errors = errorsOf(
        valid({ passport_issued_date: '2020-01-15', passport_expiry_date: '2020-01-15' }),
      )
      expect(errors.passport_expiry_date).toBe(DATE_MESSAGES.expiryAfterIssued)
    })

    it('reports a missing or malformed arrival date with its own message, not a crash', () => {
      expect(errorsOf(valid({ intended_arrival_date: null })).intended_arrival_date).toBe(
        'Intended Arrival Date is required.',
      )
      expect(errorsOf(valid({ intended_arrival_date: 'soon' })).intended_arrival_date).toBe(
        'Intended Arrival Date must be a valid date.',
      )
    })

    it('refuses dates that do not exist', () => {
      expect(errorsOf(valid({ date_of_birth: '1990-02-30' })).date_of_birth).toBe(
        'Date of Birth must be a valid date.',
      )
    })
  })

  describe('purpose of visit', () => {
    it('must belong to the chosen visa type', () => {
      expect(errorsOf(valid({ purpose_of_visit: 'Short term training programs' })).purpose_of_visit).toBe(
        'Choose a Purpose of Visit for this visa type.',
      )
      expect(
        errorsOf(valid({ visaType: 'BUSINESS VISA', purpose_of_visit: 'Short term training programs' })),
      ).toEqual({})
    })
  })

  describe('visa type branches', () => {
    // The fixture is a tourist application: it already holds the tourist details.
    const businessDetails = {
      purpose_of_description: 'Supplier meetings',
      applicant_company_name: 'acme ltd',
    }

    it('blanks the business details of a tourist application', () => {
      const application = parse(valid(businessDetails))
      expect(application).toMatchObject({
        address_line1: '12 HIGH STREET',
        visa_required_days: 'Tourist Visa 30 Days',
      })
      expect(application).toMatchObject({ purpose_of_description: '', applicant_company_name: '' })
    })

    it('blanks the tourist details of a business application', () => {
      const application = parse(
        valid({
          ...businessDetails,
          visaType: 'BUSINESS VISA',
          purpose_of_visit: 'Short term training programs',
        }),
      )
      expect(application).toMatchObject({
        purpose_of_description: 'Supplier meetings',
        applicant_company_name: 'ACME LTD',
      })
      expect(application).toMatchObject({ address_line1: '', visa_required_days: '' })
    })
  })

  describe('children', () => {
    const child = FIXTURE_CHILD

    it('accepts valid child rows', () => {
      expect(
        parse(valid({ children: [child, { ...child, child_givenName: 'Mia', child_gender: 'Female' }] }))
          .children,
      ).toHaveLength(2)
    })

    it('reports a child row’s problems on that row', () => {
      const errors = errorsOf(
        valid({ children: [child, { ...child, child_givenName: '', child_gender: 'Other' }] }),
      )
      expect(errors).toEqual({
        'children.1.child_givenName': 'Child Given Name is required.',
        'children.1.child_gender': 'Choose a Child Gender from the list.',
      })
    })

    it('wants a child born before today', () => {
      expect(errorsOf(valid({ children: [{ ...child, child_date_of_birth: '2026-06-15' }] }))).toEqual({
        'children.0.child_date_of_birth': 'Child Date of Birth must be in the past.',
      })
    })

    it('allows at most ten children', () => {
      expect(errorsOf(valid({ children: Array.from({ length: 11 }, () => child) })).children).toBe(
        'At most 10 children can travel on one application.',
      )
    })
  })

  describe('countries', () => {
    it('accepts every one of the 231 eligible nationalities', () => {
      expect(NATIONALITIES).toHaveLength(231)
      const refused = NATIONALITIES.filter(
        (nationality) => !v.safeParse(schema, valid({ nationality })).success,
      )
      expect(refused).toEqual([])
    })

    it('accepts every country of the list where the traveller was born, lives or has been', () => {
      for (const country of COUNTRIES) {
        const input = valid({ Country_of_birth: country, days_14_days_before_this_travel: country })
        expect(errorsOf({ ...input, Country_or_region: country }), country).toEqual({})
      }
    })

    it('refuses a nationality that cannot apply here, and a country not on the list', () => {
      expect(errorsOf(valid({ nationality: 'SRI LANKA' })).nationality).toBe(
        'Choose a Nationality from the list.',
      )
      expect(errorsOf(valid({ Country_of_birth: 'ATLANTIS' })).Country_of_birth).toBe(
        'Choose a Country of Birth from the list.',
      )
    })

    it('reads a spelling kept from before the rename as the current name', () => {
      const parsed = parse(valid({ nationality: 'TURKEY', Country_of_birth: 'CZECH REPUBLIC' }))
      expect(parsed.nationality).toBe('TURKIYE')
      expect(parsed.Country_of_birth).toBe('CZECHIA')
    })
  })

  it('refuses a passport copy name the server would never make', () => {
    expect(errorsOf(valid({ passport_bio_page: '../../etc/passwd' })).passport_bio_page).toBe(
      PASSPORT_COPY_INVALID,
    )
  })
})
