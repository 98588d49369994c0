// The one country list of the site: ISO 3166-1 alpha-2 codes with their English names from
// i18n-iso-countries (which also carries the names in other languages, for later), plus Kosovo
// (XK, a code ISO leaves to users). The eligible-country page, the form's four country selects and
// the server's validation all come from here. Why names travel upper case on the wire and in the
// database, rather than codes: docs/decisions/007-one-country-source.md.
import isoEnglish from 'i18n-iso-countries/langs/en.json' with { type: 'json' }

export interface CountryEntry {
  /** ISO 3166-1 alpha-2, or XK for Kosovo. */
  code: string
  /** As the eligible-country page shows it: "Côte d'Ivoire". */
  name: string
  /** As the form offers it and the API stores it: upper case, plain ASCII ("COTE D'IVOIRE"). */
  value: string
  /** Whether its nationals may apply for the ETA through this service. */
  eligible: boolean
}

/**
 * Where the package's first English name is a formal or long one ("Russian Federation", "Syrian
 * Arab Republic", "Falkland Islands (Malvinas)"), the name travellers and the authority's own
 * eligible list use. Most are aliases the package also lists.
 */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  BN: 'Brunei',
  CG: 'Congo',
  CI: "Côte d'Ivoire",
  CN: 'China',
  CV: 'Cabo Verde',
  CZ: 'Czechia',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  MO: 'Macau',
  PS: 'Palestine',
  RE: 'Réunion',
  RU: 'Russia',
  SX: 'Sint Maarten',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  VA: 'Holy See',
  VG: 'British Virgin Islands',
  VI: 'United States Virgin Islands',
  VN: 'Viet Nam',
  XK: 'Kosovo',
}

/**
 * The nationalities eligible for the Sri Lanka ETA through this service: 231 countries and
 * territories. Left out: Sri Lanka (its citizens need no visa) and the places whose people hold
 * another country's passport or that have no people (Antarctica, Åland, Bouvet Island, ...).
 */
// biome-ignore format: sixteen codes a line read better than 231 lines of one
const ELIGIBLE_CODES: ReadonlySet<string> = new Set([
  'AF', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH',
  'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BA', 'BW', 'BR', 'VG', 'BN', 'BG', 'BF',
  'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CO', 'KM', 'CG', 'CK', 'CR', 'CI',
  'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE',
  'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR',
  'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN',
  'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW',
  'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML',
  'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM',
  'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK',
  'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PL', 'PT', 'PR', 'QA', 'RE', 'RO', 'RU', 'RW', 'SH',
  'KN', 'LC', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB',
  'SO', 'ZA', 'KR', 'SS', 'ES', 'SD', 'SR', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TL', 'TG',
  'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'US', 'VI', 'UY', 'UZ', 'VU',
  'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW',
])

/**
 * Names the form stored before this list existed, as the ISO names of the time spelled them, and
 * what they are now. A migration rewrote the server's rows and drafts; the schema and the form
 * still read them, because a device may hold a draft (or a queued submit) from before.
 */
export const RENAMED_COUNTRIES: Readonly<Record<string, string>> = {
  'BRUNEI DARUSSALAM': 'BRUNEI',
  'CAPE VERDE': 'CABO VERDE',
  'CZECH REPUBLIC': 'CZECHIA',
  'KOREA, REPUBLIC OF': 'SOUTH KOREA',
  "LAO PEOPLE'S DEMOCRATIC REPUBLIC": 'LAOS',
  MACAO: 'MACAU',
  'RUSSIAN FEDERATION': 'RUSSIA',
  'SYRIAN ARAB REPUBLIC': 'SYRIA',
  TURKEY: 'TURKIYE',
}

/** "Türkiye" as "TURKIYE": selects and typed input stay plain ASCII upper case. */
export function toCountryValue(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
}

function englishName(code: string, names: string | readonly string[]): string {
  return SHORT_NAMES[code] ?? (typeof names === 'string' ? names : (names[0] ?? code))
}

/**
 * Every country and territory, in English alphabetical order. The order is that of the plain
 * upper-case values (accents dropped), which for these names is English collation's order
 * (countries.test.ts checks it against `Intl.Collator('en')`): building a collator costs a phone
 * 50–100 ms on the first page that lists countries (docs/performance.md).
 */
export const COUNTRY_LIST: readonly CountryEntry[] = Object.entries(
  isoEnglish.countries as Record<string, string | readonly string[]>,
)
  .map(([code, names]) => {
    const name = englishName(code, names)
    return { code, name, value: toCountryValue(name), eligible: ELIGIBLE_CODES.has(code) }
  })
  .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))

/** What Country of Birth, Country / Region and "Where have you been" accept: every country. */
export const COUNTRIES: readonly string[] = COUNTRY_LIST.map((country) => country.value)

/** What Nationality accepts: the eligible ones only. */
export const NATIONALITIES: readonly string[] = COUNTRY_LIST.filter((country) => country.eligible).map(
  (country) => country.value,
)

const BY_CODE = new Map(COUNTRY_LIST.map((country) => [country.code, country]))
const BY_VALUE = new Map(COUNTRY_LIST.map((country) => [country.value, country]))

/** The entry for an ISO code (any case), e.g. from GeoIP. */
export function countryByCode(code: string): CountryEntry | undefined {
  return BY_CODE.get(code.toUpperCase())
}

/** The entry for a stored value, old spellings included. */
export function countryByValue(value: string): CountryEntry | undefined {
  return BY_VALUE.get(currentCountryValue(value))
}

/** A stored value in today's spelling; anything else comes back as it was. */
export function currentCountryValue(value: string): string {
  return RENAMED_COUNTRIES[value] ?? value
}

/** The application fields that hold a country value. */
export const COUNTRY_FIELDS = [
  'Country_of_birth',
  'nationality',
  'days_14_days_before_this_travel',
  'Country_or_region',
  'applicant_company_region',
] as const

/**
 * A copy of form input or draft data with old country spellings brought up to date: a draft kept
 * on a device from before the rename still shows its countries in the selects.
 */
export function withCurrentCountryNames<T extends Readonly<Record<string, unknown>>>(data: T): T {
  let changed: Record<string, unknown> | undefined
  for (const field of COUNTRY_FIELDS) {
    const value = data[field]
    if (typeof value !== 'string') continue
    const current = currentCountryValue(value)
    if (current !== value) {
      changed ??= { ...data }
      changed[field] = current
    }
  }
  return (changed ?? data) as T
}
