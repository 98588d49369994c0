// The language a traveller's mail is written in, and what follows from it: the direction of the
// text, the site's pages it links to, and how dates and amounts are written (Intl, in that
// language). The words themselves are the message catalogue's (messages/{language}.json, compiled
// by Paraglide JS into paraglide/; docs/decisions/022-traveller-mail-languages.md).
import { DEFAULT_LANGUAGE, isLanguage, type Language, RTL_LANGUAGES } from '../../../shared/languages'

/**
 * The language of a mail's payload. Mails queued before languages were recorded, and the
 * agency's own, carry none and are English; a value that is no language of the site is read as
 * English too rather than failing the mail.
 */
export function mailLanguage(payload: object): Language {
  const { lang } = payload as { lang?: unknown }
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE
}

export function textDirection(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr'
}

/**
 * A page of the site in the traveller's language: English keeps the spec's paths, every other
 * language is the same path under `/{language}` (`/de/Preview/…`).
 */
export function localizedPath(language: Language, path: string): string {
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path}`
}

/** The locale Intl writes in: British English (day month year), as the English mails always were. */
function intlLocale(language: Language): string {
  return language === 'en' ? 'en-GB' : language
}

// Built on first use and kept: an Intl format costs tens of milliseconds to build the first time.
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
function format<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = formats.get(key)
  if (!made) {
    made = make()
    formats.set(key, made)
  }
  return made as T
}

/**
 * A date ("27. November 2026"), or a date and time in UTC ("27. November 2026 um 10:20 UTC"),
 * in the mail's language. A value that is no date is kept as it is.
 */
export function formatMailDate(iso: string, language: Language, withTime = false): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const locale = intlLocale(language)
  const shown = withTime
    ? format(
        `date-time:${locale}`,
        () =>
          new Intl.DateTimeFormat(locale, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            timeZone: 'UTC',
            timeZoneName: 'short',
          }),
      )
    : format(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }))
  return shown.format(date)
}

/**
 * An amount as the mail's language writes it, with two decimals ("85.00", "85,00", "1 085,00");
 * the currency code goes beside it where the catalogue puts it. A value that is no decimal number
 * is kept as it is.
 */
export function formatMailAmount(amount: string, language: Language): string {
  if (!/^\d+(\.\d+)?$/.test(amount)) return amount
  const locale = intlLocale(language)
  return format(
    `amount:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(Number(amount))
}
