import { COUNTRY_LIST } from './countries'

/**
 * The names of the nationalities eligible for the Sri Lanka Electronic Travel Authorization
 * through this service, as the eligible-country page lists them (alphabetical). They come from
 * the one country list, so the page and the form's Nationality choices cannot drift apart.
 */
export const ELIGIBLE_COUNTRIES: readonly string[] = COUNTRY_LIST.filter((country) => country.eligible).map(
  (country) => country.name,
)
