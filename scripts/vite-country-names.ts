// Vite plugin: each language's country names, already in that language's alphabetical order.
// `import('virtual:country-names/de')` gives `[["EG", "Ägypten"], ["AF", "Afghanistan"], ...]`:
// every country of the site (shared/countries.ts) with its name in that language (the English
// one where i18n-iso-countries has none), sorted here, in Node, with `Intl.Collator(language)`.
// A phone then lists countries in that order without a collator of its own: the first collator
// of a page reads its language's collation rules, 12-16 ms of Chromium's time on a fast machine
// and four times that on a slow phone (docs/performance.md). One order made once is also what
// keeps the served HTML and the app's first render identical: the prerender and the browser read
// the same module, where two ICU versions (Node's, the browser's) may order a few names apart.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { COUNTRY_LIST } from '../shared/countries.ts'
import { LANGUAGES } from '../shared/languages.ts'

const PREFIX = 'virtual:country-names/'
// Rollup's convention for a module no file holds: other plugins leave it alone.
const RESOLVED_PREFIX = `\0${PREFIX}`

const require = createRequire(import.meta.url)

type Names = Readonly<Record<string, string | readonly string[]>>

/** The site's countries as [code, name in `language`] pairs, in `language`'s alphabetical order. */
export function countryNamesInOrder(language: string, names: Names): [code: string, name: string][] {
  const compare = new Intl.Collator(language).compare
  // COUNTRY_LIST is in English order and the sort is stable: two countries of the same name
  // keep that order, whatever the engine.
  return COUNTRY_LIST.map((country): [string, string] => {
    const name = names[country.code]
    return [country.code, (Array.isArray(name) ? name[0] : name) ?? country.name]
  }).sort((a, b) => compare(a[1], b[1]))
}

/** The file of `language`'s country names in i18n-iso-countries. */
const namesFileOf = (language: string) => require.resolve(`i18n-iso-countries/langs/${language}.json`)

function namesIn(file: string): Names {
  return (JSON.parse(readFileSync(file, 'utf8')) as { countries: Names }).countries
}

export function countryNamesPlugin(): Plugin {
  return {
    name: 'evisa:country-names',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null
      const language = id.slice(PREFIX.length)
      if (language === 'en' || !(LANGUAGES as readonly string[]).includes(language))
        throw new Error(`no country names for "${language}": one of ${LANGUAGES.slice(1).join(', ')}`)
      return `${RESOLVED_PREFIX}${language}`
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null
      const language = id.slice(RESOLVED_PREFIX.length)
      const file = namesFileOf(language)
      this.addWatchFile(file)
      return `export default ${JSON.stringify(countryNamesInOrder(language, namesIn(file)))}\n`
    },
  }
}
