// A stored country value in the interface's language ("GERMANY" → "Deutschland"), for the form's
// selects and the preview. Apart from country-names.ts because it needs the whole country list.
import { countryByValue } from '../../../shared/countries'
import { countryName } from './country-names'
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
