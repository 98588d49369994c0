import { describe, expect, it } from 'vitest'
import {
  COUNTRIES,
  COUNTRY_LIST,
  countryByCode,
  countryByValue,
  NATIONALITIES,
  RENAMED_COUNTRIES,
  withCurrentCountryNames,
} from './countries'
import { feeForApplication } from './fees'

/** What the form offered before the one list: every value an old row or draft may hold. */
// biome-ignore format: a list to read, not to edit
const FORMER_CHOICES = [
  'AFGHANISTAN', 'ALBANIA', 'ALGERIA', 'ANDORRA', 'ANGOLA', 'ARGENTINA', 'ARMENIA', 'AUSTRALIA', 'AUSTRIA',
  'AZERBAIJAN', 'BAHAMAS', 'BAHRAIN', 'BANGLADESH', 'BARBADOS', 'BELARUS', 'BELGIUM', 'BELIZE', 'BENIN',
  'BHUTAN', 'BOLIVIA', 'BOSNIA AND HERZEGOVINA', 'BOTSWANA', 'BRAZIL', 'BRUNEI DARUSSALAM', 'BULGARIA',
  'BURKINA FASO', 'BURUNDI', 'CAMBODIA', 'CAMEROON', 'CANADA', 'CAPE VERDE', 'CHAD', 'CHILE', 'CHINA',
  'COLOMBIA', 'COMOROS', 'CONGO', 'COSTA RICA', "COTE D'IVOIRE", 'CROATIA', 'CUBA', 'CYPRUS', 'CZECH REPUBLIC',
  'DENMARK', 'DJIBOUTI', 'DOMINICAN REPUBLIC', 'ECUADOR', 'EGYPT', 'EL SALVADOR', 'ESTONIA', 'ETHIOPIA', 'FIJI',
  'FINLAND', 'FRANCE', 'GABON', 'GAMBIA', 'GEORGIA', 'GERMANY', 'GHANA', 'GREECE', 'GUATEMALA', 'GUINEA',
  'GUYANA', 'HAITI', 'HONDURAS', 'HONG KONG', 'HUNGARY', 'ICELAND', 'INDIA', 'INDONESIA', 'IRAN', 'IRAQ',
  'IRELAND', 'ISRAEL', 'ITALY', 'JAMAICA', 'JAPAN', 'JORDAN', 'KAZAKHSTAN', 'KENYA', 'KOREA, REPUBLIC OF',
  'KUWAIT', 'KYRGYZSTAN', "LAO PEOPLE'S DEMOCRATIC REPUBLIC", 'LATVIA', 'LEBANON', 'LESOTHO', 'LIBERIA', 'LIBYA',
  'LIECHTENSTEIN', 'LITHUANIA', 'LUXEMBOURG', 'MACAO', 'MADAGASCAR', 'MALAWI', 'MALAYSIA', 'MALDIVES', 'MALI',
  'MALTA', 'MAURITANIA', 'MAURITIUS', 'MEXICO', 'MOLDOVA', 'MONACO', 'MONGOLIA', 'MONTENEGRO', 'MOROCCO',
  'MOZAMBIQUE', 'MYANMAR', 'NAMIBIA', 'NEPAL', 'NETHERLANDS', 'NEW ZEALAND', 'NICARAGUA', 'NIGER', 'NIGERIA',
  'NORTH MACEDONIA', 'NORWAY', 'OMAN', 'PAKISTAN', 'PALESTINE', 'PANAMA', 'PAPUA NEW GUINEA', 'PARAGUAY', 'PERU',
  'PHILIPPINES', 'POLAND', 'PORTUGAL', 'QATAR', 'ROMANIA', 'RUSSIAN FEDERATION', 'RWANDA', 'SAUDI ARABIA',
  'SENEGAL', 'SERBIA', 'SEYCHELLES', 'SIERRA LEONE', 'SINGAPORE', 'SLOVAKIA', 'SLOVENIA', 'SOMALIA',
  'SOUTH AFRICA', 'SPAIN', 'SRI LANKA', 'SUDAN', 'SURINAME', 'SWEDEN', 'SWITZERLAND', 'SYRIAN ARAB REPUBLIC',
  'TAIWAN', 'TAJIKISTAN', 'TANZANIA', 'THAILAND', 'TOGO', 'TRINIDAD AND TOBAGO', 'TUNISIA', 'TURKEY',
  'TURKMENISTAN', 'UGANDA', 'UKRAINE', 'UNITED ARAB EMIRATES', 'UNITED KINGDOM', 'UNITED STATES OF AMERICA',
  'URUGUAY', 'UZBEKISTAN', 'VENEZUELA', 'VIET NAM', 'YEMEN', 'ZAMBIA', 'ZIMBABWE',
]

