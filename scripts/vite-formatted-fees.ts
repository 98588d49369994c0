// Vite plugin: every price of the fee table as each language writes it.
// `import formattedFees from 'virtual:formatted-fees'` gives `{ de: { 10: "10", 85: "85", ... }, ... }`,
// formatted here, in Node, with `Intl.NumberFormat(language)`. The home page and the form show
// these prices as they first render, and the first `Intl` formatter a page builds costs Chromium
// 20-50 ms on this machine (four times that on a slow phone: docs/performance.md): a long task in
// the middle of the page's start, for three numbers that never change between builds. Other
// numbers are still formatted by the browser (client/src/lib/i18n.ts). The prerender and the
// browser read the same strings, as they read the same country names (vite-country-names.ts).
import type { Plugin } from 'vite'
import { feeAmounts } from '../shared/fees.ts'
import { LANGUAGES } from '../shared/languages.ts'

const ID = 'virtual:formatted-fees'
// Rollup's convention for a module no file holds: other plugins leave it alone.
const RESOLVED_ID = `\0${ID}`

/** `amounts` as each of `languages` writes them, by language, then by amount. */
export function formattedAmounts(
  languages: readonly string[],
  amounts: readonly number[],
): Record<string, Record<number, string>> {
  return Object.fromEntries(
    languages.map((language) => {
      const format = new Intl.NumberFormat(language)
      return [language, Object.fromEntries(amounts.map((amount) => [amount, format.format(amount)]))]
    }),
  )
}

export function formattedFeesPlugin(): Plugin {
  return {
    name: 'evisa:formatted-fees',
    resolveId: (id) => (id === ID ? RESOLVED_ID : null),
    load: (id) =>
      id === RESOLVED_ID
        ? `export default ${JSON.stringify(formattedAmounts(LANGUAGES, feeAmounts()))}\n`
        : null,
  }
}
