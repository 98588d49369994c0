import { expect, it } from 'vitest'
import { COUNTRY_LIST } from '../shared/countries.ts'
import { countryNamesInOrder } from './vite-country-names.ts'

it("gives every country of the site once, with its name in the language, in that language's order", () => {
  const names: Record<string, string | string[]> = Object.fromEntries(
    COUNTRY_LIST.map((country) => [country.code, `x ${country.name}`]),
  )
  names.AT = ['Österreich', 'Republik Österreich']
  names.EG = 'Ägypten'
  delete names.CY
  const inOrder = countryNamesInOrder('de', names)
  expect(inOrder.map(([code]) => code).sort()).toEqual(COUNTRY_LIST.map((country) => country.code).sort())
  const byCode = new Map(inOrder)
  // The first of several names; the English name where the package has none.
  expect(byCode.get('AT')).toBe('Österreich')
  expect(byCode.get('CY')).toBe('Cyprus')
  const order = inOrder.map(([, name]) => name)
  expect(order.slice(0, 3)).toEqual(['Ägypten', 'Cyprus', 'Österreich'])
  expect(order).toEqual([...order].sort(new Intl.Collator('de').compare))
})
