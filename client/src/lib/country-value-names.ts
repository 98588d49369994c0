// A stored country value in the interface's language ("GERMANY" → "Deutschland"), for the form's
// selects and the preview. Apart from country-names.ts because it needs the whole country list.
import { countryByValue } from '../../../shared/countries'
import { countryName, sortByCountryPlace } from './country-names'
import { currentLanguage } from './i18n'

/**
 * The localized name of a stored value; in English, and for an unknown value, the value as it is
 * (the English form has always offered the upper-case names it stores).
 */
export function countryNameOfValue(value: string): string {
  if (currentLanguage() === 'en') return value
  const country = countryByValue(value)
  return country ? countryName(country) : value
}

/**
 * Choices holding stored country values, sorted in place into the alphabetical order of the
 * language shown (the order the build gave its names: lib/country-names.ts); in English, as they
 * are. A value that names no country goes last.
 */
export function sortByCountryName<T extends { value: string }>(choices: T[]): T[] {
  return sortByCountryPlace(choices, (choice) => countryByValue(choice.value)?.code)
}
