// "Did you mean …?" for the e-mail address the eVisa is sent to: a typo in a common domain
// (gmial.com, exampel.con) would send the eVisa nowhere. The matching is
// @zootools/email-spell-checker's (a maintained successor of mailcheck); this module gives it the
// mail domains and endings travellers use, and keeps the part before @ exactly as typed.
import emailSpellChecker from '@zootools/email-spell-checker'

/** Whole domains it may suggest. */
const COMMON_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.co.in',
  'yahoo.fr',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'mail.ru',
  'yandex.ru',
  'qq.com',
  '163.com',
  'rediffmail.com',
  'zoho.com',
  'comcast.net',
  'orange.fr',
  'free.fr',
  'btinternet.com',
  'bigpond.com',
  'example.com',
] as const

/** Endings it may suggest, most common first (a tie goes to the earlier one). */
const COMMON_TLDS = [
  'com',
  'net',
  'org',
  'edu',
  'gov',
  'info',
  'biz',
  'co.uk',
  'co.in',
  'com.au',
  'co.nz',
  'ca',
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'be',
  'ch',
  'se',
  'no',
  'dk',
  'ru',
  'cn',
  'jp',
  'in',
  'lk',
  'us',
  'uk',
  'io',
  'me',
] as const

/** The names of the common domains without their ending ("gmail"), for a typo in the ending alone. */
const COMMON_NAMES = [...new Set(COMMON_DOMAINS.map((domain) => domain.slice(0, domain.indexOf('.'))))]

/**
 * The address with its domain corrected when the domain looks like a typo of a common one, else
 * undefined. Only the domain changes; the part before @ is the traveller's own.
 */
export function suggestEmail(input: string): string | undefined {
  const email = input.trim()
  const at = email.lastIndexOf('@')
  if (at < 1 || at === email.length - 1) return undefined
  const domain = email.slice(at + 1).toLowerCase()
  // Not an address yet (no ending, a space, a stray character): nothing to correct.
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) return undefined
  const suggestion = emailSpellChecker.run({
    email: `x@${domain}`,
    domains: [...COMMON_DOMAINS],
    secondLevelDomains: COMMON_NAMES,
    topLevelDomains: [...COMMON_TLDS],
  })
  if (!suggestion || suggestion.domain === domain) return undefined
  return `${email.slice(0, at)}@${suggestion.domain}`
}
