// The interface's language (docs/decisions/017-languages.md). The language of a page is its
// address: English at the spec's paths, every other language under /{language}/. Messages are
// Paraglide-compiled functions in one module per language and screen group
// (client/src/paraglide/{language}/{group}.js, scripts/i18n-client.mjs): a route loads the
// groups its screen uses, in the language of its address, before it renders, so a page downloads
// only its own messages in its own language.
//
// Two languages are tracked: the address's (set as the router reads an address, so the links it
// writes keep that prefix) and the shown one, whose messages `m` returns. The shown language
// changes only once every group on screen has arrived in the new one, so a page never shows a
// key or half of one language (root route's beforeLoad, `showLanguage`).

import formattedFees from 'virtual:formatted-fees'
import {
  type ComponentType,
  createElement,
  Fragment,
  type ReactNode,
  useEffect,
  useSyncExternalStore,
} from 'react'
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  localizePath,
  RTL_LANGUAGES,
  splitLanguage,
} from '../../../shared/languages'
import {
  MESSAGE_GROUPS,
  MESSAGE_LANGUAGES,
  MESSAGE_MODULES,
  type MessageGroup,
  type Messages,
} from '../paraglide/messages'

export { localizePath, splitLanguage }

type Catalogue = Record<string, (inputs?: unknown) => string>

let addressLanguage: Language = DEFAULT_LANGUAGE
let shownLanguage: Language = DEFAULT_LANGUAGE
const catalogues = new Map<Language, Catalogue>(LANGUAGES.map((language) => [language, {}]))
const loading = new Map<string, Promise<void>>()
/** The groups the pages shown so far use: a language switch loads them all first. */
const inUse = new Set<MessageGroup>()
const listeners = new Set<() => void>()
/** What else a page shows in its language (country names): loaded with its messages on a switch. */
const resources = new Set<(language: Language) => Promise<void>>()

/**
 * Every message of the interface, in the language shown: `m.apply_surname_label()`. A message whose
 * group no route loaded is a bug: the prerender fails on it; in the browser its key shows.
 */
export const m = new Proxy({} as Messages, {
  get(_target, key: string) {
    const message = catalogues.get(shownLanguage)?.[key]
    if (message) return message
    if (import.meta.env.SSR) throw new Error(`message ${key} is not loaded in ${shownLanguage}`)
    return () => key
  },
})

function loadGroup(language: Language, group: MessageGroup): Promise<void> {
  const id = `${language}/${group}`
  let pending = loading.get(id)
  if (!pending) {
    const load =
      MESSAGE_MODULES[
        MESSAGE_LANGUAGES.indexOf(language) * MESSAGE_GROUPS.length + MESSAGE_GROUPS.indexOf(group)
      ]
    if (!load) return Promise.reject(new Error(`no messages ${id}`))
    pending = load().then(
      (module) => {
        Object.assign(catalogues.get(language)!, module.default as Catalogue)
      },
      (error: unknown) => {
        // A failed download (offline before the service worker held it) may be tried again.
        loading.delete(id)
        throw error
      },
    )
    loading.set(id, pending)
  }
  return pending
}

/**
 * Loads a screen's message groups in the language of the address: a route's loader (or a lazy
 * component's import) awaits it before the screen renders.
 */
export function loadMessages(...groups: MessageGroup[]): Promise<void> {
  for (const group of groups) inUse.add(group)
  return Promise.all(groups.map((group) => loadGroup(addressLanguage, group))).then(() => undefined)
}

/**
 * Loads something else a screen shows in the language of the address (country names), now and on
 * every later switch of language, before the screen shows that language.
 */
export function loadInLanguage(load: (language: Language) => Promise<void>): Promise<void> {
  resources.add(load)
  return load(addressLanguage)
}

/**
 * Resolved once the screen of a served (prerendered) page has been hydrated. React hydrates the
 * page's frame first and the screen inside the router's Suspense boundaries later, at its lowest
 * priority; a change of language before then made it hydrate the served German text with English
 * messages (the messages are read from this module, not from React's state): React's hydration
 * error, and the screen thrown away and drawn again. A switch of language waits for it.
 */
let screenHydrated: Promise<void> = Promise.resolve()
let markScreenHydrated = () => {}

/**
 * Called as the app starts hydrating a served page: the language shown stays the HTML's until its
 * screen is hydrated. Resolves then.
 */
export function holdLanguageUntilScreenHydrated(): Promise<void> {
  screenHydrated = new Promise((resolve) => {
    markScreenHydrated = resolve
  })
  return screenHydrated
}

