import { afterEach, expect, it, vi } from 'vitest'
import { COUNTRY_LIST } from '../../../shared/countries'
import { countryName, loadCountryNames, sortedByName } from './country-names'
import { sortByCountryName } from './country-value-names'
import { LANGUAGE_REWRITE, showAddressLanguage } from './i18n'

async function showPage(path: string) {
  LANGUAGE_REWRITE.input({ url: new URL(path, 'http://localhost') })
  await loadCountryNames()
  await showAddressLanguage()
}

afterEach(async () => {
  vi.restoreAllMocks()
  await showPage('/Apply')
})

it('lists the countries in German alphabetical order, with their German names', async () => {
  await showPage('/de/eligible-country-list')
  const names = sortedByName(COUNTRY_LIST).map(countryName)
  expect(names).toContain('Deutschland')
  expect(names).toEqual([...names].sort(new Intl.Collator('de').compare))
  // "Österreich" sorts with the O, not after the Z as a plain comparison would put it.
  expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Zypern'))
})

it('lists the countries of a language without making a collator: the build sorted its names', async () => {
  const Collator = vi.spyOn(Intl, 'Collator')
  await showPage('/fr/eligible-country-list')
  const names = sortedByName(COUNTRY_LIST).map(countryName)
  expect(Collator).not.toHaveBeenCalled()
  expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'))
})

it("sorts a select's country values by their names in the language shown, an unknown value last", async () => {
  const choices = ['ATLANTIS', 'CYPRUS', 'AUSTRIA', 'EGYPT', 'GERMANY'].map((value) => ({ value }))
  await showPage('/de/Apply')
  expect(sortByCountryName([...choices]).map((choice) => choice.value)).toEqual([
    'EGYPT', // Ägypten
    'GERMANY', // Deutschland
    'AUSTRIA', // Österreich
    'CYPRUS', // Zypern
    'ATLANTIS',
  ])
  await showPage('/Apply')
  expect(sortByCountryName([...choices])).toEqual(choices)
})
