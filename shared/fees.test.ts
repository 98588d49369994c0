import { describe, expect, it } from 'vitest'
import { feeForApplication, formatFee } from './fees'

describe('feeForApplication', () => {
  it('charges Indian nationals 10 USD whatever the visa type', () => {
    expect(feeForApplication({ nationality: 'INDIA', visaType: 'BUSINESS VISA' })).toBe(10)
    expect(feeForApplication({ nationality: 'INDIA', visaType: 'TOURIST VISA' })).toBe(10)
    expect(feeForApplication({ nationality: 'INDIA', visaType: '' })).toBe(10)
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
