// Vite build plugin: shortens the message keys in the built client. A key such as
// `home_important_passport` is written twice in the bundle, where a component calls `m.<key>()` and
// where the catalogue module defines it; the build writes `$1x` instead in both places. A page's
// messages are bytes on the first visit (the home page's budget, docs/decisions/017-languages.md),
// and the descriptive keys are for people, not for the browser. Only the build does it: the dev
// server, the prerender and the tests keep the keys as written.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** Every key of the catalogue, in order: messages/en.json is the source every other follows. */
function catalogueKeys(catalogue: string): string[] {
  return Object.keys(JSON.parse(readFileSync(catalogue, 'utf8')) as Record<string, unknown>).filter(
    (key) => key !== '$schema',
  )
}

/** `$` and the key's position in base 36: unique, and no identifier the app itself uses. */
export function shortKeys(keys: readonly string[]): Map<string, string> {
  return new Map(keys.map((key, index) => [key, `$${index.toString(36)}`]))
}

// A property access (`m.home_title`, `messages.common_menu`) and a catalogue module's property
// definition (`  home_title: (i) => …`). Message keys are snake_case with at least one underscore.
const ACCESS = /\.([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b/g
const DEFINITION = /^(\s+)([a-z][a-z0-9]*(?:_[a-z0-9]+)+):/gm

export function shortenMessageKeys(
  code: string,
  short: ReadonlyMap<string, string>,
  catalogue: boolean,
): string {
  const replaced = code.replace(ACCESS, (whole, key: string) => {
    const id = short.get(key)
    return id ? `.${id}` : whole
  })
  if (!catalogue) return replaced
  return replaced.replace(DEFINITION, (whole, indent: string, key: string) => {
    const id = short.get(key)
    return id ? `${indent}${id}:` : whole
  })
}

export function shortMessageKeysPlugin({
  catalogue,
  clientSource,
}: {
  catalogue: string
  clientSource: string
}): Plugin {
  let short: Map<string, string> = new Map()
  return {
    name: 'evisa:short-message-keys',
    apply: 'build',
    buildStart() {
      short = shortKeys(catalogueKeys(catalogue))
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!file.startsWith(clientSource) || !/\.(tsx?|js)$/.test(file)) return null
      const catalogueModule = file.includes('/paraglide/')
      const next = shortenMessageKeys(code, short, catalogueModule)
      return next === code ? null : { code: next, map: null }
    },
  }
}