/** Shows the address's language once every group in use has arrived in it. */
export async function showAddressLanguage(): Promise<void> {
  const language = addressLanguage
  await Promise.all([
    ...[...inUse].map((group) => loadGroup(language, group)),
    ...[...resources].map((load) => load(language)),
  ])
  if (language !== shownLanguage) await screenHydrated
  if (language !== addressLanguage || language === shownLanguage) return
  shownLanguage = language
  for (const listener of listeners) listener()
}

/** The language shown now: a component that uses it re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => shownLanguage,
    () => shownLanguage,
  )
}

/**
 * A route's screen that renders again, in place, when the language changes: the router keeps a
 * route's element between renders of its match, so the screen itself must listen.
 */
export function withLanguage<Props extends object>(
  Screen: ComponentType<Props>,
): (props: Props) => ReactNode {
  function InLanguage(props: Props) {
    useLanguage()
    // Every traveller's screen is one of these, inside the router's boundaries: once it has
    // mounted (hydrated, on a served page), the language may change.
    useEffect(() => markScreenHydrated(), [])
    return createElement(Screen, props)
  }
  return InLanguage
}

export function currentLanguage(): Language {
  return shownLanguage
}

export function textDirection(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr'
}

/**
 * The router's rewrite: the routes know only the unprefixed paths. Reading an address takes its
 * language; writing one (a link, a navigation) puts the current address's language back. Each call
 * answers a new object: the router rebuilds its links when it is given a new rewrite
 * (`router.update`), which is how a switch of language reaches every link on screen.
 */
export function languageRewrite() {
  return { ...LANGUAGE_REWRITE }
}

export const LANGUAGE_REWRITE = {
  input: ({ url }: { url: URL }) => {
    const { language, path } = splitLanguage(url.pathname)
    addressLanguage = language
    url.pathname = path
    return url
  },
  output: ({ url }: { url: URL }) => {
    url.pathname = localizePath(url.pathname, addressLanguage)
    return url
  },
}

/** The language the traveller chose in the Language menu, kept on the device for their next visit. */
const CHOSEN_LANGUAGE_KEY = 'evisa-language'

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, language)
  } catch {
    // Storage refused (private mode): the choice lasts for this visit only.
  }
}

export function rememberedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(CHOSEN_LANGUAGE_KEY)
    return isLanguage(value) ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * The first of the browser's preferred languages the site speaks, if it is not English: what the
 * home page suggests (never imposes) to a visitor who has not chosen yet.
 */
export function suggestedLanguage(preferred: readonly string[]): Language | undefined {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLanguage(base)) return base === DEFAULT_LANGUAGE ? undefined : base
  }
  return undefined
}

const PART = /\uE000(\w+)\uE000/

/**
 * A message with parts that are elements (a link inside a sentence): the message places them
 * ("… finish later with {my_applications}."), so each language keeps its own word order.
 */
export function withParts<Name extends string>(
  message: (inputs: Record<Name, string>) => string,
  parts: Record<Name, ReactNode>,
): ReactNode {
  const markers = Object.fromEntries(Object.keys(parts).map((name) => [name, `\uE000${name}\uE000`]))
  const pieces = message(markers as Record<Name, string>).split(PART)
  return pieces.map((piece, index) =>
    index % 2 === 0 ? piece : createElement(Fragment, { key: index }, parts[piece as Name]),
  )
}

let numberFormat: { language: Language; format: Intl.NumberFormat } | undefined

/**
 * A number as the language shown writes it. The fee table's prices come formatted from the build
 * (scripts/vite-formatted-fees.ts): the pages that show them as they start build no formatter of
 * their own. Any other number gets one, built on first use (docs/conventions.md).
 */
export function formatNumber(value: number): string {
  const prepared = formattedFees[shownLanguage]?.[value]
  if (prepared !== undefined) return prepared
  if (numberFormat?.language !== shownLanguage)
    numberFormat = { language: shownLanguage, format: new Intl.NumberFormat(shownLanguage) }
  return numberFormat.format.format(value)
}

let dateFormat: { language: Language; format: Intl.DateTimeFormat } | undefined

/**
 * A calendar date (YYYY-MM-DD, or the date of an ISO moment) as the language shown writes it in
 * full: "12 March 2026", "12. März 2026", "2026年3月12日". English keeps the site's own format.
 */
export function formatDate(iso: string, english: (iso: string) => string): string {
  if (shownLanguage === DEFAULT_LANGUAGE) return english(iso)
  if (dateFormat?.language !== shownLanguage)
    dateFormat = {
      language: shownLanguage,
      format: new Intl.DateTimeFormat(shownLanguage, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    }
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format.format(date)
}

/**
 * The messages of `group` in `language`, whatever language is shown: what the home page says to
 * suggest a language is written in that language.
 */
export async function messagesIn(language: Language, group: MessageGroup): Promise<Messages> {
  await loadGroup(language, group)
  return catalogues.get(language) as unknown as Messages
}
