// Country names in the interface's language, from i18n-iso-countries ("Deutschland",
// "Германия", "德国"). Only the language in use is downloaded. What the form stores and the API
// receives stays the English upper-case name (shared/countries.ts, ADR 007): this is only what the
// traveller reads.
// Light on purpose: route files import the loader, and they are part of every page's code, so
// this module does not bring the country list itself (country-value-names.ts does).
import type { CountryEntry } from '../../../shared/countries'
import type { Language } from '../../../shared/languages'
import { currentLanguage, loadInLanguage } from './i18n'

type OrderedNames = { default: readonly (readonly [code: string, name: string])[] }

// Each language's names come sorted in its own alphabetical order, by the build
// (scripts/vite-country-names.ts): the phone makes no collator, and the served HTML (prerendered
// from the same module) lists them in exactly the order the app's first render does.
const SOURCES: Record<Exclude<Language, 'en'>, () => Promise<OrderedNames>> = {
  ru: () => import('virtual:country-names/ru'),
  de: () => import('virtual:country-names/de'),
  zh: () => import('virtual:country-names/zh'),
  fr: () => import('virtual:country-names/fr'),
  ar: () => import('virtual:country-names/ar'),
}

interface NamesIn {
  /** By ISO code. */
  names: ReadonlyMap<string, string>
  /** Each code's place in the language's alphabetical order. */
  places: ReadonlyMap<string, number>
}

const loaded = new Map<Language, NamesIn>()

async function load(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return
  const inOrder = (await SOURCES[language]()).default
  loaded.set(language, {
    names: new Map(inOrder),
    places: new Map(inOrder.map(([code], place) => [code, place])),
  })
}

/** A screen that shows country names awaits this before it renders (a route's beforeLoad). */
export function loadCountryNames(): Promise<void> {
  return loadInLanguage(load)
}

/** The country's name as the traveller reads it in the language shown. */
export function countryName(country: CountryEntry): string {
  return loaded.get(currentLanguage())?.names.get(country.code) ?? country.name
}

/**
 * Each country's place (by ISO code) in the alphabetical order of the language shown; none in
 * English, whose order is the site's own list's (shared/countries.ts), nor before the names load.
 */
function countryPlaces(): ReadonlyMap<string, number> | undefined {
  return loaded.get(currentLanguage())?.places
}

/**
 * Sorts `items` in place into the alphabetical order of the language shown, by the country code
 * `codeOf` finds for each (none: last); in English, whose order is the site's own list's, leaves
 * them as they are.
 */
export function sortByCountryPlace<T>(items: T[], codeOf: (item: T) => string | undefined): T[] {
  const places = countryPlaces()
  if (!places) return items
  const placeOf = (item: T) => {
    const code = codeOf(item)
    return (code === undefined ? undefined : places.get(code)) ?? places.size
  }
  return items.sort((a, b) => placeOf(a) - placeOf(b))
}

/** Countries in the alphabetical order of the language shown. */
export function sortedByName(countries: readonly CountryEntry[]): CountryEntry[] {
  return sortByCountryPlace([...countries], (country) => country.code)
}
