// Country names in the interface's language, from i18n-iso-countries ("Deutschland",
// "Германия", "德国"). Only the language in use is downloaded. What the form stores and the API
// receives stays the English upper-case name (shared/countries.ts, ADR 007): this is only what the
// traveller reads.
// Light on purpose: route files import the loader, and they are part of every page's code, so
// this module does not bring the country list itself (country-value-names.ts does).
import type { CountryEntry } from '../../../shared/countries'
import type { Language } from '../../../shared/languages'
import { currentLanguage, loadInLanguage } from './i18n'

type Names = { countries: Record<string, string | string[]> }

const SOURCES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Names }>> = {
  ru: () => import('i18n-iso-countries/langs/ru.json'),
  de: () => import('i18n-iso-countries/langs/de.json'),
  zh: () => import('i18n-iso-countries/langs/zh.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  ar: () => import('i18n-iso-countries/langs/ar.json'),
}

const loaded = new Map<Language, Readonly<Record<string, string | string[]>>>()

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function load(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return
  const names = (await SOURCES[language]()).default.countries
  // The first collator of a page reads the language's collation rules (12-15 ms in Chromium on
  // this machine, four times that on a slow phone). Built here, in a task of its own, it is not
  // part of the first render of a screen that lists countries, where sorting a select's options
  // is a single piece of React's work that cannot be cut into slices (docs/performance.md).
  await nextTask()
  compareIn(language)
  await nextTask()
  loaded.set(language, names)
}

/** A screen that shows country names awaits this before it renders (a route's beforeLoad). */
export function loadCountryNames(): Promise<void> {
  return loadInLanguage(load)
}

/** The country's name as the traveller reads it in the language shown. */
export function countryName(country: CountryEntry): string {
  const names = loaded.get(currentLanguage())
  const name = names?.[country.code]
  return (Array.isArray(name) ? name[0] : name) ?? country.name
}

const collators = new Map<string, Intl.Collator['compare']>()

/** The alphabetical order of `language`: one collator per language, made once per page. */
export function compareIn(language: string): Intl.Collator['compare'] {
  let compare = collators.get(language)
  if (!compare) {
    compare = new Intl.Collator(language).compare
    collators.set(language, compare)
  }
  return compare
}

/** Countries in the alphabetical order of the language shown. */
export function sortedByName(countries: readonly CountryEntry[]): CountryEntry[] {
  const language = currentLanguage()
  // The list is already in English alphabetical order, as the site has always shown it.
  if (language === 'en') return [...countries]
  const compare = compareIn(language)
  return countries
    .map((country) => ({ country, name: countryName(country) }))
    .sort((a, b) => compare(a.name, b.name))
    .map(({ country }) => country)
}
