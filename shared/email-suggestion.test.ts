import { describe, expect, it } from 'vitest'
import { suggestEmail } from './email-suggestion'

describe('suggestEmail', () => {
  // What the traveller typed, and the address suggested instead.
  it.each([
    ['a mistyped common domain', 'amelia@gmial.com', 'amelia@gmail.com'],
    ['a mistyped common domain', 'amelia@hotmial.com', 'amelia@hotmail.com'],
    ['a mistyped common domain', 'amelia@yaho.com', 'amelia@yahoo.com'],
    ['a mistyped common domain', 'amelia@gmail.con', 'amelia@gmail.com'],
    [
      'two typos at once when the domain is long enough to be sure',
      'amelia@exampel.con',
      'amelia@example.com',
    ],
    [
      'a mistyped ending on a domain it does not know',
      'amelia@fernando-family.con',
      'amelia@fernando-family.com',
    ],
    [
      'a mistyped ending on a domain it does not know',
      'amelia@fernando-family.ner',
      'amelia@fernando-family.net',
    ],
    ['a mistyped ending on a domain it does not know', 'amelia@icloud.co', 'amelia@icloud.com'],
    [
      'the domain whatever its case, keeping the part before @ exactly as typed',
      ' Amelia.Rose+visa@GMIAL.COM ',
      'Amelia.Rose+visa@gmail.com',
    ],
  ])('corrects %s: %j becomes %j', (_rule, typed, suggested) => {
    expect(suggestEmail(typed)).toBe(suggested)
  })

  it('suggests nothing for addresses that are fine', () => {
    for (const address of [
      'amelia@gmail.com',
      'amelia@example.com',
      'amelia@fernando-family.co.uk',
      'amelia@company.lk',
      'amelia@mail.company.de',
      'amelia@gmx.net',
    ]) {
      expect(suggestEmail(address), address).toBeUndefined()
    }
  })

  it('suggests nothing for something that is not an address yet', () => {
    for (const input of ['', 'amelia', 'amelia@', '@gmail.com', 'amelia@gmail', 'amelia@gm ail.com']) {
      expect(suggestEmail(input), input).toBeUndefined()
    }
  })
})
