// The home page and the form show the fee table's prices as they first render; the first Intl
// formatter a page builds costs Chromium tens of milliseconds, so those prices come formatted from
// the build and no formatter is built for them.
import { afterEach, expect, it } from 'vitest'
import { feeAmounts } from '../../../shared/fees'
import { formatNumber, LANGUAGE_REWRITE, showAddressLanguage } from './i18n'

async function openAddress(path: string) {
  LANGUAGE_REWRITE.input({ url: new URL(path, 'https://evisa.example') })
  await showAddressLanguage()
}

const RealNumberFormat = Intl.NumberFormat

/** Counts the formatters built from now on; each is still the real one. */
function countFormatters(): { count: number } {
  const counter = { count: 0 }
  class Counted extends RealNumberFormat {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args)
      counter.count += 1
    }
  }
  Intl.NumberFormat = Counted as typeof Intl.NumberFormat
  return counter
}

afterEach(async () => {
  Intl.NumberFormat = RealNumberFormat
  await openAddress('/')
})

it('gives the fee table’s prices in the language shown without building a formatter', async () => {
  const built = countFormatters()
  for (const [path, language] of [
    ['/', 'en'],
    ['/de/', 'de'],
    ['/ar/', 'ar'],
  ] as const) {
    await openAddress(path)
    for (const amount of feeAmounts())
      expect(formatNumber(amount)).toBe(new RealNumberFormat(language).format(amount))
  }
  expect(built.count).toBe(0)
})

it('formats any other number with the language’s formatter', async () => {
  await openAddress('/de/')
  const built = countFormatters()
  expect(formatNumber(1250.5)).toBe('1.250,5')
  expect(built.count).toBe(1)
})
