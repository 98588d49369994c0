import { afterEach, expect, it, vi } from 'vitest'
import { COUNTRY_LIST } from '../../../shared/countries'
import { compareIn, countryName, loadCountryNames, sortedByName } from './country-names'
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

it('has the language order ready once the names have loaded, so a screen sorting its lists builds none', async () => {
  await showPage('/fr/eligible-country-list')
  const Collator = vi.spyOn(Intl, 'Collator')
  sortedByName(COUNTRY_LIST)
  compareIn('fr')
  expect(Collator).not.toHaveBeenCalled()
})