describe('the country list', () => {
  it('holds every ISO 3166 country and territory and Kosovo, each code and value once', () => {
    expect(COUNTRY_LIST).toHaveLength(250)
    expect(new Set(COUNTRY_LIST.map((country) => country.code)).size).toBe(250)
    expect(new Set(COUNTRIES).size).toBe(250)
    expect(countryByCode('XK')).toMatchObject({ name: 'Kosovo', value: 'KOSOVO', eligible: true })
  })

  it('lists the countries in English alphabetical order of their names', () => {
    const english = new Intl.Collator('en')
    const byName = [...COUNTRY_LIST].sort((a, b) => english.compare(a.name, b.name))
    expect(COUNTRY_LIST.map((country) => country.name)).toEqual(byName.map((country) => country.name))
    expect(COUNTRIES.slice(0, 3)).toEqual(['AFGHANISTAN', 'ALAND ISLANDS', 'ALBANIA'])
  })

  it('offers names in plain upper case, as the form has always stored them', () => {
    for (const value of COUNTRIES) expect(value).toMatch(/^[A-Z][A-Z ,'().-]*$/)
    expect(countryByCode('CI')).toMatchObject({ name: "Côte d'Ivoire", value: "COTE D'IVOIRE" })
    expect(countryByCode('tr')).toMatchObject({ name: 'Türkiye', value: 'TURKIYE' })
  })

  it('uses the names travellers know rather than formal ISO ones', () => {
    expect(COUNTRIES).toEqual(expect.arrayContaining(['CZECHIA', 'RUSSIA', 'SOUTH KOREA', 'LAOS', 'SYRIA']))
    expect(COUNTRIES).not.toContain('RUSSIAN FEDERATION')
  })

  it('lets the eligible 231 choose Nationality; Sri Lanka is a country of birth but not a nationality here', () => {
    expect(NATIONALITIES).toHaveLength(231)
    expect(COUNTRIES).toContain('SRI LANKA')
    expect(NATIONALITIES).not.toContain('SRI LANKA')
    expect(NATIONALITIES).not.toContain('ANTARCTICA')
  })

  it('keeps INDIA spelled as the fee rule reads it', () => {
    const india = countryByCode('IN')
    expect(india?.value).toBe('INDIA')
    expect(feeForApplication({ nationality: india?.value, visaType: 'BUSINESS VISA' })).toBe(10)
  })

  it('still reads every name the form offered before, old spellings as the new ones', () => {
    for (const former of FORMER_CHOICES) {
      expect(countryByValue(former), former).toBeDefined()
    }
    expect(Object.keys(RENAMED_COUNTRIES).sort()).toEqual(
      FORMER_CHOICES.filter((name) => !COUNTRIES.includes(name)).sort(),
    )
    expect(countryByValue('TURKEY')?.value).toBe('TURKIYE')
    expect(countryByValue('CZECH REPUBLIC')?.code).toBe('CZ')
  })
})

describe('withCurrentCountryNames', () => {
  it('brings the country fields of a kept draft up to date and leaves everything else', () => {
    const draft = {
      surname: 'TURKEY',
      nationality: 'TURKEY',
      Country_of_birth: 'CZECH REPUBLIC',
      days_14_days_before_this_travel: 'INDIA',
      Country_or_region: 'MACAO',
      applicant_company_region: 'KOREA, REPUBLIC OF',
    }
    expect(withCurrentCountryNames(draft)).toEqual({
      surname: 'TURKEY',
      nationality: 'TURKIYE',
      Country_of_birth: 'CZECHIA',
      days_14_days_before_this_travel: 'INDIA',
      Country_or_region: 'MACAU',
      applicant_company_region: 'SOUTH KOREA',
    })
    expect(draft.nationality).toBe('TURKEY')
  })

  it('returns current data as it is', () => {
    const data = { nationality: 'INDIA' }
    expect(withCurrentCountryNames(data)).toBe(data)
  })
})
