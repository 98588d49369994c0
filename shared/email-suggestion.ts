// "Did you mean …?" for the e-mail address the eVisa is sent to: a typo in a common domain
// (gmial.com, exampel.con) would send the eVisa nowhere. Small on purpose: the domain is compared
// with well-known mail domains, and failing that its last label with common top-level domains,
// by Damerau-Levenshtein distance (a swap of two neighbouring letters counts as one edit).

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

/** Edits needed to turn a into b: insertions, deletions, substitutions, adjacent swaps. */
export function damerauLevenshtein(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1)
      }
      d[i]![j] = best
    }
  }
  return d[a.length]![b.length]!
}

const MAX_DISTANCE = 2

/** The closest candidate within MAX_DISTANCE (never the value itself); ties go to the list's order. */
function closest(
  value: string,
  candidates: readonly string[],
  maxDistance = MAX_DISTANCE,
): string | undefined {
  if (candidates.includes(value)) return undefined
  let best: { candidate: string; distance: number } | undefined
  for (const candidate of candidates) {
    const distance = damerauLevenshtein(value, candidate)
    if (distance <= maxDistance && (!best || distance < best.distance)) best = { candidate, distance }
  }
  return best?.candidate
}

/**
 * The address with its domain corrected when the domain looks like a typo of a common one, else
 * undefined. Only the domain changes; the part before @ is the traveller's own.
 */
export function suggestEmail(input: string): string | undefined {
  const email = input.trim()
  const at = email.lastIndexOf('@')
  if (at < 1 || at === email.length - 1) return undefined
  const local = email.slice(0, at)
  const domain = email.slice(at + 1).toLowerCase()
  if (!/^[a-z0-9.-]+$/.test(domain)) return undefined
  if ((COMMON_DOMAINS as readonly string[]).includes(domain)) return undefined

  // Short domains ("me.co") are too close to too many others: allow only one edit there.
  const domainMatch = closest(domain, COMMON_DOMAINS, domain.length < 7 ? 1 : MAX_DISTANCE)
  if (domainMatch) return `${local}@${domainMatch}`

  // An unknown name with a mistyped ending: "agency.con" → "agency.com". The ending is the last
  // label, or the last two for endings like "co.uk".
  const labels = domain.split('.')
  if (labels.length < 2 || labels.some((label) => label === '')) return undefined
  for (const size of [2, 1]) {
    if (labels.length <= size) continue
    const tld = labels.slice(-size).join('.')
    if ((COMMON_TLDS as readonly string[]).includes(tld)) return undefined
  }
  const tld = labels.at(-1)!
  // One edit at most: a two-letter country code is one edit from many others.
  const tldMatch = closest(
    tld,
    COMMON_TLDS.filter((candidate) => !candidate.includes('.')),
    tld.length <= 2 ? 0 : 1,
  )
  if (!tldMatch) return undefined
  return `${local}@${[...labels.slice(0, -1), tldMatch].join('.')}`
}
