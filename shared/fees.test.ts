import { describe, expect, it } from 'vitest'
import { countryByCode } from './countries'
import { daysLeftIfLate, FEE_TABLE, feeForApplication, feeSoFar, formatFee } from './fees'

describe('feeForApplication', () => {
  it('charges Indian nationals 10 USD whatever the visa type', () => {
    expect(feeForApplication({ nationality: 'INDIA', visaType: 'BUSINESS VISA' })).toBe(10)
    expect(feeForApplication({ nationality: 'INDIA', visaType: 'TOURIST VISA' })).toBe(10)
    expect(feeForApplication({ nationality: 'INDIA', visaType: '' })).toBe(10)
  })

  it('charges 10 USD for India as the Nationality list offers it', () => {
    expect(feeForApplication({ nationality: countryByCode('IN')?.value, visaType: 'TOURIST VISA' })).toBe(10)
  })

  it('recognises India whatever the case and surrounding spaces', () => {
    expect(feeForApplication({ nationality: '  india ', visaType: 'BUSINESS VISA' })).toBe(10)
    expect(feeForApplication({ nationality: 'India', visaType: 'TOURIST VISA' })).toBe(10)
  })

  it('charges other business visas 95 USD', () => {
    expect(feeForApplication({ nationality: 'UNITED KINGDOM', visaType: 'BUSINESS VISA' })).toBe(95)
  })

  it('charges other tourist visas 85 USD', () => {
    expect(feeForApplication({ nationality: 'UNITED KINGDOM', visaType: 'TOURIST VISA' })).toBe(85)
  })

  it('charges nothing when the visa type is missing or unknown', () => {
    expect(feeForApplication({ nationality: 'UNITED KINGDOM', visaType: '' })).toBe(0)
    expect(feeForApplication({ nationality: null, visaType: null })).toBe(0)
    expect(feeForApplication({ visaType: 'TRANSIT VISA' })).toBe(0)
  })
})

describe('formatFee', () => {
  it('writes amounts with two decimals, as PayPal wants them', () => {
    expect(formatFee(85)).toBe('85.00')
  })
})

describe('daysLeftIfLate', () => {
  it('warns when fewer than 4 days are left before the arrival, even on the day or after it', () => {
    expect(daysLeftIfLate('2026-11-29', '2026-11-26')).toBe(3)
    expect(daysLeftIfLate('2026-11-26', '2026-11-26')).toBe(0)
    expect(daysLeftIfLate('2026-11-20', '2026-11-26')).toBe(-6)
  })

  it('says nothing with 4 days or more left, or without a real arrival date', () => {
    expect(daysLeftIfLate('2026-11-30', '2026-11-26')).toBeUndefined()
    expect(daysLeftIfLate('2027-03-01', '2026-11-26')).toBeUndefined()
    expect(daysLeftIfLate(undefined, '2026-11-26')).toBeUndefined()
    expect(daysLeftIfLate('', '2026-11-26')).toBeUndefined()
    expect(daysLeftIfLate('2026-02-30', '2026-11-26')).toBeUndefined()
  })
})

describe('FEE_TABLE', () => {
  it('lists the prices the rule charges', () => {
    expect(FEE_TABLE.byVisaType['TOURIST VISA']).toBe(
      feeForApplication({ nationality: 'JAPAN', visaType: 'TOURIST VISA' }),
    )
    expect(FEE_TABLE.byVisaType['BUSINESS VISA']).toBe(
      feeForApplication({ nationality: 'JAPAN', visaType: 'BUSINESS VISA' }),
    )
    expect(FEE_TABLE.indianNationals).toBe(
      feeForApplication({ nationality: 'INDIA', visaType: 'BUSINESS VISA' }),
    )
    expect(FEE_TABLE).toEqual({
      indianNationals: 10,
      byVisaType: { 'TOURIST VISA': 85, 'BUSINESS VISA': 95 },
    })
  })
})

describe('feeSoFar', () => {
  it('knows the fee from the nationality alone for Indian nationals', () => {
    expect(feeSoFar({ nationality: 'INDIA' })).toBe(10)
  })

  it('knows the fee from the visa type for everyone else, before a nationality is chosen', () => {
    expect(feeSoFar({ visaType: 'BUSINESS VISA' })).toBe(95)
    expect(feeSoFar({ nationality: 'FRANCE', visaType: 'TOURIST VISA' })).toBe(85)
  })

  it('says nothing while the choices do not decide it', () => {
    expect(feeSoFar({})).toBeUndefined()
    expect(feeSoFar({ nationality: 'FRANCE', visaType: '' })).toBeUndefined()
  })
})
