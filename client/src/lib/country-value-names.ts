// A stored country value in the interface's language ("GERMANY" → "Deutschland"), for the form's
// selects and the preview. Apart from country-names.ts because it needs the whole country list.
import { countryByValue } from '../../../shared/countries'
import { countryName } from './country-names'

/** The localized name of a stored value; an unknown value shows as it is. */
export function countryNameOfValue(value: string): string {
  const country = countryByValue(value)
  return country ? countryName(country) : value
}
