// The interface languages of the site, in the one place both halves read them: the client's
// catalogues (messages/{language}.json, compiled by Paraglide) and URL prefixes, and the server's
// `language` field on an application and the mails it sends in that language. English is the
// default and keeps the spec's unprefixed paths. Adding a language: one line here (and in
// project.inlang/settings.json), one catalogue file. Why Paraglide and these URLs:
// docs/decisions/017-languages.md.
export const LANGUAGES = ['en', 'ru', 'de', 'zh', 'fr', 'ar'] as const

export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/** Languages written right to left: the page gets `dir="rtl"` and mirrors its layout. */
export const RTL_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['ar'])

/** Each language in its own name, as the Language menu lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ru: 'Русский',
  de: 'Deutsch',
  zh: '中文',
  fr: 'Français',
  ar: 'العربية',
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

const PREFIX = /^\/([^/]+)(\/.*)?$/

/**
 * The language of an address and its path without the language: "/de/Apply" → de, "/Apply";
 * "/de" and "/de/" → de, "/". English has no prefix ("/en/Apply" is no page, like "/xx/Apply").
 */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = PREFIX.exec(pathname)
  const prefix = match?.[1]
  if (prefix && prefix !== DEFAULT_LANGUAGE && isLanguage(prefix))
    return { language: prefix, path: match?.[2] || '/' }
  return { language: DEFAULT_LANGUAGE, path: pathname }
}

/** The address of `path` (without a language) in `language`: ("/Apply", de) → "/de/Apply", ("/", de) → "/de/". */
export function localizePath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path
  return path === '/' ? `/${language}/` : `/${language}${path}`
}

/**
 * A page's address in every language, then x-default (the English one): [hreflang, address]
 * pairs, which the prerendered pages write as `<link rel="alternate">` and the server as a Link
 * header. `path` is without a language.
 */
export function alternateAddresses(path: string): [hreflang: string, address: string][] {
  return [
    ...LANGUAGES.map((language): [string, string] => [language, localizePath(path, language)]),
    ['x-default', path],
  ]
}
