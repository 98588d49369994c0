import { describe, expect, it } from 'vitest'
import { suggestEmail } from './email-suggestion'

describe('suggestEmail', () => {
  it('corrects a mistyped common domain', () => {
    expect(suggestEmail('amelia@gmial.com')).toBe('amelia@gmail.com')
    expect(suggestEmail('amelia@hotmial.com')).toBe('amelia@hotmail.com')
    expect(suggestEmail('amelia@yaho.com')).toBe('amelia@yahoo.com')
    expect(suggestEmail('amelia@gmail.con')).toBe('amelia@gmail.com')
  })

  it('corrects two typos at once when the domain is long enough to be sure', () => {
    expect(suggestEmail('amelia@exampel.con')).toBe('amelia@example.com')
  })

  it('corrects a mistyped ending on a domain it does not know', () => {
    expect(suggestEmail('amelia@fernando-family.con')).toBe('amelia@fernando-family.com')
    expect(suggestEmail('amelia@fernando-family.ner')).toBe('amelia@fernando-family.net')
    expect(suggestEmail('amelia@icloud.co')).toBe('amelia@icloud.com')
  })

  it('keeps the part before @ exactly as typed, and ignores the domain’s case', () => {
    expect(suggestEmail(' Amelia.Rose+visa@GMIAL.COM ')).toBe('Amelia.Rose+visa@gmail.com')
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
