// The interface languages of the site, in the one place both halves read them: the client's
// catalogues (messages/{language}.json, compiled by Paraglide) and URL prefixes, and the server's
// `language` field on an application and the mails it sends in that language. English is the
// default and keeps the spec's unprefixed paths. Adding a language: one line here (and in
// project.inlang/settings.json), one catalogue file. Why Paraglide and these URLs:
// docs/decisions/017-languages.md.
import * as v from 'valibot'

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

/** The optional `language` of create-application and update-application: one of LANGUAGES. */
export const languageSchema = v.picklist(LANGUAGES, `language must be one of ${LANGUAGES.join(', ')}.`)
