import { expect, it } from 'vitest'
import { feeAmounts, feeForApplication } from '../shared/fees.ts'
import { LANGUAGES } from '../shared/languages.ts'
import { formattedAmounts } from './vite-formatted-fees.ts'

it('prepares every fee the server charges, once each', () => {
  const charged = [
    feeForApplication({ nationality: 'India', visaType: 'TOURIST VISA' }),
    feeForApplication({ nationality: 'Germany', visaType: 'TOURIST VISA' }),
    feeForApplication({ nationality: 'Germany', visaType: 'BUSINESS VISA' }),
  ]
  expect(feeAmounts().sort((a, b) => a - b)).toEqual([...new Set(charged)].sort((a, b) => a - b))
  expect(new Set(feeAmounts()).size).toBe(feeAmounts().length)
})

it('writes each amount as the language writes it, for every language of the site', () => {
  const table = formattedAmounts(LANGUAGES, [...feeAmounts(), 1250.5])
  expect(Object.keys(table)).toEqual([...LANGUAGES])
  // A price with a thousands separator and a decimal shows the language's own signs.
  expect(table.en?.[1250.5]).toBe('1,250.5')
  expect(table.de?.[1250.5]).toBe('1.250,5')
  expect(table.fr?.[1250.5]).toBe(new Intl.NumberFormat('fr').format(1250.5))
  for (const language of LANGUAGES)
    for (const amount of feeAmounts())
      expect(table[language]?.[amount]).toBe(new Intl.NumberFormat(language).format(amount))
})
