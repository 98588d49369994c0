// An inlang plugin for the message files of this repository: one flat JSON object per language,
// `{ "key": "Text with a {parameter}" }`. Paraglide JS compiles an inlang project, and the SDK
// loads a project's message files through a plugin, usually fetched from a CDN at compile time;
// this one is in the repository so that compiling needs no network. Only plain text and
// `{name}` parameters: no plurals or selects, so every language has the same keys and parameters
// (the completeness tests check it). The SDK reads this file as text and imports it on its own,
// so it imports nothing. Settings: `"plugin.evisa.flatJson": { "pathPattern": "./messages/{locale}.json" }`.
const KEY = 'plugin.evisa.flatJson'
const PARAMETER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g

function parsePattern(text) {
  const pattern = []
  const names = []
  let at = 0
  for (const found of text.matchAll(PARAMETER)) {
    if (found.index > at) pattern.push({ type: 'text', value: text.slice(at, found.index) })
    pattern.push({ type: 'expression', arg: { type: 'variable-reference', name: found[1] } })
    if (!names.includes(found[1])) names.push(found[1])
    at = found.index + found[0].length
  }
  if (at < text.length) pattern.push({ type: 'text', value: text.slice(at) })
  if (/[{}]/.test(text.replace(PARAMETER, ''))) throw new Error(`A brace that is no {parameter}: ${text}`)
  return { pattern, names }
}

export default {
  key: KEY,
  toBeImportedFiles({ settings }) {
    const pathPattern = settings[KEY]?.pathPattern
    if (typeof pathPattern !== 'string') throw new Error(`${KEY}.pathPattern is not set.`)
    return settings.locales.map((locale) => ({ locale, path: pathPattern.replace('{locale}', locale) }))
  },
  importFiles({ files }) {
    const bundles = new Map()
    const messages = []
    const variants = []
    for (const file of files) {
      const json = JSON.parse(new TextDecoder().decode(file.content))
      for (const [id, text] of Object.entries(json)) {
        if (id === '$schema') continue
        if (typeof text !== 'string') throw new Error(`${file.locale}: ${id} is not a text.`)
        const { pattern, names } = parsePattern(text)
        const bundle = bundles.get(id) ?? { id, declarations: [] }
        for (const name of names) {
          if (!bundle.declarations.some((declaration) => declaration.name === name))
            bundle.declarations.push({ type: 'input-variable', name })
        }
        bundles.set(id, bundle)
        messages.push({ bundleId: id, locale: file.locale, selectors: [] })
        variants.push({ messageBundleId: id, messageLocale: file.locale, matches: [], pattern })
      }
    }
    return { bundles: [...bundles.values()], messages, variants }
  },
}
